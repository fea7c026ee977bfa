import { Readable } from 'node:stream';
import { PlatformError } from '../errors/platform-error.js';
import type { Provider } from './types.js';

/** An error answer's body is a courtesy (its message): this much of it is read. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * Reads an upstream body whole; past `limit` bytes it stops reading, destroys the body and returns
 * what it read, or throws `tooLarge()` when given.
 */
export async function readBody(body: Readable, limit = Number.POSITIVE_INFINITY, tooLarge?: () => Error): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of body) {
    const bytes = part as Buffer;
    size += bytes.length;
    if (size > limit) {
      body.destroy();
      if (tooLarge !== undefined) throw tooLarge();
      break;
    }
    parts.push(bytes);
  }
  return Buffer.concat(parts);
}

/**
 * Reads a successful answer the gateway holds whole (to restore it, or to merge model lists). The
 * provider's limit bounds the memory one answer can take, a small compressed body included.
 */
export function readAnswer(body: Readable, provider: Pick<Provider, 'id' | 'maxAnswerBytes'>): Promise<Buffer> {
  return readBody(
    body,
    provider.maxAnswerBytes,
    () =>
      new PlatformError(
        'upstream_error',
        `Provider "${provider.id}" sent an answer larger than ${provider.maxAnswerBytes} bytes (providers[].maxAnswerBytes).`,
      ),
  );
}

/** Bytes read at most to tell what a body is; a body still undecided by then is not what was asked. */
const PEEK_LIMIT = 1024;

/**
 * Reads the start of a body until `decide` can tell from it (true or false), the body ends or
 * PEEK_LIMIT bytes were read (then: false). `body` replays what was read, then the rest. Closing
 * `body` closes the original at once, even while a read of it is pending.
 */
export async function peekBody(
  original: Readable,
  decide: (head: Buffer) => boolean | undefined,
): Promise<{ verdict: boolean; body: Readable }> {
  const iterator = original[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let size = 0;
  let verdict: boolean | undefined;
  let ended = false;
  while (verdict === undefined && size < PEEK_LIMIT) {
    const next = await iterator.next();
    if (next.done === true) {
      ended = true;
      break;
    }
    parts.push(next.value);
    size += next.value.length;
    verdict = decide(parts.length === 1 ? next.value : Buffer.concat(parts));
  }
  // A plain Readable rather than Readable.from(generator): destroying that one waits for the
  // generator's pending read of the original, which may never come (an upstream that keeps its
  // response open after [DONE]), so the original would stay open until its body timeout.
  const body = new Readable({
    read() {
      const part = parts.shift();
      if (part !== undefined) return void this.push(part);
      if (ended) return void this.push(null);
      iterator.next().then(
        (next) => this.push(next.done === true ? null : next.value),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      original.destroy();
      callback(error);
    },
  });
  return { verdict: verdict ?? false, body };
}
