/**
 * PERSON: the initials a text gives a person it names, in brackets right after the name:
 * "Research nurses: Tsakani Mahlangu (TM), Rosario Aguilar-Baptiste (RAB)", "Key worker: Brielle
 * Okonjo-Marsh (BOM)", "Mr Gideon Frankel (lay member, GF)". Minutes, clinical notes and logs
 * name people once in full and then by these letters ("TM screened 4"), which are that person
 * as surely as the name: left in clear, they tied the placeholder back to the person for whoever
 * held the list. The later uses are followed as found initials are (repeated-mentions.ts).
 *
 * The letters count only where they spell the name just before them: the capitals of its words
 * and of the parts of a hyphenated word ("Okonjo-Marsh" gives "OM"), all of them or the first and
 * the last ("Ji-woo Park" is "JP"); titles are left out. Other capitals in brackets after a name
 * ("Maria Lopez (HR)", "(CEO)") spell no one and are left to the other rules.
 */
import { TITLES } from '../gazetteer/name-rules.js';
import type { LateRecognizer, Span } from '../types.js';

const SOURCE = 'name-initials';
/** At a found person's score: the letters are that person's by the text's own definition. */
const SCORE = 0.85;
/** After a name: blanks, "(", perhaps a role and a comma ("lay member, "), two to four capitals, ")". */
const INITIALS_AFTER = /^[ \t]*\((?:[^()\n,]{1,32},[ \t]*)?(\p{Lu}{2,4})\)/u;
/** How far after a name its bracket is looked for. */
const WINDOW = 48;
/** A word of a name, with its hyphenated parts. */
const NAME_WORDS = /\s+/u;
const CAPITAL = /^\p{Lu}/u;

/** The initials a name may be given: the first capitals of its words and hyphenated parts, all of them, or the first and the last. */
function initialsOf(name: string): string[] {
  const capitals: string[] = [];
  for (const word of name.split(NAME_WORDS)) {
    if (word === '' || TITLES.has(word.replace(/\.$/, '').toLowerCase())) continue;
    for (const part of word.split('-')) if (CAPITAL.test(part)) capitals.push(part[0] as string);
  }
  if (capitals.length < 2) return [];
  const all = capitals.join('');
  const outer = `${capitals[0] as string}${capitals[capitals.length - 1] as string}`;
  return all === outer ? [all] : [all, outer];
}

export function createNameInitialsRecognizer(): LateRecognizer {
  return {
    name: 'name-initials',
    entities: ['PERSON'],
    languages: '*',
    late: true,
    last: true,
    detect: () => [],
    detectAmong(text, found) {
      const spans: Span[] = [];
      for (const span of found) {
        if (span.type !== 'PERSON' || (text[span.end] !== ' ' && text[span.end] !== '(')) continue;
        const bracket = INITIALS_AFTER.exec(text.slice(span.end, span.end + WINDOW));
        const letters = bracket?.[1];
        if (letters === undefined || !initialsOf(text.slice(span.start, span.end)).includes(letters)) continue;
        const at = span.end + (bracket?.[0].length ?? 0) - letters.length - 1;
        spans.push({ type: 'PERSON', start: at, end: at + letters.length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
