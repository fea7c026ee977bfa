/**
 * A first name no rule took, right before a surname the rules found alone (a listed name of one
 * word: the lists give many surnames as first names too): "(Ptolemy Garrick)",
 * "Conducted by Emer Doyle.", "client (Orla Brennan, ...)". The surname made the person; the
 * first name beside it would go upstream in clear next to "[PERSON_1]", and with the surname's
 * placeholder it still says who.
 *
 * In English text only, the word before joins the name when it is capitalised, one space before
 * the surname, no possessive, no English word, not the first of its sentence, and either a first
 * name of the lists (the registries' rare ones too: "Orla" is also a town) or a word no list knows
 * as a name, place or company.
 */
import { isEnglishWord } from './english-words.js';
import { FIRST_NAME } from './lexicon.js';
import { CALENDAR_WORDS, PARTICLES, TITLES } from './name-rules.js';
import type { TokenView } from './token-view.js';
import type { Span } from '../types.js';

/** Whether token i reads as a first name before the surname after it. */
function readsAsFirstName(view: TokenView, i: number): boolean {
  if (!view.isCapitalized(i) || view.isPossessive(i) || view.gap(i) !== ' ' || view.isSentenceStart(i)) return false;
  const key = view.key(i);
  if (key.length < 2 || TITLES.has(key) || PARTICLES.has(key) || CALENDAR_WORDS.has(key) || view.isCommon(i)) return false;
  const text = view.tokens[i]?.text ?? '';
  // An acronym or initials ("NHS Doyle", "J.") are other rules' to read; "Ma'am" is a title.
  if (text === text.toUpperCase() || /['’]/.test(text) || isEnglishWord(view.lexicon, key, true)) return false;
  if ((view.flags(i) & FIRST_NAME) !== 0 || view.isRareFirstName(i)) return true;
  return !view.isName(i) && !view.headsListedPhrase(i);
}

/** The person spans, each surname alone widened to the first name written before it. */
export function withFirstNamesBeforeSurnames(view: TokenView, spans: Span[]): Span[] {
  // Without capitals every word would read as a name; and the word lists that tell a word from a
  // name are English ones ("Hoy Marcelo", "Salut Margaux", "Szent János" open with a word).
  if (!view.caseful || !view.readsAsEnglish()) return spans;
  let previousEnd = 0;
  for (const span of spans) {
    const [i, ...rest] = view.tokensIn(span.start, span.end);
    const start = i === undefined ? undefined : view.tokens[i - 1]?.start;
    if (span.type === 'PERSON' && i !== undefined && rest.length === 0 && start !== undefined && start >= previousEnd) {
      // Lists give many surnames as first names too ("Garrick", "Brennan"): any listed name will do.
      const named = view.isName(i) || view.isCensusName(i);
      if (named && view.tokens[i]?.start === span.start && readsAsFirstName(view, i - 1)) span.start = start;
    }
    previousEnd = span.end;
  }
  return spans;
}
