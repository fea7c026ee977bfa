/**
 * Placeholder numbers a text already uses in its own words: a template that says "Dear
 * [PERSON_1]" before naming Jane Doe must not have Jane Doe numbered PERSON_1, or restoring the
 * answer would put her name where the user wrote the placeholder. Read generously (any case, `_`,
 * space or hyphen, with or without brackets, every word suffix of a multi-word type): a number
 * reserved in vain only makes the next one higher.
 */

/**
 * The two shapes the restore grammar reads as numbered placeholders (docs/decisions.md, "restore
 * grammar"): a number after `_` (`PERSON_1`, `[credit_card_2]`), and a bracketed type with `_`,
 * space or hyphen (`[PERSON 1]`, `<Email-2>`). "card 4111" or "order 123" are neither, and prose
 * costs one cheap scan per shape. Bounded repetitions only: no backtracking blow-up.
 */
const UNDERSCORED = /[A-Za-z]_(\d{1,6})(?!\d)/g;
const BRACKETED = /[[<{]\s*([A-Za-z][A-Za-z0-9]*(?:[_ -][A-Za-z][A-Za-z0-9]*){0,3})[_ -](\d{1,6})(?!\d)/g;
/** Words of a type read backwards at most (`CREDIT_CARD` has two; custom types rarely more). */
const MAX_TYPE_WORDS = 4;

/** Key of a reserved (type, number): the type as the restore grammar canonicalises it. */
export const reservedKey = (type: string, n: number): string => `${type.toUpperCase().replace(/[ -]/g, '_')}\u0000${n}`;

/** Every (type, number) key the texts write as placeholders: numbers a new value must not take. */
export function reservedNumbers(texts: readonly string[]): Set<string> {
  return reservedIn(texts.map(writtenPlaceholders));
}

/** The keys of placeholders already found (`writtenPlaceholders` of each text). */
export function reservedIn(written: readonly (readonly WrittenPlaceholder[])[]): Set<string> {
  return new Set(written.flatMap((placeholders) => placeholders.flatMap((placeholder) => placeholder.keys)));
}

const ALNUM = /[A-Za-z0-9]/;

/** The words (letters and digits, starting with a letter) joined by `_` that end at `end` (`CREDIT_CARD`). */
function wordsEndingAt(text: string, end: number): string[] {
  const words: string[] = [];
  let cursor = end;
  while (words.length < MAX_TYPE_WORDS) {
    let start = cursor;
    while (start > 0 && ALNUM.test(text[start - 1] as string)) start--;
    const word = text.slice(start, cursor);
    if (!/^[A-Za-z]/.test(word)) break;
    words.unshift(word);
    if (start < 2 || text[start - 1] !== '_') break;
    cursor = start - 1;
  }
  return words;
}

/** Where a text writes a placeholder, and the (type, number) keys it may be read as. */
export interface WrittenPlaceholder {
  start: number;
  end: number;
  keys: string[];
  /**
   * The restore grammar reads it as a placeholder: bracketed, or bare and starting upper case
   * (`PERSON_1`; a lower-case `person_1` is a program's variable and comes back as written anyway).
   */
  restorable: boolean;
}

/**
 * The placeholders a text writes, with their extent (brackets included): in a later turn of a map,
 * a literal `[PERSON_1]` that the map already gives to Jane Doe must itself be replaced, or
 * restoring the answer would turn the user's own text into her name.
 */
export function writtenPlaceholders(text: string): WrittenPlaceholder[] {
  const found: WrittenPlaceholder[] = [];
  // Most texts write no placeholder at all: a search for the signs both shapes need is cheaper
  // than running the two patterns over the whole text.
  const underscore = text.includes('_');
  const bracket = text.includes('[') || text.includes('<') || text.includes('{');
  if (!underscore && !bracket) return found;
  // Every word suffix ("Dear_PERSON_1" may be read as PERSON_1), the last MAX_TYPE_WORDS of them.
  const keysOf = (words: string[], n: number): string[] =>
    words.slice(-MAX_TYPE_WORDS).map((_, first, last) => reservedKey(last.slice(first).join('_'), n));
  for (const match of bracket ? text.matchAll(BRACKETED) : []) {
    let end = match.index + match[0].length;
    while (text[end] === ' ') end++;
    end = ']>}'.includes(text[end] ?? '') && text[end] !== undefined ? end + 1 : match.index + match[0].length;
    found.push({ start: match.index, end, keys: keysOf((match[1] as string).split(/[_ -]/), Number(match[2])), restorable: true });
  }
  if (!underscore) return found.sort((a, b) => a.start - b.start);
  for (const match of text.matchAll(UNDERSCORED)) {
    const words = wordsEndingAt(text, match.index + 1);
    const start = match.index + 1 - words.join('_').length;
    const end = match.index + 2 + (match[1] as string).length;
    if (words.length === 0 || found.some((written) => written.start < end && start < written.end)) continue;
    const initial = text.charCodeAt(start);
    found.push({ start, end, keys: keysOf(words, Number(match[1])), restorable: initial >= 65 && initial <= 90 });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * A type without a number in square brackets and upper case (`[PERSON]`, `[CREDIT CARD]`), as the
 * restore grammar reads it: one value of that type, when the map has only one. Bounded repetitions only.
 */
const BARE_TYPE = /\[ *([A-Z][A-Z0-9_ -]{0,63}?) *\]/g;

/** Where a text writes a bracketed type without a number, and the type as the restore grammar canonicalises it. */
export interface WrittenBareType {
  start: number;
  end: number;
  type: string;
}

/**
 * The bracketed types without a number a text writes ("Dear [PERSON]"). The restore step reads
 * `[PERSON]` as the map's one person, so where the map has values of that type such text must be
 * replaced itself, or the user's own words would come back as someone's name.
 */
export function writtenBareTypes(text: string): WrittenBareType[] {
  if (!text.includes('[')) return [];
  const found: WrittenBareType[] = [];
  for (const match of text.matchAll(BARE_TYPE)) {
    const type = (match[1] as string).replace(/[ -]/g, '_');
    // A trailing number is the numbered shape, handled by writtenPlaceholders.
    if (/_\d+$/.test(type)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, type });
  }
  return found;
}
