import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { PlatformError } from '../../src/errors/platform-error.js';
import { isLocalHostname, isPublicAddress, unbracket } from '../../src/webhooks/address-policy.js';
import { createSafeConnector } from '../../src/webhooks/safe-connector.js';
import { classifyError } from '../../src/webhooks/sender.js';

export interface DocumentFetcherOptions {
  allowPrivateUrls: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** Downloads documents given as http(s) URLs. */
export interface DocumentFetcher {
  /** `param` names the request field holding the URL, for `error.param`. */
  fetch(url: string, param: string): Promise<Buffer>;
  close(): Promise<void>;
}

const MAX_REDIRECTS = 3;

const refuse = (param: string, message: string) => new PlatformError('validation_error', message, { param });

/**
 * The gateway fetches from inside the operator's network, so a document URL must not reach
 * internal services: the same address policy as webhooks (src/webhooks/address-policy.ts), checked
 * on the URL and again on every address DNS returns, at connect time (no DNS rebinding). Redirects
 * are followed by hand (at most 3), each hop checked the same way. Messages never quote the URL:
 * it may carry a token.
 */
export function createDocumentFetcher(options: DocumentFetcherOptions): DocumentFetcher {
  const agent = new Agent({
    connect: options.allowPrivateUrls ? { timeout: options.timeoutMs } : createSafeConnector({ connectTimeoutMs: options.timeoutMs }),
    connections: 8,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });

  const checkUrl = (url: string, param: string): URL => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw refuse(param, 'The document URL is not a valid absolute URL.');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw refuse(param, 'The document URL must be https://, http:// or a data: URI.');
    if (parsed.username !== '' || parsed.password !== '') throw refuse(param, 'The document URL must not contain a user name or password.');
    const host = unbracket(parsed.hostname);
    if (!options.allowPrivateUrls && (isIP(host) !== 0 ? !isPublicAddress(host) : isLocalHostname(host))) throw blocked(param);
    return parsed;
  };

  return {
    async fetch(url, param) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      let target = checkUrl(url, param);
      for (let hop = 0; ; hop++) {
        let response: Awaited<ReturnType<typeof request>>;
        try {
          response = await request(target, { method: 'GET', dispatcher: agent, signal: deadline, headers: { accept: 'application/pdf, image/png, image/jpeg, image/tiff' } });
        } catch (error) {
          const reason = deadline.aborted ? 'timeout' : classifyError(error);
          if (reason === 'blocked_address') throw blocked(param);
          throw refuse(param, `The document URL could not be fetched (${reason}).`);
        }
        const location = response.headers.location;
        if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
          await response.body.dump().catch(() => undefined);
          if (hop >= MAX_REDIRECTS) throw refuse(param, `The document URL redirected more than ${MAX_REDIRECTS} times.`);
          target = checkUrl(new URL(location, target).toString(), param);
          continue;
        }
        if (response.statusCode !== 200) {
          await response.body.dump().catch(() => undefined);
          throw refuse(param, `The document URL answered HTTP ${response.statusCode}.`);
        }
        return await readCapped(response.body, Number(response.headers['content-length'] ?? Number.NaN), options.maxBytes, param, deadline);
      }
    },
    async close() {
      await agent.destroy();
    },
  };
}

function blocked(param: string): PlatformError {
  return refuse(
    param,
    'The document URL points to a loopback, private, link-local or reserved address; set plugins.options.ocr.allowPrivateUrls to allow it.',
  );
}

/** Reads a body up to `maxBytes`, refusing early on a larger Content-Length. */
async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  declared: number,
  maxBytes: number,
  param: string,
  deadline: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () =>
    new PlatformError('payload_too_large', `The document is larger than ${maxBytes} bytes (plugins.options.ocr.maxDocumentBytes).`, { param });
  if (declared > maxBytes) {
    body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw refuse(param, `The document URL could not be read (${deadline.aborted ? 'timeout' : classifyError(error)}).`);
  }
  return Buffer.concat(chunks, size);
}
