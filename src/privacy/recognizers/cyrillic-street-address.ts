/**
 * Street addresses as Russia, Ukraine, Belarus and Kazakhstan write them (ADDRESS), in Cyrillic
 * and in the Latin transliteration people use abroad. Their street words ("ул.", "проспект",
 * "вул.") and house words ("д.", "буд.", "кв.") are none of those street-address.ts knows:
 * - street word, name, house: "ул. Тверская, д. 7, кв. 12", "вул. Хрещатик, 22",
 *   "ul. Tverskaya, d. 7";
 * - name, street word, house: "Невский проспект, д. 28", "Кутузовский просп., 12, корп. 1",
 *   "Leninsky prospekt 45";
 * - the postcode of such an address, six digits (five in Ukraine), within a line's reach of the
 *   street: "125009, г. Москва, ул. Тверская, д. 7", "..., кв. 5, Київ, 01001".
 * A street needs its house number: "на Тверской улице" alone points at no building. The town
 * stays LOCATION, as everywhere (the gazetteer finds it).
 */
import type { Recognizer, Span } from '../types.js';
import { DisjointRanges } from './disjoint-ranges.js';

const SOURCE = 'cyrillic-street-address';
const SCORE = 0.7;

/**
 * Street words written before the street's name: Cyrillic with or without their dot (the one-letter
 * "ш." with it), the transliterations' short forms only with theirs ("per Article 5" is none).
 */
const BEFORE_NAME = [
  'ул', 'улица', 'вул', 'вулиця', 'пр-т', 'пр-кт', 'просп', 'проспект', 'пр', 'пер', 'переулок', 'пров', 'провулок',
  'пл', 'площадь', 'площа', 'ш.', 'шоссе', 'шосе', 'наб', 'набережная', 'набережна', 'б-р', 'бул', 'бульвар', 'туп',
  'тупик', 'проезд', 'пр-д', 'мкр', 'микрорайон', 'мікрорайон', 'ulitsa', 'prospekt', 'prosp.', 'pr-t',
  'pereulok', 'per.', 'shosse', 'naberezhnaya', 'bulvar', 'ploshchad', 'vulytsia', 'vul.',
];
/** Street words written after the street's name ("Невский проспект", "Leninsky prospekt"). */
const AFTER_NAME = [
  'проспект', 'просп', 'пр-т', 'пр', 'переулок', 'пер', 'провулок', 'пров', 'улица', 'ул', 'вулиця', 'вул', 'шоссе',
  'шосе', 'ш.', 'набережная', 'набережна', 'наб', 'бульвар', 'б-р', 'бул', 'площадь', 'пл', 'площа', 'тупик', 'проезд',
  'prospekt', 'prosp.', 'pr-t', 'pereulok', 'shosse', 'naberezhnaya', 'bulvar', 'ulitsa',
];
/** Words before the house number ("д. 7", "дом 7", "буд. 5", "d. 7"). */
const HOUSE_WORDS = ['д.', 'дом', 'буд', 'будинок', 'd.', 'dom', 'bld'];
/** Words before the parts inside the building: block, building, flat, office, entrance, floor. */
const UNIT_WORDS = [
  'корп', 'корпус', 'к.', 'стр', 'строение', 'кв', 'квартира', 'оф', 'офис', 'под', 'подъезд', 'эт', 'этаж', 'літ',
  'лит', 'korp', 'k.', 'str.', 'kv', 'apt', 'office',
];

/**
 * The words as one alternation, longest first (so "проспект" is not read as "пр" and a name), in
 * either case letter by letter: the regexes have no `i` flag, which would let `\p{Lu}` match any
 * letter and a street's name be lower case. A word written with its dot keeps it; the others take
 * an optional one.
 */
const alternatives = (words: readonly string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => {
      const dotted = word.endsWith('.');
      const letters = (dotted ? word.slice(0, -1) : word).replace(/\p{Ll}/gu, (ch) => `[${ch}${ch.toUpperCase()}]`);
      return dotted ? `${letters}\\.` : `${letters}\\.?`;
    })
    .join('|');

/** A word of the street's name, capitalised: "Тверская", "Хрещатик", "Sadovaya-Kudrinskaya". */
const NAME_WORD = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)?`;
/** An ordinal or a date that opens a name ("2-я Тверская-Ямская", "8 Марта", "1-го Мая"). */
const NAME_OPENER = String.raw`(?:\d{1,2}(?:-?(?:я|й|го|ая|ий|ya|y))? )?`;
const NAME = String.raw`${NAME_OPENER}${NAME_WORD}(?: ${NAME_WORD}){0,2}`;
/** The house: "д. 7", "дом 12а", ", 22", " 45/2", "д.7". */
const HOUSE = String.raw`,? (?:(?:${alternatives(HOUSE_WORDS)}) ?)?\d{1,4}(?:[а-яА-Яa-zA-Z](?![\p{L}])|\/\d{1,4}|-\d{1,4})?`;
const UNITS = String.raw`(?:,? (?:${alternatives(UNIT_WORDS)}) ?\d{1,4}(?:[а-яa-z](?![\p{L}]))?)*`;
const END = String.raw`(?![\p{L}\p{N}]|[.,/-]\d)`;

/** "ул. Тверская, д. 7, кв. 12". */
const WORD_FIRST = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives(BEFORE_NAME)}) ?${NAME}${HOUSE}${UNITS}${END}`, 'gu');
/**
 * "ul. Tverskaya, d. 7": Polish writes "ul." too, and street-address.ts reads its addresses
 * ("56 ul. Karpacka 69"); the transliteration is told apart by its house word.
 */
const UL_WITH_HOUSE_WORD = new RegExp(String.raw`(?<![\p{L}\p{N}])[uU][lL]\. ${NAME},? (?:${alternatives(HOUSE_WORDS)}) ?\d{1,4}(?:[a-zA-Z](?![\p{L}])|\/\d{1,4}|-\d{1,4})?${UNITS}${END}`, 'gu');
/** "Невский проспект, д. 28". */
const NAME_FIRST = new RegExp(String.raw`(?<![\p{L}\p{N}])${NAME} (?:${alternatives(AFTER_NAME)})${HOUSE}${UNITS}${END}`, 'gu');
/** Six digits (Russia, Belarus, Kazakhstan) or five (Ukraine), standing alone. */
const POSTCODE = /(?<![\p{L}\p{N}.,:/-])\d{5,6}(?![\p{L}\p{N}]|[.,:/-]\d| ?\d)/gu;
/** How far from a street its address's postcode may stand (an address written on one line). */
const POSTCODE_REACH = 80;

/**
 * Whether a text may hold such an address: a Cyrillic letter, or a transliterated street word.
 * Two scans per text (one regex of both costs more); most texts hold neither.
 */
const CYRILLIC = /[\u0400-\u04ff]/;
const TRANSLITERATED = /\bul\. |[pP]rospekt|ulitsa|pereulok|shosse|naberezhnaya|vulytsia/;
const mayHold = (text: string): boolean => CYRILLIC.test(text) || TRANSLITERATED.test(text);

const addressSpan = (start: number, end: number): Span => ({ type: 'ADDRESS', start, end, score: SCORE, source: SOURCE });

/**
 * What may stand between a street and its postcode, on one line: commas and the town, region or
 * country (capitalised words, abbreviations with their dot: "г. Москва", "Київ", "Московская обл.").
 * A lower-case word other than those of places and postcodes ("г", "обл.", "индекс") says the
 * number is something else: "д. 7, сумма 150000 руб.".
 */
const PLACE_WORDS = ['г', 'гор', 'город', 'обл', 'область', 'район', 'р-н', 'край', 'респ', 'республика', 'автономный', 'округ', 'индекс', 'почтовый', 'пос', 'пгт', 'мкр', 'м', 'с', 'смт'];
const PLACE_BETWEEN = new RegExp(
  String.raw`^[ \t,;()]*(?:(?:\p{Lu}[\p{L}\p{M}'’-]*|(?:${PLACE_WORDS.join('|')})\.?)[ \t,;()]*)*$`,
  'u',
);
const onlyPlaceBetween = (text: string, from: number, to: number): boolean => PLACE_BETWEEN.test(text.slice(from, to));

/** Creates the recognizer of Russian, Ukrainian, Belarusian and Kazakh street addresses. */
export function createCyrillicStreetAddressRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['ADDRESS'],
    languages: '*',
    detect(text: string): Span[] {
      if (!mayHold(text)) return [];
      // The first regex to find a stretch keeps it.
      const found = [WORD_FIRST, NAME_FIRST, UL_WITH_HOUSE_WORD].map((regex) => {
        const matches: Span[] = [];
        regex.lastIndex = 0;
        for (let m = regex.exec(text); m !== null; m = regex.exec(text)) matches.push(addressSpan(m.index, m.index + m[0].length));
        return matches;
      });
      const streets = DisjointRanges.merged(found);
      const spans = [...streets.ranges];
      if (spans.length === 0) return spans;
      POSTCODE.lastIndex = 0;
      for (let m = POSTCODE.exec(text); m !== null; m = POSTCODE.exec(text)) {
        const start = m.index;
        const end = start + m[0].length;
        if (streets.overlaps(start, end)) continue;
        // The nearest street on either side decides: one farther away is farther, and past the same line break.
        const after = streets.startingAtOrAfter(end);
        const before = streets.endingAtOrBefore(start);
        const near =
          (after !== undefined && after.start - end <= POSTCODE_REACH && onlyPlaceBetween(text, end, after.start)) ||
          (before !== undefined && start - before.end <= POSTCODE_REACH && onlyPlaceBetween(text, before.end, start));
        if (near) spans.push(addressSpan(start, end));
      }
      return spans;
    },
  };
}
