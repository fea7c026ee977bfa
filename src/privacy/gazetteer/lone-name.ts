import { isEnglishWord, isListedName } from './english-words.js';
import { getLexicon } from './lexicon.js';
import { CALENDAR_WORDS, TITLES } from './name-rules.js';
import { foldAccents } from './tokenize.js';

/**
 * Whether a capitalised word, where the layout or the sentence already says a person stands
 * (a list of people, after a role, in a review's header), may be that person's name: a listed
 * name that is no listed place and everyday word both, or a word no dictionary, place or company
 * list has; no title or calendar word.
 */
export function mayBeLoneName(word: string): boolean {
  const key = foldAccents(word.toLowerCase());
  if (TITLES.has(key) || CALENDAR_WORDS.has(key)) return false;
  const lexicon = getLexicon();
  if (isListedName(key) || lexicon.rareFirstNames.get(key) !== undefined) return lexicon.phrases.first(key) === -1 || !isEnglishWord(lexicon, key);
  return !isEnglishWord(lexicon, key, true) && lexicon.phrases.first(key) === -1;
}
