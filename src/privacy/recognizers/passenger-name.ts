/**
 * Names as airlines and travel records write them: surname, "/", given names, in capitals, often
 * with a title ("NASSER/TARIQ MR", "OFORI-ATTA/KWABENA MR", "KJÆRGAARD/FREJA MS"). Tickets,
 * boarding passes and baggage reports pasted into a prompt carry them. The shape alone is also a
 * path or a ratio ("TCP/IP", "AC/DC"), so it counts with its title, or on a line that names a
 * passenger or a booking.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'passenger-name';
const SCORE = 0.8;
const WORD = String.raw`\p{Lu}[\p{Lu}'’-]{1,30}`;
/** SURNAME/GIVEN NAMES, with the title after them or not. */
const PASSENGER = new RegExp(String.raw`(?<![\p{L}\p{N}/])(${WORD}(?: ${WORD})?)/(${WORD}(?: ${WORD}){0,2}?)(?: (MR|MRS|MS|MISS|MSTR|DR|PROF|CHD|INF))?(?![\p{L}\p{N}/]|\.\p{L})`, 'gu');
/** Words of a line that holds a passenger's name. */
const PASSENGER_LINE = /\b(?:passengers?|pax|travell?ers?|name|pnr|booking|ticket|boarding|e-ticket|passagiers?|passagers?|pasajeros?|passeggeri|passeggero)\b/i;

/** Creates the recognizer of names written as travel records write them. */
export function createPassengerNameRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('/')) return [];
      const spans: Span[] = [];
      PASSENGER.lastIndex = 0;
      for (let m = PASSENGER.exec(text); m !== null; m = PASSENGER.exec(text)) {
        const lineStart = text.lastIndexOf('\n', m.index) + 1;
        const lineEnd = text.indexOf('\n', m.index);
        const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
        if (m[3] === undefined && !PASSENGER_LINE.test(line)) continue;
        // The title stays outside: the model reads "[PERSON_1] MR".
        const end = m.index + (m[1] ?? '').length + 1 + (m[2] ?? '').length;
        spans.push({ type: 'PERSON', start: m.index, end, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
