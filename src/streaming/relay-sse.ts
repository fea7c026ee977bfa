import type { Readable } from 'node:stream';
import { chainRewriters, type ChunkRewriter } from './chunk-rewriter.js';
import { DONE_EVENT, encodeSseEvent } from './encode-sse.js';
import { createSseDecoder, type EventSourceMessage } from './sse-decoder.js';

export interface RelayOptions {
  /** The upstream response body (SSE bytes). */
  body: Readable;
  rewriters: readonly ChunkRewriter[];
  /** Builds the SSE `data` of the error event sent when the upstream fails mid-stream. */
  errorEvent(error: unknown): string;
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

  const render = (event: EventSourceMessage): string => {
    if (event.data === '[DONE]') {
      finished = true;
      const tail = rewriter === undefined ? '' : rewriter.flush().map((chunk) => encodeSseEvent(JSON.stringify(chunk))).join('');
      return tail + DONE_EVENT;
    }
    if (rewriter === undefined || event.event !== undefined) return encodeSseEvent(event.data, event.event);
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

  const drain = (): string => {
    let out = '';
    while (pending.length > 0 && !finished) out += render(pending.shift() as EventSourceMessage);
    pending.length = 0;
    return out;
  };

  try {
    for await (const bytes of options.body) {
      decoder.push(bytes as Uint8Array);
      const out = drain();
      if (out !== '') yield out;
      if (finished) break;
    }
    if (!finished) {
      decoder.end();
      const out = drain();
      // An upstream that closed without `[DONE]` still gets held-back text flushed and a clean end.
      const tail = finished || rewriter === undefined ? '' : rewriter.flush().map((c) => encodeSseEvent(JSON.stringify(c))).join('');
      if (out + tail !== '') yield out + tail;
    }
  } catch (error) {
    yield encodeSseEvent(options.errorEvent(error));
  } finally {
    if (!options.body.destroyed) options.body.destroy();
  }
}
