/**
 * ADDRESS surrogates: the same address shape with other numbers and names. Digits become other
 * digits (no leading zero where there was none), the name words of a street become surnames of
 * the gazetteer's pools in the same case, and what says which kind of address it is stays:
 * street words and openers ("Street", "Rue", "-straße"), unit and box words ("Apt.", "P.O. Box"),
 * particles ("de la") and a US state's code. A UK or Canadian postcode gets other letters and
 * digits in its pattern. "42 Baker Street" -> "17 Varga Street", "Hauptstraße 5" ->
 * "Beckerstraße 3", "Apt. 4B" -> "Apt. 7K", "DC 20500" -> "DC 61837".
 */
import { getLexicon } from '../gazetteer/lexicon.js';
import {
  PARTICLES,
  STREET_ENDINGS,
  STREET_OPENERS,
  STREET_TYPE_ABBREVIATIONS,
  STREET_TYPES,
  UNIT_WORDS,
} from '../recognizers/street-address-words.js';
import type { SurrogateGenerator } from './surrogate-identifiers.js';
import { applyCaseShape, type Draw } from './surrogate-random.js';

/** Words that say what kind of address part this is: kept as written. */
const KEPT_WORDS: ReadonlySet<string> = new Set([
  ...STREET_TYPES,
  ...STREET_TYPE_ABBREVIATIONS,
  ...STREET_OPENERS,
  ...UNIT_WORDS,
  ...PARTICLES,
  'box', 'o', 'office', 'postale', 'de', 'correos', 'ne', 'nw', 'se', 'sw', 'n', 's', 'e', 'w',
  // US military mail: "APO AE 09012".
  'apo', 'fpo', 'dpo', 'aa', 'ae', 'ap',
]);
/** A postcode whose letters are part of the code: UK ("NW1 6XE") or Canadian ("K1A 0B1"). */
const LETTER_POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?|[A-Z]\d[A-Z]) \d[A-Z\d]{2}$/;
/** A US state's code and a ZIP code: the state stays. */
const STATE_ZIP = /^([A-Z]{2},? )(\d{5}(?:-\d{4})?)$/;

/** Other digits in place of each digit, the first kept non-zero when it was. */
function otherDigits(digits: string, draw: Draw): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    let digit = draw.digit();
    if (i === 0 && digits[0] !== '0') while (digit === '0') digit = draw.digit();
    out += digit;
  }
  return out;
}

/** Every letter and digit replaced in kind and case ("NW1 6XE" -> "KP4 2RT"). */
function otherCharacters(code: string, draw: Draw): string {
  let out = '';
  for (const ch of code) {
    if (ch >= '0' && ch <= '9') out += draw.digit();
    else if (/\p{L}/u.test(ch)) out += ch === ch.toLowerCase() ? draw.letter().toLowerCase() : draw.letter();
    else out += ch;
  }
  return out;
}

/** A name word of a street, as a surname of one of the pools, the street ending of a compound kept. */
function otherName(word: string, draw: Draw): string {
  const surnames = draw.pick(getLexicon().pools.people).last;
  const lower = word.toLowerCase();
  const ending = STREET_ENDINGS.find((end) => lower.endsWith(end) && lower.length > end.length + 1);
  if (ending !== undefined) return `${draw.pick(surnames)}${word.slice(word.length - ending.length)}`;
  return applyCaseShape(word, draw.pick(surnames));
}

export const addressSurrogate: SurrogateGenerator = (value, draw) => {
  if (LETTER_POSTCODE.test(value)) return otherCharacters(value, draw);
  const state = STATE_ZIP.exec(value);
  if (state !== null) return `${state[1] ?? ''}${otherDigits(state[2]?.replace('-', '') ?? '', draw).replace(/^(\d{5})(\d{4})$/, '$1-$2')}`;
  return value.replace(/\d+|[\p{L}\p{M}][\p{L}\p{M}'’]*/gu, (part) => {
    if (/^\d/.test(part)) return otherDigits(part, draw);
    if (KEPT_WORDS.has(part.toLowerCase())) return part;
    // A one-letter suffix of a building or unit number ("221B", "4B") is part of the number.
    if (part.length === 1 && /\p{Lu}/u.test(part)) return draw.letter();
    return otherName(part, draw);
  });
};
