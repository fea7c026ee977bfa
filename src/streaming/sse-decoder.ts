import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type { EventSourceMessage };

/**
 * Bytes -> SSE events. Network reads may split a UTF-8 character or an event anywhere; the
 * streaming TextDecoder and the parser's line buffer make the events exact regardless.
 */
export function createSseDecoder(onEvent: (event: EventSourceMessage) => void): {
  push(bytes: Uint8Array): void;
  end(): void;
} {
  const decoder = new TextDecoder('utf-8');
  const parser = createParser({ onEvent });
  return {
    push(bytes) {
      parser.feed(decoder.decode(bytes, { stream: true }));
    },
    end() {
      const rest = decoder.decode();
      if (rest !== '') parser.feed(rest);
      // A final event without its blank line still counts: upstreams that close early send them.
      parser.feed('\n\n');
    },
  };
}
