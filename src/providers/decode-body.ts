import { Duplex, pipeline, Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { PlatformError } from '../errors/platform-error.js';
import type { UpstreamResponse } from './types.js';

/**
 * The content codings Node can undo; `x-gzip` is gzip's old name (RFC 9110, 8.4.1.3). `deflate`
 * picks its decoder from the first two bytes: some servers send raw deflate under that label.
 */
const DECODERS: Record<string, (head: Buffer) => Transform> = {
  gzip: () => createGunzip(),
  'x-gzip': () => createGunzip(),
  deflate: (head) => (hasZlibHeader(head) ? createInflate() : createInflateRaw()),
  br: () => createBrotliDecompress(),
};

/**
 * RFC 1950's header: compression method 8 with a window of at most 32 KB, and a check value that
 * makes the first two bytes a multiple of 31. Browsers tell zlib from raw deflate the same way.
 */
function hasZlibHeader(head: Buffer): boolean {
  if (head.length < 2) return false;
  const cmf = head[0] as number;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | (head[1] as number)) % 31 === 0;
}

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
  const stages = codings.reverse().map((coding) => Duplex.from(decodeStage(DECODERS[coding] as (head: Buffer) => Transform)));
  // The callback only keeps pipeline from throwing: the last stream carries the error to its reader.
  return pipeline([body, ...stages], () => undefined) as unknown as Readable;
}

/** Bytes read before a decoder is chosen: two tell zlib from raw deflate. */
const HEAD_BYTES = 2;

/**
 * One coding undone, its decoder made once the first bytes are in. A body that ends before any
 * byte (a chunked answer with nothing in it) stays empty instead of failing as truncated.
 */
function decodeStage(makeDecoder: (head: Buffer) => Transform) {
  return async function* decode(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const iterator = source[Symbol.asyncIterator]();
    const head: Buffer[] = [];
    let size = 0;
    while (size < HEAD_BYTES) {
      const next = await iterator.next();
      if (next.done === true) break;
      head.push(next.value);
      size += next.value.length;
    }
    if (size === 0) return;
    const start = Buffer.concat(head);
    async function* whole(): AsyncGenerator<Buffer> {
      yield start;
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
    }
    const decoder = makeDecoder(start);
    // An error on either side ends the decoder with it, and iterating the decoder rethrows it.
    pipeline(Readable.from(whole(), { objectMode: false }), decoder, () => undefined);
    yield* decoder as AsyncIterable<Buffer>;
  };
}
