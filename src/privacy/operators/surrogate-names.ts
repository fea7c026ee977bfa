/**
 * Surrogates for names and addresses: people, places and organisations from the gazetteer's
 * name pools (lexicon.ts; everyday names that are not common words), e-mail addresses and URLs
 * on the reserved example domains (RFC 2606: example.com, example.org, example.net).
 *
 * Shape is kept: a title stays ("Dr. Jane Roe" -> "Dr. Lena Varga"), and its sex picks the
 * first name; one word stays one word; an all-caps name stays all caps; a legal suffix stays
 * ("Acme Widgets GmbH" -> "Kowalski Logistics GmbH"). A surrogate never reuses a word of the
 * original name, and an organisation surrogate is never a brand the lexicon knows.
 */
import { FIRST_NAME, getLexicon, LAST_NAME, type Lexicon } from '../gazetteer/lexicon.js';
import type { LocaleNames } from '../gazetteer/name-pools.js';
import { TITLES } from '../gazetteer/name-rules.js';
import { foldAccents, tokenize } from '../gazetteer/tokenize.js';
import type { SurrogateGenerator } from './surrogate-identifiers.js';
import { applyCaseShape, type Draw } from './surrogate-random.js';

const FEMALE_TITLES = new Set([
  'mrs', 'ms', 'miss', 'dame', 'lady', 'frau', 'fräulein', 'fr', 'mme', 'mlle', 'madame',
  'mademoiselle', 'sra', 'srta', 'señora', 'señorita', 'doña', 'dña', 'sigra', 'signora',
  'signorina', 'dottoressa', 'mevrouw', 'mevr', 'mw', 'juffrouw',
]);
const MALE_TITLES = new Set([
  'mr', 'sir', 'lord', 'herr', 'hr', 'm', 'monsieur', 'sr', 'señor', 'don', 'sig', 'signor',
  'signore', 'dottor', 'meneer', 'dhr',
]);
const SECTORS = [
  'Logistics', 'Consulting', 'Systems', 'Analytics', 'Partners', 'Holdings', 'Engineering',
  'Solutions', 'Industries', 'Software', 'Trading', 'Labs', 'Manufacturing', 'Advisory',
];
/** A legal form at the end of an organisation name, with the comma or space before it. */
const LEGAL_SUFFIX =
  /,?\s+(?:inc|incorporated|llc|llp|ltd|limited|plc|corp|corporation|co|company|gmbh|ag|kg|ug|se|sa|sas|sarl|srl|spa|bv|nv|oy|ab|as|asa|pty|pte)\.?$/i;
const TLDS = ['com', 'org', 'net'];
const URL_START = /^([a-z][a-z0-9+.-]*:\/\/)?(www\.)?([^/?#\s]*)(.*)$/i;
const TITLE = /^\s*(\p{L}+)(\.?\s+)(?=\S)/u;
/** Internal redraws before a generator gives up on a shape (e.g. every draw shares a word). */
const REDRAWS = 8;

const words = (value: string): string[] => tokenize(value).map((t) => t.lower);

/** Whether `candidate` reuses a word of `original` (compared in lower case, without accents). */
function sharesWord(candidate: string, original: string): boolean {
  const mine = new Set(words(original).map(foldAccents));
  return words(candidate).some((word) => mine.has(foldAccents(word)));
}

/** Redraws `make` until its result shares no word with `original`. */
function distinct(original: string, make: () => string): string | undefined {
  for (let i = 0; i < REDRAWS; i++) {
    const candidate = make();
    if (!sharesWord(candidate, original)) return candidate;
  }
  return undefined;
}

/** The names of one locale, drawn, so first and last name go together ("Lena Becker"). */
function localeNames(lexicon: Lexicon, draw: Draw): LocaleNames {
  return draw.pick(lexicon.pools.people);
}

function firstName(names: LocaleNames, draw: Draw, sex: 'female' | 'male' | undefined): string {
  const chosen = sex ?? (draw.int(2) === 0 ? 'female' : 'male');
  return draw.pick(chosen === 'female' ? names.female : names.male);
}

/** PERSON: first + last name (one name for one word), title and case kept. */
export const personSurrogate: SurrogateGenerator = (value, draw) => {
  const lexicon = getLexicon();
  // Titles in front ("Dr.", "Prof. Dr.", "Frau") are kept as written; the last one decides the sex.
  let prefix = '';
  let titleKey = '';
  for (let title = TITLE.exec(value); title !== null && TITLES.has(title[1]?.toLowerCase() ?? ''); title = TITLE.exec(value.slice(prefix.length))) {
    prefix += title[0];
    titleKey = title[1]?.toLowerCase() ?? '';
  }
  const titled = prefix !== '';
  const rest = value.slice(prefix.length).trim();
  const restWords = rest.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (restWords.length === 0) return undefined;
  const firstWord = (restWords[0] ?? '').replace(/[^\p{L}'-]/gu, '');
  let sex: 'female' | 'male' | undefined;
  if (FEMALE_TITLES.has(titleKey)) sex = 'female';
  else if (MALE_TITLES.has(titleKey)) sex = 'male';
  sex ??= lexicon.pools.sexOf(firstWord);
  let make: () => string;
  if (restWords.length > 1) {
    make = () => {
      const names = localeNames(lexicon, draw);
      return `${firstName(names, draw, sex)} ${draw.pick(names.last)}`;
    };
  } else {
    // One word: a surname after a title or when the lists call it one, else a first name.
    const flags = lexicon.words.get(firstWord.toLowerCase()) ?? 0;
    const surname = titled || (lexicon.pools.sexOf(firstWord) === undefined && (flags & LAST_NAME) !== 0) || (flags & FIRST_NAME) === 0;
    make = surname ? () => draw.pick(localeNames(lexicon, draw).last) : () => firstName(localeNames(lexicon, draw), draw, sex);
  }
  const name = distinct(rest, make);
  return name === undefined ? undefined : prefix + applyCaseShape(rest, name);
};

/** LOCATION: a city of 100,000 inhabitants or more. */
export const locationSurrogate: SurrogateGenerator = (value, draw) => {
  const cities = getLexicon().pools.cities;
  const city = distinct(value, () => draw.pick(cities));
  return city === undefined ? undefined : applyCaseShape(value, city);
};

/** Whether the lexicon lists `name` as an organisation (a real brand). */
function knownOrganization(lexicon: Lexicon, name: string): boolean {
  const text = foldAccents(words(name).join(' '));
  const table = lexicon.phrases;
  const [one = '', two] = text.split(' ');
  for (let id = table.first(two === undefined ? one : `${one} ${two}`); id !== -1; id = table.next(id)) {
    if (table.kind(id) === 'organization' && table.text(id) === text) return true;
  }
  return false;
}

/** ORGANIZATION: "<Surname> <Sector>" or "<Surname> & <Surname>", legal suffix kept. */
export const organizationSurrogate: SurrogateGenerator = (value, draw) => {
  const lexicon = getLexicon();
  const suffix = LEGAL_SUFFIX.exec(value.trimEnd())?.[0] ?? '';
  const base = value.trimEnd().slice(0, value.trimEnd().length - suffix.length);
  const make = (): string => {
    const names = localeNames(lexicon, draw);
    const name = draw.pick(names.last);
    return draw.int(3) === 0 ? `${name} & ${draw.pick(names.last)}` : `${name} ${draw.pick(SECTORS)}`;
  };
  for (let i = 0; i < REDRAWS; i++) {
    const name = distinct(base, make);
    if (name !== undefined && !knownOrganization(lexicon, name)) return applyCaseShape(base, name) + suffix;
  }
  return undefined;
};

/** E-mail: first.last or f.last at example.com, .org or .net. */
export const emailSurrogate: SurrogateGenerator = (value, draw) => {
  const names = localeNames(getLexicon(), draw);
  const first = firstName(names, draw, undefined).toLowerCase();
  const last = draw.pick(names.last).toLowerCase();
  const local = draw.int(3) === 0 ? `${first[0] ?? 'a'}.${last}` : `${first}.${last}`;
  return `${local}@example.${draw.pick(TLDS)}`;
};

/** A pronounceable label with two digits ("tavo42"): never an English word, never a real site. */
function label(draw: Draw): string {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let out = '';
  for (let i = 0; i < 2; i++) out += (consonants[draw.int(consonants.length)] ?? 'b') + (vowels[draw.int(vowels.length)] ?? 'a');
  return out + draw.digits(2);
}

/**
 * URL: scheme (or none) and "www." kept, host on an example domain. A URL with a path gets a
 * new one-segment path (the original path may hold personal data); one without gets a
 * subdomain, so different sites stay different.
 */
export const urlSurrogate: SurrogateGenerator = (value, draw) => {
  const parts = URL_START.exec(value.trim());
  if (parts === null) return undefined;
  const scheme = parts[1] ?? '';
  const www = parts[2] ?? '';
  const path = parts[4] ?? '';
  const domain = `example.${draw.pick(TLDS)}`;
  if (path !== '' && path !== '/') return `${scheme}${www}${domain}/${label(draw)}`;
  return `${scheme}${www}${label(draw)}.${domain}${path}`;
};
