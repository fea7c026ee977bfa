import type { RestoreTable } from './restore-table.js';
import { restoreText, type RestoreTextOptions } from './restore-text.js';
import { createTextRestorer } from './text-restorer.js';
import { isRecord } from './part-texts.js';

type JsonObject = Record<string, unknown>;

/** The token lists of a chat choice's `logprobs`: one for the content, one for a refusal. */
export const LOGPROB_FIELDS = ['content', 'refusal'] as const;
export type LogprobField = (typeof LOGPROB_FIELDS)[number];

/** Restores one token list (`logprobs.content` of one choice) that arrives in pieces. */
export interface LogprobsRestorer {
  /** Takes the next entries; returns the ones ready to send, restored. */
  push(entries: readonly unknown[]): unknown[];
  /** End of the list: the entries still held, restored. */
  flush(): unknown[];
}

const utf8Bytes = (text: string): number[] => [...Buffer.from(text, 'utf8')];

/** An entry's token with a placeholder restored where the token holds it whole (`top_logprobs`). */
function restoreAlternative(alternative: unknown, table: RestoreTable, options: RestoreTextOptions): unknown {
  if (!isRecord(alternative) || typeof alternative.token !== 'string') return alternative;
  const token = restoreText(alternative.token, table, options);
  if (token === alternative.token) return alternative;
  return { ...alternative, token, ...(Array.isArray(alternative.bytes) ? { bytes: utf8Bytes(token) } : {}) };
}

/**
 * How a list's entries are read and merged: chat entries are objects with `token`, `logprob`,
 * `bytes` and `top_logprobs`; the legacy completions' lists are turned into such entries first
 * (legacy-logprobs.ts).
 */
export interface LogprobEntryShape {
  tokenOf(entry: unknown): string;
  /** One entry for the tokens a placeholder was cut over, its token the restored text. */
  merge(entries: readonly unknown[], restored: string): unknown;
}

/** `logprobs.content` of a chat choice: the merged entry's `logprob` is the sum, `bytes` recomputed. */
function chatShape(table: RestoreTable, options: RestoreTextOptions): LogprobEntryShape {
  return {
    tokenOf: (entry) => (isRecord(entry) && typeof entry.token === 'string' ? entry.token : ''),
    merge(entries, restored) {
      const records = entries.filter(isRecord);
      const first: JsonObject = records[0] ?? {};
      const alternatives = entries.length === 1 && Array.isArray(first.top_logprobs) ? first.top_logprobs.map((alternative) => restoreAlternative(alternative, table, options)) : [];
      return { ...first, token: restored, logprob: sumOfLogprobs(records), bytes: first.bytes === null ? null : utf8Bytes(restored), top_logprobs: alternatives };
    },
  };
}

/** The probability of a sequence of tokens: the sum of their log-probabilities (a missing one counts 0). */
function sumOfLogprobs(records: readonly JsonObject[]): number {
  return records.reduce((sum, entry) => sum + (typeof entry.logprob === 'number' ? entry.logprob : 0), 0);
}

/**
 * The entries of `logprobs.content` carry the answer's tokens, so the placeholders the model wrote
 * are there too, split over several tokens ("[", "PERSON", "_", "1", "]"). The tokens go through
 * the same incremental restorer as the text: while it holds input back (a placeholder may be
 * forming), their entries wait. When it holds nothing, the waiting entries are released: as they
 * came if their text came back unchanged ("Pe" + "ter"), or as one entry if a placeholder was
 * restored: its token the original value, its `logprob` the sum of theirs (the probability of the
 * whole sequence), `bytes` recomputed, and `top_logprobs` kept only where one token held the
 * placeholder whole (alternatives to a sequence of tokens are not defined). The tokens, joined,
 * then always equal the restored content.
 */
export function createLogprobsRestorer(table: RestoreTable, options: RestoreTextOptions = {}, shape: LogprobEntryShape = chatShape(table, options)): LogprobsRestorer {
  const text = createTextRestorer(table, options);
  let waiting: unknown[] = [];
  let input = '';
  let output = '';

  const release = (): unknown[] => {
    const entries = waiting;
    const restored = output;
    const changed = restored !== input;
    waiting = [];
    input = '';
    output = '';
    if (!changed || entries.length === 0) return entries;
    return [shape.merge(entries, restored)];
  };

  return {
    push(entries) {
      const ready: unknown[] = [];
      for (const entry of entries) {
        const token = shape.tokenOf(entry);
        waiting.push(entry);
        input += token;
        output += text.push(token);
        if (!text.holding()) ready.push(...release());
      }
      return ready;
    },
    flush() {
      output += text.flush();
      return release();
    },
  };
}

/** Restores a non-streamed choice's `logprobs` (`content` with the content's options, `refusal` as plain text). */
export function restoreLogprobs(logprobs: JsonObject, table: RestoreTable, contentOptions: RestoreTextOptions): JsonObject {
  const next: JsonObject = { ...logprobs };
  for (const field of LOGPROB_FIELDS) {
    const entries = logprobs[field];
    if (!Array.isArray(entries)) continue;
    const restorer = createLogprobsRestorer(table, field === 'content' ? contentOptions : {});
    next[field] = [...restorer.push(entries), ...restorer.flush()];
  }
  return next;
}
