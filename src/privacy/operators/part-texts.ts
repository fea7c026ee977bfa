import type { RestoreTable } from './restore-table.js';
import { restoreText, type RestoreTextOptions } from './restore-text.js';

type JsonObject = Record<string, unknown>;
export type PartPath = readonly (string | number)[];

/**
 * The keys under which a part of an answer carries text a model wrote: `text` of a text part,
 * Mistral's `thinking` (a list of text parts, or a string elsewhere), `refusal`, and `summary` of
 * OpenRouter's `reasoning_details`. Other keys (`type`, `signature`, `data`, ids) are never text.
 */
const TEXT_KEYS = new Set(['text', 'thinking', 'refusal', 'summary']);

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One string of a part: where it is, and which stream of text it continues. */
export interface TextSlot {
  path: PartPath;
  /**
   * Names the stream of text this string belongs to by the part types and keys leading to it,
   * never by position: in a stream each chunk restarts its list at index 0, and a `text` part
   * continues the `text` part of the chunk before, as a `thinking` part continues the thinking.
   */
  channel: string;
  text: string;
}

function collectSlots(node: unknown, path: (string | number)[], channel: string, slots: TextSlot[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      const type = isRecord(item) && typeof item.type === 'string' ? item.type : '';
      collectSlots(item, [...path, index], `${channel}[${type}]`, slots);
    });
    return;
  }
  if (!isRecord(node)) return;
  for (const key in node) {
    if (!TEXT_KEYS.has(key)) continue;
    const value = node[key];
    if (typeof value === 'string') slots.push({ path: [...path, key], channel: `${channel}.${key}`, text: value });
    else collectSlots(value, [...path, key], `${channel}.${key}`, slots);
  }
}

/** The text strings of one part (a record of a content list), in document order. */
export function textSlotsOf(part: unknown): TextSlot[] {
  const slots: TextSlot[] = [];
  const type = isRecord(part) && typeof part.type === 'string' ? part.type : '';
  collectSlots(part, [], type, slots);
  return slots;
}

/** A copy of `node` with the string at `path` replaced; `node` itself is not changed. */
export function withTextAt(node: unknown, path: PartPath, text: string): unknown {
  if (path.length === 0) return text;
  const [step, ...rest] = path;
  if (Array.isArray(node) && typeof step === 'number') return node.map((item, index) => (index === step ? withTextAt(item, rest, text) : item));
  if (isRecord(node) && typeof step === 'string') return { ...node, [step]: withTextAt(node[step], rest, text) };
  return node;
}

/** Whether a value holds any text slot (the walk goes through lists and records alike). */
function holdsText(node: unknown): boolean {
  return textSlotsOf(node).length > 0;
}

/**
 * A part shaped like `part` that carries only `text` at `path`: the other texts are left out, the
 * part's type and other fields kept. Used for a tail held back from an earlier chunk.
 */
export function partWithOnly(part: unknown, path: PartPath, text: string): unknown {
  if (path.length === 0) return text;
  const [step, ...rest] = path;
  if (Array.isArray(part) && typeof step === 'number') return [partWithOnly(part[step], rest, text)];
  if (!isRecord(part) || typeof step !== 'string') return part;
  // Built from entries: a plain assignment of a parsed `__proto__` key would set the prototype.
  const kept = Object.entries(part).filter(([key, value]) => key !== step && (!TEXT_KEYS.has(key) || !holdsText(value)));
  return Object.fromEntries([...kept, [step, partWithOnly(part[step], rest, text)]]);
}

/** Restores every text string of a list of parts (a non-streamed answer); returns new parts. */
export function restoreParts(parts: readonly unknown[], table: RestoreTable, options: RestoreTextOptions = {}): unknown[] {
  return parts.map((part) => {
    let next = part;
    for (const slot of textSlotsOf(part)) next = withTextAt(next, slot.path, restoreText(slot.text, table, options));
    return next;
  });
}

/**
 * Restores every string inside a JSON value, keys left alone: tool-call `arguments` that a server
 * sends as an object rather than as JSON text.
 */
export function restoreEveryString(value: unknown, table: RestoreTable): unknown {
  if (typeof value === 'string') return restoreText(value, table);
  if (Array.isArray(value)) return value.map((item) => restoreEveryString(item, table));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restoreEveryString(item, table)]));
}
