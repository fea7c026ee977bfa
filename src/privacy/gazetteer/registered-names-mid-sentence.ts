/**
 * A first name only the registries or the census lists know, alone in the middle of an English
 * sentence: "Bhavna followed it correctly", "physio with Gwenllian in 2/52", "ask Kaito whether
 * Thandiwe should be added". Such a word needs no cue: the lists that hold it were checked
 * against the English and the place lists when they were read (lexicon-sources.ts), and in the
 * middle of a sentence English writes a capital for a proper noun only.
 *
 * The word counts when the text reads as English and is written with capitals; the word is
 * capitalised (not in capitals), not the first of its sentence or line, no English word of any
 * list, no listed place, company, tool or firm cited as people are ("Gartner"), and stands
 * alone: a capitalised word right before or after it makes a name of several words, a title or a
 * product's name, which other rules read; a particle after it, a number beside it or "the" before
 * it makes a place or a street.
 */
import { isEnglishWord } from './english-words.js';
import { CALENDAR_WORDS, PARTICLES, TITLES } from './name-rules.js';
import { isCitedSource } from './person-context.js';
import { isServiceName, isToolName } from './tech-names.js';
import type { TokenView } from './token-view.js';
import { SpanCoverage } from '../span-coverage.js';
import type { Span } from '../types.js';

const SCORE = 0.5;

/** Whether token i is such a name. */
function isLoneRegisteredName(view: TokenView, i: number): boolean {
  // The two hash lookups first: most capitalised words are in neither list.
  if (!view.isCapitalized(i) || (!view.isRareFirstName(i) && !view.isCensusName(i))) return false;
  if (view.isSentenceStart(i) || view.isName(i) || view.isCommon(i)) return false;
  // Written as a name: one capital, then small letters ("NOTto" is a typo, "ÅSTRÖM" shouts).
  if (!/^\p{Lu}\p{Ll}+(?:['’-]\p{L}\p{Ll}*)*$/u.test(view.tokens[i]?.text ?? '')) return false;
  const key = view.key(i);
  if (TITLES.has(key) || PARTICLES.has(key) || CALENDAR_WORDS.has(key) || isToolName(key) || isServiceName(key) || isCitedSource(key)) return false;
  if (isEnglishWord(view.lexicon, key, true) || view.headsListedPhrase(i)) return false;
  // Alone: no capitalised word or particle joined to it by a space on either side ("Mansilla de
  // la Sierra"), no number beside it (an address's "35 Herrería 6"), no "the" before it ("the Humber").
  if (i > 0 && view.gap(i - 1) === ' ' && (view.isCapitalized(i - 1) || view.key(i - 1) === 'the')) return false;
  if (i + 1 < view.length && view.gap(i) === ' ' && (view.isCapitalized(i + 1) || PARTICLES.has(view.key(i + 1)))) return false;
  const token = view.tokens[i];
  if (token !== undefined && (/\d[ \t]*$/.test(view.text.slice(Math.max(0, token.start - 3), token.start)) || /^[ \t]*\d/.test(view.text.slice(token.end, token.end + 3)))) return false;
  // Not a line's first word (a heading, a list's item, a label): a word before it on its line.
  // (The gap to the previous word, not a search back for the line's start: that was quadratic.)
  return i > 0 && !view.gap(i - 1).includes('\n');
}

/** PERSON spans for the registered first names alone mid-sentence that no span covers yet. */
export function registeredNamesMidSentence(view: TokenView, spans: readonly Span[]): Span[] {
  if (!view.caseful || !view.readsAsEnglish()) return [];
  const found: Span[] = [];
  let covered: SpanCoverage | undefined;
  for (let i = 0; i < view.length; i++) {
    if (!isLoneRegisteredName(view, i)) continue;
    const token = view.tokens[i];
    if (token === undefined) continue;
    const end = view.end(i);
    covered ??= new SpanCoverage(view.text.length, spans);
    if (covered.overlaps(token.start, end)) continue;
    found.push({ type: 'PERSON', start: token.start, end, score: SCORE, source: 'gazetteer' });
  }
  return found;
}
