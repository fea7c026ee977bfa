/**
 * The person an address or a phone number is for, written right before it: a full name, a comma,
 * then the house number and the street ("Please update it to: Zorvan Keltrigg, 14 Quarry Lane,
 * Sheffield", "Ship to Zorvan Keltrigg, 221B Baker Street"), as a parcel's label, an invoice or a
 * change of address writes it; or a full name and the number in brackets ("Call Jorvik Stannard
 * (+44 7700 900123)"), as a contact list or an on-call rota does. The street and phone recognizers
 * find the data and the gazetteer the town; a name no list knows went in clear beside them. The
 * name must read as a person's: two words or more, none an everyday word, an acronym, software or
 * a team ("Head Office, 14 Quarry Lane", "Support Desk (+44 ...)" are no one).
 */
import { namesNoSoftware } from '../gazetteer/tech-names.js';
import { NOT_A_PERSON } from './labelled-fields/field-values.js';
import { alternatives, NUMBER, STREET_TYPE_ABBREVIATIONS, STREET_TYPES } from './street-address-words.js';
import type { Recognizer, Span } from '../types.js';
import { nameEndingAt, withoutLeadingWords } from './written-name.js';

const SOURCE = 'addressee';
/** As sure as a name on a labelled form line: the street vouches for the line. */
const SCORE = 0.85;
/** A house number, then one to four words and a street type, right after the comma: read at each ", <digit>". */
const STREET_AHEAD = new RegExp(
  String.raw`[ \t]*${NUMBER},? (?:[\p{L}][\p{L}\p{M}'’.-]* ){1,4}(?:${alternatives(STREET_TYPES)}|(?:${alternatives(STREET_TYPE_ABBREVIATIONS)})\.?)(?![\p{L}\p{N}])`,
  'iuy',
);

/** A phone number in brackets, read at each "(" before a digit or "+": 6 to 15 digits with a phone's separators. */
const PHONE_IN_BRACKETS = /\(\+?\d[\d ./-]{4,20}\d\)/y;

/**
 * Adds the full name that ends right before offset `mark`, when it reads as a person's; a
 * request's verb before it stays outside ("Call Jorvik Stannard (...)": `withoutLeadingWords`).
 */
function addNameBefore(text: string, mark: number, spans: Span[]): void {
  const found = nameEndingAt(text, mark);
  if (found === undefined || NOT_A_PERSON.test(found.name) || !namesNoSoftware(found.name)) return;
  const name = withoutLeadingWords(found.name);
  const end = found.start + found.name.length;
  if (name !== undefined) spans.push({ type: 'PERSON', start: end - name.length, end, score: SCORE, source: SOURCE });
}

export function createAddresseeRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // Read from each comma before a digit: a scan for names from every capital would cost far more.
      for (let comma = text.indexOf(','); comma !== -1; comma = text.indexOf(',', comma + 1)) {
        const next = text.charCodeAt(comma + 1) === 32 ? text.charCodeAt(comma + 2) : text.charCodeAt(comma + 1);
        if (next < 48 || next > 57) continue;
        STREET_AHEAD.lastIndex = comma + 1;
        if (STREET_AHEAD.test(text)) addNameBefore(text, comma, spans);
      }
      for (let paren = text.indexOf('('); paren !== -1; paren = text.indexOf('(', paren + 1)) {
        const next = text.charCodeAt(paren + 1);
        if ((next < 48 || next > 57) && next !== 43) continue;
        PHONE_IN_BRACKETS.lastIndex = paren;
        const digits = PHONE_IN_BRACKETS.exec(text)?.[0].replace(/\D/g, '').length ?? 0;
        if (digits >= 6 && digits <= 15) addNameBefore(text, paren, spans);
      }
      return spans;
    },
  };
}
