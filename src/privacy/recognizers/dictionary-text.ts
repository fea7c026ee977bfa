/**
 * How custom dictionaries see text: a tokenizer that keeps UTF-16 offsets into the original
 * text, and the folding that makes a token a lookup key under a dictionary's case and
 * diacritic settings.
 *
 * Matching works on tokens, not characters, for two reasons. Whole-word matching comes for
 * free: a word token is a maximal run of letters, marks and digits, so "Acme" never matches
 * inside "Acme42" or "Acmes". And folding can change a word's length ("Straße" -> "strasse",
 * "ﬁ" -> "fi", NFD "Mu\u0308ller" -> "muller") without any offset arithmetic: the key is only
 * for lookup, while the span's offsets are the original token's.
 */

/** One token: a word (letters, marks, digits), one CJK character, or one other symbol. */
export interface TextTokens {
  /** Start offsets (UTF-16, into the original text). */
  readonly starts: number[];
  /** End offsets, exclusive. */
  readonly ends: number[];
  /** 1 when whitespace separates the token from the previous one. */
  readonly spaced: number[];
  /** 1 when the token is ASCII only: its key then depends on the case setting alone. */
  readonly ascii: number[];
}

/** Case and diacritic settings of a dictionary; 2 bits, so at most four folding modes. */
export interface FoldMode {
  readonly caseSensitive: boolean;
  readonly diacriticSensitive: boolean;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** Scripts written without spaces: each character is its own token, so terms match inside runs. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const SPACE_CHAR = /\s/u;
/**
 * Invisible format characters (soft hyphen, zero-width joiners) and variation selectors: part of
 * the word or symbol, not of its key, so "❤️" (with the emoji selector phones add) and "❤" match.
 */
const IGNORABLE = /[\u00ad\u200b-\u200d\u2060\ufeff\ufe00-\ufe0f]/g;
const IGNORABLE_CHAR = /[\u00ad\u200b-\u200d\u2060\ufeff]/;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\x00-\x7f]/;

/** Letters that are not base letter + mark in Unicode, but read as such when diacritics are ignored. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i', æ: 'ae', Æ: 'AE',
  œ: 'oe', Œ: 'OE', þ: 'th', Þ: 'TH', ð: 'd', Ð: 'D',
};
const FOLDABLE_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');
/** Typographic variants of apostrophes and hyphens are the same symbol in every mode. */
const SYMBOL_FOLDS: Readonly<Record<string, string>> = {
  '\u2019': "'", '\u2018': "'", '\u02bc': "'", '\u2032': "'", '\u2010': '-', '\u2011': '-',
  '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
};

const enum Kind {
  Space,
  Word,
  Single,
}

/** ASCII classes by code: 0 space, 1 word, 2 symbol. */
const ASCII_KIND = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ASCII_KIND[c] = /\s/.test(ch) ? Kind.Space : /[A-Za-z0-9]/.test(ch) ? Kind.Word : Kind.Single;
}

/** Class of the character at `at`; `at` must not be in the middle of a surrogate pair. */
function kindAt(text: string, at: number): Kind {
  const code = text.charCodeAt(at);
  if (code < 128) return ASCII_KIND[code] ?? Kind.Single;
  const ch = String.fromCodePoint(text.codePointAt(at) ?? code);
  if (CJK_CHAR.test(ch)) return Kind.Single;
  if (WORD_CHAR.test(ch) || IGNORABLE_CHAR.test(ch)) return Kind.Word;
  return SPACE_CHAR.test(ch) ? Kind.Space : Kind.Single;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/** Whether the code point at `at` is an emoji's base (a pictograph). */
function pictographicAt(text: string, at: number): boolean {
  const code = text.codePointAt(at);
  return code !== undefined && code >= 0xa9 && PICTOGRAPHIC.test(String.fromCodePoint(code));
}

/**
 * Where an emoji's continuation ends, from `at` (right after a token that starts at `start`):
 * variation selectors, skin-tone modifiers, the keycap mark, tag characters, and a zero-width
 * joiner between two pictographs ("👩‍💻"). They belong to the symbol before them, so no token is
 * made of them alone (its key would be empty). A joiner beside anything else (CJK, punctuation)
 * stays an invisible character of its own: "東京\u200d都" still holds "東京".
 */
function continuationEnd(text: string, at: number, start: number): number {
  let i = at;
  let pictograph = pictographicAt(text, start);
  while (i < text.length) {
    const code = text.codePointAt(i) ?? 0;
    if ((code >= 0xfe00 && code <= 0xfe0f) || code === 0x20e3 || (code >= 0x1f3fb && code <= 0x1f3ff) || (code >= 0xe0020 && code <= 0xe007f)) {
      i += code > 0xffff ? 2 : 1;
    } else if (code === 0x200d && pictograph && i + 1 < text.length && pictographicAt(text, i + 1)) {
      i += 1 + widthAt(text, i + 1);
    } else {
      break;
    }
    pictograph = code === 0x200d || pictograph;
  }
  return i;
}

/** UTF-16 length of the code point at `at`. */
function widthAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 0xd800 && code <= 0xdbff && at + 1 < text.length ? 2 : 1;
}

/** Splits text into word and symbol tokens with original offsets. */
export function tokenizeText(text: string): TextTokens {
  const starts: number[] = [];
  const ends: number[] = [];
  const spaced: number[] = [];
  const ascii: number[] = [];
  let sawSpace = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const kind = kindAt(text, i);
    if (kind === Kind.Space) {
      sawSpace = 1;
      i += widthAt(text, i);
      continue;
    }
    const start = i;
    let plain = text.charCodeAt(i) < 128 ? 1 : 0;
    i += widthAt(text, i);
    if (kind === Kind.Word) {
      while (i < length) {
        const code = text.charCodeAt(i);
        // ASCII letters and digits inline: this loop is most of the matching time.
        if (code < 128) {
          if (ASCII_KIND[code] !== Kind.Word) break;
          i++;
        } else {
          if (kindAt(text, i) !== Kind.Word) break;
          plain = 0;
          i += widthAt(text, i);
        }
      }
    }
    if (i < length && text.charCodeAt(i) >= 0x200d) {
      const end = continuationEnd(text, i, start);
      if (end > i) {
        plain = 0;
        i = end;
      }
    }
    starts.push(start);
    ends.push(i);
    spaced.push(starts.length === 1 ? 0 : sawSpace);
    ascii.push(plain);
    sawSpace = 0;
  }
  return { starts, ends, spaced, ascii };
}

/**
 * Lookup key of one token under a folding mode. Case-insensitive: lower case, "ß" -> "ss",
 * final sigma -> sigma. Diacritic-insensitive: compatibility decomposition (ligatures "ﬁ" ->
 * "fi", full-width letters) with marks removed, and "ø", "ł", "æ", "œ"... spelled out.
 * Diacritic-sensitive keys are NFKC, so composed and decomposed "ü" are the same key.
 * Invisible format characters are dropped in every mode.
 */
export function foldToken(token: string, mode: FoldMode): string {
  if (!NON_ASCII.test(token)) return mode.caseSensitive ? token : token.toLowerCase();
  let key = token.replace(IGNORABLE, '');
  key = key.normalize(mode.diacriticSensitive ? 'NFKC' : 'NFKD');
  if (!mode.caseSensitive) key = key.toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ');
  if (!mode.diacriticSensitive) {
    key = key.replace(MARKS, '').replace(FOLDABLE_LETTERS, (ch) => LETTER_FOLDS[ch] ?? ch);
  } else if (!mode.caseSensitive) {
    // Lower-casing "İ" gives "i" + combining dot; the dot is case, not a diacritic, here.
    key = key.replace(/i\u0307/g, 'i');
  }
  return SYMBOL_FOLDS[key] ?? key;
}

/** Mode index 0..3, so per-mode state can live in small arrays. */
export function modeIndex(mode: FoldMode): number {
  return (mode.caseSensitive ? 2 : 0) + (mode.diacriticSensitive ? 1 : 0);
}

const MODES: readonly FoldMode[] = [0, 1, 2, 3].map((index) => ({
  caseSensitive: (index & 2) !== 0,
  diacriticSensitive: (index & 1) !== 0,
}));

/** The mode of an index from `modeIndex`. */
export function modeOf(index: number): FoldMode {
  return MODES[index & 3] ?? { caseSensitive: false, diacriticSensitive: false };
}
