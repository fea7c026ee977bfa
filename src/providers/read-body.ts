import type { Readable } from 'node:stream';

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
