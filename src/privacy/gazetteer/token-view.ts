/**
 * A text as the gazetteer rules see it: tokens plus the facts every rule asks about them
 * (lexicon flags, capitalisation, sentence start, the words just before). Computed lazily and
 * memoised per token so each rule pays only for what it reads.
 */
import { COMMON_WORD, FIRST_NAME, LAST_NAME, type Lexicon } from './lexicon.js';
import { foldAccents, hasCaseSignal, isCapitalized, isSentenceStart, tokenize, type Token } from './tokenize.js';

const NON_ASCII = /[^\x00-\x7f]/;
const POSSESSIVE = /['’]s$/;

/** Tokens of one text with memoised lookups. */
export class TokenView {
  readonly tokens: Token[];
  /** False for all-lower or all-upper text: capitalisation then says nothing. */
  readonly caseful: boolean;
  private readonly flagCache: Int8Array;
  private readonly foldCache = new Map<number, string>();

  constructor(
    readonly text: string,
    readonly lexicon: Lexicon,
  ) {
    this.tokens = tokenize(text);
    this.caseful = hasCaseSignal(text);
    this.flagCache = new Int8Array(this.tokens.length).fill(-1);
  }

  get length(): number {
    return this.tokens.length;
  }

  /** Lookup key of token i: lower case, without a possessive 's. */
  key(i: number): string {
    const lower = this.tokens[i]?.lower ?? '';
    return POSSESSIVE.test(lower) ? lower.slice(0, -2) : lower;
  }

  /** `key(i)` without accents (memoised; the key itself for ASCII words). */
  folded(i: number): string {
    const key = this.key(i);
    if (!NON_ASCII.test(key)) return key;
    let value = this.foldCache.get(i);
    if (value === undefined) {
      value = foldAccents(key);
      this.foldCache.set(i, value);
    }
    return value;
  }

  /** End offset of token i without a possessive 's ("Google's" -> "Google"). */
  end(i: number): number {
    const token = this.tokens[i];
    if (token === undefined) return 0;
    return POSSESSIVE.test(token.lower) ? token.end - 2 : token.end;
  }

  /** Lexicon flags of token i (first name, last name, common word). */
  flags(i: number): number {
    const cached = this.flagCache[i];
    if (cached !== undefined && cached >= 0) return cached;
    const key = this.key(i);
    let flags = this.lexicon.tokens.get(key);
    if (flags === undefined && NON_ASCII.test(key)) flags = this.lexicon.tokens.get(this.folded(i));
    // A hyphenated word counts as a name when its parts are names ("Jean-Luc", "Müller-Lüdenscheidt").
    if (flags === undefined && key.includes('-')) {
      const parts = key.split('-').map((p) => this.lexicon.tokens.get(p) ?? 0);
      const names = parts.reduce((a, b) => a & b, FIRST_NAME | LAST_NAME);
      if (names !== 0) flags = names;
    }
    const value = flags ?? 0;
    this.flagCache[i] = value;
    return value;
  }

  isName(i: number): boolean {
    return (this.flags(i) & (FIRST_NAME | LAST_NAME)) !== 0;
  }

  isCommon(i: number): boolean {
    return (this.flags(i) & COMMON_WORD) !== 0;
  }

  /** Capitalised, or any token when the text has no case information. */
  isCapitalized(i: number): boolean {
    const token = this.tokens[i];
    if (token === undefined) return false;
    return this.caseful ? isCapitalized(token.text) : true;
  }

  isSentenceStart(i: number): boolean {
    const token = this.tokens[i];
    return token === undefined ? false : isSentenceStart(this.text, token.start);
  }

  /** Characters between token i and token i + 1. */
  gap(i: number): string {
    const a = this.tokens[i];
    const b = this.tokens[i + 1];
    if (a === undefined || b === undefined) return '\n';
    return this.text.slice(a.end, b.start);
  }

  /** Whether tokens i and i + 1 are separated by one or two spaces only (same name). */
  adjacent(i: number): boolean {
    const gap = this.gap(i);
    return gap === ' ' || gap === '  ' || gap === '\t';
  }

  /** The one or two lower-case words before token i, on the same line and clause. */
  previousWords(i: number): { one: string; two: string } {
    const prev = this.tokens[i - 1];
    if (prev === undefined || /[\n!?;]|\.\s/.test(this.gap(i - 1))) return { one: '', two: '' };
    const one = prev.lower;
    const prev2 = this.tokens[i - 2];
    if (prev2 === undefined || !/^ {1,2}$/.test(this.gap(i - 2))) return { one, two: '' };
    return { one, two: `${prev2.lower} ${one}` };
  }

  /** Whether one of `triggers` is the word or two-word phrase right before token i. */
  precededBy(i: number, triggers: ReadonlySet<string>): boolean {
    const { one, two } = this.previousWords(i);
    return (one !== '' && triggers.has(one)) || (two !== '' && triggers.has(two));
  }
}
