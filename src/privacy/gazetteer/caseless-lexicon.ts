/**
 * The name lists of caseless scripts (Arabic, Persian, Urdu, Kurdish, Hebrew, Georgian, Nepali),
 * by lookup key (caseless-scripts.ts): first names, surnames and towns of faker's locales in
 * those scripts, and the words of their languages' word lists, which a name must not be alone.
 * Chinese, Japanese, Korean and Thai names and towns are kept apart, as written (`spaceless`).
 */
import { CASELESS_WORD, caselessKey, HEBREW_COMMON_WORDS, HEBREW_TOWNS_ALONE, NOT_NAMES } from './caseless-scripts.js';
import { EXTRA_TOWNS, SPACELESS_NAME } from './spaceless-scripts.js';

/** Word flags. */
export const CASELESS_FIRST = 1;
export const CASELESS_LAST = 2;
/** An everyday word of its language: as a name, it needs another name or a title beside it. */
export const CASELESS_COMMON = 4;

/** Source line kinds (lexicon-sources.ts writes `kind<TAB>text` lines). */
export type CaselessSourceKind = 'first' | 'last' | 'town' | 'word';

/** Chinese, Japanese, Korean and Thai names and towns, as written. */
export interface SpacelessLexicon {
  readonly surnames: ReadonlySet<string>;
  readonly givenNames: ReadonlySet<string>;
  readonly towns: ReadonlySet<string>;
  /** The lengths of the towns starting with each character code, longest first (the substring search's candidates). */
  readonly townLengths: ReadonlyMap<number, readonly number[]>;
  /** Length of the longest given name, in UTF-16 units. */
  readonly longestGivenName: number;
}

export interface CaselessLexicon {
  /** Flags by word key. */
  readonly words: ReadonlyMap<string, number>;
  /** Towns by the key of their first word: each town as its words' keys. */
  readonly towns: ReadonlyMap<string, readonly (readonly string[])[]>;
  readonly spaceless: SpacelessLexicon;
}

const EMPTY: CaselessLexicon = { words: new Map(), towns: new Map(), spaceless: { surnames: new Set(), givenNames: new Set(), towns: new Set(), townLengths: new Map(), longestGivenName: 0 } };

/** Builds the lexicon from `kind<TAB>text` lines. */
export function buildCaselessLexicon(lines: readonly string[]): CaselessLexicon {
  if (lines.length === 0) return EMPTY;
  const words = new Map<string, number>();
  const towns = new Map<string, string[][]>();
  const flag = (key: string, bit: number): void => {
    words.set(key, (words.get(key) ?? 0) | bit);
  };
  const addTown = (keys: string[]): void => {
    const list = towns.get(keys[0] as string) ?? [];
    if (!list.some((town) => town.join(' ') === keys.join(' '))) list.push(keys);
    towns.set(keys[0] as string, list);
  };
  const keysOf = (text: string): string[] => [...text.matchAll(CASELESS_WORD)].map((match) => caselessKey(match[0]));
  const surnames = new Set<string>();
  const givenNames = new Set<string>();
  const spacelessTowns = new Set<string>(EXTRA_TOWNS);
  for (const line of lines) {
    const tab = line.indexOf('\t');
    const kind = line.slice(0, tab) as CaselessSourceKind;
    const text = line.slice(tab + 1);
    if (SPACELESS_NAME.test(text)) {
      if (kind === 'first') givenNames.add(text);
      else if (kind === 'last') surnames.add(text);
      else if (kind === 'town') spacelessTowns.add(text);
      continue;
    }
    const keys = keysOf(text);
    if (keys.length === 0) continue;
    if (kind === 'town') {
      addTown(keys);
      // "תל אביב - יפו" is written "תל אביב" too.
      if (text.includes(' - ')) for (const part of text.split(' - ')) if (keysOf(part).length > 0) addTown(keysOf(part));
    } else if (kind === 'word') {
      for (const key of keys) flag(key, CASELESS_COMMON);
    } else {
      // Multi-word entries ("آبان دخت", "עבד אל") are names word by word.
      for (const key of keys) if (!NOT_NAMES.has(key)) flag(key, kind === 'first' ? CASELESS_FIRST : CASELESS_LAST);
    }
  }
  for (const word of HEBREW_COMMON_WORDS) flag(caselessKey(word), CASELESS_COMMON);
  for (const town of HEBREW_TOWNS_ALONE) addTown(keysOf(town));
  // Longest towns first, so "תל אביב יפו" wins over "תל אביב".
  for (const list of towns.values()) list.sort((a, b) => b.length - a.length);
  const townLengths = new Map<number, number[]>();
  for (const town of spacelessTowns) {
    const lengths = townLengths.get(town.charCodeAt(0)) ?? [];
    if (!lengths.includes(town.length)) lengths.push(town.length);
    townLengths.set(town.charCodeAt(0), lengths.sort((a, b) => b - a));
  }
  let longestGivenName = 0;
  for (const name of givenNames) longestGivenName = Math.max(longestGivenName, name.length);
  return { words, towns, spaceless: { surnames, givenNames, towns: spacelessTowns, townLengths, longestGivenName } };
}
