import { pipeline, Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { PlatformError } from '../errors/platform-error.js';
import type { UpstreamResponse } from './types.js';

/** The content codings Node can undo; `x-gzip` is gzip's old name (RFC 9110, 8.4.1.3). */
const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * Undoes the upstream's content coding, so what follows reads the bytes the provider meant: a
 * compressed answer would otherwise reach the client without its Content-Encoding header (which is
 * not passed back) and without its placeholders restored. Veil asks for `identity`; this is for the
 * provider that compresses anyway. A coding Node cannot undo fails a successful answer (502) and
 * empties an error answer's body. Codings listed in order of application are undone in reverse.
 * Closing the returned stream closes the upstream body; a body that does not decode fails with
 * zlib's error (a `Z_*` or `ERR__ERROR_*` code, mapped by upstreamFailure).
 */
export function decodeBody(upstream: UpstreamResponse, providerId: string): Readable {
  const { body, headers, status } = upstream;
  const contentEncoding = Array.isArray(headers['content-encoding']) ? headers['content-encoding'].join(',') : headers['content-encoding'];
  // No body to decode, whatever the label says: zlib would call an empty input truncated.
  if (contentEncoding === undefined || status === 204 || status === 304 || headers['content-length'] === '0') return body;
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return body;
  const unknown = codings.find((coding) => DECODERS[coding] === undefined);
  if (unknown !== undefined) {
    body.on('error', () => undefined);
    body.destroy();
    // An error answer keeps its status (and Retry-After); only its body, a courtesy, is lost.
    if (status >= 400) return Readable.from([]);
    throw new PlatformError(
      'upstream_error',
      `Provider "${providerId}" answered with content-encoding "${unknown}", which Veil cannot decode (it reads gzip, deflate and br).`,
    );
  }
  const decoders = codings.reverse().map((coding) => (DECODERS[coding] as () => Transform)());
  // The callback only keeps pipeline from throwing: the last stream carries the error to its reader.
  return pipeline([body, ...decoders], () => undefined) as unknown as Readable;
}
