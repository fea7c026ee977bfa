import { PlatformError } from './platform-error.js';

/** undici error codes that mean the upstream did not answer in time. */
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** zlib's error codes (Z_DATA_ERROR, Z_BUF_ERROR for a cut-off body) and Brotli's (ERR__ERROR_FORMAT_...). */
const DECODING_CODE = /^(Z_|ERR__ERROR_)/;

function errorCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  // undici wraps socket errors; the useful code may sit one or two causes deep.
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Maps a failure to reach or read the upstream (a thrown error, not an HTTP answer) to the
 * platform error the client sees. The provider id is named; the URL is not, as it may carry secrets.
 */
export function upstreamFailure(error: unknown, providerId: string): PlatformError {
  if (error instanceof PlatformError) return error;
  const code = errorCodeOf(error);
  if (code !== undefined && DECODING_CODE.test(code)) {
    return new PlatformError('upstream_error', `Provider "${providerId}" sent a compressed body that does not decode (${code}).`, {
      cause: error,
    });
  }
  if (code !== undefined && TIMEOUT_CODES.has(code)) {
    return new PlatformError('upstream_timeout', `Provider "${providerId}" did not answer in time (${code}).`, {
      cause: error,
    });
  }
  return new PlatformError(
    'upstream_unavailable',
    `Provider "${providerId}" could not be reached${code === undefined ? '' : ` (${code})`}.`,
    { cause: error },
  );
}

/**
 * `upstreamFailure` for a failure while reading an answer the provider had begun to send: the
 * provider was reached, so a dropped connection is an answer cut off (`upstream_error`), not an
 * unreachable provider. Timeouts and bodies that do not decode keep their own codes.
 */
export function upstreamCutOff(error: unknown, providerId: string): PlatformError {
  const failure = upstreamFailure(error, providerId);
  if (failure.code !== 'upstream_unavailable') return failure;
  const code = errorCodeOf(error);
  return new PlatformError('upstream_error', `Provider "${providerId}" cut its answer off before it was complete${code === undefined ? '' : ` (${code})`}.`, {
    cause: error,
  });
}

interface OpenAIErrorShape {
  error?: { message?: unknown; type?: unknown; code?: unknown; param?: unknown } | string;
  message?: unknown;
}

/**
 * Maps an upstream HTTP error answer to a platform error. 4xx are passed on with their status and
 * the upstream's message; 503 and 529 (overloaded) become 503; other 5xx become 502.
 */
export function upstreamHttpError(
  status: number,
  rawBody: string,
  providerId: string,
  retryAfter: string | undefined,
): PlatformError {
  let message = '';
  let param: string | null = null;
  let upstreamCode: string | undefined;
  try {
    const parsed = JSON.parse(rawBody) as OpenAIErrorShape;
    const inner = parsed.error;
    if (typeof inner === 'string') message = inner;
    else if (inner !== undefined) {
      if (typeof inner.message === 'string') message = inner.message;
      if (typeof inner.param === 'string') param = inner.param;
      if (typeof inner.code === 'string') upstreamCode = inner.code;
    } else if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // Not JSON: keep a generic message rather than echoing an arbitrary upstream page.
  }
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
  const detail = message === '' ? '' : `: ${message}`;
  if (status === 503 || status === 529) {
    return new PlatformError('upstream_overloaded', `Provider "${providerId}" is overloaded${detail}`, { headers });
  }
  if (status >= 500) {
    return new PlatformError('upstream_error', `Provider "${providerId}" failed with status ${status}${detail}`, {
      headers,
    });
  }
  if (status === 429) {
    return new PlatformError('rate_limit_exceeded', `Provider "${providerId}" rate limit${detail}`, { headers, param });
  }
  if (status === 404) {
    return new PlatformError('not_found', message || `Provider "${providerId}" answered 404.`, {
      param,
      ...(upstreamCode === undefined ? {} : { reportedCode: upstreamCode }),
    });
  }
  // Keep the upstream's own code (e.g. `context_length_exceeded`) where it gave one: SDK users branch on it.
  return new PlatformError('invalid_request', message || `Provider "${providerId}" answered ${status}.`, {
    status,
    type: status === 401 || status === 403 ? 'upstream_authentication_error' : 'invalid_request_error',
    param,
    retryable: false,
    ...(upstreamCode === undefined ? {} : { reportedCode: upstreamCode }),
  });
}
