import type { Readable } from 'node:stream';
import { chainRewriters, type ChunkRewriter } from './chunk-rewriter.js';
import { DONE_EVENT, encodeSseEvent } from './encode-sse.js';
import { createSseDecoder, type EventSourceMessage } from './sse-decoder.js';
import { PlatformError } from '../errors/platform-error.js';

/** A chunk in which some choice ended. */
const FINISHED = /"finish_reason"\s*:\s*"/;

/** The upstream's own error event, as a platform error: its message (placeholders at most) is kept. */
function upstreamStreamError(data: string): PlatformError {
  let message = 'The upstream reported an error mid-stream.';
  try {
    const parsed = JSON.parse(data) as { error?: { message?: unknown }; message?: unknown };
    const said = parsed.error?.message ?? parsed.message;
    if (typeof said === 'string') message = `The upstream reported an error mid-stream: ${said.slice(0, 500)}`;
  } catch {
    // Not JSON: the generic message.
  }
  return new PlatformError('upstream_error', message);
}

export interface RelayOptions {
  /** The upstream response body (SSE bytes). */
  body: Readable;
  rewriters: readonly ChunkRewriter[];
  /** Builds the SSE `data` of the error event sent when the upstream fails mid-stream. */
  errorEvent(error: unknown): string;
}

/** How long an upstream may take to end its answer after `[DONE]` before the gateway hangs up. */
const END_AFTER_DONE_MS = 1_000;

/**
 * After `[DONE]` the upstream has at most the end of its answer left to send: it is read and
 * dropped, so the connection goes back to the pool. Destroying the body at once closed the
 * connection (the next request paid for a new one) and made an abort error with a stack trace,
 * on every stream. An upstream that keeps the answer open after `[DONE]` is hung up on.
 */
function letEnd(body: Readable): void {
  const timer = setTimeout(() => body.destroy(), END_AFTER_DONE_MS);
  timer.unref();
  body.once('close', () => clearTimeout(timer));
  body.resume();
}

/**
 * The stream chain: bytes -> SSE events -> chunk objects -> rewriters -> SSE bytes.
 *
 * Written as one async generator over small pure parts (decoder, rewriter chain, encoder) rather
 * than a pipe of web TransformStreams: the consumer's pull is the backpressure, a failure anywhere
 * is caught in one place and turned into an SSE error event, and no per-stage promise hops are
 * paid on every chunk. Without rewriters, or with only raw-text ones (usage metering), the JSON of
 * a chunk is not even parsed.
 */
export async function* relaySse(options: RelayOptions): AsyncGenerator<string> {
  const rewriter = chainRewriters(options.rewriters);
  const pending: EventSourceMessage[] = [];
  const decoder = createSseDecoder((event) => pending.push(event));
  let finished = false;
  // Whether a choice ended (`finish_reason` set): a stream cut before that is incomplete.
  let sawFinish = false;
  const flushTail = (): string =>
    rewriter === undefined ? '' : rewriter.flush().map((chunk) => encodeSseEvent(JSON.stringify(chunk))).join('');

  const render = (event: EventSourceMessage): string => {
    if (event.data === '[DONE]') {
      finished = true;
      return flushTail() + DONE_EVENT;
    }
    if (!sawFinish && FINISHED.test(event.data)) sawFinish = true;
    // The upstream's own error event ends the stream: with the standard body, after what was held back.
    if (event.event === 'error' || event.data.startsWith('{"error"')) throw upstreamStreamError(event.data);
    // `message` is SSE's default event type: an upstream that names it still sends chunks.
    const named = event.event !== undefined && event.event !== 'message';
    if (rewriter === undefined || named) return encodeSseEvent(event.data, event.event);
    if (rewriter.rewriteData !== undefined) {
      const data = rewriter.rewriteData(event.data);
      return data === null ? '' : encodeSseEvent(data);
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(event.data);
    } catch {
      return encodeSseEvent(event.data);
    }
    return rewriter.rewrite(chunk).map((out) => encodeSseEvent(JSON.stringify(out))).join('');
  };

  // Rendered and not yet yielded: if an event of the same read fails, what came before it still goes out.
  let unsent = '';
  /** Renders the pending events; `firstOnly` stops after the first one that gives any output. */
  const drain = (firstOnly = false): string => {
    while (pending.length > 0 && !finished && !(firstOnly && unsent !== '')) unsent += render(pending.shift() as EventSourceMessage);
    if (!firstOnly) pending.length = 0;
    const out = unsent;
    unsent = '';
    return out;
  };
  // Until something has gone out, the first event is sent on its own: an upstream that sends a
  // burst (a cached answer, a fast model) would otherwise hold the client's first token until the
  // whole burst is restored. One more write per stream, once.
  let started = false;

  // The loop's iterator stops listening for errors when it is left early; a body destroyed after
  // that (an upstream error event, a rewriter that threw) must not raise an unhandled 'error'.
  options.body.on('error', () => undefined);
  try {
    // Not destroyed when the loop is left at `[DONE]`: see `finally`.
    for await (const bytes of options.body.iterator({ destroyOnReturn: false })) {
      decoder.push(bytes as Uint8Array);
      if (!started) {
        const first = drain(true);
        if (first !== '') {
          started = true;
          yield first;
        }
      }
      const out = drain();
      if (out !== '') yield out;
      if (finished) break;
    }
    if (!finished) {
      decoder.end();
      const out = drain();
      if (!finished) {
        // Closed without `[DONE]`: held-back text still goes out; a finished answer gets its
        // `[DONE]`, an unfinished one an error event, so the client can tell it was cut off.
        if (!sawFinish) {
          if (out !== '') yield out;
          throw new PlatformError('upstream_error', 'The upstream ended the stream before the answer was complete.');
        }
        yield out + flushTail() + DONE_EVENT;
      } else if (out !== '') yield out;
    }
  } catch (error) {
    // Events decoded after the failing one are dropped; text held back before it still goes out.
    pending.length = 0;
    let tail = '';
    try {
      tail = finished ? '' : flushTail();
    } catch {
      // A rewriter that cannot flush leaves only the error event.
    }
    yield unsent + tail + encodeSseEvent(options.errorEvent(error));
  } finally {
    if (!options.body.destroyed) {
      if (finished) letEnd(options.body);
      else options.body.destroy();
    }
  }
}
