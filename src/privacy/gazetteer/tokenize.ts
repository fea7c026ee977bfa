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
  /** Offset in `text` of the word's last inner apostrophe (' or ’), -1 when it has none. */
  readonly apostrophe: number;
}

/** One letter or mark (as `[\p{L}\p{M}]` with the 'u' flag: a surrogate pair is one character). */
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
/** Classes of BMP characters seen so far: 0 not yet, 1 letter or mark, 2 neither. */
const bmpClasses = new Uint8Array(0x10000);

/** UTF-16 width of the letter or mark at `i`, or 0 when there is none. */
function letterAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 128) return ((code | 0x20) >= 97 && (code | 0x20) <= 122) ? 1 : 0;
  if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
    const low = text.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return LETTER_OR_MARK.test(text.slice(i, i + 2)) ? 2 : 0;
  }
  let known = bmpClasses[code] ?? 0;
  if (known === 0) {
    known = LETTER_OR_MARK.test(String.fromCharCode(code)) ? 1 : 2;
    bmpClasses[code] = known;
  }
  return known === 1 ? 1 : 0;
}

/** HTML's inline emphasis: `<b>Zorvan</b>` is the word Zorvan, set off. */
const INLINE_TAGS: ReadonlySet<string> = new Set(['b', 'i', 'u', 'em', 'strong', 'mark', 'small', 'span']);

/** Whether the word from `start` to `end` is the name of an inline tag with no attributes (`<b>`, `</em>`): no word of the text. */
function isInlineTag(text: string, start: number, end: number, word: string): boolean {
  if (text.charCodeAt(end) !== 62 || start === 0) return false;
  const before = text.charCodeAt(start - 1);
  const opened = before === 60 || (before === 47 && start >= 2 && text.charCodeAt(start - 2) === 60);
  return opened && INLINE_TAGS.has(word.toLowerCase());
}

/**
 * Splits text into word tokens: what a global scan with
 * `/[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*\/gu` finds, by a hand-written scan (the regex, one
 * match array and substring per token, was the largest single cost of the gazetteer).
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    let width = letterAt(text, i);
    if (width === 0) {
      i++;
      continue;
    }
    const start = i;
    let apostrophe = -1;
    i += width;
    for (;;) {
      while (i < length && (width = letterAt(text, i)) > 0) i += width;
      // An apostrophe or hyphen joins the word only when a letter follows it ("O'Brien").
      const joiner = i + 1 < length ? text.charCodeAt(i) : 0;
      if ((joiner === 39 || joiner === 0x2019 || joiner === 45) && (width = letterAt(text, i + 1)) > 0) {
        if (joiner !== 45) apostrophe = i - start;
        i += 1 + width;
        continue;
      }
      break;
    }
    const word = text.slice(start, i);
    if (isInlineTag(text, start, i, word)) continue;
    tokens.push({ start, end: i, text: word, lower: word.toLowerCase(), apostrophe });
  }
  return tokens;
}

/** Latin characters (below U+0250) have a fold per character; computed on first use. */
const LATIN_END = 0x250;
const latinFolds: (string | undefined)[] = new Array<string | undefined>(LATIN_END);

/**
 * Lower-case, accents removed: "Sandström" -> "sandstrom". The definition is NFD without
 * marks; for text of Latin characters only (most names) it is computed per character from a
 * table, which gives the same result: a Latin character decomposes into a base letter and
 * marks, and the reordering NFD applies moves only marks, which are dropped.
 */
export function foldAccents(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= LATIN_END) return value.normalize('NFD').replace(/\p{M}/gu, '');
    let fold = latinFolds[code];
    if (fold === undefined) {
      fold = String.fromCharCode(code).normalize('NFD').replace(/\p{M}/gu, '');
      latinFolds[code] = fold;
    }
    out += fold;
  }
  return out;
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
