/**
 * The shape of postal addresses and signature blocks, read from the lines of a text: which line
 * is a street line ("12 Main Street", "Via Roma 5" written "5 Via Roma 12"), a secondary line
 * ("Apt. 4", "Suite 200", "P.O. Box 17") or a line of its own words. Shared by the rules that
 * find the city of an address (address-places.ts) and the organisation of a signature
 * (organization-context.ts). No word lists of places or companies: only layout.
 */
import { OPENER_WORDS, STREET_OPENERS } from '../recognizers/street-address-words.js';

/** One line of a text, with the offsets of its content (quote markers and spaces removed). */
export interface TextLine {
  /** Offset of the first content character. */
  readonly start: number;
  /** Offset after the last content character. */
  readonly end: number;
  /** The content. */
  readonly text: string;
}

/** A line and whether it is a street or unit line of an address. */
export interface AddressLine extends TextLine {
  readonly address: boolean;
}

/** The lines of a text, each marked when it is a street or unit line (see `isStreetLine`). */
export function addressLines(text: string): AddressLine[] {
  const lines: AddressLine[] = [];
  forEachLine(text, (start, end) => {
    const content = text.slice(start, end);
    // Only a digit or a letter of the unit words can start either kind: no regex for the rest.
    const first = text.charCodeAt(start);
    const address = isDigit(first) ? isStreetLine(content) : isSecondaryLine(content);
    lines.push({ start, end, text: content, address });
  });
  return lines;
}

/**
 * Calls `visit` with the content offsets of every line: without the quote markers, bullets and
 * spaces before it ("> ", "??? ", "* ") and the spaces after it.
 */
function forEachLine(text: string, visit: (start: number, end: number) => void): void {
  let from = 0;
  while (from <= text.length) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    let start = from;
    while (start < to && LEADING_CODES.has(text.charCodeAt(start))) start++;
    let end = to;
    while (end > start && WHITESPACE_CODES.has(text.charCodeAt(end - 1))) end--;
    visit(start, end);
    from = to + 1;
  }
}

const WHITESPACE_CODES: ReadonlySet<number> = new Set([32, 9, 13, 11, 12, 0xa0]);
const LEADING_CODES: ReadonlySet<number> = new Set([...WHITESPACE_CODES, 62, 63, 42, 0x2022, 45]);

/** A building number and a word: "12 Main Street", "04 44 Rue Abderrahmen Ziad", "98 P.O. Box 101". */
const STREET_START = /^\d{1,5}[a-zA-Z]?,?\s+(?:\d{1,5}\s+)?[\p{L}]/u;
/**
 * The unit or box part of an address, and the forms of military and post-office-box addresses
 * that have no street: "Apt. 4", "Suite 200", "Unit 4181 Box 1281", "PSC 4665, Box 2778", and a
 * US Navy or Coast Guard ship ("USNS Comfort").
 */
const SECONDARY = /^(?:(?:apt|apartment|suite|ste|unit|flat|room|floor|p\.?\s?o\.?\s?box|post\s?box|postbox|box|psc|cmr)\.?\s*#?\d|(?:USNS|USNV|USS|USCGC) \p{Lu})/iu;

/**
 * Offsets where a street may start: a building number (or two: "04 44 Rue") not glued to a
 * word, a space, and a word token. Found from the tokens, so no scan of the whole text.
 */
export function streetStarts(text: string, tokens: readonly { readonly start: number }[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i]?.start ?? 0;
    // Most tokens fail here: no "<digit><space>" right before them.
    if (start < 2 || text.charCodeAt(start - 1) !== 32) continue;
    // "221B Baker Street": a building number may end in one letter.
    const suffixed = start >= 3 && isAsciiLetter(text.charCodeAt(start - 2)) && isDigit(text.charCodeAt(start - 3));
    if (!suffixed && !isDigit(text.charCodeAt(start - 2))) continue;
    // Back over "44 " and "04 ": at most two numbers.
    let at = start - 1;
    for (let numbers = 0; numbers < 2 && at > 0 && text.charCodeAt(at) === 32 && (isDigit(text.charCodeAt(at - 1)) || (numbers === 0 && suffixed)); numbers++) {
      at -= numbers === 0 && suffixed ? 2 : 1;
      while (at > 0 && isDigit(text.charCodeAt(at - 1))) at--;
      if (at === 0 || text.charCodeAt(at - 1) !== 32) break;
      at--;
    }
    if (text.charCodeAt(at) === 32) at++;
    if (at > 0 && glued(text, at - 1)) continue;
    if (starts[starts.length - 1] !== at) starts.push(at);
  }
  return starts;
}

/** Whether the character at i is a letter, mark or digit (a number glued to a word: "A4 paper"). */
function glued(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return isDigit(code) || ((code | 0x20) >= 97 && (code | 0x20) <= 122);
  return /[\p{L}\p{M}]/u.test(text[i] ?? '');
}

function isAsciiLetter(code: number): boolean {
  return (code | 0x20) >= 97 && (code | 0x20) <= 122;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether a line is the street line of an address (starts with a building number). */
export function isStreetLine(line: string): boolean {
  return STREET_START.test(line);
}


/** Whether a line is a unit / box line of an address ("Apt. 4", "P.O. Box 17"). */
export function isSecondaryLine(line: string): boolean {
  // The first word decides for most lines, without the regex.
  let end = 0;
  while (end < 6 && end < line.length && ((line.charCodeAt(end) | 0x20) >= 97 && (line.charCodeAt(end) | 0x20) <= 122)) end++;
  return UNIT_WORDS.has(line.slice(0, end).toLowerCase()) && SECONDARY.test(line);
}

/** First words (letters only, up to six) of the lines `SECONDARY` matches. */
const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt', 'apartm', 'suite', 'ste', 'unit', 'flat', 'room', 'floor', 'p', 'po', 'post', 'postbo',
  'box', 'psc', 'cmr', 'usns', 'usnv', 'uss', 'uscgc',
]);

/** Words a street name ends with when it has no number after it ("Main Street", "Elm Rd"). */
export const STREET_TYPES: ReadonlySet<string> = new Set([
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'av', 'lane', 'ln', 'drive', 'dr', 'way',
  'boulevard', 'blvd', 'place', 'pl', 'court', 'ct', 'square', 'sq', 'terrace', 'close',
  'crescent', 'highway', 'hwy', 'parkway', 'pkwy', 'row', 'walk', 'box',
]);

/**
 * Whether a comma-separated segment is a street: a building number, words, and a house number
 * or a street type at its end ("12 Main Street", "39 Rue du Centre 108", "96 Hauptstr. 5 Apt.
 * 7", "80 P.O. Box 15").
 */
export function isStreetSegment(segment: string): boolean {
  return STREET_START.test(segment) && endsLikeStreet(segment);
}

/**
 * Whether a segment already known to start with a number and a word (`streetStarts`) is a
 * street: it ends like one (`isStreetSegment`), or a street opener follows its number.
 */
export function endsLikeStreetSegment(segment: string): boolean {
  return endsLikeStreet(segment) || opensLikeStreet(segment);
}

/** Longest opener, in UTF-16 units: a longer word is none, and is not looked up. */
const LONGEST_OPENER = Math.max(...STREET_OPENERS.map((word) => word.length));

/**
 * A street whose type comes first, as Romance and Slavic languages write it, after its number
 * (or two): "14 Rue de la Paix", "94 19 rue La Boétie", "3 ul. Długa". Nothing at its end says it
 * is a street. Read with a character loop: this runs for every number followed by a word.
 */
function opensLikeStreet(segment: string): boolean {
  let i = 0;
  for (let numbers = 0; numbers < 2; numbers++) {
    const from = i;
    while (isDigit(segment.charCodeAt(i))) i++;
    if (i === from) break;
    if (isAsciiLetter(segment.charCodeAt(i)) && segment.charCodeAt(i + 1) === 32) i++;
    if (segment.charCodeAt(i) === 44) i++;
    if (segment.charCodeAt(i) !== 32) return false;
    while (segment.charCodeAt(i) === 32) i++;
  }
  const start = i;
  while (i < segment.length && i - start <= LONGEST_OPENER && /\p{L}/u.test(segment.charAt(i))) i++;
  return i > start && i - start <= LONGEST_OPENER && OPENER_WORDS.has(segment.slice(start, i).toLowerCase());
}

/**
 * The end of a street segment: a house number ("108", "5a", "23."), or a street type word
 * ("Street", "Rd."). Read from the last characters, without a regex over the whole segment.
 */
function endsLikeStreet(segment: string): boolean {
  let end = segment.length;
  if (segment.charCodeAt(end - 1) === 46) end--;
  const last = segment.charCodeAt(end - 1);
  if (isDigit(last)) return true;
  if (isDigit(segment.charCodeAt(end - 2)) && ((last | 0x20) >= 97 && (last | 0x20) <= 122)) return true;
  let start = end;
  while (start > 0 && (segment.charCodeAt(start - 1) | 0x20) >= 97 && (segment.charCodeAt(start - 1) | 0x20) <= 122) start--;
  const before = segment.charCodeAt(start - 1);
  return end - start <= 9 && (start === 0 || before === 32 || before === 46) && STREET_TYPES.has(segment.slice(start, end).toLowerCase());
}
