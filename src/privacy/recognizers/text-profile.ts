/**
 * Facts about a text, computed in one pass over its characters, that let the pattern
 * recognizers skip work that cannot find anything:
 * - gates: an e-mail needs an '@', a card number twelve digits, an IPv4 address
 *   "digit.digit". A recognizer whose gate fails does not run its regex at all.
 * - match starts: where a match can begin at all (an SSN at the start of a run of digits, an
 *   e-mail at the start of the word before an '@'). The regex is then tried only there (sticky)
 *   instead of scanning every character of the text: a global scan of a regex with a leading
 *   lookbehind costs a few ns per character, so fourteen recognizers each scanning a 1 KB message
 *   cost more than everything else they do.
 * Each gate and each list of starts is a necessary condition read off the recognizer's own
 * regex, so results never change; see match-starts.ts and test/privacy/text-profile.test.ts.
 *
 * The analyzer calls every recognizer on the texts of a batch (one text, or a few), so each
 * text's profile is kept until the batch is done (a lookup is far cheaper than the pass).
 */

/** An ASCII digit's char code. */
export const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isAsciiLetter = (code: number): boolean => (code | 0x20) >= 97 && (code | 0x20) <= 122;
const isCapital = (code: number): boolean => code >= 65 && code <= 90;
export const isHex = (code: number): boolean => isDigit(code) || ((code | 0x20) >= 97 && (code | 0x20) <= 102);

/** What the gates and match-start finders ask about a text. */
export class TextProfile {
  /** ASCII digits in the text. */
  readonly digits: number;
  /** Longest run of consecutive ASCII digits. */
  readonly digitRun: number;
  /**
   * Longest run of ASCII letters, digits and non-ASCII characters (every non-ASCII character
   * counts, so case-insensitive Unicode matches such as "ſ" for "s" are never missed).
   */
  readonly wordRun: number;
  readonly hasAt: boolean;
  /** Two colons with at most four hex digits between them ("::", "fe80:0:"): IPv6. */
  readonly hexColons: boolean;
  /** A '.' followed by an ASCII letter or any non-ASCII character ("example.com"). */
  readonly dotWord: boolean;
  /** A digit, a '.', and a digit ("10.0", "1.2.3.4"). */
  readonly digitDotDigit: boolean;
  /** Two ASCII letters followed by two digits ("DE89"): how every IBAN starts. */
  readonly lettersDigits: boolean;
  /** "://" occurs. */
  readonly scheme: boolean;
  /** "www." occurs. */
  readonly www: boolean;
  /** Where runs of ASCII digits start (ascending): the first digit, preceded by no digit. */
  readonly runStarts: readonly number[];
  /** Length of each of those runs. */
  readonly runLengths: readonly number[];
  /** Lists of match starts computed by match-starts.ts, by finder. */
  readonly memo = new Map<string, readonly number[]>();

  constructor(readonly text: string) {
    let digits = 0;
    let digitRun = 0;
    let run = 0;
    let wordRun = 0;
    let word = 0;
    let hasAt = false;
    let hexColons = false;
    let colons = 0;
    let dotWord = false;
    let digitDotDigit = false;
    let lettersDigits = false;
    const runStarts: number[] = [];
    const runLengths: number[] = [];
    const length = text.length;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (isDigit(code)) {
        digits++;
        if (run === 0) {
          runStarts.push(i);
          runLengths.push(0);
        }
        runLengths[runLengths.length - 1] = run + 1;
        if (++run > digitRun) digitRun = run;
        if (++word > wordRun) wordRun = word;
        // The second digit of a run whose two preceding characters are ASCII letters, or capitals
        // and a space ("DE 89 3704 ...": an IBAN's country code written apart).
        if (run === 2 && !lettersDigits && i >= 3) {
          const before = text.charCodeAt(i - 2);
          lettersDigits =
            (isAsciiLetter(before) && isAsciiLetter(text.charCodeAt(i - 3))) || (before === 32 && i >= 4 && isCapital(text.charCodeAt(i - 3)) && isCapital(text.charCodeAt(i - 4)));
        }
        continue;
      }
      run = 0;
      if (code >= 128 || isAsciiLetter(code)) {
        if (++word > wordRun) wordRun = word;
        // The full-width "＠" (U+FF20) of CJK input methods.
        if (code === 0xff20) hasAt = true;
        continue;
      }
      word = 0;
      if (code === 58) {
        colons++;
        if (!hexColons) {
          let k = i + 1;
          while (k < length && k - i <= 4 && isHex(text.charCodeAt(k))) k++;
          hexColons = k < length && text.charCodeAt(k) === 58;
        }
      } else if (code === 64) {
        hasAt = true;
      } else if (code === 46 && i + 1 < length) {
        const next = text.charCodeAt(i + 1);
        if (next >= 128 || isAsciiLetter(next)) dotWord = true;
        else if (isDigit(next) && i > 0 && isDigit(text.charCodeAt(i - 1))) digitDotDigit = true;
      }
    }
    this.digits = digits;
    this.digitRun = digitRun;
    this.wordRun = wordRun;
    this.hasAt = hasAt;
    this.hexColons = hexColons;
    this.dotWord = dotWord;
    this.digitDotDigit = digitDotDigit;
    this.lettersDigits = lettersDigits;
    this.scheme = colons > 0 && text.includes('://');
    this.www = dotWord && text.includes('www.');
    this.runStarts = runStarts;
    this.runLengths = runLengths;
  }
}

/**
 * Whether recognizers may take their shortcuts: gates, match starts, phone verdicts without
 * libphonenumber, skipped gazetteer lookups (default true). Tests turn them off to check that
 * they change no result; nothing else should.
 */
export const shortcuts = { enabled: true };

/** Profiles this many texts at most between two `forgetProfile` calls (a batch's texts; see analyzer.ts). */
const MAX_PROFILES = 64;
/**
 * Replaced, never cleared: a cleared map's old table, in the old generation by then, would still
 * point at the batch's profiles, and every scavenge until the next full collection would keep and
 * promote them (~7 KB per text, three times the analysis thread's scavenge time).
 */
let profiles = new Map<string, TextProfile>();
let lastText: string | undefined;
let lastProfile: TextProfile | undefined;

/**
 * Drops the memoised profiles, and with them the references to the texts: the analyzer calls
 * this when a call or a batch is done, so no message stays reachable from module state.
 */
export function forgetProfile(): void {
  profiles = new Map();
  lastText = undefined;
  lastProfile = undefined;
}

/** The profile of `text`, memoised for the texts of the analyzer's current batch. */
export function profileOf(text: string): TextProfile {
  if (text === lastText && lastProfile !== undefined) return lastProfile;
  let profile = profiles.get(text);
  if (profile === undefined) {
    // Recognizers called outside an analyzer (tests) never forget: the memo stays small.
    if (profiles.size >= MAX_PROFILES) profiles = new Map();
    profile = new TextProfile(text);
    profiles.set(text, profile);
  }
  lastText = text;
  lastProfile = profile;
  return profile;
}
