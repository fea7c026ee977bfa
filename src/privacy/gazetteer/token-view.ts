/**
 * A text as the gazetteer rules see it: tokens plus the facts every rule asks about them
 * (lexicon flags, capitalisation, sentence start, the words just before). The rules ask the
 * same questions about the same token many times (the person, place and organisation rules
 * each look at a token and its neighbours), so the answers are computed once: the lookup key
 * and capitalisation of every token in the constructor, the rest on first use into per-token
 * arrays. No method builds a string or runs a regex twice for the same token.
 */
import { addressLines, streetStarts, type AddressLine } from './address-lines.js';
import { COMMON_WORD, FIRST_NAME, LAST_NAME, LISTED_ENGLISH, type Lexicon } from './lexicon.js';
import { TITLES } from './name-rules.js';
import { wordHash } from './phrase-table.js';
import { foldAccents, hasCaseSignal, isCapitalized, isSentenceStart, tokenize, type Token } from './tokenize.js';

const NON_ASCII = /[^\x00-\x7f]/;
/**
 * An East Slavic patronymic, as Russian, Ukrainian and Belarusian names and the Central Asian names
 * written after them carry ("Nurlanovna", "Petrovich", "Ivanivna", "Ilyinichna"): no word of the
 * languages Veil reads ends so, so an unlisted one is a name part as sure as a listed surname.
 * South Slavic adjectives end alike and are kept out by the letters before the ending: "osnovna"
 * (too short), "svakodnevna" (-evna after a consonant), "aktivna", "kreativna" (-ivna after t, v).
 */
const PATRONYMIC = /^(?:\p{L}{4,}ovna|\p{L}{2,}[aeiy]evna|\p{L}{3,}(?:ovich|evich|ovych|evych|ichna)|\p{L}{2,}[nrli]ivna)$/u;
const CLAUSE_BREAK = /[\n!?;]|\.\s/;
const NO_WORDS: PreviousWords = { one: '', two: '' };
const NO_STREETS: readonly number[] = [];

/** The one or two lower-case words before a token (empty strings when there are none). */
export interface PreviousWords {
  readonly one: string;
  readonly two: string;
}

/** Whether a token ends in a possessive 's ("google's", "müller’s"). */
function isPossessive(token: Token): boolean {
  return token.apostrophe !== -1 && token.apostrophe === token.text.length - 2 && (token.text.charCodeAt(token.apostrophe + 1) | 0x20) === 115;
}

/**
 * Turkish writes a proper noun's case ending after an apostrophe: "İstanbul'da" (in Istanbul),
 * "Ankara'dan" (from Ankara), "Ahmet'e" (to Ahmet). None of these endings is an English
 * contraction ('t, 's, 'd, 'm, 're, 've, 'll), and the name before it has two letters or more
 * (not "O'Neill", "D'Angelo").
 */
const TURKISH_ENDINGS = new Set([
  'a', 'e', 'ı', 'i', 'u', 'ü', 'ya', 'ye', 'yı', 'yi', 'yu', 'yü', 'da', 'de', 'ta', 'te', 'dan',
  'den', 'tan', 'ten', 'ın', 'in', 'un', 'ün', 'nın', 'nin', 'nun', 'nün', 'la', 'le', 'yla',
  'yle', 'na', 'ne', 'nda', 'nde', 'ndan', 'nden', 'dır', 'dir', 'lar', 'ler',
]);

/** Where a Turkish case ending's apostrophe is in the word ("İstanbul'da": 8), or -1. */
function turkishEndingAt(token: Token): number {
  const at = token.apostrophe;
  return at >= 2 && TURKISH_ENDINGS.has(token.text.slice(at + 1).toLowerCase()) ? at : -1;
}

/** `isCapitalized` with an ASCII fast path. */
function capitalized(word: string): boolean {
  const code = word.charCodeAt(0);
  return code < 128 ? code >= 65 && code <= 90 : isCapitalized(word);
}

/** Tokens of one text with memoised lookups. */
export class TokenView {
  readonly tokens: Token[];
  /** False for all-lower or all-upper text: capitalisation then says nothing. */
  readonly caseful: boolean;
  /**
   * Memo of place-rules' phrase-table lookups per token: the first entry under the token's
   * word, and under the token's word with the next one (-1: none; undefined: not looked up).
   * Plain arrays, like the other per-token memos: for a few hundred tokens they are cheaper to
   * allocate than typed arrays.
   */
  readonly singleHeads: (number | undefined)[];
  readonly pairHeads: (number | undefined)[];
  private readonly keys: string[];
  /** End offset of each token without a possessive 's or a Turkish case ending. */
  private readonly ends: number[];
  /** Per token: bit 0 capitalised, bit 1 possessive 's. */
  private readonly bits: number[];
  private readonly flagCache: (number | undefined)[];
  private readonly foldCache: (string | undefined)[];
  private readonly hashCache: (number | undefined)[];
  private readonly gapCache: (string | undefined)[];
  private readonly previousCache: (PreviousWords | undefined)[];
  /** Whether some word follows a number and a space (see `streets`). */
  private readonly numberBeforeWord: boolean;
  private linesCache: AddressLine[] | undefined;
  private english: boolean | undefined;
  private streetsCache: readonly number[] | undefined;

  constructor(
    readonly text: string,
    readonly lexicon: Lexicon,
  ) {
    const tokens = tokenize(text);
    const count = tokens.length;
    this.tokens = tokens;
    const keys: string[] = [];
    const ends: number[] = [];
    const bits: number[] = [];
    let numberBefore = false;
    for (let i = 0; i < count; i++) {
      const token = tokens[i] as Token;
      const possessive = isPossessive(token);
      // The ending is no part of the name: the span ends before it, so the model reads
      // "[LOCATION_1]'da" and keeps the grammar, as with a possessive 's.
      const ending = possessive ? -1 : turkishEndingAt(token);
      keys.push(possessive ? token.lower.slice(0, -2) : ending === -1 ? token.lower : token.text.slice(0, ending).toLowerCase());
      ends.push(possessive ? token.end - 2 : ending === -1 ? token.end : token.start + ending);
      bits.push((capitalized(token.text) ? 1 : 0) | (possessive ? 2 : 0));
      // A number, a space, then this word: what every street address starts with ("12 Main",
      // "221B Baker": streetStarts takes one letter after the number).
      const start = token.start;
      if (!numberBefore && start >= 2 && text.charCodeAt(start - 1) === 32) {
        const code = text.charCodeAt(start - 2);
        const before = text.charCodeAt(start - 3);
        numberBefore = (code >= 48 && code <= 57) || (((code | 0x20) >= 97 && (code | 0x20) <= 122) && before >= 48 && before <= 57);
      }
    }
    this.numberBeforeWord = numberBefore;
    this.keys = keys;
    this.ends = ends;
    this.bits = bits;
    // Sized up front: writes in any order then stay in fast (holey) elements.
    this.flagCache = new Array<number | undefined>(count);
    this.foldCache = new Array<string | undefined>(count);
    this.hashCache = new Array<number | undefined>(count);
    this.gapCache = new Array<string | undefined>(count);
    this.previousCache = new Array<PreviousWords | undefined>(count);
    this.singleHeads = new Array<number | undefined>(count);
    this.pairHeads = new Array<number | undefined>(count);
    // English text whose only capitals open sentences or spell acronyms, and that writes a name
    // or a town in small letters, is read without case ("Hey can you remind sarah"; see
    // `capitalisesWords`). Not other languages: their short sentences often have no capital but
    // the first, and their small words read as names far too often. Not text without such a
    // name either ("They took care of it."): there case rules keep "care" a word.
    this.caseful = hasCaseSignal(text) && (capitalisesWords(text, tokens) || !this.readsAsEnglish() || !this.writesNamesSmall());
  }

  /**
   * Whether some word in small letters is a listed name or a town of 15,000 people or more that
   * is no English word ("sarah", "barcelona"; not "care", "bill").
   */
  private writesNamesSmall(): boolean {
    const table = this.lexicon.phrases;
    for (let i = 0; i < this.tokens.length; i++) {
      const token = this.tokens[i] as Token;
      if (token.text.length < 3 || capitalized(token.text)) continue;
      const flags = this.flags(i);
      // The everyday lists only: a spelling dictionary also holds "maria", "lee" and "yang".
      if ((flags & COMMON_WORD) !== 0 || this.lexicon.englishWords.get(this.key(i)) === LISTED_ENGLISH) continue;
      if ((flags & (FIRST_NAME | LAST_NAME)) !== 0) return true;
      for (let id = table.first(this.folded(i), this.foldedHash(i)); id !== -1; id = table.next(id)) {
        if (table.words(id) === 1 && table.kind(id) !== 'organization' && (table.kind(id) !== 'city' || table.weight(id) >= 15_000)) return true;
      }
    }
    return false;
  }

  /** Whether the text reads as English: some word other languages rarely write (memoised). */
  readsAsEnglish(): boolean {
    this.english ??= ENGLISH_MARKERS.test(this.text);
    return this.english;
  }

  get length(): number {
    return this.tokens.length;
  }

  /** Lookup key of token i: lower case, without a possessive 's or a Turkish case ending. */
  key(i: number): string {
    return this.keys[i] ?? '';
  }

  /** `key(i)` without accents (memoised; the key itself for ASCII words). */
  folded(i: number): string {
    const cached = this.foldCache[i];
    if (cached !== undefined) return cached;
    const key = this.key(i);
    const value = NON_ASCII.test(key) ? foldAccents(key) : key;
    if (i >= 0 && i < this.tokens.length) this.foldCache[i] = value;
    return value;
  }

  /** `wordHash(folded(i))`, the phrase table's hash of the word (memoised). */
  foldedHash(i: number): number {
    const cached = this.hashCache[i];
    if (cached !== undefined) return cached;
    const value = wordHash(this.folded(i));
    if (i >= 0 && i < this.tokens.length) this.hashCache[i] = value;
    return value;
  }

  /** Indices of the tokens that start inside [start, end) (binary search for the first). */
  tokensIn(start: number, end: number): number[] {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.tokens[mid]?.start ?? 0) < start) low = mid + 1;
      else high = mid;
    }
    const inside: number[] = [];
    for (let i = low; i < this.tokens.length && (this.tokens[i]?.start ?? end) < end; i++) inside.push(i);
    return inside;
  }

  /** End offset of token i without a possessive 's or a Turkish case ending ("Google's" -> "Google", "Ankara'dan" -> "Ankara"). */
  end(i: number): number {
    return this.ends[i] ?? 0;
  }

  /** The lines of the text, street and unit lines marked (memoised: two rule families read them). */
  lines(): AddressLine[] {
    this.linesCache ??= addressLines(this.text);
    return this.linesCache;
  }

  /** Offsets where a street address may start (`streetStarts`, memoised). */
  streets(): readonly number[] {
    this.streetsCache ??= this.numberBeforeWord ? streetStarts(this.text, this.tokens) : NO_STREETS;
    return this.streetsCache;
  }

  /** Whether token i ends in a possessive 's ("Acme's"). */
  isPossessive(i: number): boolean {
    return ((this.bits[i] ?? 0) & 2) !== 0;
  }

  /** Lexicon flags of token i (first name, last name, common word). */
  flags(i: number): number {
    const cached = this.flagCache[i];
    if (cached !== undefined) return cached;
    const key = this.key(i);
    const words = this.lexicon.words;
    // An ASCII key is its own folded form, whose hash the phrase lookups of the token share.
    const ascii = !NON_ASCII.test(key);
    let flags = ascii ? words.get(key, this.foldedHash(i)) : words.get(key);
    if (flags === undefined && !ascii) flags = words.get(this.folded(i), this.foldedHash(i));
    // A hyphenated word counts as a name when its parts are names ("Jean-Luc", "Müller-Lüdenscheidt").
    if (flags === undefined && key.includes('-')) {
      const parts = key.split('-').map((p) => words.get(p) ?? 0);
      const names = parts.reduce((a, b) => a & b, FIRST_NAME | LAST_NAME);
      if (names !== 0) flags = names;
    }
    // Every patronymic ends in "a" or "h": most unknown words are never matched.
    if (flags === undefined && key.length >= 7 && (key.endsWith('a') || key.endsWith('h')) && PATRONYMIC.test(key)) flags = LAST_NAME;
    const value = flags ?? 0;
    if (i >= 0 && i < this.tokens.length) this.flagCache[i] = value;
    return value;
  }

  /** Whether a listed place or organisation starts with token i ("Lyon", "Deutsche Bahn"): the phrase table's first entry for it. */
  headsListedPhrase(i: number): boolean {
    return this.lexicon.phrases.first(this.folded(i), this.foldedHash(i)) !== -1;
  }

  /** Whether token i is one of the registries' rare first names (`Lexicon.rareFirstNames`). */
  isRareFirstName(i: number): boolean {
    return this.lexicon.rareFirstNames.get(this.folded(i), this.foldedHash(i)) !== undefined;
  }

  /** Whether token i is a name only humannames' list knows (`Lexicon.censusNames`). */
  isCensusName(i: number): boolean {
    return this.lexicon.censusNames.get(this.folded(i), this.foldedHash(i)) !== undefined;
  }

  isName(i: number): boolean {
    return (this.flags(i) & (FIRST_NAME | LAST_NAME)) !== 0;
  }

  isCommon(i: number): boolean {
    return (this.flags(i) & COMMON_WORD) !== 0;
  }

  /** Capitalised, or any token when the text has no case information. */
  isCapitalized(i: number): boolean {
    if (i < 0 || i >= this.tokens.length) return false;
    return this.caseful ? ((this.bits[i] ?? 0) & 1) !== 0 : true;
  }

  isSentenceStart(i: number): boolean {
    const token = this.tokens[i];
    return token === undefined ? false : isSentenceStart(this.text, token.start);
  }

  /** Characters between token i and token i + 1. */
  gap(i: number): string {
    const cached = this.gapCache[i];
    if (cached !== undefined) return cached;
    const a = this.tokens[i];
    const b = this.tokens[i + 1];
    if (a === undefined || b === undefined) return '\n';
    const value = this.text.slice(a.end, b.start);
    this.gapCache[i] = value;
    return value;
  }

  /**
   * Whether token i opens a short run of words set off by quotes or inline emphasis, right after
   * a space: `from "Zorvan"`, `from <b>Zorvan Keltrigg</b>`, `to **Zorvan**`. The run (at most four
   * words, one space apart) closes with the matching mark, then a space, punctuation or the end.
   * A writer sets a name off so; the word before it is its cue as if nothing stood between.
   */
  opensWrappedRun(i: number): boolean {
    const gap = this.gap(i - 1);
    if (gap.length < 2 || gap.charCodeAt(0) !== 32) return false;
    const opener = gap.charCodeAt(1) === 32 ? gap.slice(2) : gap.slice(1);
    const closer = WRAPPER_CLOSERS.get(opener);
    if (closer === undefined) return false;
    for (let j = i; j < i + 4 && j < this.tokens.length; j++) {
      const last = j + 1 === this.tokens.length;
      // After the last word, the rest of the text (`gap` reads a line break there).
      const after = last ? this.text.slice(this.tokens[j]?.end ?? 0) : this.gap(j);
      if (after.startsWith(closer)) return WRAPPER_END.test(after.slice(closer.length));
      if (after !== ' ') return false;
    }
    return false;
  }

  /** Whether tokens i and i + 1 are separated by one or two spaces only (same name). */
  adjacent(i: number): boolean {
    const gap = this.gap(i);
    return gap === ' ' || gap === '  ';
  }

  /** The one or two lower-case words before token i, on the same line and clause. */
  previousWords(i: number): PreviousWords {
    if (i < 0 || i >= this.tokens.length) return this.computePrevious(i);
    let cached = this.previousCache[i];
    if (cached === undefined) {
      cached = this.computePrevious(i);
      this.previousCache[i] = cached;
    }
    return cached;
  }

  private computePrevious(i: number): PreviousWords {
    const prev = this.tokens[i - 1];
    if (prev === undefined || CLAUSE_BREAK.test(this.gap(i - 1))) return NO_WORDS;
    const one = prev.lower;
    const prev2 = this.tokens[i - 2];
    const gap = this.gap(i - 2);
    if (prev2 === undefined || (gap !== ' ' && gap !== '  ')) return { one, two: '' };
    return { one, two: `${prev2.lower} ${one}` };
  }

  /** Whether one of `triggers` is the word or two-word phrase right before token i. */
  precededBy(i: number, triggers: ReadonlySet<string>): boolean {
    const { one, two } = this.previousWords(i);
    return (one !== '' && triggers.has(one)) || (two !== '' && triggers.has(two));
  }
}

/** Quotes and inline emphasis that set a name off, and what closes each. */
const WRAPPER_CLOSERS: ReadonlyMap<string, string> = new Map([
  ['"', '"'], ['“', '”'], ['„', '“'], ['«', '»'], ["'", "'"], ['‘', '’'],
  ['*', '*'], ['**', '**'], ['_', '_'], ['__', '__'],
  ['<b>', '</b>'], ['<strong>', '</strong>'], ['<i>', '</i>'], ['<em>', '</em>'], ['<u>', '</u>'],
]);
/** What may follow a closed wrapper: a space, punctuation, markup or the line's end (the gap to the next token). */
const WRAPPER_END = /^(?:$|[\s.,;:!?)<\]-])/;

/** English words other languages rarely write (as whole words): the text is then read as English. */
export const ENGLISH_MARKERS = /(?:^|[^\p{L}'’])(?:the|and|with|are|your|you|what|this|that|please|it['’]s|i['’]m|from|have|our|not|but|would|could|should|about|just|there|they|their|which|who|name is)(?![\p{L}'’-])/iu;

/** Capitals-only words this long are names or words written loud ("grew up in MJÄLLOM"), not acronyms ("IBAN", "IBM"). */
const LOUD_WORD = 5;

/**
 * Whether the writer capitalises words, so that a lower-case word is no name: some word not
 * opening a sentence is written with a capital and small letters ("... with Anna", "... in
 * Berlin", "Dr. Fields"), or in capitals and long ("from ARMINGHALL"). Capitals only where a
 * sentence starts (a phone's keyboard: "Hey can you remind sarah"), in acronyms and codes
 * ("booking ref XJ7K2L", "my IBAN") or in "I" say nothing about names.
 */
function capitalisesWords(text: string, tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const word = (tokens[i] as Token).text;
    if (word.length < 2 || !capitalized(word)) continue;
    const second = word[1] ?? '';
    const loud = second === second.toUpperCase();
    if (loud && word.length < LOUD_WORD) continue;
    if (!isSentenceStart(text, (tokens[i] as Token).start) || afterTitle(text, tokens, i)) return true;
  }
  return false;
}

/** Whether token i follows a title and its dot ("Dr. Fields"): no sentence starts there. */
function afterTitle(text: string, tokens: readonly Token[], i: number): boolean {
  const previous = tokens[i - 1];
  return previous !== undefined && TITLES.has(previous.lower) && text.charCodeAt(previous.end) === 46;
}
