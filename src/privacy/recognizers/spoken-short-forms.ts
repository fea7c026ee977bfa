/**
 * Short forms of first names after the article that German, Italian and Spanish speech puts before
 * a first name, in chat written in small letters (PERSON): "il fede e la marti ci siamo",
 * "chiedete al lollo se", "el pancho otra vez llegó tarde", "dile a la vale que", "der basti hat".
 * The name lists hold full names only ("Federico", "Martina"), and several short forms are words
 * elsewhere ("vale", "ale", "fede"), so they count only here: after such an article, and before
 * what follows a name in speech (a verb, a pronoun, an adverb, a conjunction or the clause's end:
 * `SPOKEN_NAME_FOLLOWERS`), never as words on their own.
 */
import { SPOKEN_NAME_FOLLOWERS } from '../gazetteer/everyday-nouns.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'spoken-short-forms';
const SCORE = 0.6;

/** Short forms friends call each other by, in Italian, Spanish and German. */
const SHORT_FORMS: ReadonlySet<string> = new Set([
  // it
  'beppe', 'peppe', 'fede', 'marti', 'lollo', 'ale', 'ludo', 'vale', 'gigi', 'pippo', 'tommi', 'giuli', 'robi', 'dani', 'teo',
  'nico', 'simo', 'manu', 'miki', 'betta', 'bea', 'gabri', 'edo', 'cate', 'franci', 'ricky', 'checco', 'lele', 'ciccio',
  'enri', 'mati', 'ila', 'sere', 'chicca', 'lori', 'ste',
  // es
  'pancho', 'nacho', 'paco', 'pepe', 'lola', 'lupe', 'chema', 'quique', 'kike', 'chus', 'charo', 'pili', 'maite', 'rafa', 'toni',
  'edu', 'nando', 'juanma', 'josemi', 'manolo', 'pepa', 'fran', 'lucho', 'beto', 'chuy', 'lalo', 'tere', 'gabi', 'mari',
  'santi', 'seba', 'nati', 'javi', 'migue', 'vicky',
  // de
  'basti', 'steffi', 'tobi', 'flo', 'chrissi', 'andi', 'sabi', 'nici', 'jule', 'moni', 'conny', 'rudi', 'uli', 'susi', 'kati',
  'benni', 'matze', 'domi', 'jojo', 'fabi', 'sepp', 'manni', 'hansi', 'biggi',
]);

/** Short forms that are nouns after a feminine article ("la fede", faith): a man's only after a masculine one ("il fede"). */
const MASCULINE_ONLY: ReadonlySet<string> = new Set(['fede']);
const MASCULINE_ARTICLES: ReadonlySet<string> = new Set(['il', 'lo', 'al', 'dal', 'del', 'col', 'el', 'der', 'den', 'dem']);

/** An article of speech before a first name, then a word in small letters. */
const ARTICLE_AND_WORD = /(?<![\p{L}\p{N}])(il|la|lo|al|dal|del|col|el|der|die|den|dem) (\p{Ll}+)(?![\p{L}\p{N}'’-])/dgu;

/** Creates the recognizer of short first names after a spoken article. */
export function createSpokenShortFormsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      ARTICLE_AND_WORD.lastIndex = 0;
      for (let match = ARTICLE_AND_WORD.exec(text); match !== null; match = ARTICLE_AND_WORD.exec(text)) {
        const bounds = match.indices?.[2];
        const word = match[2] ?? '';
        if (bounds === undefined || !SHORT_FORMS.has(word)) continue;
        if (MASCULINE_ONLY.has(word) && !MASCULINE_ARTICLES.has(match[1] ?? '')) continue;
        if (!SPOKEN_NAME_FOLLOWERS.test(text.slice(bounds[1], bounds[1] + 12))) continue;
        spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
