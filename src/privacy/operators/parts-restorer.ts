import type { RestoreTable } from './restore-table.js';
import type { RestoreTextOptions } from './restore-text.js';
import { createTextRestorer, type TextRestorer } from './text-restorer.js';
import { partWithOnly, textSlotsOf, withTextAt, type PartPath } from './part-texts.js';

/** The channel of a field's plain string value (as opposed to a list of parts). */
const STRING_CHANNEL = '';

interface Channel {
  restorer: TextRestorer;
  /** The last part seen on this channel and where its text is: the shape a held tail goes out in. */
  part: unknown;
  path: PartPath;
}

/** Restores one streamed field of a choice whose value is a string or a list of parts. */
export interface PartsRestorer {
  /**
   * Takes the field's value in one chunk (undefined when the chunk lacks it); returns the value to
   * send, or undefined for "leave the field absent". `finishing` releases everything held.
   */
  push(value: unknown, finishing: boolean): unknown;
  /** The stream ended without a finish: what is still held, as a value for the field. */
  flush(): unknown;
}

/**
 * A streamed field that is a plain string on most servers and a list of parts on others: Mistral's
 * reasoning models stream `delta.content` as `thinking` parts (whose text is nested in a list of
 * text parts) followed by `text` parts, and OpenRouter streams `delta.reasoning_details`.
 *
 * Each channel (the string, or a kind of part: see TextSlot) has its own incremental restorer, and
 * only the channel being written may hold a tail: when the text moves to another channel, the
 * previous one's tail is released first, in a part of its own shape, so the order of the text is
 * kept and no placeholder is left half-sent when the model moves from thinking to answering.
 */
export function createPartsRestorer(table: RestoreTable, options: RestoreTextOptions = {}): PartsRestorer {
  const channels = new Map<string, Channel>();
  let current: string | undefined;

  /** The held tail of the channel being written: a string for the string channel, else a part. */
  const releaseCurrent = (): unknown => {
    const channel = current === undefined ? undefined : channels.get(current);
    const tail = channel?.restorer.flush() ?? '';
    if (channel === undefined || tail === '') return undefined;
    return current === STRING_CHANNEL ? tail : partWithOnly(channel.part, channel.path, tail);
  };

  /** Pushes `text` on channel `name`, after releasing the tail of another channel into `pieces`. */
  const write = (name: string, part: unknown, path: PartPath, text: string, pieces: unknown[]): string => {
    if (current !== name) {
      const released = releaseCurrent();
      if (released !== undefined) pieces.push(released);
    }
    current = name;
    let channel = channels.get(name);
    if (channel === undefined) {
      channel = { restorer: createTextRestorer(table, options), part, path };
      channels.set(name, channel);
    }
    channel.part = part;
    channel.path = path;
    return channel.restorer.push(text);
  };

  const pushPart = (part: unknown, pieces: unknown[]): void => {
    const slots = textSlotsOf(part);
    if (slots.length === 0) return void pieces.push(part);
    let next = part;
    let carries = false;
    for (const slot of slots) {
      const text = write(slot.channel, part, slot.path, slot.text, pieces);
      next = withTextAt(next, slot.path, text);
      carries ||= text !== '';
    }
    // A part whose text is all held back goes out later, with its text.
    if (carries) pieces.push(next);
  };

  return {
    push(value, finishing) {
      const pieces: unknown[] = [];
      if (typeof value === 'string') {
        const text = write(STRING_CHANNEL, undefined, [], value, pieces);
        pieces.push(text);
      } else if (Array.isArray(value)) for (const part of value) pushPart(part, pieces);
      if (finishing) {
        const tail = releaseCurrent();
        if (tail !== undefined) pieces.push(tail);
      }
      if (pieces.length === 0 && !Array.isArray(value)) return value;
      // A string stays a string while all its text is on the string channel; otherwise parts.
      if (!Array.isArray(value) && pieces.every((piece) => typeof piece === 'string')) return pieces.join('');
      return asParts(pieces);
    },
    flush() {
      const tail = releaseCurrent();
      return tail === undefined || typeof tail === 'string' ? tail : [tail];
    },
  };
}

/** Pieces as a list of parts: strings become text parts, empty ones are left out. */
function asParts(pieces: readonly unknown[]): unknown[] {
  return pieces.filter((piece) => piece !== '').map((piece) => (typeof piece === 'string' ? { type: 'text', text: piece } : piece));
}
