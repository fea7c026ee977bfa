/**
 * Names as airlines and travel records write them: surname, "/", given names, in capitals, often
 * with a title ("NASSER/TARIQ MR", "OFORI-ATTA/KWABENA MR", "KJÆRGAARD/FREJA MS"), which a
 * booking's list of travellers writes first ("MR OKONJO/EMEKA CHIDI"). Tickets,
 * boarding passes and baggage reports pasted into a prompt carry them. The shape alone is also a
 * path or a ratio ("TCP/IP", "AC/DC", "UTF/ASCII"), so it counts with its title, or on a line
 * that names a passenger, a booking or a ticket.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'passenger-name';
const SCORE = 0.8;
/**
 * With a title on either side, the record's shape is the evidence: above a name list's reading of
 * its parts ("MR OKONJO" and "EMEKA CHIDI" of "MR OKONJO/EMEKA CHIDI"), so the name stays one span.
 */
const TITLED_SCORE = 0.9;
const WORD = String.raw`\p{Lu}[\p{Lu}'’-]{1,30}`;
const TITLE = '(?:MR|MRS|MS|MISS|MSTR|DR|PROF|CHD|INF)';
/** A title that says a person's name stands before it ("DR" is also disaster recovery, "MR" a merge request). */
const PERSONAL_TITLE = '(?:MRS|MS|MISS|MSTR)';
/**
 * The first given name: three letters or more ("TCP/IP" and "CI/CD" are none), or two before a
 * personal title ("LI/NA MS").
 */
const GIVEN = String.raw`(?:\p{Lu}{2}[\p{Lu}'’-]{1,30}|\p{Lu}{2}(?= ${PERSONAL_TITLE}(?![\p{L}\p{N}])))`;
/**
 * More given names, up to two, where a title or the end of the entry follows them ("NASSER/TARIQ
 * AHMED MR"); not the words of a sentence in capitals ("SMITH/JOHN CONFIRMED ON FLIGHT 12").
 */
const MORE_GIVEN = String.raw`(?:(?: (?!${TITLE}(?![\p{L}\p{N}]))${WORD}){1,2}(?= ${TITLE}(?![\p{L}\p{N}])|[ \t]*(?:[\n\r,;|)]|$)))?`;
/** A record's own words before a surname, no part of it ("PASSENGER SMITH/JOHN"). */
const RECORD_WORD = String.raw`(?:PASSENGERS?|PAX|TRAVELL?ERS?|PNR|BOOKING|TICKET|NAME) `;
/** SURNAME/GIVEN NAMES, then the title or not; or the title first, as a booking's list of travellers writes it ("MR OKONJO/EMEKA CHIDI"). */
const PASSENGER = new RegExp(
  String.raw`(?<![\p{L}\p{N}/])(?:(${TITLE}) )?(?!${RECORD_WORD}|${TITLE} )(${WORD}(?: ${WORD})?)/(${GIVEN}${MORE_GIVEN})(?: (${TITLE}))?(?![\p{L}\p{N}/]|\.\p{L})`,
  'gu',
);
/** How far before and after the name its line is read for a passenger's words. */
const LINE_REACH = 80;
/** Words of a line that holds a passenger's name. */
const PASSENGER_LINE = /\b(?:passengers?|pax|travell?ers?|pnr|booking|ticket|boarding|e-ticket|passagiers?|passagers?|pasajeros?|passeggeri|passeggero)\b/i;

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
        // The words around it on its line, within reach: a one-line file of a megabyte is read
        // once, not once per "TCP/IP" in it.
        const from = Math.max(0, m.index - LINE_REACH);
        const to = Math.min(text.length, m.index + m[0].length + LINE_REACH);
        const around = text.slice(from, to);
        const lineStart = around.lastIndexOf('\n', m.index - from) + 1;
        const lineEnd = around.indexOf('\n', m.index - from);
        const line = around.slice(lineStart, lineEnd === -1 ? around.length : lineEnd);
        if (m[1] === undefined && m[4] === undefined && !PASSENGER_LINE.test(line)) continue;
        // A title after the name stays outside: the model reads "[PERSON_1] MR". One before it goes
        // with it, as the gazetteer takes "MR OKONJO" whole: the name is one span, not two.
        const end = m.index + (m[1] === undefined ? 0 : m[1].length + 1) + (m[2] ?? '').length + 1 + (m[3] ?? '').length;
        const titled = m[1] !== undefined || m[4] !== undefined;
        spans.push({ type: 'PERSON', start: m.index, end, score: titled ? TITLED_SCORE : SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
