import type { RestoreTable } from './restore-table.js';
import { LOOKBEHIND, matcherFor, scanText, type RestoreTextOptions } from './restore-text.js';

/** Restores one text that arrives in fragments (one field of one choice of a stream). */
export interface TextRestorer {
  /** Takes the next fragment; returns the restored text that is safe to emit now. */
  push(fragment: string): string;
  /** End of the text: returns everything still held back, restored. */
  flush(): string;
  /** Whether some input is held back (it may still become a placeholder). */
  holding(): boolean;
}

/**
 * Creates an incremental restorer whose outputs, concatenated with the flush, always equal
 * `restoreText(whole)` however the text is split.
 *
 * Only a tail that could still become a placeholder or surrogate is held back: `[PER`, `[PERSON_1`
 * before `]`, `PERSON_1` before the next character (it may be `2`, or a letter that makes it a
 * longer word), a word start such as `Pe` that begins a type name, a prefix of a surrogate, half of
 * a surrogate pair. A tail is released as soon as it cannot match (`[note`, `Pet`). The hold-back
 * is bounded by the grammar itself (longest type + separator + 6 digits, or the longest
 * surrogate) rather than by a fixed cut, because a forced cut would make the result depend on
 * chunking.
 */
export function createTextRestorer(table: RestoreTable, options: RestoreTextOptions = {}): TextRestorer {
  const matcher = matcherFor(table, options.jsonString === true);
  // The last consumed input (not output): word boundaries and JSON escapes are judged on input.
  let context = '';
  let pending = '';

  const run = (fragment: string, final: boolean): string => {
    const text = context + pending + fragment;
    const { output, stop } = scanText(matcher, text, context.length, final);
    pending = stop < text.length ? text.slice(stop) : '';
    context = text.slice(Math.max(0, stop - LOOKBEHIND), stop);
    return output;
  };

  return {
    push: (fragment) => (fragment === '' ? '' : run(fragment, false)),
    flush: () => (pending === '' ? '' : run('', true)),
    holding: () => pending !== '',
  };
}
