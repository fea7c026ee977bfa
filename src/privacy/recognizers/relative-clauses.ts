/**
 * A name that a relative clause of people follows (PERSON): "Well done to Amarune, who won the
 * cup", "ask Kyvrel, whose team owns it", "thanks to Orsolya Brenvik (who joined in May)". English
 * says "who" of people only, and the word before it, capitalised, is the one meant; so a word no
 * list knows needs no other cue there. Companies and places take "which" or "that", though a firm
 * is "who" now and then: a listed place or company, an everyday word, a title or a calendar word
 * is none (lone-name.ts). Run for every language: "who" is a word of English only, and asking
 * for the text's language would run the language detector on every message (~0.25 ms each).
 */
import { mayBeLoneName } from '../gazetteer/lone-name.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'relative-clause';
const SCORE = 0.75;
/** One or two capitalised words (a hyphen inside), a comma or an opening bracket, then "who", "whom" or "whose". */
const NAME_BEFORE_WHO = /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*)?)(?:,|[ \t]\()[ \t]*(?:who|whom|whose)(?![\p{L}])/gu;

/** Creates the recognizer of names before a relative clause of people. */
export function createRelativeClausesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('who')) return [];
      const spans: Span[] = [];
      NAME_BEFORE_WHO.lastIndex = 0;
      for (let match = NAME_BEFORE_WHO.exec(text); match !== null; match = NAME_BEFORE_WHO.exec(text)) {
        const name = match[1] as string;
        if (!name.split(/[ \t]/).every(mayBeLoneName)) continue;
        spans.push({ type: 'PERSON', start: match.index, end: match.index + name.length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
