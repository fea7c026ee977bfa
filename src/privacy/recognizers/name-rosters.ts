/**
 * The people of a roster whose lines are a code and a full name (PERSON): a team sheet's
 * positions or shirt numbers, a class list's seats, a rota's shifts.
 *
 *   GK  Saoirse Dunleavy
 *   RB  Kiravel Patmore (c)
 *   7   Ellie "Bash" Bashford
 *
 * Three such lines or more in a row, the code short (capitals, a number, or both: "GK", "7",
 * "B12"), the name after a tab or two blanks or more. A line's name counts when it reads as a
 * person's full name (full-name.ts: no everyday, product or place word), a nickname in quotes and
 * a note in brackets aside; the roster counts when most of its lines do and one of them holds a
 * listed name. Codes before products, airports and countries ("LHR  London Heathrow") hold
 * places and words, and are left alone.
 */
import { nameWords } from '../gazetteer/english-words.js';
import { readsAsFullName } from '../gazetteer/full-name.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'name-roster';
const SCORE = 0.8;
const MIN_LINES = 3;
/** A roster line: the code, a tab or two blanks, the name, an optional note in brackets or a mark. */
const ROSTER_LINE = /^[ \t]*(?:[A-Z]{1,4}|\d{1,3}[.)]?|[A-Z]{1,3}\d{1,2})(?:\t+|[ ]{2,})(\p{Lu}[^\t\n()]{1,60}?)[ \t]*(?:\([^()\n]{1,20}\)|[*†])?[ \t]*\r?$/du;
/** A nickname in quotes between a first name and a surname (`Ellie "Bash" Bashford`). */
const NICKNAME = /[ \t]+["“'‘][^"”'’\n]{1,20}["”'’](?=[ \t])/gu;

interface RosterLine {
  start: number;
  end: number;
  person: boolean;
  listed: boolean;
}

/** Reads one line; undefined when it has no roster shape. */
function readLine(text: string, lineStart: number, line: string): RosterLine | undefined {
  const match = ROSTER_LINE.exec(line);
  const written = match?.[1];
  const bounds = match?.indices?.[1];
  if (written === undefined || bounds === undefined) return undefined;
  const name = written.replace(NICKNAME, '');
  const start = lineStart + bounds[0];
  const person = readsAsFullName(name);
  return { start, end: start + written.length, person, listed: person && nameWords(name).some((word) => word.listed) };
}

/** Creates the recognizer of rosters of codes and full names. */
export function createNameRostersRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('\n')) return [];
      const spans: Span[] = [];
      let run: RosterLine[] = [];
      const close = (): void => {
        const people = run.filter((line) => line.person);
        if (run.length >= MIN_LINES && people.length * 3 >= run.length * 2 && people.some((line) => line.listed)) {
          for (const line of people) spans.push({ type: 'PERSON', start: line.start, end: line.end, score: SCORE, source: SOURCE });
        }
        run = [];
      };
      for (let start = 0; start <= text.length; ) {
        const newline = text.indexOf('\n', start);
        const end = newline === -1 ? text.length : newline;
        const line = readLine(text, start, text.slice(start, end));
        if (line === undefined) close();
        else run.push(line);
        start = end + 1;
      }
      close();
      return spans;
    },
  };
}
