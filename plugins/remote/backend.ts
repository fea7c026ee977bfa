import { Agent, request } from 'undici';
import { PlatformError } from '../../src/errors/platform-error.js';
import { upstreamFailure, upstreamHttpError } from '../../src/errors/upstream-errors.js';

/** How to reach the backend. */
export interface BackendOptions {
  baseURL: string;
  /** Sent with every request (authorization, extra headers). */
  headers: Record<string, string>;
  timeoutMs: number;
  maxResponseBytes: number;
  /** Named in error messages instead of the URL, which may carry secrets. */
  name: string;
}

/** One HTTP backend: POST JSON, get JSON, every failure mapped to the platform's errors. */
export interface Backend {
  post(path: string, body: unknown, options: { signal: AbortSignal; requestId: string }): Promise<unknown>;
  close(): Promise<void>;
}

const firstHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * A backend over one undici Agent (keep-alive connections). The timeout bounds connecting,
 * waiting for the headers and each gap in the body: a stuck backend costs the client at most
 * about one timeout, and answers 504 (a refused or reset connection 502, the backend's 503 a 503,
 * its 4xx passed on, as for chat upstreams).
 */
export function createBackend(options: BackendOptions): Backend {
  const base = new URL(options.baseURL);
  const basePath = base.pathname.replace(/\/+$/, '');
  const agent = new Agent({
    connect: { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: 30_000,
  });

  return {
    async post(path, body, { signal, requestId }) {
      let status: number;
      let text: string;
      let retryAfter: string | undefined;
      try {
        const response = await request(new URL(`${basePath}${path}`, base.origin), {
          method: 'POST',
          dispatcher: agent,
          headers: { ...options.headers, 'content-type': 'application/json', accept: 'application/json', 'x-request-id': requestId },
          body: JSON.stringify(body),
          signal,
        });
        status = response.statusCode;
        retryAfter = firstHeader(response.headers['retry-after']);
        text = await readLimited(response.body, options.maxResponseBytes, options.name);
      } catch (error) {
        throw upstreamFailure(error, options.name);
      }
      if (status >= 400) throw upstreamHttpError(status, text, options.name, retryAfter);
      if (status < 200 || status >= 300) {
        throw new PlatformError('upstream_error', `Backend "${options.name}" answered with status ${status}.`);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new PlatformError('upstream_error', `Backend "${options.name}" answered with something that is not JSON.`);
      }
    },
    async close() {
      await agent.close();
    },
  };
}

/** Reads a body as UTF-8, giving up (and closing it) past `limit` bytes. */
async function readLimited(body: AsyncIterable<Buffer> & { destroy(error?: Error): unknown }, limit: number, name: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw new PlatformError('upstream_error', `Backend "${name}" answered with more than ${limit} bytes (maxResponseBytes).`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
