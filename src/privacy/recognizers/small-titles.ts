/**
 * A name after a title typed in small letters (PERSON), in a text that writes its other names
 * with capitals: "the float money is w/ mrs abara", "suggested mr. delacroix-baptiste from their
 * side", "ask dr okonkwo". Notes and messages typed in haste drop the capitals of a title and its
 * name together; the gazetteer reads a title's name by its capital in such a text, and a text in
 * small letters throughout by its lists. The name must be no word of the dictionaries, no listed
 * place or firm ("the dr. appointment", "ms. paris office").
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'small-titles';
const SCORE = 0.7;

/**
 * English titles in small letters, a full stop perhaps, one blank, and a word in small letters
 * (hyphens joining parts). "ms" only with its full stop: without it, it is also Spanish "más" that
 * lost its accent to a wrong encoding ("ms costoso"), and a unit.
 */
const SMALL_TITLE = /(?<![\p{L}\p{N}.])(?:mrs\.?|mr\.?|dr\.?|ms\.) (\p{Ll}{2,}(?:-\p{Ll}{2,})?)(?![\p{L}\p{N}'’@_/]|-\p{L}|\.\p{L})/gu;

/** Whether a word in small letters after a title reads as a surname: no everyday word, place or firm in any of its parts. */
function readsAsName(word: string): boolean {
  const lexicon = getLexicon();
  return word.split('-').every((part) => {
    const folded = foldAccents(part);
    return part.length >= 3 && !isEnglishWord(lexicon, folded, true) && lexicon.phrases.first(folded) === -1;
  });
}

/** Creates the recognizer of names after titles typed in small letters. */
export function createSmallTitlesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // The common case: no title in small letters at all.
      if (!text.includes('mr') && !text.includes('ms') && !text.includes('dr')) return spans;
      SMALL_TITLE.lastIndex = 0;
      for (let match = SMALL_TITLE.exec(text); match !== null; match = SMALL_TITLE.exec(text)) {
        const name = match[1] as string;
        if (readsAsName(name)) spans.push({ type: 'PERSON', start: match.index, end: match.index + match[0].length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
