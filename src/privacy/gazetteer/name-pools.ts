/**
 * Name pools for surrogate values (operators/surrogate.ts): everyday first names by sex and
 * last names per locale (en, de, fr, es, it, nl, so "Lena Becker" and "Chiara Rossi", not
 * "Lena Rossi"), and big cities, taken from the same sources as the lexicon. Kept out: anything
 * that is also a common word (the gazetteer's common-word list: "Rose", "Will", "Brown",
 * "Nice"; and faker's English word lists: "Weight", "Summer"), so a surrogate is never
 * mistaken for ordinary text when it is restored, and cities that are also person names
 * ("Florence", "Jackson"), so a city never reads as a person.
 */
import type { NameSources } from './lexicon-sources.js';
import { tokenize } from './tokenize.js';

/** The names of one locale. */
export interface LocaleNames {
  readonly locale: string;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly last: readonly string[];
}

/** What the surrogate generator draws from. Lists are sorted, so a draw is stable for a given data set. */
export interface NamePools {
  /** Locales with female, male and last names (each list non-empty), by locale code. */
  readonly people: readonly LocaleNames[];
  /** Cities of 100,000 inhabitants or more, ASCII names of one or two words. */
  readonly cities: readonly string[];
  /** Sex of a first name (any case) when the locales agree on it. */
  sexOf(firstName: string): 'female' | 'male' | undefined;
}

/** Flag bits as in lexicon.ts (repeated here to avoid an import cycle). */
const FIRST_NAME = 1;
const LAST_NAME = 2;
const COMMON_WORD = 4;

/** `locale<TAB>name` lines grouped by locale. */
function byLocale(joined: string): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  if (joined === '') return groups;
  for (const line of joined.split('\n')) {
    const tab = line.indexOf('\t');
    const locale = line.slice(0, tab);
    const names = groups.get(locale) ?? new Set<string>();
    names.add(line.slice(tab + 1));
    groups.set(locale, names);
  }
  return groups;
}

/** Builds the pools from the name sources, the candidate cities and the lexicon's token flags. */
export function buildNamePools(
  sources: NameSources,
  cities: readonly string[],
  flags: ReadonlyMap<string, number>,
): NamePools {
  const female = byLocale(sources.femaleFirstNames);
  const male = byLocale(sources.maleFirstNames);
  const last = byLocale(sources.surrogateLastNames);
  const english = new Set(sources.englishWords === '' ? [] : sources.englishWords.split('\n'));
  const isWord = (word: string): boolean => english.has(word) || ((flags.get(word) ?? 0) & COMMON_WORD) !== 0;

  // A first name's sex counts only when no locale lists it for the other sex ("Andrea").
  const sex = new Map<string, 'female' | 'male' | 'both'>();
  const mark = (groups: Map<string, Set<string>>, value: 'female' | 'male'): void => {
    for (const names of groups.values()) {
      for (const name of names) {
        const key = name.toLowerCase();
        const seen = sex.get(key);
        sex.set(key, seen === undefined || seen === value ? value : 'both');
      }
    }
  };
  mark(female, 'female');
  mark(male, 'male');
  const firstNames = (names: Set<string> | undefined, value: 'female' | 'male'): string[] =>
    [...(names ?? [])].filter((name) => sex.get(name.toLowerCase()) === value && !isWord(name.toLowerCase())).sort();

  const people: LocaleNames[] = [];
  for (const locale of [...last.keys()].sort()) {
    const entry: LocaleNames = {
      locale,
      female: firstNames(female.get(locale), 'female'),
      male: firstNames(male.get(locale), 'male'),
      last: [...(last.get(locale) ?? [])].filter((name) => !sex.has(name.toLowerCase()) && !isWord(name.toLowerCase())).sort(),
    };
    if (entry.female.length > 0 && entry.male.length > 0 && entry.last.length > 0) people.push(entry);
  }

  const placeNames = new Set<string>();
  cities.forEach((name) => {
    const clean = tokenize(name).every((t) => ((flags.get(t.lower) ?? 0) & (FIRST_NAME | LAST_NAME)) === 0 && !isWord(t.lower));
    if (clean) placeNames.add(name);
  });
  return {
    people,
    cities: [...placeNames].sort(),
    sexOf: sexLookup(sex),
  };
}

/**
 * `sexOf`, made outside `buildNamePools`: a closure made there would share its scope with the
 * filters above and keep the lexicon's whole build-time flag map alive.
 */
function sexLookup(sex: ReadonlyMap<string, 'female' | 'male' | 'both'>): NamePools['sexOf'] {
  return (firstName) => {
    const value = sex.get(firstName.toLowerCase());
    return value === 'both' ? undefined : value;
  };
}
