/**
 * Word tokenizer of the gazetteer: runs of letters (with inner apostrophes and hyphens, so
 * "O'Brien", "Jean-Pierre" and "GROSS-SCHWEINBARTH" stay whole), with UTF-16 offsets. The same
 * function splits dictionary entries, so entries and text always agree on token boundaries.
 */

/** One word of the text. */
export interface Token {
  readonly start: number;
  readonly end: number;
  /** The word as written. */
  readonly text: string;
  /** Lower-cased form, the lookup key. */
  readonly lower: string;
}

const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** Splits text into word tokens. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const word = m[0];
    tokens.push({ start: m.index, end: m.index + word.length, text: word, lower: word.toLowerCase() });
  }
  return tokens;
}

/** Lower-case, accents removed: "Sandström" -> "sandstrom". */
export function foldAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

/** First letter upper case ("Paris", "PARIS", "McDonald"). */
export function isCapitalized(word: string): boolean {
  const first = word[0] ?? '';
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** Whether the text carries case information (both upper- and lower-case letters). */
export function hasCaseSignal(text: string): boolean {
  return /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
}

/**
 * Whether the token starts a sentence: first in the text, or after . ! ? : ; a line break, an
 * opening quote or a bullet, ignoring spaces.
 */
export function isSentenceStart(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const ch = text[i] ?? '';
    if (ch === ' ' || ch === '\t' || ch === '"' || ch === '“' || ch === '(' || ch === '\'' || ch === '>' || ch === '*' || ch === '-' || ch === '•') {
      continue;
    }
    return '.!?:;\n\r'.includes(ch);
  }
  return true;
}
