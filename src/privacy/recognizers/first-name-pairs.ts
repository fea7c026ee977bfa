/**
 * Two first names joined by "and" (PERSON): "Grace and Mark will present", "Frank & Will handle
 * Q&A", "Roos en Bas komen ook". A first name that is a word too ("Grace", "Mark", "Will") is read
 * as a person only with a cue, and another such name beside it is the best cue a sentence gives:
 * two capitalised words, both listed first names, joined as people are. Not months or weekdays
 * ("May and June"), tools the tech lists know, or two places ("Florence and Sydney").
 */
import { isToolName } from '../gazetteer/tech-names.js';
import { FIRST_NAME, getLexicon } from '../gazetteer/lexicon.js';
import { CALENDAR_WORDS } from '../gazetteer/name-rules.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'first-name-pairs';
const SCORE = 0.7;

/** Two capitalised words joined by "and" or "&" in the six languages, whole words on both sides. */
const PAIR = /(?<![\p{L}\p{N}'’.-])(\p{Lu}\p{Ll}{1,15})[ \t]+(?:and|&|und|et|y|e|en)[ \t]+(\p{Lu}\p{Ll}{1,15})(?![\p{L}\p{N}'’-]|\.\p{L})/gu;
const JOINERS = [' and ', ' & ', ' und ', ' et ', ' y ', ' e ', ' en '];

/** Whether a capitalised word is a listed first name, no month, weekday or tool; `place`: it is a listed place or firm too. */
function firstNameReading(word: string): { name: boolean; place: boolean } {
  const key = foldAccents(word.toLowerCase());
  const lexicon = getLexicon();
  const name = ((lexicon.words.get(key) ?? 0) & FIRST_NAME) !== 0 && !CALENDAR_WORDS.has(key) && !isToolName(key);
  return { name, place: lexicon.phrases.first(key) !== -1 };
}

/** Creates the recognizer of first names joined in pairs. */
export function createFirstNamePairsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (!JOINERS.some((joiner) => text.includes(joiner))) return spans;
      PAIR.lastIndex = 0;
      for (let match = PAIR.exec(text); match !== null; match = PAIR.exec(text)) {
        const first = match[1] as string;
        const second = match[2] as string;
        const one = firstNameReading(first);
        const other = firstNameReading(second);
        const secondStart = match.index + match[0].length - second.length;
        // The second word may start the next pair ("Grace and Mark and Will").
        PAIR.lastIndex = secondStart;
        if (!one.name || !other.name || (one.place && other.place)) continue;
        // In a chain, the first word is the last pair's second, already taken.
        if (spans.at(-1)?.start !== match.index) spans.push({ type: 'PERSON', start: match.index, end: match.index + first.length, score: SCORE, source: SOURCE });
        spans.push({ type: 'PERSON', start: secondStart, end: match.index + match[0].length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
