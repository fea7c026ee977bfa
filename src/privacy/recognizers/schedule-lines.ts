/**
 * The people of a booking list or a day's schedule (PERSON), one per line after the slot's time
 * and before a dash and what they come for:
 *
 *   09:30 Lucy Ferreira – balayage
 *   12:00 Tallulah Grisewood – cut & blow dry
 *   11:15 Bellamy Strandquist – investor, lowballing
 *   12:30 Hunter — no-show, rang after to rebook
 *
 * Salons, clinics, estate agents and tutors paste such lists, and an agenda is written the same
 * way ("09:00 Registration – main hall", "10:30 Kubernetes – intro"). So the lines count as a
 * block: two lines or more of the shape, one of them holding a listed name. Then a slot whose every
 * word is a listed name, a town's name beside another name word ("Parwin Jalali"), or a word no
 * list knows, and none an everyday word, a tool or an acronym, is a person.
 */
import { isEverydayWord } from '../gazetteer/english-words.js';
import { FIRST_NAME, getLexicon, LAST_NAME } from '../gazetteer/lexicon.js';
import { PARTICLES } from '../gazetteer/name-rules.js';
import { mayBeNameWord } from '../gazetteer/person-rules.js';
import { isToolName } from '../gazetteer/tech-names.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';
import { WRITTEN_NAME } from './written-name.js';

const SOURCE = 'schedule-lines';
const SCORE = 0.75;
const MIN_LINES = 2;

const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[ \t]?[AaPp]\.?[Mm]\.?)?`;
/** A line's time, or its range ("10:00–16:00"), the slot's name, a dash between blanks, and something after it. */
const SCHEDULE_LINE = new RegExp(String.raw`^[ \t]*${TIME}(?:[ \t]*[-–][ \t]*${TIME})?[ \t]+(${WRITTEN_NAME})[ \t]+[-–—][ \t]+\S`, 'dgmu');

interface Slot {
  start: number;
  end: number;
  /** Some word is a listed first name or surname that is no everyday word. */
  listed: boolean;
}

/** How a slot's name reads: as a person's, with or without a listed word, or not at all. */
function readSlot(name: string): { person: boolean; listed: boolean } {
  const lexicon = getLexicon();
  const words = name.split(/[ \t]+/).filter((word) => !PARTICLES.has(word.toLowerCase()));
  let listed = false;
  let unplaced = false;
  for (const word of words) {
    const key = foldAccents(word.toLowerCase());
    const flags = lexicon.words.get(key) ?? 0;
    const place = lexicon.phrases.first(key) !== -1;
    // A first name that is a word too ("Faith") stands in a slot a person fills, alone.
    const everyday = isEverydayWord(key) && !(words.length === 1 && (flags & FIRST_NAME) !== 0);
    if (everyday || isToolName(key) || word.length < 2 || word === word.toUpperCase()) return { person: false, listed: false };
    const named = (flags & (FIRST_NAME | LAST_NAME)) !== 0 || lexicon.rareFirstNames.get(key) !== undefined;
    // A surname that is also a town's ("Parwin Jalali", "Lucy Ferreira") stands beside another name word.
    if (!named && !place && !mayBeNameWord(lexicon, key, word)) return { person: false, listed: false };
    listed ||= named && !place;
    unplaced ||= !place;
  }
  if (!unplaced || lexicon.phrases.first(foldAccents(name.toLowerCase())) !== -1) return { person: false, listed };
  // One word must be a listed name that names no place ("Bryony"); an agenda's item is one word no list knows as often ("Kaffeepause", "Standup").
  return { person: words.length > 1 || listed, listed };
}

/** Creates the recognizer of the people on a schedule's lines. */
export function createScheduleLinesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      // Every line of the shape has a time's separator and a dash.
      if (!text.includes('\n') || !(text.includes(' – ') || text.includes(' — ') || text.includes(' - '))) return [];
      const slots: Slot[] = [];
      let lines = 0;
      SCHEDULE_LINE.lastIndex = 0;
      for (let match = SCHEDULE_LINE.exec(text); match !== null; match = SCHEDULE_LINE.exec(text)) {
        lines += 1;
        const [start, end] = match.indices?.[1] ?? [0, 0];
        const { person, listed } = readSlot(text.slice(start, end));
        if (person) slots.push({ start, end, listed });
      }
      if (lines < MIN_LINES || slots.length < MIN_LINES || !slots.some((slot) => slot.listed)) return [];
      return slots.map(({ start, end }) => ({ type: 'PERSON', start, end, score: SCORE, source: SOURCE }));
    },
  };
}
