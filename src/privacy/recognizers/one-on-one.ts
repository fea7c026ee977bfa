/**
 * The people of a one-to-one meeting (PERSON): "1:1 Faisal / Brigitte", "notes 1:1 w/ priyanka",
 * "1-on-1 with Tjitske", "Weekly 1:1 mit Jonas". Calendars and notes name a 1:1 by who meets, in
 * small letters as often, and the names are often ones no list knows.
 *
 * After the meeting's mark ("1:1", "1-1", "1on1", "1-on-1", "one-on-one") and perhaps "with" in
 * one of the six languages, one or two names (a word, or a capitalised word and a capitalised
 * surname) joined by "/", "&", "+", "," or "and" are the people when each reads as a name: a
 * listed name, or a word of three letters or more that no list knows as a word, place or company. A ratio or a copy ("1:1 mapping", "1:1 Square", "1:1 scale") is
 * written with words, and a score with "1-1" ("Arsenal 1-1 Chelsea"), so "1-1" needs "with".
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import { CALENDAR_WORDS, PARTICLES, TITLES } from '../gazetteer/name-rules.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'one-on-one';
const SCORE = 0.8;

const WORD = String.raw`\p{L}[\p{Ll}\p{M}'’-]*`;
const MEETING = new RegExp(
  String.raw`(?<![\p{L}\p{N}:-])(1:1|1-1|1on1|1-on-1|[Oo]ne-[Oo]n-[Oo]ne)[ \t]+(?:(w/|with|mit|avec|con|met)[ \t]+)?(${WORD}(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+)?)(?:[ \t]*(?:[/&+,]|and|und|et|y|e|en)[ \t]*(${WORD}))?(?![\p{L}\p{N}])`,
  'dgu',
);

/** Whether a word in the meeting's slot reads as a name. */
function readsAsName(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 3 || TITLES.has(lower) || PARTICLES.has(lower) || CALENDAR_WORDS.has(lower)) return false;
  const lexicon = getLexicon();
  if (isEnglishWord(lexicon, lower, true)) return false;
  const listed = lexicon.words.get(lower) !== undefined || lexicon.rareFirstNames.get(lower) !== undefined || lexicon.censusNames.get(lower) !== undefined;
  return listed || lexicon.phrases.first(foldAccents(lower)) === -1;
}

/** Creates the recognizer of the people of a one-to-one meeting. */
export function createOneOnOneRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      // Every mark holds "1" or "-on-" ("one-on-one"): most texts are passed over by indexOf.
      if (!text.includes('1:1') && !text.includes('1-1') && !text.includes('1on1') && !text.includes('-on-') && !text.includes('-On-')) return [];
      const spans: Span[] = [];
      MEETING.lastIndex = 0;
      for (let match = MEETING.exec(text); match !== null; match = MEETING.exec(text)) {
        // A score is written so too ("Arsenal 1-1 Chelsea"): "1-1" counts only before "with".
        if (match[1] === '1-1' && match[2] === undefined) continue;
        for (const group of [3, 4]) {
          const bounds = match.indices?.[group];
          const word = match[group];
          // "1:1 with Keoni Akana": a capitalised surname after the first name is part of it.
          if (bounds === undefined || word === undefined || !word.split(/[ \t]/).every(readsAsName)) break;
          spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
