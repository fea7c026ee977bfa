import { Readable } from 'node:stream';

/** Reads an upstream body whole; past `limit` bytes it stops reading and destroys the body. */
export async function readBody(body: Readable, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of body) {
    const bytes = part as Buffer;
    size += bytes.length;
    if (size > limit) {
      body.destroy();
      break;
    }
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}

/**
 * Reads the first piece of a body without losing it: `body` yields that piece again, then the
 * rest. Destroying `body` destroys the original.
 */
export async function peekBody(original: Readable): Promise<{ head: Buffer; body: Readable }> {
  const iterator = original[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await iterator.next();
  const head = first.done === true ? Buffer.alloc(0) : first.value;
  async function* again(): AsyncGenerator<Buffer> {
    if (first.done === true) return;
    yield head;
    try {
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { head, body: Readable.from(again(), { objectMode: false }) };
}
