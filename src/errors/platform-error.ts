import { ERROR_CODES, type ErrorCode } from './codes.js';

export interface PlatformErrorOptions {
  /** Overrides the status of the code table (used when passing on an upstream 4xx as is). */
  status?: number;
  /** Replaces the reported code, e.g. to keep an upstream's own `context_length_exceeded`. */
  reportedCode?: string;
  /** Overrides the OpenAI-style type of the code table. */
  type?: string;
  /** The request field at fault, reported as `error.param`. */
  param?: string | null;
  /** Extra response headers, e.g. `retry-after`. */
  headers?: Record<string, string>;
  /** Whether a client may retry the same request. */
  retryable?: boolean;
  cause?: unknown;
}

/**
 * The single error class of the platform. Anything thrown in a route that is not a PlatformError
 * is reported as `internal_error` without its message, so internals (and user data) never leak.
 */
export class PlatformError extends Error {
  readonly code: string;
  readonly status: number;
  readonly type: string;
  readonly param: string | null;
  readonly headers: Record<string, string>;
  readonly retryable: boolean;

  constructor(code: ErrorCode, message: string, options: PlatformErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    const entry = ERROR_CODES[code];
    this.name = 'PlatformError';
    this.code = options.reportedCode ?? code;
    this.status = options.status ?? entry.status;
    this.type = options.type ?? entry.type;
    this.param = options.param ?? null;
    this.headers = options.headers ?? {};
    this.retryable = options.retryable ?? this.status >= 500;
  }
}

/** The JSON error body of PRODUCT.md section 3: the spec's fields plus the OpenAI `error` object. */
export interface ErrorBody {
  code: string;
  message: string;
  request_id: string;
  error: { code: string; message: string; type: string; param: string | null };
}

export function errorBody(error: PlatformError, requestId: string): ErrorBody {
  return {
    code: error.code,
    message: error.message,
    request_id: requestId,
    error: { code: error.code, message: error.message, type: error.type, param: error.param },
  };
}
