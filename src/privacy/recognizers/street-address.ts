/**
 * Street addresses (ADDRESS): the parts of a postal address that point at a building, which no
 * name list can find and which, next to a name, say where a person lives:
 * - a street with its building number, number first ("42 Baker Street", "350 5th Ave", "94
 *   Koskikatu 83", "1600 Pennsylvania Avenue NW") or last ("Hauptstraße 5", "Rue de Rivoli 10",
 *   "ul. Lubartowska 42", "Via Roma 12", "Piroska u. 97."), also with a marker before the number
 *   ("Via Mazzini n. 14", "Goethestraße Nr. 5", "Rua do Ouro, n.º 130");
 * - the unit or box part: "Apt. 4B", "Suite 200", "P.O. Box 15", "Postfach 1234", and US
 *   military mail ("PSC 4665, Box 2778", "Unit 4181 Box 1281", "APO AE 09012"); the floor, door
 *   or building part after a house number ("2ºB", "4.º Esq.", "int. 5", "2. OG", "Hinterhaus");
 * - a postcode, where the text around it is an address: a UK or Canadian postcode ("NW1 6XE",
 *   "K1A 0B1") or a US state and ZIP code ("DC 20500") anywhere, any other 4-6 digit code right
 *   after a street ("Hauptstraße 5, 10115 Berlin"), before its town and street ("24937
 *   Flensburg, Friesische Straße 3") or next to address words; an Eircode ("D03 X2Y4"), a UK
 *   postcode in lower case and a Brazilian CEP next to address words.
 * The town and country of the address stay LOCATION (the gazetteer finds them, also by their slot
 * in the address): the model keeps "a street in Leeds" while the building stays private.
 *
 * Precision: a street needs a street word ("Street", "Rd.", "-straße", "Rue", "Via") or a number
 * on both sides of capitalised words where an address line starts and ends, and no function word
 * or month inside ("take 2 steps down the road", "1788 January 18" are none); in lower-case text
 * a street needs its street word or a unit after it.
 */
import type { Recognizer } from '../types.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import {
  afterHouseNumberStarts,
  buildingNumbers,
  capitalsStarts,
  endingStarts,
  GERMAN_STREET_OPENERS,
  germanOpenerStarts,
  lowerCaseStarts,
  militaryStarts,
  numbersBeforeOpeners,
  openerStarts,
  postcodeStarts,
  unitStarts,
} from './street-address-starts.js';
import {
  ADDRESS_CONTEXT,
  alternatives,
  CALENDAR,
  eitherCase,
  DUTCH_FLOOR,
  FUNCTION_WORDS,
  HOUSE_NUMBER_MARKER,
  MARKER_AT_END,
  NUMBER,
  NUMBER_LAST_STREET,
  PARTICLES,
  SEPARATE_STREET_WORDS,
  STREET_ENDINGS,
  STREET_OPENERS,
  STREET_TYPE_ABBREVIATIONS,
  STREET_TYPES,
  UNIT_PART,
  UNIT_SEPARATOR,
  UNIT_TAIL,
  US_STATE_CODES,
  WORD,
} from './street-address-words.js';

/**
 * Whether a text has an address word at all: a bare postcode is never taken in a text without
 * one (checked once per text, before any candidate's context is read).
 */
const HAS_ADDRESS_WORD = new RegExp(String.raw`\b(?:${ADDRESS_CONTEXT.join('|')})`, 'i');


/** Where an address line may start: the text's or a line's start, ", ", ": ", "at", "is", "to". */
const LINE_START = String.raw`(?<=^|\n[ \t>?*•-]*|[,:;] |\b(?:at|is|to|from|address|Address|au|Au) )`;
/** 42 Baker Street, 04 44 Rue Abderrahmen Ziad Street, 1600 Pennsylvania Avenue NW. */
const NUMBER_FIRST_TYPED = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])${NUMBER},? (?:\d{1,5} )?(?:(?:${WORD}|\d{1,4}(?:st|nd|rd|th)) ){1,5}?(?:(?:${alternatives(STREET_TYPES)})|(?:${alternatives(STREET_TYPE_ABBREVIATIONS)})\.?)(?: (?:NE|NW|SE|SW|N|S|E|W)\b)?(?![\p{L}\p{N}])`,
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
/**
 * Rue de Rivoli 10, Via Roma 12, ul. Lubartowska 42, Calle Mayor, 3 (and "20 40 rue Victor Hugo
 * 8"); with a marker before the number ("Via Mazzini n. 14", "Rua do Ouro, n.º 130", "C/ Mayor nº
 * 5").
 */
const OPENER_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,5} ){0,2}(?:${alternatives(STREET_OPENERS)})\.? (?:${WORD} ){0,5}${WORD}(?:,? ${HOUSE_NUMBER_MARKER} ?|,? )${NUMBER}(?:/\d{1,4}[a-zA-Z]?)?(?![\p{L}\p{N}-]|[.,/]\d)`,
  'giu',
);
/**
 * 40 rue Victor Hugo, 36 Rue de Pologne, 158 bis chemin des Vignes: building number first, the
 * name ending the line, the segment or a question ("c'est bien au 155 allée des Acacias ?").
 */
const NUMBER_THEN_OPENER = new RegExp(
  String.raw`${LINE_START}(?:\d{1,5} ){1,2}(?:(?:bis|ter) )?(?:${alternatives(STREET_OPENERS)})\.? (?:${WORD} ){0,4}${WORD}(?=,|[ \t]*[?!]?[ \t]*(?:\n|$)|[ \t]+(?:apt|suite|unit)\b)`,
  'giu',
);
/**
 * "j'habite au 12 rue de la Paix à Paris", "vivo en 5 calle Mayor en Madrid": the same shape
 * inside a sentence, ended by the town's preposition of the opener's languages and a capital
 * (not "via", an English word too: "sent 2 via DHL"). No `i` flag: the capital must be one.
 */
const NUMBER_THEN_OPENER_IN_SENTENCE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])(?:\d{1,5} ){1,2}(?:(?:bis|ter) )?(?:${STREET_OPENERS.filter((word) => word !== 'via').map((word) => eitherCase(word)).join('|')})\.? (?:${WORD} ){0,4}${WORD}(?= (?:à|en|em|w|a) \p{Lu})`,
  'gu',
);
/** Capitalised words that open a sentence, not a street's name ("Aan de Vijzelgracht 21", "In der Gasse 4"). */
const SENTENCE_WORDS = [
  'Aan', 'In', 'Op', 'Auf', 'An', 'Am', 'Im', 'Zu', 'Zum', 'Zur', 'Bei', 'Nach', 'Von', 'Vom', 'Aus', 'At', 'On', 'To',
  'The', 'Die', 'Der', 'Das', 'Dem', 'Den', 'De', 'Het', 'Een', 'Ein', 'Eine', 'Le', 'La', 'Les', 'Naar', 'Bij', 'Uit',
  'Voor', 'Met', 'Mit', 'Wir', 'Ich', 'We', 'Our', 'My', 'And', 'Und', 'En', 'Et',
  // Spanish, before "cesta" (basket; a Slovene street word): "Mi cesta 5 euros".
  'Mi', 'Tu', 'Su', 'El', 'Un', 'Una',
];
/**
 * Hauptstraße 5, Kalverstraat 92-1, Lange Gasse 12, Dirk de Derdelaan 149: the ending inside a
 * word of two letters or more before it, or as a word of its own after a capitalised one ("str.
 * 90" alone is a page); up to two capitalised words before, each with its particles. A marker may
 * stand before the number ("Goethestraße Nr. 5") and Amsterdam's floor may follow it
 * ("Keizersgracht 123-II").
 */
const NAME_BEFORE_ENDING = String.raw`(?!(?:${SENTENCE_WORDS.join('|')}) )\p{Lu}[\p{Ll}\p{M}'’-]+ (?:(?:${['de', 'van', 'von', 'der', 'den', 'het', 'ter', 'la', 'le', 'du', 'des', 'del', 'di', 'da', 'dos', 'das'].join('|')}) ){0,2}`;
const ENDING_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:${NAME_BEFORE_ENDING}){0,2}\p{L}[\p{L}\p{M}'’-]+(?:${STREET_ENDINGS.join('|')})|(?:${NAME_BEFORE_ENDING}){1,2}(?:${STREET_ENDINGS.map(eitherCase).join('|')}|${SEPARATE_STREET_WORDS.join('|')}))\.?(?:,? ${HOUSE_NUMBER_MARKER} ?| )${NUMBER}(?:[-/]\d{1,4}[a-zA-Z]?|${DUTCH_FLOOR})?(?![\p{L}\p{N}-]|[.,/]\d)`,
  'gu',
);
/** Apt. 4B, Suite 200, P.O. Box 15, Postfach 1234, PSC 4665, Box 2778, Unit 4181 Box 1281. */
const UNIT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:apt|apartment|suite|ste)\.? ?#? ?${NUMBER}|(?:\d{1,5} )?(?:p\.? ?o\.? ?box|post ?office box|postfach|boîte postale|apartado(?: de correos)?|casella postale) \d{1,6}|(?:psc|cmr|unit) \d{3,5},? box \d{3,5})(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * India's house, flat, plot, door and shop numbers, written with "No." ("House No. 14", "H.No.
 * 5-9-22/1", "Plot no 45", "Flat No. B-204"); a capitalised "Flat" needs none ("Flat 302": a flat
 * 20% off is none), and a sector is one where an address line goes on after it ("Sector 15,
 * Gurugram").
 */
const NUMBERED_HOUSE = /(?<![\p{L}\p{N}])(?:(?:house|flat|plot|h\.?) ?(?:no\.?|number|#)|(?:door|shop) ?(?:no\.?|number)) ?(?:[a-z]{1,2}-?)?\d{1,5}(?:[-/]\d{1,4}){0,3}[a-z]?(?![\p{L}\p{N}])/giu;
/** The capitalised forms of the same, with no "No." (no `i` flag). */
const FLAT_OR_SECTOR = /(?<![\p{L}\p{N}])(?:(?:Flat|FLAT) (?:[A-Z]-?)?\d{1,4}[A-Z]?|Sector[ -]\d{1,3}[A-Z]?(?=, \p{Lu}))(?![\p{L}\p{N}])/gu;
/**
 * Turkish addresses: a street, avenue or neighbourhood word after the name, then the building
 * number and the flat ("Bağdat Caddesi No: 120 D: 13", "Moda Mah. Bahariye Cad. No:5/3",
 * "İstiklal Cad. No: 79 Kat: 2"), and the five-digit postcode after them.
 */
const TURKISH_STREET_WORD = String.raw`(?:Caddesi|Cad\.|Cd\.|Sokak|Sokağı|Sok\.|Sk\.|Bulvarı|Blv\.|Mahallesi|Mah\.)`;
/** Capitalised words that open a sentence, not a street's name ("Merhaba Moda Cad. No: 12"). */
const TURKISH_OPENERS = ['Merhaba', 'Selam', 'Günaydın', 'İyi', 'Adres', 'Adresim', 'Adresimiz', 'Benim', 'Bizim', 'Evim', 'Lütfen', 'Teşekkürler', 'Sayın', 'Hello', 'Hi', 'Dear', 'My', 'Our', 'The'];
const TURKISH_NAME = String.raw`(?!(?:${TURKISH_OPENERS.join('|')}) )(?:\p{Lu}[\p{Ll}'’]+ |\d{1,4}\. ){1,3}`;
const TURKISH_ADDRESS = String.raw`${TURKISH_NAME}${TURKISH_STREET_WORD}(?:,? ${TURKISH_NAME}${TURKISH_STREET_WORD})?,? No ?: ?\d{1,4}[A-Z]?(?: ?\/ ?\d{1,3})?(?:,? (?:D|Daire|Kat) ?: ?\d{1,3})*`;
const TURKISH_STREET = new RegExp(String.raw`(?<![\p{L}\p{N}])${TURKISH_ADDRESS}(?![\p{L}\p{N}])`, 'gu');
const POSTCODE_AFTER_TURKISH_STREET = new RegExp(String.raw`(?<=(?<![\p{L}\p{N}])${TURKISH_ADDRESS},? )\d{5}(?= \p{Lu})`, 'gu');
/** Whether a text may hold a Turkish address: a street word and "No". */
const mayBeTurkish = (profile: TextProfile): boolean =>
  profile.digits > 0 && (profile.text.includes('No:') || profile.text.includes('No :')) && /Cad|Sok|Sk\.|Bulvar|Blv\.|Mah/.test(profile.text);

/** APO AE 09012, FPO AP 15834, DPO AA 57553. */
const MILITARY_POST = /(?<![\p{L}\p{N}])[ADF]PO (?:AA|AE|AP) \d{5}(?![\p{L}\p{N}])/gu;
/** A UK postcode: "NW1 6XE", "SW1A 1AA", "M1 1AE". */
const UK_POSTCODE = /(?<![\p{L}\p{N}])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) \d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu;
/** A Canadian postal code: "K1A 0B1", "M5V 3L9" (letter, digit, letter, digit, letter, digit). */
const CANADIAN_POSTCODE = /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/gu;
/**
 * A US state or territory and a ZIP code: "DC 20500", "CA 94105-1234". Idaho only after a comma
 * ("Boise, ID 83702"): "Employee ID 44821" is an identifier.
 */
const US_STATE_ZIP = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${US_STATE_CODES.filter((code) => code !== 'ID').join('|')}|(?<=, )ID),? \d{5}(?:-\d{4})?(?![\p{L}\p{N}])`,
  'gu',
);
/**
 * Any other postcode: 4 to 6 digits (or "00-950", "1234 AB"), scored only next to address words;
 * not a group of a longer number ("4111 1111 1111 1111", "030 1234567").
 */
const BARE_POSTCODE = /(?<![\p{L}\p{N}.,:/-]|\d[ -])(?:\d{2}-\d{3}|\d{4} ?[A-Z]{2}|\d{4,6})(?![\p{L}\p{N}]|[.,:/-]\d| ?\d)/gu;

/**
 * The floor, door or building part after a street that ends in its house number ("C/ Mayor nº 5,
 * 2ºB", "Müllerstraße 5 / 2. OG", "Sonnenallee 12, Hinterhaus", "Via Garibaldi 8, scala B,
 * interno 5", "Avenida da Liberdade 245, 4.º Esq."), up to three parts, as a span of its own: a
 * street span that took them would outgrow, and so beat, the span of a street with a building
 * number before it too ("25 Schaarsteinweg 58, Hinterhaus"), leaving that number in clear. Only
 * after such a street: "Punkt 2. OG" and "Abschnitt EG" are none.
 *
 * The leading lookahead repeats the first part: V8 tries a regex's parts in order, and the
 * lookbehind (a whole street, read backwards) is costly at each of the many spaces after a number
 * where it would be tried (afterHouseNumberStarts), while the part fails cheaply at most of them.
 * Same matches: both are zero-width at the one position.
 */
const UNIT_AFTER_STREET = new RegExp(
  String.raw`(?=${UNIT_PART})(?<=${NUMBER_LAST_STREET}(?![\p{L}\p{N}-]|[.,/]\d)${UNIT_SEPARATOR})${UNIT_PART}(?:${UNIT_SEPARATOR}${UNIT_PART}){0,2}`,
  'giu',
);
/**
 * A postcode right after a street that ends in its house number, before the town: "Hauptstraße 5,
 * 10115 Berlin", "Via Roma 12, 50123 Firenze", "Calle Mayor 5, 28013 Madrid", and the hyphenated
 * codes of Poland and Brazil after a house number with its flat ("ul. Marszałkowska 84/92, 00-514
 * Warszawa", "Rua Augusta 1500, 01304-001 São Paulo"); past the floor, door or building part
 * between them ("Camino de Ronda 51, 2º izq., 04161 Bilbao", "Müllerstraße 5 / 2. OG, 13353
 * Berlin", "Avenida da Liberdade 245, 4.º Esq., 1250-143 Lisboa").
 */
const POSTCODE_AFTER_STREET = new RegExp(
  String.raw`(?<=${NUMBER_LAST_STREET}${UNIT_TAIL}(?:, |,?[ \t]*\r?\n[ \t]*))(?:\d{4} ?[A-Z]{2}(?![\p{L}\p{N}])|\d{4,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{5}-\d{3})(?= \p{L})`,
  'giu',
);
/**
 * German streets named with a preposition or an adjective, where a postcode and a town follow:
 * "Am Mühlbach 76, 98805 Berlin", "Hinter den Gärten 39\n82865 Kassel", "Zur Linde 3a, 10115
 * Berlin"; and that postcode. Without the postcode "Im Jahr 2020" would be one.
 */
const GERMAN_OPENER = String.raw`(?:${GERMAN_STREET_OPENERS.join('|')})(?: (?:der|dem|den|die|das))?`;
const GERMAN_NAME = String.raw`\p{Lu}[\p{Ll}ß'-]+(?:-\p{Lu}[\p{Ll}ß'-]+)*`;
const POSTCODE_AHEAD = String.raw`(?=(?:, |,?[ \t]*\r?\n[ \t]*)\d{5} \p{Lu})`;
const GERMAN_PREPOSITION_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${GERMAN_OPENER} (?:${GERMAN_NAME} ){0,2}${GERMAN_NAME} \d{1,4}[a-z]?${POSTCODE_AHEAD}`,
  'gu',
);
const POSTCODE_AFTER_GERMAN_STREET = new RegExp(
  String.raw`(?<=(?<![\p{L}\p{N}])${GERMAN_OPENER} (?:${GERMAN_NAME} ){0,2}${GERMAN_NAME} \d{1,4}[a-z]?(?:, |,?[ \t]*\r?\n[ \t]*))\d{5}(?= \p{Lu})`,
  'gu',
);

/**
 * A postcode written before the town, the street after them ("24937 Flensburg, Friesische Straße
 * 3", "1015 CJ Amsterdam, Keizersgracht 123"): the whole run is matched, and the validator keeps
 * the postcode when the town is written as one (`postcodeBeforeStreet`).
 */
const POSTCODE_BEFORE_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,:/-]|\d[ -])(?:\d{4} ?[A-Z]{2}|\d{4,5}(?:-\d{3})?|\d{2}-\d{3}) [\p{L}\p{M}'’.-]+(?: [\p{L}\p{M}'’.-]+){0,3}, (?:${WORD} ){0,3}[\p{L}\p{M}'’-]*?${NUMBER_LAST_STREET}(?![\p{L}\p{N}-]|[.,/]\d)`,
  'giu',
);
/** The postcode and the town of such a match, as written (capitals, no `i` flag). */
const POSTCODE_AND_TOWN = /^(\d{4} ?[A-Z]{2}|\d{4,5}(?:-\d{3})?|\d{2}-\d{3}) ([^,]+),/u;
/** Lower-case words inside a town's name ("Frankfurt am Main", "Villanueva de la Serena"). */
const TOWN_PARTICLES: ReadonlySet<string> = new Set(['am', 'an', 'der', 'im', 'in', 'de', 'la', 'del', 'di', 'da', 'do', 'dos', 'das', 'sur', 'sous', 'en', 'bei', 'ob', 'aan', 'den', 'op']);
/** The postcode of a postcode-first address, when the words before the street are a town's name. */
function postcodeBeforeStreet(candidate: string): boolean | { length: number } {
  const match = POSTCODE_AND_TOWN.exec(candidate);
  if (match === null) return false;
  const words = (match[2] ?? '').split(' ');
  if (!titleCase(words[0] ?? '') && !/^\p{Lu}+$/u.test(words[0] ?? '')) return false;
  if (!words.every((word) => capitalised(word) || TOWN_PARTICLES.has(word))) return false;
  return { length: (match[1] ?? '').length };
}

/**
 * Postcodes of a shape other numbers also take, scored only beside an address word (as bare
 * postcodes are), but then above a phone number's score, so the address keeps them:
 * - Ireland's Eircode: a routing key (a letter and two digits, or "D6W") and a unique identifier
 *   of four letters and digits with a letter among them ("D03 X2Y4", "A65F4E2"); the letters are
 *   the twenty the code uses, so "T356907" (a passport) and "A12 B345" are none;
 * - a UK postcode in lower case ("bs7 8aa"), not an ordinal or a size after a model's name
 *   ("b1 2nd", "s7 4gb");
 * - Brazil's CEP ("05422-010"), which a phone number's shape also fits, never after a bracket
 *   ("(022) 0793-176" is a phone number); Portugal's "1250-143" only before its town.
 */
const EIRCODE = /(?<![\p{L}\p{N}])(?:[ACDEFHKNPRTVWXY]\d{2}|D6W) ?(?=\d{0,3}[ACDEFHKNPRTVWXY])[ACDEFHKNPRTVWXY\d]{4}(?![\p{L}\p{N}])/gu;
const UK_POSTCODE_LOWER_CASE = /(?<![\p{L}\p{N}])[a-z]{1,2}\d[a-z\d]? (?!\d(?:st|nd|rd|th|gb|tb)(?![\p{L}\p{N}]))\d[abd-hjlnp-uw-z]{2}(?![\p{L}\p{N}])/gu;
const HYPHENATED_POSTCODE = /(?<![\p{L}\p{N}.,:/()-]|[\d)][ -])(?:\d{5}-\d{3}|\d{4}-\d{3}(?= \p{Lu}))(?![\p{L}\p{N}]|[.,:/-]\d| ?\d)/gu;
/** Words that vouch for those postcodes: address words, Ireland's counties, Portuguese and Brazilian address words. */
const POSTCODE_CONTEXT = [
  ...ADDRESS_CONTEXT,
  // Street words of Britain and Ireland that are no everyday words ("way", "close" and "place" are).
  'crescent', 'terrace', 'gardens', 'mews', 'grove', 'st', 'rd', 'ave',
  'eircode', 'cep', 'ireland', 'éire', 'county', 'co.', 'carlow', 'cavan', 'clare', 'cork', 'donegal', 'dublin', 'galway', 'kerry',
  'kildare', 'kilkenny', 'laois', 'leitrim', 'limerick', 'longford', 'louth', 'mayo', 'meath', 'monaghan', 'offaly',
  'roscommon', 'sligo', 'tipperary', 'waterford', 'westmeath', 'wexford', 'wicklow',
  'uk', 'england', 'scotland', 'wales', 'london',
  'rua', 'avenida', 'travessa', 'alameda', 'praça', 'estrada', 'rodovia', 'bairro', 'lisboa', 'porto',
];

const SCORE = 0.7;
/** An Eircode, a lower-case UK postcode or a CEP beside an address word: above a phone number's 0.75. */
const SHAPED_POSTCODE_SCORE = 0.8;
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

/** The street words an ordinal alone may name ("5th Ave", "184th Street"); "2nd Place" is also a rank. */
const ORDINAL_STREET_TYPES: ReadonlySet<string> = new Set(['street', 'st', 'avenue', 'ave', 'road', 'rd', 'drive', 'dr', 'boulevard', 'blvd', 'lane', 'ln', 'highway', 'hwy', 'parkway', 'pkwy']);

/**
 * A street named before its type ("42 Baker Street", "19 folkestone road"): no function word,
 * and in a candidate with capitals every name word capitalised (particles aside), or all lower
 * case: "take 2 steps down the road" is no street.
 */
function validTypedStreet(candidate: string): boolean {
  // "184th Street": an ordinal is a street's name as written, not a word to check.
  const words = wordsOf(candidate.replace(/\d+(?:st|nd|rd|th)\b/giu, ''));
  // An ordinal alone names a street only before a plain street word: "3 2nd Place trophies" is none.
  if (words.length === 1 && !ORDINAL_STREET_TYPES.has((words[0] ?? '').toLowerCase())) return false;
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

const OPENER = new RegExp(String.raw`^(?:\d{1,5} ){0,2}(?:(?:bis|ter) )?(?:${alternatives(STREET_OPENERS)})\.?\s`, 'iu');

/**
 * Squares and streets of Slavic languages, written capitalised as the first word of the name,
 * whose names are often lower-case genitives and titles: "Trg revolucije 12", "Trg bana
 * Jelačića 1", "Ulica grada Vukovara 12". Lower case, they stay words of a sentence ("plac zabaw").
 */
const SLAVIC_OPENERS = String.raw`(?:Trg|Ulica|Ul\.|Plac|Aleja|Náměstí|Námestie)`;
const SLAVIC_OPENER = new RegExp(String.raw`^(?:\d{1,5} ){0,2}${SLAVIC_OPENERS}\s`, 'u');
/** Lower-case words allowed in such a name: up to two, before or between its capitalised words. */
const SLAVIC_LOWER_WORDS = 2;

/**
 * A name after a Slavic opener: name words, particles, or at most two other lower-case words.
 * Without a capitalised word (`capitalised: false`) it may be a sentence ("Trg je udaljen 5
 * minuta", "Plac zabaw 2 razy"): the rule that asks so has the address end at the number.
 */
function validSlavicStreet(words: readonly string[], needsCapital: boolean): boolean {
  if (words.length === 0 || words.length > 4) return false;
  let lower = 0;
  let capitals = 0;
  for (const word of words) {
    if (FUNCTION_WORDS.has(word.toLowerCase())) return false;
    if (titleCase(word)) capitals++;
    else if (!PARTICLES.has(word.toLowerCase()) && ++lower > SLAVIC_LOWER_WORDS) return false;
  }
  return capitals > 0 || !needsCapital;
}

/**
 * A Slavic street whose name is in lower case only ("Trg revolucije 12, Ljubljana"): the house
 * number must end the address, before a comma or the line's end.
 */
const SLAVIC_LOWER_CASE_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,5} ){0,2}${SLAVIC_OPENERS} (?:[\p{L}][\p{L}\p{M}'’.-]* ){0,3}[\p{L}][\p{L}\p{M}'’.-]* \d{1,4}[a-zA-Z]?(?=,|[ \t]*(?:\r?\n|$))`,
  'gu',
);

/**
 * The name of a street whose opener comes first: the words after the opener, up to the house
 * number and without the marker before it ("Via Mazzini n. 14, int. 5" names "Mazzini"); the
 * floor and door after the number are no part of it.
 */
function openerName(candidate: string): string {
  const rest = candidate.replace(OPENER, '');
  const digit = rest.search(/\d/);
  return (digit === -1 ? rest : rest.slice(0, digit)).replace(MARKER_AT_END, '');
}

/**
 * Compounds of a street ending that name no street: a parking space, a desk, a seat, a slot, a
 * platform ("Stellplatz Nr. 12", "Bahnsteig 3"), read as the end of the word before the number.
 */
const NOT_STREETS = /(?:parkplatz|stellplatz|arbeitsplatz|sitzplatz|steckplatz|liegeplatz|abstellplatz|bahnsteig|flugsteig)$/iu;
/** A street whose ending makes it one, unless its word is one of those compounds. */
function validEndingStreet(candidate: string): boolean {
  const digit = candidate.search(/\d/);
  const name = (digit === -1 ? candidate : candidate.slice(0, digit)).replace(MARKER_AT_END, '').replace(/[\s.,]+$/u, '');
  return !NOT_STREETS.test(name.slice(-16));
}

/**
 * Creates the street-address recognizers: one for streets, units, boxes and postcodes of a
 * fixed shape (each rule with its own validator), one for the bare postcodes that an address
 * word nearby must vouch for, and one for the Eircodes, lower-case UK postcodes and CEPs that an
 * address word nearby lifts above a phone number's score.
 */
export function createStreetAddressRecognizers(): Recognizer[] {
  const definition = { name: 'street-address', entity: 'ADDRESS' } as const;
  const namedStreet = (candidate: string): boolean => validNamedStreet(wordsOf(candidate), true);
  const openerStreet = (candidate: string): boolean => {
    const words = wordsOf(openerName(candidate));
    return validNamedStreet(words, false) || (SLAVIC_OPENER.test(candidate) && validSlavicStreet(words, true));
  };
  const noFunctionWord = (candidate: string): boolean => !wordsOf(candidate).some((word) => FUNCTION_WORDS.has(word.toLowerCase()));
  const shapes = createPatternRecognizer({
    ...definition,
    patterns: [
      { regex: NUMBER_FIRST_TYPED, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: validTypedStreet },
      { regex: NUMBER_BOTH_SIDES, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: namedStreet },
      { regex: NUMBER_BOTH_SIDES_UNIT, score: SCORE, gate: hasDigits, starts: buildingNumbers, validate: noFunctionWord },
      { regex: OPENER_FIRST, score: SCORE, gate: hasDigits, starts: openerStarts, validate: openerStreet },
      {
        regex: SLAVIC_LOWER_CASE_STREET,
        score: SCORE,
        gate: hasDigits,
        starts: openerStarts,
        validate: (candidate: string) => validSlavicStreet(wordsOf(openerName(candidate)), false),
      },
      { regex: NUMBER_THEN_OPENER, score: SCORE, gate: hasDigits, starts: numbersBeforeOpeners, validate: openerStreet },
      { regex: NUMBER_THEN_OPENER_IN_SENTENCE, score: SCORE, gate: hasDigits, starts: numbersBeforeOpeners, validate: openerStreet },
      { regex: ENDING_FIRST, score: SCORE, gate: hasDigits, starts: endingStarts, validate: validEndingStreet },
      { regex: UNIT, score: SCORE, gate: hasDigits, starts: unitStarts },
      { regex: NUMBERED_HOUSE, score: SCORE, gate: hasDigits, starts: unitStarts },
      { regex: FLAT_OR_SECTOR, score: SCORE, gate: hasDigits, starts: unitStarts },
      { regex: MILITARY_POST, score: SCORE, gate: hasFourDigits, starts: militaryStarts },
      { regex: UK_POSTCODE, score: SCORE, gate: hasDigits, starts: capitalsStarts },
      { regex: CANADIAN_POSTCODE, score: SCORE, gate: hasDigits, starts: capitalsStarts },
      { regex: US_STATE_ZIP, score: SCORE, gate: hasFourDigits, starts: capitalsStarts },
      { regex: POSTCODE_AFTER_STREET, score: SCORE, gate: hasFourDigits, starts: postcodeStarts },
      { regex: UNIT_AFTER_STREET, score: SCORE, gate: hasDigits, starts: afterHouseNumberStarts },
      { regex: GERMAN_PREPOSITION_STREET, score: SCORE, gate: hasFourDigits, starts: germanOpenerStarts },
      { regex: TURKISH_STREET, score: SCORE, gate: mayBeTurkish },
      { regex: POSTCODE_AFTER_TURKISH_STREET, score: SCORE, gate: mayBeTurkish, starts: postcodeStarts },
      { regex: POSTCODE_AFTER_GERMAN_STREET, score: SCORE, gate: hasFourDigits, starts: postcodeStarts },
      { regex: POSTCODE_BEFORE_STREET, score: SCORE, gate: hasFourDigits, starts: postcodeStarts, validate: postcodeBeforeStreet },
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
  const shapedPostcodes = createPatternRecognizer({
    ...definition,
    patterns: [
      { regex: EIRCODE, score: BARE_POSTCODE_SCORE, gate: hasDigits, starts: capitalsStarts },
      { regex: UK_POSTCODE_LOWER_CASE, score: BARE_POSTCODE_SCORE, gate: hasDigits, starts: lowerCaseStarts },
      { regex: HYPHENATED_POSTCODE, score: BARE_POSTCODE_SCORE, gate: hasFourDigits, starts: postcodeStarts },
    ],
    context: POSTCODE_CONTEXT,
    contextBoost: SHAPED_POSTCODE_SCORE - BARE_POSTCODE_SCORE,
    contextWindow: 60,
  });
  return [shapes, postcodes, shapedPostcodes];
}
