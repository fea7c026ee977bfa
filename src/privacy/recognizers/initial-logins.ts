/**
 * USERNAME: logins made of a first initial and a surname, as directories and identity providers
 * issue them and logs, review tools and exports show them ("jhoffmann", "vol=bsotiriou",
 * "oadebayo commented on ...", "akoenig  Added photo caption"). No joiner marks them as handles, so
 * the handle rules and model (handle-shape.ts, learned-handles.ts) never see them: a word in small
 * letters whose letters after the first are a listed surname of five letters or more, while the
 * word itself is no word or name any list knows ("kmeans", "sparks", "bjorn" stay words), where a
 * field or a log puts a login (`inField`), in a text that reads as English: other languages'
 * words spell a letter and a surname too often ("sconto", "prende", "zeggen"), and the English
 * lists miss words formed with a prefix ("unable").
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon, isListedSurname, type Lexicon } from '../gazetteer/lexicon.js';
import { ENGLISH_MARKERS } from '../gazetteer/token-view.js';
import type { Recognizer, Span } from '../types.js';

const SCORE = 0.6;
/** A word of six to twenty small ASCII letters standing alone: not in a path, an address, a dotted or hyphenated name, a mention. */
const LOGIN = /[a-z](?<![\p{L}\p{N}_.@/\\$#-][a-z])[a-z]{5,19}(?![\p{L}\p{N}_@(]|[.-][\p{L}\p{N}])/gu;

/**
 * Where a login stands: a line's or a cell's start, after a field's ":" or "=", a quote, a bracket
 * or a list's comma, or after the words that name who did something in a log ("by", "for",
 * "user"). Prose's words ("the river cruise", "were unable") stand after other words.
 */
const FIELD_MARKS = '\n=:,;(<>[]{"\'|\t';
/** The words of a log that name who did something, before a space ("by", "for", "user"). */
const ACTOR_WORD = /(?:^|[^\p{L}])(?:by|for|user) $/u;

/** Whether the word at `start` stands where a field or a log puts a login (`FIELD_MARKS`, two spaces, an actor word). */
function inField(text: string, start: number): boolean {
  if (start === 0) return true;
  const before = text[start - 1] ?? '';
  if (FIELD_MARKS.includes(before)) return true;
  if (before !== ' ') return false;
  const second = text[start - 2];
  return second === undefined || second === ' ' || FIELD_MARKS.includes(second) || ACTOR_WORD.test(text.slice(Math.max(0, start - 6), start));
}

/** Whether `rest`, a login's letters after its initial, is a surname of the lists and no word of English. */
function isSurname(lexicon: Lexicon, rest: string): boolean {
  return isListedSurname(lexicon, rest) && !isEnglishWord(lexicon, rest, true);
}

/** Whether the whole word is known to a list: a word, a name, a rare spelling of one. */
function isKnown(lexicon: Lexicon, word: string): boolean {
  return (
    lexicon.words.get(word) !== undefined ||
    lexicon.rareFirstNames.get(word) !== undefined ||
    lexicon.censusNames.get(word) !== undefined ||
    isEnglishWord(lexicon, word, true)
  );
}

export function createInitialLoginsRecognizer(): Recognizer {
  return {
    name: 'initial-logins',
    entities: ['USERNAME'],
    languages: '*',
    detect(text) {
      const spans: Span[] = [];
      let lexicon: Lexicon | undefined;
      /** Other languages' words of a letter and a surname ("sconto", "prende", "zeggen") are no English list's: asked once, when a login is found. */
      let english: boolean | undefined;
      for (const match of text.matchAll(LOGIN)) {
        const word = match[0];
        if (!inField(text, match.index)) continue;
        lexicon ??= getLexicon();
        if (!isSurname(lexicon, word.slice(1)) || isKnown(lexicon, word)) continue;
        english ??= ENGLISH_MARKERS.test(text);
        if (!english) return spans;
        spans.push({ type: 'USERNAME', start: match.index, end: match.index + word.length, score: SCORE, source: 'initial-logins' });
      }
      return spans;
    },
  };
}
