/**
 * Where the street-address forms (street-address.ts) can start, so their regexes are tried there
 * only (match-starts.ts states the contract: every possible start, in ascending order). The
 * number-first forms start at a digit run followed the way a building number is; the others at
 * an opener, unit or box word with a number close after it (one keyword scan), at up to six words
 * before a street ending, or at a short run of capitals, both read off the digit runs.
 */
import { isLatinLetter, memoised, type MatchStarts } from './match-starts.js';
import { alternatives, HOUSE_NUMBER_MARKER, MILITARY_WORDS, OPENER_WORDS, SEPARATE_STREET_WORDS, STREET_ENDINGS, UNIT_WORDS } from './street-address-words.js';
import type { TextProfile } from './text-profile.js';

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * Whether a UTF-16 unit is part of a word as the regexes' `\p{L}` and `\p{M}` see it: ASCII
 * letters, and other letters and marks of the Basic Multilingual Plane. A surrogate (an emoji,
 * say) separates words: no keyword holds one, and "😀Via" must still offer "Via".
 */
function wordCode(code: number): boolean {
  if (code < 128) return (code | 0x20) >= 97 && (code | 0x20) <= 122;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return LETTER_OR_MARK.test(String.fromCharCode(code));
}

/** How far after a set's word its number may be, and how far before it a building number may be. */
const OPENER_NUMBER_AHEAD = 120;
const OPENER_REACH = 13;
const UNIT_NUMBER_AHEAD = 24;
const UNIT_REACH = 6;
const MILITARY_NUMBER_AHEAD = 8;

/** The match starts of every letter-first form, found once per text. */
interface LetterStarts {
  openers: number[];
  units: number[];
  military: number[];
  endings: number[];
  capitals: number[];
}

const starts = new WeakMap<TextProfile, LetterStarts>();

/** Ascending, without duplicates. */
const ascending = (list: number[]): number[] => [...new Set(list)].sort((a, b) => a - b);

const isCapital = (code: number): boolean => code >= 65 && code <= 90;

const KEYWORD_ALTERNATIVES = alternatives([...OPENER_WORDS, ...UNIT_WORDS, ...MILITARY_WORDS]);
/**
 * Every opener, unit and military word in any case, at a word start, no letter after it. ASCII
 * classes and no `u` flag: `\b` anchors the scan at word starts (about 1 µs per KB, a third of
 * the Unicode lookarounds' cost), and the candidates are a superset of what the forms' `\p{L}`
 * lookarounds allow (a non-ASCII letter before a keyword only costs an attempt), except after
 * "_" (a word character to `\b`, no letter to `\p{L}`), and where the long s or the Kelvin sign
 * spell an "s" or a "k" (the forms' `iu` regexes fold them, a regex without `u` does not): a text
 * with one of those three characters is scanned with `KEYWORDS_COMPLETE`.
 */
const KEYWORDS = new RegExp(String.raw`\b(?:${KEYWORD_ALTERNATIVES})(?![A-Za-z])`, 'gi');
const KEYWORDS_COMPLETE = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:${KEYWORD_ALTERNATIVES.split('')
    .map((ch) => (ch === 's' ? '[s\u017f]' : ch === 'k' ? '[k\u212a]' : ch))
    .join('')})(?![A-Za-z])`,
  'gi',
);

/** A lower-case word that ends like a street's name ("hauptstraße", "gasse"). */
const ENDS_LIKE_STREET = new RegExp(`(?:${STREET_ENDINGS.join('|')})$|^(?:${SEPARATE_STREET_WORDS.join('|')})$`);

/** A house number's marker ending right before a digit run, after a space or comma ("Nr. ", "n.º ", "nº"). */
const MARKER_BEFORE = new RegExp(String.raw`(?:^|[\s,])(${HOUSE_NUMBER_MARKER}) ?$`, 'u');
/** Last characters of the markers: a digit run after none of them (past one space) has no marker. */
const MARKER_LAST: ReadonlySet<number> = new Set([46, 0xba, 0xb0, 114, 82, 111]);

/**
 * Where the word before a house number's marker ends ("Goethestraße" in "Goethestraße Nr. 5",
 * "Hauptstr." in "Hauptstr., n. 5"), or -1 when no marker stands before the digit run at `run`.
 */
function wordEndBeforeMarker(text: string, run: number): number {
  const last = text.charCodeAt(run - 1) === 32 ? text.charCodeAt(run - 2) : text.charCodeAt(run - 1);
  if (!MARKER_LAST.has(last)) return -1;
  const window = text.slice(Math.max(0, run - 10), run);
  const match = MARKER_BEFORE.exec(window);
  if (match === null) return -1;
  let end = run - window.length + match.index + match[0].length - (match[1]?.length ?? 0) - (match[0].endsWith(' ') ? 1 : 0);
  if (text.charCodeAt(end - 1) !== 32) return -1;
  end--;
  if (text.charCodeAt(end - 1) === 44) end--;
  if (text.charCodeAt(end - 1) === 46) end--;
  return end;
}

/** Start of the run of word characters (`wordCode`) that ends right before `end`. */
function wordStartBefore(text: string, end: number): number {
  let start = end;
  while (start > 0 && wordCode(text.charCodeAt(start - 1))) start--;
  return start;
}

/**
 * The candidates of the letter-first forms. Each such form ends in a number, so each is found
 * from a digit run or from a keyword before one:
 * - openers, units and military words from one regex scan (`KEYWORDS`), kept when a digit run
 *   follows close enough, with the building numbers right before them;
 * - a street ending ("-straße", "Gasse") is the word right before " <digit>": the digit runs
 *   give those words, and up to six words before each;
 * - a postcode's capitals stand right before a digit run ("NW1", "K1A") or before " " or ", "
 *   and one ("DC 20500", "GIR 0AA").
 */
function letterStarts(profile: TextProfile): LetterStarts {
  let found = starts.get(profile);
  if (found !== undefined) return found;
  found = { openers: [], units: [], military: [], endings: [], capitals: [] };
  const { text, runStarts: runs } = profile;
  if (runs.length > 0) {
    const keywords = text.includes('_') || text.includes('\u017f') || text.includes('\u212a') ? KEYWORDS_COMPLETE : KEYWORDS;
    keywords.lastIndex = 0;
    let next = 0;
    for (let match = keywords.exec(text); match !== null; match = keywords.exec(text)) {
      const start = match.index;
      const end = start + match[0].length;
      while (next < runs.length && (runs[next] ?? 0) < end) next++;
      if (next === runs.length) break;
      const ahead = (runs[next] ?? 0) - end;
      if (ahead > OPENER_NUMBER_AHEAD) continue;
      const word = keyOf(text, start, end);
      const withNumbersBefore = (list: number[], reach: number): void => {
        for (let r = next - 1; r >= 0 && (runs[r] ?? 0) >= start - reach; r--) list.push(runs[r] ?? 0);
        list.push(start);
      };
      if (OPENER_WORDS.has(word)) withNumbersBefore(found.openers, OPENER_REACH);
      if (ahead <= UNIT_NUMBER_AHEAD && UNIT_WORDS.has(word)) withNumbersBefore(found.units, UNIT_REACH);
      if (ahead <= MILITARY_NUMBER_AHEAD && MILITARY_WORDS.has(word)) found.military.push(start);
    }
  }
  /** The street-ending word start..end and the words before it the form may take (two names with their particles: six words). */
  const pushEnding = (start: number, end: number): void => {
    let from = start;
    found.endings.push(from);
    for (let words = 0; words < 6 && from > 1; words++) {
      let gap = from;
      while (gap > 0 && !wordCode(text.charCodeAt(gap - 1)) && from - gap < 3) gap--;
      const previous = wordStartBefore(text, gap);
      if (previous === gap || end - previous > 80) break;
      found.endings.push(previous);
      from = previous;
    }
  };
  for (const run of runs) {
    // "Goethestraße Nr. 5", "Kalverstraat nr 92": the street ending before the marker.
    const beforeMarker = wordEndBeforeMarker(text, run);
    if (beforeMarker !== -1) {
      const start = wordStartBefore(text, beforeMarker);
      if (start < beforeMarker && ENDS_LIKE_STREET.test(keyOf(text, start, beforeMarker))) pushEnding(start, beforeMarker);
    }
    // "NW1", "K1A": capitals glued to the number.
    let end = run;
    if (!isCapital(text.charCodeAt(end - 1))) {
      // "DC 20500", "DC, 20500", "Hauptstraße 5", "Hauptstr. 5": a word, then " " (", ", ". ").
      if (text.charCodeAt(end - 1) !== 32) continue;
      end--;
      const before = text.charCodeAt(end - 1);
      if (before === 44 || before === 46) end--;
    }
    const start = wordStartBefore(text, end);
    if (start === end) continue;
    if (end - start <= 3) {
      let capitals = true;
      for (let i = start; i < end; i++) if (!isCapital(text.charCodeAt(i))) capitals = false;
      if (capitals) found.capitals.push(start);
    }
    if (text.charCodeAt(end) === 44 || text.charCodeAt(run - 1) !== 32) continue;
    if (!ENDS_LIKE_STREET.test(keyOf(text, start, end))) continue;
    pushEnding(start, end);
  }
  found.openers = ascending(found.openers);
  found.units = ascending(found.units);
  found.endings = ascending(found.endings);
  found.capitals = ascending(found.capitals);
  starts.set(profile, found);
  return found;
}

export const openerStarts: MatchStarts = (profile) => letterStarts(profile).openers;
export const unitStarts: MatchStarts = (profile) => letterStarts(profile).units;
export const militaryStarts: MatchStarts = (profile) => letterStarts(profile).military;
export const endingStarts: MatchStarts = (profile) => letterStarts(profile).endings;
export const capitalsStarts: MatchStarts = (profile) => letterStarts(profile).capitals;

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** A word in lower case as the case-insensitive regexes compare it. */
function keyOf(text: string, start: number, end: number): string {
  const word = text.slice(start, end).toLowerCase();
  return word.includes('ſ') || word.includes('\u212a') ? word.replaceAll('ſ', 's').replaceAll('\u212a', 'k') : word;
}

/**
 * Digit runs of one to five digits followed the way a building number is: an optional letter
 * and comma, a space, then a word, or a second number of one to five digits and a space
 * ("04 44 Rue") or an ordinal ("350 5th Ave"). The groups of card numbers, IBANs and phone
 * numbers are followed by digits.
 */
export const buildingNumbers: MatchStarts = (profile) =>
  memoised(profile, 'address:buildings', () => {
    const list: number[] = [];
    const { text, runStarts, runLengths } = profile;
    for (let k = 0; k < runStarts.length; k++) {
      const length = runLengths[k] ?? 0;
      if (length > 5) continue;
      const start = runStarts[k] ?? 0;
      let j = start + length;
      if (isLatinLetter(text, j)) j++;
      if (text.charCodeAt(j) === 44) j++;
      if (text.charCodeAt(j) !== 32) continue;
      const next = text.charCodeAt(j + 1);
      if (isDigitCode(next)) {
        let m = j + 1;
        while (isDigitCode(text.charCodeAt(m))) m++;
        // "04 44 Rue", an ordinal street's name ("350 5th Ave"), or both ("1 350 5th Ave").
        const after = text.charCodeAt(m + 1);
        const word = text.charCodeAt(m) === 32 && (wordCode(after) || isDigitCode(after));
        if (m - j - 1 > 5 || !(word || isLatinLetter(text, m))) continue;
      } else if (!wordCode(next)) {
        continue;
      }
      list.push(start);
    }
    return list;
  });

/**
 * Building numbers followed by a street opener ("12 rue", "04 44 Rue", "5 ul."): where a street
 * whose number comes first and whose type opens its name can start.
 */
export const numbersBeforeOpeners: MatchStarts = (profile) =>
  memoised(profile, 'address:numbers-before-openers', () => {
    const { text } = profile;
    return buildingNumbers(profile).filter((start) => {
      let j = start;
      // One or two numbers, each followed by a space ("04 44 Rue").
      for (let numbers = 0; numbers < 2 && isDigitCode(text.charCodeAt(j)); numbers++) {
        while (isDigitCode(text.charCodeAt(j))) j++;
        if (text.charCodeAt(j) !== 32) return false;
        j++;
      }
      // French "bis" and "ter" after the number ("158 bis chemin des Vignes").
      if (/^(?:bis|ter) /i.test(text.slice(j, j + 4))) j += 4;
      let end = j;
      while (end < text.length && end - j < 12 && wordCode(text.charCodeAt(end))) end++;
      return end > j && OPENER_WORDS.has(keyOf(text, j, end));
    });
  });

/**
 * Where `BARE_POSTCODE` can start: a run of four to six digits, or of two before "-" and three
 * more ("00-950"), that is no group of a longer number (no digit and separator before it, no
 * digit after it, past one space).
 */
export const postcodeStarts: MatchStarts = (profile) =>
  memoised(profile, 'address:postcodes', () => {
    const list: number[] = [];
    const { text, runStarts, runLengths } = profile;
    for (let k = 0; k < runStarts.length; k++) {
      const length = runLengths[k] ?? 0;
      const start = runStarts[k] ?? 0;
      const end = start + length;
      if (!((length >= 4 && length <= 6) || (length === 2 && text.charCodeAt(end) === 45))) continue;
      const before = text.charCodeAt(start - 1);
      if ((before === 32 || before === 45) && isDigitCode(text.charCodeAt(start - 2))) continue;
      if (isDigitCode(text.charCodeAt(end + 1)) && text.charCodeAt(end) === 32) continue;
      list.push(start);
    }
    return list;
  });

/** German street names that open with a preposition or an adjective: "Am Mühlbach", "Hinter den Gärten", "Zur Linde". */
// Not "Im", "In", "An", "Vor", "Neue", "Alte": "Im Sprint 14, 23456 Zeilen", "Neue Version 3, 12000 Downloads".
export const GERMAN_STREET_OPENERS = ['Am', 'Auf', 'Zum', 'Zur', 'Hinter', 'Unter', 'Beim', 'Obere', 'Untere'];
const GERMAN_OPENER_SET: ReadonlySet<string> = new Set(GERMAN_STREET_OPENERS);
/** How far before its house number such a street's name may start. */
const GERMAN_STREET_REACH = 48;

/**
 * Where a German street named with a preposition can start ("Am Mühlbach 76, 98805 Berlin"): the
 * opener words on the line before a house number that a five-digit postcode follows (after ", "
 * or on the next line). Only before a postcode: "Im Jahr 2020" and "Am Ende 3 Punkte" are none.
 */
export const germanOpenerStarts: MatchStarts = (profile) =>
  memoised(profile, 'address:german-openers', () => {
    const list: number[] = [];
    const { text, runStarts, runLengths } = profile;
    for (let k = 0; k + 1 < runStarts.length; k++) {
      const house = runStarts[k] ?? 0;
      const length = runLengths[k] ?? 0;
      const postcode = runStarts[k + 1] ?? 0;
      if (length > 4 || runLengths[k + 1] !== 5) continue;
      const between = text.slice(house + length, postcode);
      if (!/^[a-z]?(?:, |,? ?\r?\n[ \t]*)$/.test(between)) continue;
      // The words before the house number, back to the line's start or a comma.
      let from = house;
      while (from > 0 && house - from < GERMAN_STREET_REACH && text[from - 1] !== '\n' && text[from - 1] !== ',') from--;
      for (const word of text.slice(from, house).matchAll(/\p{Lu}\p{Ll}+/gu)) {
        if (GERMAN_OPENER_SET.has(word[0])) list.push(from + (word.index ?? 0));
      }
    }
    return ascending(list);
  });

const isLowerAscii = (code: number): boolean => code >= 97 && code <= 122;

/**
 * Where a lower-case UK postcode can start ("bs7 8aa", "m1 1ae"): one or two lower-case ASCII
 * letters glued to a digit run, with no word character before them.
 */
export const lowerCaseStarts: MatchStarts = (profile) =>
  memoised(profile, 'address:lower-case-postcodes', () => {
    const list: number[] = [];
    const { text, runStarts } = profile;
    for (const run of runStarts) {
      let start = run;
      while (start > 0 && run - start < 3 && isLowerAscii(text.charCodeAt(start - 1))) start--;
      if (start === run || run - start > 2 || (start > 0 && (wordCode(text.charCodeAt(start - 1)) || isDigitCode(text.charCodeAt(start - 1))))) continue;
      list.push(start);
    }
    return list;
  });

/** How far after a house number's digits the space before its floor or door may be ("12a-hs, "). */
const HOUSE_NUMBER_SUFFIX = 10;

/**
 * Where the floor or door after a house number can start ("5, 2ºB", "5 / 2. OG", "123-II, hs",
 * "5/Top 3"): after the first space that follows a run of one to five digits within a few
 * characters, after " / " there, and after a slash right after the digits.
 */
export const afterHouseNumberStarts: MatchStarts = (profile) =>
  memoised(profile, 'address:after-house-numbers', () => {
    const list: number[] = [];
    const { text, runStarts, runLengths } = profile;
    for (let k = 0; k < runStarts.length; k++) {
      const length = runLengths[k] ?? 0;
      if (length > 5) continue;
      const end = (runStarts[k] ?? 0) + length;
      let space = end;
      while (space < text.length && space - end <= HOUSE_NUMBER_SUFFIX && text.charCodeAt(space) !== 32) {
        // "5/Top 3", "5a/Top 3": a slash glued to the number.
        if (text.charCodeAt(space) === 47) list.push(space + 1);
        space++;
      }
      if (text.charCodeAt(space) !== 32) continue;
      list.push(space + 1);
      // " / ", " /": the slash after the space.
      if (text.charCodeAt(space + 1) === 47) list.push(space + 2, space + 3);
    }
    return ascending(list);
  });
