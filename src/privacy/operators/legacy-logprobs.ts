import { createLogprobsRestorer, type LogprobEntryShape } from './logprobs-restorer.js';
import { isRecord } from './part-texts.js';
import type { RestoreTable } from './restore-table.js';
import { restoreText } from './restore-text.js';

type JsonObject = Record<string, unknown>;

/** One token of a legacy `text_completion` choice's `logprobs`, read across its four lists. */
interface LegacyEntry {
  token: string;
  logprob: number | null;
  /** The token's alternatives (`top_logprobs[i]`: token → logprob), or null. */
  top: JsonObject | null;
  offset: number | undefined;
}

/** The legacy lists (`tokens`, `token_logprobs`, `top_logprobs`, `text_offset`) as one entry per token. */
function entriesOf(logprobs: JsonObject): LegacyEntry[] {
  const tokens = Array.isArray(logprobs.tokens) ? logprobs.tokens : [];
  const at = (list: unknown, index: number): unknown => (Array.isArray(list) ? list[index] : undefined);
  return tokens.map((token: unknown, index) => {
    const logprob = at(logprobs.token_logprobs, index);
    const top = at(logprobs.top_logprobs, index);
    const offset = at(logprobs.text_offset, index);
    return {
      token: typeof token === 'string' ? token : '',
      logprob: typeof logprob === 'number' ? logprob : null,
      top: isRecord(top) ? top : null,
      offset: typeof offset === 'number' ? offset : undefined,
    };
  });
}

/** Length as the providers count offsets (Python strings: code points, not UTF-16 units). */
const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

function legacyShape(table: RestoreTable): LogprobEntryShape {
  return {
    tokenOf: (entry) => (entry as LegacyEntry).token,
    merge(entries, restored) {
      const list = entries as LegacyEntry[];
      const first = list[0] as LegacyEntry;
      // An unknown member (the echoed prompt's first token has none) leaves the sequence's unknown.
      let logprob: number | null = 0;
      for (const entry of list) logprob = logprob === null || entry.logprob === null ? null : logprob + entry.logprob;
      // Alternatives are defined for one token only; their keys hold placeholders like the token did.
      const top =
        list.length === 1 && first.top !== null ? Object.fromEntries(Object.entries(first.top).map(([token, value]) => [restoreText(token, table), value])) : null;
      return { token: restored, logprob, top, offset: first.offset } satisfies LegacyEntry;
    },
  };
}

/** Restores a legacy choice's `logprobs` as it streams: one per choice, fed each chunk's lists. */
export interface LegacyLogprobsRestorer {
  /** The chunk's lists, restored (entries a placeholder may still be forming over wait). */
  push(logprobs: JsonObject): JsonObject;
  /** The entries still held, as lists, or undefined when none are. */
  flush(): JsonObject | undefined;
}

/**
 * The legacy completions' `logprobs` carry the answer's tokens (and the prompt's, with `echo`) in
 * four parallel lists. They are restored like a chat choice's tokens: the tokens a placeholder was
 * cut over become one token of the original value, its logprob their sum, its alternatives kept
 * only where one token held the placeholder. `text_offset` is recounted over the restored tokens
 * from the provider's first offset (which counts the prompt as the provider saw it).
 */
export function createLegacyLogprobsRestorer(table: RestoreTable): LegacyLogprobsRestorer {
  const tokens = createLogprobsRestorer(table, {}, legacyShape(table));
  let nextOffset: number | undefined;
  let withAlternatives = false;

  const toLists = (entries: readonly unknown[], template: JsonObject): JsonObject => {
    const list = entries as LegacyEntry[];
    const offsets = list.map((entry) => {
      const offset = nextOffset ?? entry.offset ?? 0;
      nextOffset = offset + codePoints(entry.token);
      return offset;
    });
    return {
      ...template,
      tokens: list.map((entry) => entry.token),
      token_logprobs: list.map((entry) => entry.logprob),
      top_logprobs: withAlternatives ? list.map((entry) => entry.top) : null,
      text_offset: offsets,
    };
  };

  return {
    push(logprobs) {
      withAlternatives ||= Array.isArray(logprobs.top_logprobs);
      return toLists(tokens.push(entriesOf(logprobs)), logprobs);
    },
    flush() {
      const held = tokens.flush();
      return held.length === 0 ? undefined : toLists(held, {});
    },
  };
}

/** Whether a choice's `logprobs` has the legacy completions' shape (parallel lists, not `content`). */
export function isLegacyLogprobs(logprobs: unknown): logprobs is JsonObject {
  return isRecord(logprobs) && Array.isArray(logprobs.tokens);
}

/** Two restored pieces of one choice's lists, one after the other. */
export function joinLegacyLists(head: JsonObject, tail: JsonObject): JsonObject {
  const joined: JsonObject = { ...head };
  for (const list of ['tokens', 'token_logprobs', 'top_logprobs', 'text_offset'] as const) {
    const first = head[list];
    const rest = tail[list];
    if (Array.isArray(first) && Array.isArray(rest)) joined[list] = [...first, ...rest];
  }
  return joined;
}

/** Restores a non-streamed legacy choice's `logprobs`. */
export function restoreLegacyLogprobs(logprobs: JsonObject, table: RestoreTable): JsonObject {
  const restorer = createLegacyLogprobsRestorer(table);
  const restored = restorer.push(logprobs);
  const tail = restorer.flush();
  return tail === undefined ? restored : joinLegacyLists(restored, tail);
}
