/**
 * Context words near a match ("call", "IBAN", "SSN") that raise or lower its score. Checked for
 * every candidate a recognizer finds, so the common case is kept cheap: a window of plain
 * ASCII text is split into words by character codes, and only words whose length some context
 * word has are lower-cased and looked up. Windows with other characters take the general path
 * (lower-case the window, split it with a Unicode regex), which the fast path reproduces
 * exactly for ASCII: there both split on the same letters and digits.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Shortest and longest single context word of each set, computed once per set. */
const lengthsOf = new WeakMap<ReadonlySet<string>, { min: number; max: number }>();

function lengths(words: ReadonlySet<string>): { min: number; max: number } {
  let known = lengthsOf.get(words);
  if (known === undefined) {
    let min = Infinity;
    let max = 0;
    for (const word of words) {
      min = Math.min(min, word.length);
      max = Math.max(max, word.length);
    }
    known = { min, max };
    lengthsOf.set(words, known);
  }
  return known;
}

/** The phrases of a set written in ASCII only, computed once per set: no other can be in an ASCII window. */
const asciiPhrasesOf = new WeakMap<readonly string[], readonly string[]>();

function asciiPhrases(phrases: readonly string[]): readonly string[] {
  let known = asciiPhrasesOf.get(phrases);
  if (known === undefined) {
    known = phrases.filter((phrase) => /^[\x00-\x7f]*$/.test(phrase));
    asciiPhrasesOf.set(phrases, known);
  }
  return known;
}

const isAsciiWordChar = (code: number): boolean => (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);

/** `hasContext` for text[from, to): true/false, or undefined when the window is not plain ASCII. */
function asciiWindowHas(
  text: string,
  from: number,
  to: number,
  words: ReadonlySet<string>,
  phrases: readonly string[],
): boolean | undefined {
  const { min, max } = lengths(words);
  let wordStart = -1;
  for (let i = from; i <= to; i++) {
    const code = i < to ? text.charCodeAt(i) : 32;
    if (code >= 128) return undefined;
    if (isAsciiWordChar(code)) {
      if (wordStart === -1) wordStart = i;
      continue;
    }
    if (wordStart !== -1) {
      const length = i - wordStart;
      if (length >= min && length <= max && words.has(text.slice(wordStart, i).toLowerCase())) return true;
      wordStart = -1;
    }
  }
  const ascii = asciiPhrases(phrases);
  if (ascii.length === 0) return false;
  const chunk = text.slice(from, to).toLowerCase();
  return ascii.some((phrase) => chunk.includes(phrase));
}

/** The general path: lower-case the window, then split it into Unicode words. */
function windowHas(chunk: string, words: ReadonlySet<string>, phrases: readonly string[]): boolean {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(chunk); m !== null; m = WORD.exec(chunk)) {
    if (words.has(m[0])) return true;
  }
  return phrases.some((phrase) => chunk.includes(phrase));
}

/**
 * Whether any of `words` occurs in the `window` characters before `start` or the `after`
 * characters after `end` (default: a third of the window). Single words are compared token by
 * token; phrases (with a space or hyphen) by substring, so "social security" matches across the
 * words it spans.
 */
export function hasContext(
  text: string,
  start: number,
  end: number,
  words: ReadonlySet<string>,
  phrases: readonly string[],
  window = 48,
  after = Math.ceil(window / 3),
): boolean {
  const ranges = [Math.max(0, start - window), start, end, Math.min(text.length, end + after)];
  for (let r = 0; r < 4; r += 2) {
    const from = ranges[r] ?? 0;
    const to = ranges[r + 1] ?? 0;
    const fast = asciiWindowHas(text, from, to, words, phrases);
    if (fast ?? windowHas(text.slice(from, to).toLowerCase(), words, phrases)) return true;
  }
  return false;
}

/** Splits context entries into single words (set lookup) and phrases (substring search). */
export function compileContext(context: readonly string[] | undefined): {
  words: ReadonlySet<string>;
  phrases: readonly string[];
} {
  const words = new Set<string>();
  const phrases: string[] = [];
  for (const entry of context ?? []) {
    // Entries with anything but letters and digits ("date of birth", "e-mail", "sort code:"), and
    // words of scripts written without spaces ("电话"), are looked for as written.
    if (/[^\p{L}\p{N}]|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(entry)) phrases.push(entry);
    else words.add(entry);
  }
  return { words, phrases };
}
