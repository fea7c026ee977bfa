import { randomBytes } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * Cryptographically random bytes taken from a pool filled 4 KB at a time: a request needs a map
 * id and an IV, and one OpenSSL call per few hundred of them costs far less than one each (the
 * approach of Node's own `randomUUID`). A slice is never handed out twice; a new pool replaces
 * the old one, so slices already given keep their bytes.
 */
export function randomSlice(size: number): Buffer {
  if (size > POOL_BYTES) return randomBytes(size);
  if (offset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const slice = pool.subarray(offset, offset + size);
  offset += size;
  return slice;
}
