/**
 * The people of a rota, a duty roster or a seating plan laid out as a grid (PERSON):
 *
 *   Week 14       Mon        Tue        Wed
 *   Early 6-14    Dawn*      Dawn*      Ifeoma*
 *                 Braddoc    Kyrell     Braddoc
 *   Late 14-22    Orvik*     Solvane*   Eun-ji
 *
 * Lines of three cells or more, split by tabs or runs of blanks, three such lines or more in a
 * row. A cell of one capitalised word (a mark such as the keyholder's "*" after it allowed) is a
 * person where the grid reads as people: two of its distinct words or more are listed first
 * names, a third of its words at least, and few of its words are anything else. Then its
 * other words that no list knows as a word or a place ("Braddoc", "Solvane") are people too, as
 * are its listed names that are words ("Dawn"). Weekdays and a row's label at the line's head
 * ("Early", "Mañana") are the grid's frame, not its content. A table of products, teams, towns or
 * fixtures has few listed first names, and is left alone.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { FIRST_NAME, getLexicon } from '../gazetteer/lexicon.js';
import { CALENDAR_ABBREVIATIONS, CALENDAR_WORDS } from '../gazetteer/name-rules.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'name-grid';
const SCORE = 0.8;
const MIN_CELLS = 3;
const MIN_LINES = 3;
const MIN_LISTED = 2;
/** Lines of a grid read at most: a grid longer than a page is an export, which table-fields.ts reads by its header. */
const MAX_LINES = 200;

/** What separates a grid's cells: a tab, or two blanks or more. */
const CELL_BREAK = /\t+| {2,}/g;
/** A cell of one capitalised word, perhaps hyphenated ("Eun-ji", "Tamsin-Rhea"), with a mark after it ("Dawn*"). */
const NAME_CELL = /^(\p{Lu}[\p{Ll}\p{M}]+(?:-\p{L}[\p{Ll}\p{M}]+)?)[*†+]?$/u;
/** Short weekdays of the six languages, which a rota's header writes ("Lun", "Mié", "Gio", "Di", "Vr"). */
const SHORT_WEEKDAYS: ReadonlySet<string> = new Set([
  'lun', 'mar', 'mer', 'mié', 'mie', 'jue', 'vie', 'sáb', 'sab', 'dom', 'gio', 'ven', 'jeu', 'sam', 'dim',
  'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so', 'ma', 'wo', 'vr', 'za', 'zo', 'lu', 'me', 'je', 've',
]);

interface Cell {
  start: number;
  end: number;
  word: string;
  /** The first cell of a line that starts without a blank: a row's label. */
  head: boolean;
}

type Reading = 'listed' | 'unknown' | 'frame' | 'other';

/** How a grid's word reads: a listed first name, a word no list knows, the grid's frame (a weekday), or a word or place. */
function readingOf(word: string): Reading {
  const key = word.toLowerCase();
  if (CALENDAR_WORDS.has(key) || CALENDAR_ABBREVIATIONS.has(key) || SHORT_WEEKDAYS.has(key)) return 'frame';
  const lexicon = getLexicon();
  const folded = foldAccents(key);
  // A town that is a first name too ("Florence", "Austin") is read as the town: a table of towns is no rota.
  if (lexicon.phrases.first(folded) !== -1) return 'other';
  if (((lexicon.words.get(key) ?? 0) & FIRST_NAME) !== 0 || lexicon.rareFirstNames.get(key) !== undefined) return 'listed';
  return isEnglishWord(lexicon, key, true) ? 'other' : 'unknown';
}

/** The cells of one capitalised word on the line from `start` to `end`, when it has three cells or more. */
function cellsOf(text: string, start: number, end: number): Cell[] | undefined {
  const line = text.slice(start, end);
  const parts: { at: number; value: string }[] = [];
  let at = 0;
  CELL_BREAK.lastIndex = 0;
  for (let m = CELL_BREAK.exec(line); ; m = CELL_BREAK.exec(line)) {
    const stop = m === null ? line.length : m.index;
    if (stop > at) parts.push({ at, value: line.slice(at, stop) });
    if (m === null) break;
    at = m.index + m[0].length;
  }
  if (parts.length < MIN_CELLS) return undefined;
  const cells: Cell[] = [];
  for (const [index, part] of parts.entries()) {
    const word = NAME_CELL.exec(part.value.trim())?.[1];
    if (word === undefined) continue;
    const from = start + part.at + part.value.indexOf(word);
    cells.push({ start: from, end: from + word.length, word, head: index === 0 && part.at === 0 });
  }
  return cells;
}

/** The people of one grid's cells, when the grid reads as people. */
function gridPeople(cells: readonly Cell[], spans: Span[]): void {
  const readings = new Map<string, Reading>();
  for (const cell of cells) if (!readings.has(cell.word)) readings.set(cell.word, readingOf(cell.word));
  // A row's label at the line's head counts only as a listed name ("Pilar  Mon  Tue" is a row of hers).
  const content = cells.filter((cell) => !cell.head || readings.get(cell.word) === 'listed');
  const words = new Set(content.map((cell) => cell.word));
  let listed = 0;
  let unknown = 0;
  let other = 0;
  for (const word of words) {
    const reading = readings.get(word);
    if (reading === 'listed') listed++;
    else if (reading === 'unknown') unknown++;
    else if (reading === 'other') other++;
  }
  if (listed < MIN_LISTED || listed * 2 < unknown || other * 4 > listed + unknown) return;
  for (const cell of content) {
    const reading = readings.get(cell.word);
    if (reading === 'listed' || reading === 'unknown') spans.push({ type: 'PERSON', start: cell.start, end: cell.end, score: SCORE, source: SOURCE });
  }
}

/** Creates the recognizer of the people of name grids. */
export function createNameGridsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      // Every grid has a tab or a run of blanks: most texts are passed over by indexOf.
      if (!text.includes('\t') && !text.includes('   ')) return [];
      const spans: Span[] = [];
      let grid: Cell[] = [];
      let lines = 0;
      const close = (): void => {
        if (lines >= MIN_LINES && lines <= MAX_LINES) gridPeople(grid, spans);
        grid = [];
        lines = 0;
      };
      for (let line = 0; line < text.length; ) {
        const next = text.indexOf('\n', line);
        const lineEnd = next === -1 ? text.length : next;
        const cells = cellsOf(text, line, lineEnd);
        if (cells === undefined) close();
        else {
          grid.push(...cells);
          lines++;
        }
        line = lineEnd + 1;
      }
      close();
      return spans;
    },
  };
}
