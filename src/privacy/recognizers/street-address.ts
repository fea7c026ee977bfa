/**
 * Street addresses (ADDRESS): the parts of a postal address that point at a building, which no
 * name list can find and which, next to a name, say where a person lives:
 * - a street with its building number, number first ("42 Baker Street", "94 Koskikatu 83",
 *   "1600 Pennsylvania Avenue NW") or last ("Hauptstraße 5", "Rue de Rivoli 10", "ul.
 *   Lubartowska 42", "Via Roma 12");
 * - the unit or box part: "Apt. 4B", "Suite 200", "P.O. Box 15", "Postfach 1234", and US
 *   military mail ("PSC 4665, Box 2778", "Unit 4181 Box 1281", "APO AE 09012");
 * - a postcode, where the text around it is an address: a UK or Canadian postcode ("NW1 6XE",
 *   "K1A 0B1") or a US state and ZIP code ("DC 20500") anywhere, any other 4-6 digit code right
 *   after a street ("Hauptstraße 5, 10115 Berlin") or next to address words.
 * The town and country of the address stay LOCATION (the gazetteer finds them, also by their slot
 * in the address): the model keeps "a street in Leeds" while the building stays private.
 *
 * Precision: a street needs a street word ("Street", "Rd.", "-straße", "Rue", "Via") or a number
 * on both sides of capitalised words where an address line starts and ends, and no function word
 * or month inside ("take 2 steps down the road", "1788 January 18" are none); in lower-case text
 * a street needs its street word or a unit after it.
 */
import type { Recognizer } from '../types.js';
import { createPatternRecognizer, type MatchStarts, type TextProfile } from './pattern-engine.js';

/** Street words that end a street's name ("Baker Street", "Elm Rd."). */
export const STREET_TYPES = [
  'street', 'road', 'avenue', 'lane', 'drive', 'boulevard', 'place', 'court', 'square', 'terrace',
  'close', 'crescent', 'highway', 'parkway', 'way', 'row', 'walk', 'circle', 'trail', 'grove',
  'gardens', 'mews',
];
/** Their abbreviations, which may take a dot ("St.", "Ave."); a full word's dot ends the sentence. */
export const STREET_TYPE_ABBREVIATIONS = ['st', 'rd', 'ave', 'ln', 'dr', 'blvd', 'pl', 'ct', 'sq', 'hwy', 'pkwy', 'cir', 'str'];
/** Words that open a street's name in Romance and Slavic languages ("Rue de la Paix", "ul. Długa"). */
export const STREET_OPENERS = [
  'rue', 'avenue', 'av', 'avenida', 'avda', 'boulevard', 'bd', 'chemin', 'allée', 'impasse',
  'place', 'quai', 'route', 'via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'largo',
  'calle', 'plaza', 'paseo', 'carrer', 'carretera', 'ctra', 'camino', 'ronda', 'travesía', 'rua',
  'travessa', 'estrada', 'praça', 'alameda', 'ul', 'ulica', 'aleja', 'strada', 'bulevardul',
  'calea',
];
/** Endings of one-word street names in Germanic and Nordic languages ("Hauptstraße", "Kalverstraat"). */
export const STREET_ENDINGS = [
  'straße', 'strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'chaussee',
  'steig', 'pfad', 'laan', 'straat', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'vej', 'gade',
  'gata', 'gatan', 'vägen', 'väg', 'veien', 'katu', 'kuja', 'polku', 'utca', 'ulice', 'třída',
];
/** Lower-case words allowed inside a capitalised street name ("Rue de la Paix", "Via dei Mille"). */
export const PARTICLES: ReadonlySet<string> = new Set([
  'de', 'la', 'le', 'les', 'du', 'des', "d'", 'del', 'della', 'delle', 'dei', 'degli', 'di', 'da',
  'do', 'dos', 'das', 'van', 'von', 'der', 'den', 'het', 'ter', 'el', 'al', 'am', 'an', 'im', 'y',
  'e', 'i', 'of', 'st',
]);
/** Words a street's name never holds: "take 2 steps down the road", "the 3 of us on the way". */
const FUNCTION_WORDS = new Set([
  'the', 'a', 'an', 'and', 'or', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into',
  'down', 'up', 'over', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'is', 'are', 'was',
  'were', 'be', 'been', 'this', 'that', 'these', 'those', 'it', 'we', 'you', 'they', 'he', 'she',
  'i', 'me', 'us', 'them', 'not', 'no', 'than', 'then', 'per', 'times', 'more', 'less', 'other',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
]);
/** Months and weekdays: "3 November 01" and "1788 January 18" are dates, not streets. */
const CALENDAR = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct',
  'nov', 'dec', 'januar', 'februar', 'märz', 'mai', 'juni', 'juli', 'oktober', 'dezember',
  'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août', 'septembre', 'octobre',
  'novembre', 'décembre', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
  'septiembre', 'octubre', 'noviembre', 'diciembre', 'gennaio', 'febbraio', 'aprile', 'maggio',
  'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre', 'januari', 'februari', 'maart', 'mei',
  'augustus', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]);
/** Words near a bare postcode that make it one (the address around it). */
const ADDRESS_CONTEXT = [
  'address', 'street', 'road', 'avenue', 'apt', 'suite', 'box', 'lane', 'drive', 'adresse',
  'anschrift', 'straße', 'strasse', 'rue', 'dirección', 'direccion', 'calle', 'indirizzo',
  'adres', 'straat', 'postcode', 'zip', 'plz',
];

/**
 * Whether a text has an address word at all: a bare postcode is never taken in a text without
 * one (checked once per text, before any candidate's context is read).
 */
const HAS_ADDRESS_WORD = new RegExp(String.raw`\b(?:${ADDRESS_CONTEXT.join('|')})`, 'i');

const WORD = String.raw`[\p{L}][\p{L}\p{M}'’.-]*`;
const NUMBER = String.raw`\d{1,5}[a-zA-Z]?`;
const alternatives = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).join('|');

/** Where an address line may start: the text's or a line's start, ", ", ": ", "at", "is", "to". */
const LINE_START = String.raw`(?<=^|\n[ \t>?*•-]*|[,:;] |\b(?:at|is|to|from|address|Address) )`;
/** 42 Baker Street, 04 44 Rue Abderrahmen Ziad Street, 1600 Pennsylvania Avenue NW. */
const NUMBER_FIRST_TYPED = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])${NUMBER},? (?:\d{1,5} )?(?:${WORD} ){1,5}(?:(?:${alternatives(STREET_TYPES)})|(?:${alternatives(STREET_TYPE_ABBREVIATIONS)})\.?)(?: (?:NE|NW|SE|SW|N|S|E|W)\b)?(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * 94 Koskikatu 83, 71 Estrada Nacional 105: numbers on both sides of a name. Only where an
 * address line starts (line start, after ", ", ": ", "at", "is", "to") and ends (a unit, a comma,
 * the line's end): "iPhone 12 Pro 256" and "Chapter 3 Section 4" are none.
 */
const NUMBER_BOTH_SIDES = new RegExp(
  String.raw`${LINE_START}${NUMBER} (?:${WORD} ){1,5}${NUMBER}(?=,|[ \t]*(?:\n|$)|[ \t]+(?:apt|Apt|APT|suite|Suite|SUITE|unit|Unit)\b)`,
  'gu',
);
/** A unit right after, on the same line or the next: "94 koskikatu 83\n apt. 343". */
const UNIT_AHEAD = String.raw`(?=[ \t]*(?:\n[ \t>?*•-]*)?(?:apt|suite|unit)\.? ?#? ?\d)`;
/**
 * The same shape in any case when a unit follows ("49 reykjarhóli 70\n suite 770"): the unit
 * vouches for the line.
 */
const NUMBER_BOTH_SIDES_UNIT = new RegExp(String.raw`${LINE_START}${NUMBER} (?:${WORD} ){1,5}${NUMBER}${UNIT_AHEAD}`, 'giu');
/** Rue de Rivoli 10, Via Roma 12, ul. Lubartowska 42, Calle Mayor, 3 (and "20 40 rue Victor Hugo 8"). */
const OPENER_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,5} ){0,2}(?:${alternatives(STREET_OPENERS)})\.? (?:${WORD} ){0,5}${WORD},? ${NUMBER}(?![\p{L}\p{N}-]|[.,]\d)`,
  'giu',
);
/** 40 rue Victor Hugo, 36 Rue de Pologne: building number first, the name ending the line or segment. */
const NUMBER_THEN_OPENER = new RegExp(
  String.raw`${LINE_START}(?:\d{1,5} ){1,2}(?:${alternatives(STREET_OPENERS)})\.? (?:${WORD} ){0,4}${WORD}(?=,|[ \t]*(?:\n|$)|[ \t]+(?:apt|suite|unit)\b)`,
  'giu',
);
/** Either case of a word's first letter, for a regex without the `i` flag. */
const eitherCase = (word: string): string => `[${word[0] ?? ''}${(word[0] ?? '').toUpperCase()}]${word.slice(1)}`;
/**
 * Hauptstraße 5, Kalverstraat 92-1, Lange Gasse 12, Dirk de Derdelaan 149: the ending inside a
 * word of two letters or more before it, or as a word of its own after a capitalised one ("str.
 * 90" alone is a page); up to two capitalised words before, each with its particles.
 */
/** Capitalised words that open a sentence, not a street's name ("Aan de Vijzelgracht 21", "In der Gasse 4"). */
const SENTENCE_WORDS = [
  'Aan', 'In', 'Op', 'Auf', 'An', 'Am', 'Im', 'Zu', 'Zum', 'Zur', 'Bei', 'Nach', 'Von', 'Vom', 'Aus', 'At', 'On', 'To',
  'The', 'Die', 'Der', 'Das', 'Dem', 'Den', 'De', 'Het', 'Een', 'Ein', 'Eine', 'Le', 'La', 'Les', 'Naar', 'Bij', 'Uit',
  'Voor', 'Met', 'Mit', 'Wir', 'Ich', 'We', 'Our', 'My', 'And', 'Und', 'En', 'Et',
];
const NAME_BEFORE_ENDING = String.raw`(?!(?:${SENTENCE_WORDS.join('|')}) )\p{Lu}[\p{Ll}\p{M}'’-]+ (?:(?:${['de', 'van', 'von', 'der', 'den', 'het', 'ter', 'la', 'le', 'du', 'des', 'del', 'di', 'da', 'dos', 'das'].join('|')}) ){0,2}`;
const ENDING_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${NAME_BEFORE_ENDING}){0,2}\p{L}[\p{L}\p{M}'’-]+(?:${STREET_ENDINGS.join('|')})|(?:${NAME_BEFORE_ENDING}){1,2}(?:${STREET_ENDINGS.map(eitherCase).join('|')}))\.? ${NUMBER}(?:-\d{1,4})?(?![\p{L}\p{N}-]|[.,]\d)`,
  'gu',
);
/** Apt. 4B, Suite 200, P.O. Box 15, Postfach 1234, PSC 4665, Box 2778, Unit 4181 Box 1281. */
const UNIT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:apt|apartment|suite|ste)\.? ?#? ?${NUMBER}|(?:\d{1,5} )?(?:p\.? ?o\.? ?box|post ?office box|postfach|boîte postale|apartado(?: de correos)?|casella postale) \d{1,6}|(?:psc|cmr|unit) \d{3,5},? box \d{3,5})(?![\p{L}\p{N}])`,
  'giu',
);
/** APO AE 09012, FPO AP 15834, DPO AA 57553. */
const MILITARY_POST = /(?<![\p{L}\p{N}])[ADF]PO (?:AA|AE|AP) \d{5}(?![\p{L}\p{N}])/gu;
/** A UK postcode: "NW1 6XE", "SW1A 1AA", "M1 1AE". */
const UK_POSTCODE = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) \d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu;
/** A Canadian postal code: "K1A 0B1", "M5V 3L9" (letter, digit, letter, digit, letter, digit). */
const CANADIAN_POSTCODE = /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/gu;
/** A US state or territory and a ZIP code: "DC 20500", "CA 94105-1234". */
const US_STATE_ZIP = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI'.split(' ').join('|')}),? \d{5}(?:-\d{4})?(?![\p{L}\p{N}])`,
  'gu',
);
/**
 * Any other postcode: 4 to 6 digits (or "00-950", "1234 AB"), scored only next to address words;
 * not a group of a longer number ("4111 1111 1111 1111", "030 1234567").
 */
const BARE_POSTCODE = /(?<![\p{L}\p{N}.,:/-]|\d[ -])(?:\d{2}-\d{3}|\d{4} ?[A-Z]{2}|\d{4,6})(?![\p{L}\p{N}]|[.,:/-]\d| ?\d)/gu;

/** A postcode right after a street that ends in its house number: "Hauptstraße 5, 10115 Berlin". */
const POSTCODE_AFTER_STREET = new RegExp(
  String.raw`(?<=(?:${STREET_ENDINGS.join('|')})\.? ${NUMBER}, )\d{4,5}(?= \p{L})`,
  'giu',
);

const SCORE = 0.7;
/** Under every threshold alone; an address word nearby lifts it to 0.55. */
const BARE_POSTCODE_SCORE = 0.2;

const hasDigits = (text: TextProfile): boolean => text.digits > 0;
const hasFourDigits = (text: TextProfile): boolean => text.digits >= 4;

/** Whether a word starts with a capital. */
const capitalised = (word: string): boolean => word[0] !== undefined && word[0] !== word[0].toLowerCase();
/** Whether a word is written as a name: a capital, then lower case ("Roma", not "DHL" or "roma"). */
const titleCase = (word: string): boolean => /^\p{Lu}[\p{Ll}\p{M}'’-]/u.test(word);

/** The letter words of a candidate. */
const wordsOf = (candidate: string): string[] => candidate.match(/[\p{L}][\p{L}\p{M}'’-]*/gu) ?? [];

/**
 * A street named before its type ("42 Baker Street", "19 folkestone road"): no function word,
 * and in a candidate with capitals every name word capitalised (particles aside), or all lower
 * case: "take 2 steps down the road" is no street.
 */
function validTypedStreet(candidate: string): boolean {
  const words = wordsOf(candidate);
  if (words.some((word) => FUNCTION_WORDS.has(word.toLowerCase()))) return false;
  if (!words.some(capitalised)) return true;
  // The street type itself may be lower case ("12 Main street").
  return words.slice(0, -1).every((word) => capitalised(word) || PARTICLES.has(word.toLowerCase()));
}

/**
 * A name between numbers or after an opener: name words written as names ("via DHL 3" is none);
 * between numbers, no month or weekday ("1788 January 18" is a date; "Rua do Mar 12" a street).
 */
function validNamedStreet(words: readonly string[], betweenNumbers: boolean): boolean {
  if (words.length === 0) return false;
  let names = 0;
  for (const word of words) {
    const key = word.toLowerCase();
    if (FUNCTION_WORDS.has(key) || (betweenNumbers && CALENDAR.has(key))) return false;
    if (titleCase(word)) names++;
    else if (!PARTICLES.has(key)) return false;
  }
  return names > 0;
}

/** A 4-digit number read as a year is no postcode ("in 2019", "since 1987"). */
const notAYear = (candidate: string): boolean => !/^(?:19|20)\d\d$/.test(candidate);

const OPENER = new RegExp(String.raw`^(?:\d{1,5} ){0,2}(?:${alternatives(STREET_OPENERS)})\.?\s`, 'iu');

/*
 * Where matches can start (match-starts.ts explains the contract: every possible start, in
 * ascending order). The number-first forms start at a digit run (their lookbehinds allow no
 * digit or letter before it); the others start at a word the regex names (an opener, a unit
 * word, "APO"), at up to six words before a street ending, or at a short run of capitals, all
 * found from one pass over the text's words instead of trying the regexes at every character.
 */

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

/** A word's unit in lower case, as far as the keywords below need it. */
function lowerCode(code: number): number {
  if (code < 128) return code | 0x20;
  // The case-insensitive regexes read the long s and the Kelvin sign as "s" and "k".
  if (code === 0x17f) return 0x73;
  if (code === 0x212a) return 0x6b;
  // Latin-1 capitals ("Î", "É") by offset; other scripts hash as written (no keyword uses them).
  return code >= 0xc0 && code <= 0xde && code !== 0xd7 ? code + 0x20 : code;
}

const OPENER_WORDS: ReadonlySet<string> = new Set(STREET_OPENERS);
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt', 'apartment', 'suite', 'ste', 'p', 'po', 'post', 'postfach', 'boîte', 'apartado', 'casella', 'psc', 'cmr', 'unit',
]);
const MILITARY_WORDS: ReadonlySet<string> = new Set(['apo', 'fpo', 'dpo']);

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
const ENDS_LIKE_STREET = new RegExp(`(?:${STREET_ENDINGS.join('|')})$`);

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
  for (const run of runs) {
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
    // The ending's word, and the words before it the form may take (two names with their particles: six words).
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
  }
  found.openers = ascending(found.openers);
  found.units = ascending(found.units);
  found.endings = ascending(found.endings);
  found.capitals = ascending(found.capitals);
  starts.set(profile, found);
  return found;
}

const openerStarts: MatchStarts = (profile) => letterStarts(profile).openers;
const unitStarts: MatchStarts = (profile) => letterStarts(profile).units;
const militaryStarts: MatchStarts = (profile) => letterStarts(profile).military;
const endingStarts: MatchStarts = (profile) => letterStarts(profile).endings;
const capitalsStarts: MatchStarts = (profile) => letterStarts(profile).capitals;

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;
/** `[a-zA-Z]` as a case-insensitive Unicode regex reads it: ASCII, the long s and the Kelvin sign. */
const isAsciiLetter = (code: number): boolean => ((code | 0x20) >= 97 && (code | 0x20) <= 122) || code === 0x17f || code === 0x212a;

/** A word in lower case as the case-insensitive regexes compare it. */
function keyOf(text: string, start: number, end: number): string {
  const word = text.slice(start, end).toLowerCase();
  return word.includes('ſ') || word.includes('\u212a') ? word.replaceAll('ſ', 's').replaceAll('\u212a', 'k') : word;
}

/**
 * Digit runs of one to five digits followed the way a building number is: an optional letter
 * and comma, a space, then a word, or a second number of one to five digits and a space
 * ("04 44 Rue"). The groups of card numbers, IBANs and phone numbers are followed by digits.
 */
const buildingNumbers: MatchStarts = (profile) => {
  let found = profile.memo.get('address:buildings');
  if (found === undefined) {
    const list: number[] = [];
    const { text, runStarts, runLengths } = profile;
    for (let k = 0; k < runStarts.length; k++) {
      const length = runLengths[k] ?? 0;
      if (length > 5) continue;
      const start = runStarts[k] ?? 0;
      let j = start + length;
      if (isAsciiLetter(text.charCodeAt(j))) j++;
      if (text.charCodeAt(j) === 44) j++;
      if (text.charCodeAt(j) !== 32) continue;
      const next = text.charCodeAt(j + 1);
      if (isDigitCode(next)) {
        let m = j + 1;
        while (isDigitCode(text.charCodeAt(m))) m++;
        if (m - j - 1 > 5 || text.charCodeAt(m) !== 32 || !wordCode(text.charCodeAt(m + 1))) continue;
      } else if (!wordCode(next)) {
        continue;
      }
      list.push(start);
    }
    found = list;
    profile.memo.set('address:buildings', found);
  }
  return found;
};

/**
 * Where `BARE_POSTCODE` can start: a run of four to six digits, or of two before "-" and three
 * more ("00-950"), that is no group of a longer number (no digit and separator before it, no
 * digit after it, past one space).
 */
const postcodeStarts: MatchStarts = (profile) => {
  let found = profile.memo.get('address:postcodes');
  if (found === undefined) {
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
    found = list;
    profile.memo.set('address:postcodes', found);
  }
  return found;
};

/**
 * Creates the street-address recognizers: one for streets, units, boxes and postcodes of a
 * fixed shape (each rule with its own validator), one for the bare postcodes that an address
 * word nearby must vouch for.
 */
export function createStreetAddressRecognizers(): Recognizer[] {
  const definition = { name: 'street-address', entity: 'ADDRESS' } as const;
  const namedStreet = (candidate: string): boolean => validNamedStreet(wordsOf(candidate), true);
  const openerStreet = (candidate: string): boolean => validNamedStreet(wordsOf(candidate.replace(OPENER, '')), false);
  const noFunctionWord = (candidate: string): boolean => !wordsOf(candidate).some((word) => FUNCTION_WORDS.has(word.toLowerCase()));
  const shapes = createPatternRecognizer({
    ...definition,
    patterns: [
      { regex: NUMBER_FIRST_TYPED, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: validTypedStreet },
      { regex: NUMBER_BOTH_SIDES, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: namedStreet },
      { regex: NUMBER_BOTH_SIDES_UNIT, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: noFunctionWord },
      { regex: OPENER_FIRST, score: SCORE, gate: hasDigits, starts: openerStarts, validate: openerStreet },
      { regex: NUMBER_THEN_OPENER, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: openerStreet },
      { regex: ENDING_FIRST, score: SCORE, gate: hasDigits, starts: endingStarts },
      { regex: UNIT, score: SCORE, gate: hasDigits, starts: unitStarts },
      { regex: MILITARY_POST, score: SCORE, gate: hasFourDigits, starts: militaryStarts },
      { regex: UK_POSTCODE, score: SCORE, gate: hasDigits, starts: capitalsStarts },
      { regex: CANADIAN_POSTCODE, score: SCORE, gate: hasDigits, starts: capitalsStarts },
      { regex: US_STATE_ZIP, score: SCORE, gate: hasFourDigits, starts: capitalsStarts },
      { regex: POSTCODE_AFTER_STREET, score: SCORE, gate: hasFourDigits, starts: postcodeStarts },
    ],
  });
  const postcodes = createPatternRecognizer({
    ...definition,
    patterns: [{ regex: BARE_POSTCODE, score: BARE_POSTCODE_SCORE, gate: hasFourDigits, starts: postcodeStarts }],
    validate: notAYear,
    requires: (text) => HAS_ADDRESS_WORD.test(text),
    context: ADDRESS_CONTEXT,
    contextBoost: 0.35,
    contextWindow: 60,
  });
  return [shapes, postcodes];
}
