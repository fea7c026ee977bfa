import { commonWords } from './gazetteer/common-words.js';
import { PARTICLES, TITLES } from './gazetteer/name-rules.js';
import type { Span } from './types.js';

/** Types found from names and context, which a later bare mention ("klimek wants ...") can escape. */
const NAME_TYPES: ReadonlySet<string> = new Set(['PERSON', 'ORGANIZATION', 'LOCATION']);
/** Shorter words are initials or too ambiguous to follow on their own. */
const MIN_WORD_LENGTH = 3;
const SOURCE = 'repeated-mention';
/** Values followed at most per request: bounds the work on a huge text full of names. */
const MAX_NEEDLES = 256;
const LETTER = /\p{L}/u;

let common: Set<string> | undefined;

/** A value's words that identify it on their own: not titles, particles or common words. */
function telling(value: string): string[] {
  common ??= commonWords();
  return value
    .split(/[\s.,;:()]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && LETTER.test(word[0] as string))
    .map((word) => word.toLowerCase())
    .filter((word) => !TITLES.has(word) && !PARTICLES.has(word) && !(common as Set<string>).has(word));
}

/**
 * Once a name is known, every other mention of it is personal data too: "Mr. Klimek" is found by
 * its title, and "klimek wants a refund" in the next sentence, or "Okonkwo" in a later turn of the
 * same map, must not go upstream in clear. For each value of a name type (this request's spans and
 * the map's earlier entries), its whole text and each of its telling words are searched for,
 * case-insensitively and as whole words, where no span is yet; a hit becomes a span of the same
 * type with the text as written (so it gets a placeholder of its own and restores exactly).
 */
export function addRepeatedMentions(
  texts: readonly string[],
  spansPerText: readonly (readonly Span[])[],
  earlier: Iterable<{ type: string; value: string }> = [],
): Span[][] {
  const needles = new Map<string, { type: string; score: number }>();
  const learn = (type: string, value: string, score: number): void => {
    if (!NAME_TYPES.has(type)) return;
    for (const needle of [value.toLowerCase(), ...telling(value)]) {
      if (needle.length >= MIN_WORD_LENGTH && !needles.has(needle)) needles.set(needle, { type, score });
    }
  };
  spansPerText.forEach((spans, index) => {
    for (const span of spans) learn(span.type, (texts[index] as string).slice(span.start, span.end), span.score);
  });
  for (const entry of earlier) learn(entry.type, entry.value, 0.6);
  if (needles.size === 0) return spansPerText.map((spans) => [...spans]);
  // Longest first, so "Anna Klimek" is taken whole before "klimek" alone.
  const ordered = [...needles].sort((a, b) => b[0].length - a[0].length).slice(0, MAX_NEEDLES);
  return texts.map((text, index) => {
    const spans = [...(spansPerText[index] ?? [])];
    const lower = text.toLowerCase();
    // toLowerCase keeps UTF-16 offsets for nearly every text; when it does not, offsets would lie.
    if (lower.length !== text.length) return spans;
    let covered: Uint8Array | undefined;
    const added: Span[] = [];
    for (const [needle, { type, score }] of ordered) {
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        if (LETTER.test(lower[at - 1] ?? '') || LETTER.test(lower[end] ?? '')) continue;
        covered ??= coverage(text.length, spans);
        if (covered.subarray(at, end).includes(1)) continue;
        covered.fill(1, at, end);
        added.push({ type, start: at, end, score, source: SOURCE });
      }
    }
    return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
  });
}

/** One byte per UTF-16 unit: 1 where a span already is. */
function coverage(length: number, spans: readonly Span[]): Uint8Array {
  const covered = new Uint8Array(length);
  for (const span of spans) covered.fill(1, span.start, span.end);
  return covered;
}
