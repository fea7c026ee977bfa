import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../errors/platform-error.js';

/** The request header, as Node lower-cases it. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The name error messages and `error.param` use, as clients write it. */
export const IDEMPOTENCY_PARAM = 'Idempotency-Key';

/** Request headers that change what a POST does, so they are part of what "the same request" means. */
const FINGERPRINTED_HEADERS = ['x-veil-map-id', 'x-veil-privacy'] as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The client's Idempotency-Key: 1 to `maxLength` printable ASCII characters, sent once. Anything
 * else is a 422 naming the header (the message never echoes the value).
 */
export function parseIdempotencyKey(header: string | string[], maxLength: number): string {
  if (typeof header !== 'string') {
    throw new PlatformError('validation_error', `Send the ${IDEMPOTENCY_PARAM} header once.`, { param: IDEMPOTENCY_PARAM });
  }
  if (header.length === 0 || header.length > maxLength || !PRINTABLE_ASCII.test(header)) {
    throw new PlatformError('validation_error', `${IDEMPOTENCY_PARAM} must be 1 to ${maxLength} printable ASCII characters.`, {
      param: IDEMPOTENCY_PARAM,
    });
  }
  return header;
}

/** SHA-256 of the key, so the database holds nothing a client chose. */
export function hashIdempotencyKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * SHA-256 of what makes two POSTs the same operation: method, URL (path and query as sent), the
 * headers that change the operation and the body bytes exactly as received.
 */
export function requestFingerprint(request: FastifyRequest): string {
  const hash = createHash('sha256');
  // Length-prefixed fields: no choice of URL or header value can imitate another split.
  const field = (value: string | Buffer) => {
    const bytes = typeof value === 'string' ? Buffer.from(value) : value;
    hash.update(`${bytes.length}:`).update(bytes);
  };
  field(request.method);
  field(request.url);
  for (const name of FINGERPRINTED_HEADERS) {
    const value = request.headers[name];
    field(value === undefined ? '' : Array.isArray(value) ? value.join('\n') : value);
  }
  field(request.rawBody ?? Buffer.alloc(0));
  return hash.digest('base64url');
}
