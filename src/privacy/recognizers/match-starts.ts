/**
 * Where a recognizer's regex can start a match, read off the regex: the pattern engine tries
 * the regex there only (sticky) instead of scanning the whole text (see text-profile.ts).
 *
 * Each finder returns positions in ascending order that include every position where its
 * regex could match; extra positions only cost a failed attempt, a missing one would lose a
 * match. Why each list is complete is written next to it. Most rely on the regex's leading
 * lookbehind: `(?<![\d-])\d{4}` cannot start in the middle of a run of digits, so the starts
 * of digit runs are all its possible starts.
 */
import type { TextProfile } from './text-profile.js';

/** A finder: candidate match starts of one regex in a profiled text. */
export type MatchStarts = (profile: TextProfile) => readonly number[];

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** Whether the code point ending at `end` (exclusive) is a letter or number; returns its width, or 0. */
function letterOrNumberBefore(text: string, end: number, extra: string): number {
  const code = text.charCodeAt(end - 1);
  if (code < 128) {
    const upper = code | 0x20;
    return (code >= 48 && code <= 57) || (upper >= 97 && upper <= 122) || extra.includes(text[end - 1] ?? '') ? 1 : 0;
  }
  // A low surrogate preceded by a high one is one code point, as the 'u' regexes see it.
  const pair = code >= 0xdc00 && code <= 0xdfff && end >= 2 && text.charCodeAt(end - 2) >= 0xd800 && text.charCodeAt(end - 2) <= 0xdbff;
  const width = pair ? 2 : 1;
  return LETTER_OR_NUMBER.test(text.slice(end - width, end)) ? width : 0;
}

/**
 * Start of the run of letters, numbers and `extra` characters that ends at `end`. A run known
 * to reach `knownEnd` (exclusive) from `knownStart` is not scanned again, so scanning many
 * ends in one run stays linear.
 */
function runStart(text: string, end: number, extra: string, knownEnd = -1, knownStart = -1): number {
  let start = end;
  for (let width = start > 0 ? letterOrNumberBefore(text, start, extra) : 0; width > 0; ) {
    start -= width;
    if (start === knownEnd - 1 && knownStart >= 0) return knownStart;
    width = start > 0 ? letterOrNumberBefore(text, start, extra) : 0;
  }
  return start;
}

/** The starts `find` computes, once per profiled text under `name`. */
export function memoised(profile: TextProfile, name: string, find: () => number[]): readonly number[] {
  let starts = profile.memo.get(name);
  if (starts === undefined) {
    starts = find();
    profile.memo.set(name, starts);
  }
  return starts;
}

/** Starts of ASCII digit runs: for regexes that begin with a digit after a lookbehind excluding digits. */
export const digitRuns: MatchStarts = (profile) => profile.runStarts;

/**
 * Starts of digit runs of `min` to `max` digits, for such regexes whose first group of digits
 * has a known length ("\d{3}-\d{2}-\d{4}": 3; "\d{12,19}" bounded by lookarounds: 12 to 19),
 * and, when `followedBy` is given, that end right before one of its characters ("\d{3}[-. ]").
 */
export function digitRunsOf(min: number, max = min, followedBy?: string): MatchStarts {
  const name = `runs:${min}-${max}:${followedBy ?? ''}`;
  return (profile) =>
    memoised(profile, name, () => {
      const starts: number[] = [];
      const { runStarts, runLengths, text } = profile;
      for (let k = 0; k < runStarts.length; k++) {
        const start = runStarts[k] ?? 0;
        const length = runLengths[k] ?? 0;
        if (length < min || length > max) continue;
        if (followedBy !== undefined && !followedBy.includes(text[start + length] ?? '\n')) continue;
        starts.push(start);
      }
      return starts;
    });
}

/**
 * `offsets` characters before the start of each digit run of `min` to `max` digits, for
 * regexes with a short prefix and then digits ("AB 12 34 56 C": 2 or 3 before; "X-1234567L":
 * 1 or 2 before). The first digit of such a match follows a letter or separator, so it starts
 * a digit run. Ascending because two run starts are at least two characters apart and the
 * offsets differ by at most one.
 */
export function beforeDigitRuns(offsets: readonly number[], min = 1, max = Infinity): MatchStarts {
  const sorted = [...offsets].sort((a, b) => b - a);
  const name = `before:${sorted.join(',')}:${min}-${max}`;
  return (profile) =>
    memoised(profile, name, () => {
      const starts: number[] = [];
      const { runStarts, runLengths } = profile;
      for (let k = 0; k < runStarts.length; k++) {
        const run = runStarts[k] ?? 0;
        const length = runLengths[k] ?? 0;
        if (length < min || length > max) continue;
        for (const offset of sorted) if (run - offset >= 0) starts.push(run - offset);
      }
      return starts;
    });
}

/** A letter as a case-insensitive Unicode `[A-Z]` sees it: ASCII, or "ſ" and the Kelvin sign. */
export function isLatinLetter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return ((code | 0x20) >= 97 && (code | 0x20) <= 122) || code === 0x17f || code === 0x212a;
}

/** What may stand between a NINO's letters and its digits. */
const NINO_SEPARATORS = ' -.';

/**
 * UK NINOs: two letters, an optional space (or a dash or a dot), then the first of three pairs
 * of digits, so the first digit run has 2, 4 or 6 digits and the match starts two characters
 * before it (letters) or three (letters and a separator).
 */
export const ninoStarts: MatchStarts = (profile) =>
  memoised(profile, 'nino', () => {
    const { runStarts, runLengths, text } = profile;
    const starts: number[] = [];
    for (let k = 0; k < runStarts.length; k++) {
      const run = runStarts[k] ?? 0;
      const length = runLengths[k] ?? 0;
      if (length !== 2 && length !== 4 && length !== 6) continue;
      if (run >= 3 && NINO_SEPARATORS.includes(text[run - 1] ?? '\n') && isLatinLetter(text, run - 3) && isLatinLetter(text, run - 2)) starts.push(run - 3);
      if (run >= 2 && isLatinLetter(text, run - 2) && isLatinLetter(text, run - 1)) starts.push(run - 2);
    }
    return starts;
  });

/**
 * French NIRs start with 1, 2, 3, 4, 7 or 8; optional single spaces (or a dot or dash between
 * every group, so a first run of 1) split the groups 1, 2, 2, 2 (or "2A"), 3, 3, 2, so the
 * first run of digits has 1, 3, 5, 6 (before "A"/"B"), 7, 10, 13 or 15 digits.
 */
export const nirStarts: MatchStarts = (profile) =>
  memoised(profile, 'nir', () => {
    const { runStarts, runLengths, text } = profile;
    const starts: number[] = [];
    for (let k = 0; k < runStarts.length; k++) {
      const run = runStarts[k] ?? 0;
      const length = runLengths[k] ?? 0;
      if (!NIR_FIRST_RUNS.includes(length) || !'123478'.includes(text[run] ?? '')) continue;
      starts.push(run);
    }
    return starts;
  });
const NIR_FIRST_RUNS: readonly number[] = [1, 3, 5, 6, 7, 10, 13, 15];

/** IBANs begin with two ASCII letters right before a digit run ("DE89 ..."). */
export const ibanStarts: MatchStarts = (profile) =>
  memoised(profile, 'iban', () => {
    const text = profile.text;
    const letter = (at: number): boolean => ((text.charCodeAt(at) | 0x20) >= 97 && (text.charCodeAt(at) | 0x20) <= 122);
    const capital = (at: number): boolean => text.charCodeAt(at) >= 65 && text.charCodeAt(at) <= 90;
    const starts: number[] = [];
    for (const run of profile.runStarts) {
      if (run >= 2 && letter(run - 1) && letter(run - 2)) starts.push(run - 2);
      // "DE 89 3704 ...": a country code in capitals, a space, then the check digits.
      else if (run >= 3 && text.charCodeAt(run - 1) === 32 && capital(run - 2) && capital(run - 3)) starts.push(run - 3);
    }
    return starts;
  });

/**
 * E-mail addresses: the local part is a run of [\p{L}\p{N}._%+-] (apostrophes inside) right
 * before an '@', and the lookbehind forbids those characters before the match, so a match starts
 * where that run does.
 */
export const emailStarts: MatchStarts = (profile) => memoised(profile, 'email', () => bothSigns(profile.text, false));

/**
 * E-mail addresses with a space at the "@" ("jane.doe @ example.com", "jane.doe@ example.com"):
 * the same runs, before an '@' with a space after it, or before the space in front of it.
 */
export const spacedEmailStarts: MatchStarts = (profile) => memoised(profile, 'spaced-email', () => bothSigns(profile.text, true));

/** Local-part starts before '@' and before the full-width sign of CJK input methods, merged in order as the pattern engine expects. */
function bothSigns(text: string, spaced: boolean): number[] {
  const ascii = localPartStarts(text, '@', spaced);
  const wide = localPartStarts(text, '\uFF20', spaced);
  return wide.length === 0 ? ascii : [...ascii, ...wide].sort((a, b) => a - b);
}

/** An apostrophe inside a local part ("o'brien@", "sean.o’brien@"). */
const isApostrophe = (code: number): boolean => code === 0x27 || code === 0x2019;

/**
 * Where the local part before each `sign` starts (a run never crosses a sign or a space, so no
 * start repeats). An apostrophe between letters joins the run before it, which is tried first;
 * the run after it stays a start too ("'jane@example.com'" quotes an address). `spaced` takes
 * only signs with a space beside them, and the run before that space when it is in front.
 */
function localPartStarts(text: string, sign: string, spaced: boolean): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(sign); at !== -1; at = text.indexOf(sign, at + 1)) {
    let end = at;
    if (spaced) {
      if (text[at - 1] === ' ') end = at - 1;
      else if (text[at + 1] !== ' ') continue;
    }
    const start = runStart(text, end, '._%+-');
    if (start >= end) continue;
    let joined = start;
    while (joined >= 2 && isApostrophe(text.charCodeAt(joined - 1)) && letterOrNumberBefore(text, joined - 1, '._%+-') > 0) {
      joined = runStart(text, joined - 1, '._%+-');
    }
    if (joined < start) starts.push(joined);
    starts.push(start);
  }
  return starts;
}

/**
 * Bare domains: host labels and dots form a run of [\p{L}\p{N}.-] that contains a '.' before
 * the top-level domain (a letter), and the lookbehind forbids those characters before the
 * match, so a match starts where such a run does.
 */
export const domainStarts: MatchStarts = (profile) =>
  memoised(profile, 'domain', () => {
    const text = profile.text;
    const starts: number[] = [];
    let lastDot = -2;
    let lastStart = -1;
    for (let dot = text.indexOf('.'); dot !== -1 && dot + 1 < text.length; dot = text.indexOf('.', dot + 1)) {
      const next = text.charCodeAt(dot + 1);
      if (next < 128 && !((next | 0x20) >= 97 && (next | 0x20) <= 122)) continue;
      // The previous dot is part of the run when the scan reaches it: its start is known.
      const start = runStart(text, dot, '.-', lastDot + 1, lastStart);
      lastDot = dot;
      lastStart = start;
      if (start < dot && starts[starts.length - 1] !== start) starts.push(start);
    }
    return starts;
  });

/** Any scheme before "://" (postgres, mongodb+srv, ssh, s3): walked back from the separator. */
export const anySchemeStarts: MatchStarts = (profile) =>
  memoised(profile, 'anyScheme', () => {
    const text = profile.text;
    const starts: number[] = [];
    for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 1)) {
      let start = at;
      while (start > 0 && at - start < 20 && /[A-Za-z0-9+.-]/.test(text[start - 1] as string)) start--;
      if (start < at && (starts[starts.length - 1] ?? -1) < start) starts.push(start);
    }
    return starts;
  });

/** "www." hosts start with it. */
export const wwwStarts: MatchStarts = (profile) =>
  memoised(profile, 'www', () => {
    const text = profile.text;
    const starts: number[] = [];
    for (let at = text.indexOf('www.'); at !== -1; at = text.indexOf('www.', at + 1)) starts.push(at);
    return starts;
  });

/** Characters of a phone candidate after its optional '+': digits, space, tab and ( ) . - / */
const isPhoneChar = (code: number): boolean =>
  (code >= 48 && code <= 57) || code === 32 || code === 9 || code === 40 || code === 41 || code === 45 || code === 46 || code === 47;

/**
 * Phone candidates begin with '+', '(' or a digit that starts a digit run (the lookbehind
 * excludes numbers), and after the '+' come at least seven characters of digits and separators
 * (`\(?\d[\d \t().\-/]{5,22}\d`), so starts without them are left out.
 */
export const phoneStarts: MatchStarts = (profile) =>
  memoised(profile, 'phone', () => {
    const text = profile.text;
    const starts: number[] = [];
    let previousDigit = false;
    // End of the run of phone characters known to start at or before the current position.
    let runEnd = -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const digit = code >= 48 && code <= 57;
      if ((digit && !previousDigit) || code === 43 || code === 40) {
        // After '+', and after "(+" (a country code in parentheses), the run of phone characters begins.
        const from = code === 43 ? i + 1 : code === 40 && text.charCodeAt(i + 1) === 43 ? i + 2 : i;
        if (from >= runEnd) {
          runEnd = from;
          while (runEnd < text.length && isPhoneChar(text.charCodeAt(runEnd))) runEnd++;
        }
        if (runEnd - from >= 7) starts.push(i);
      }
      previousDigit = digit;
    }
    return starts;
  });

/**
 * All matches of `sticky` (a copy of a global regex with the 'y' flag instead of 'g') that a
 * global scan would find, trying only the given starts: the first start where the regex
 * matches is the leftmost match, and like a global scan the next search begins where the
 * match ended. `onMatch` sees each match as `exec` returns it.
 */
export function execAt(sticky: RegExp, text: string, starts: readonly number[], onMatch: (match: RegExpExecArray) => void): void {
  let from = 0;
  for (const start of starts) {
    if (start < from) continue;
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null) continue;
    from = start + Math.max(1, match[0].length);
    onMatch(match);
  }
}
