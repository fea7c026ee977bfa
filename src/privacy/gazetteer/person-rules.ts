/**
 * Person names from name lists plus context:
 * - a title ("Mr", "Frau", "Mme", "Sr.", "mevrouw") announces a name: the following name-like
 *   token starts a PERSON (the title itself stays outside the span);
 * - a known first or last name, capitalised, starts a PERSON; consecutive name tokens, initials
 *   ("M.") and particles ("van der", "de la") are joined into one span;
 * - a name that is also a common word ("May", "Will", "Bill", "Frank", "Mark", "Rose") counts
 *   only with a title, a trigger ("my name is", "Dear") or an adjacent name;
 * - sentence-initial and single-token names score lower; triggers score higher.
 * In text without case information (all lower or all upper) only listed names count.
 */
import type { Span } from '../types.js';
import { FIRST_NAME, LAST_NAME } from './lexicon.js';
import { DOT_ONLY_TITLES, LOCATION_TRIGGERS, PARTICLES, PERSON_TRIGGERS, TITLES } from './name-rules.js';
import type { TokenView } from './token-view.js';

const SOURCE = 'gazetteer';
const MAX_NAME_TOKENS = 5;

/** Whether token i is a title (with its dot when the title needs one). */
function isTitle(view: TokenView, i: number): boolean {
  const key = view.key(i);
  if (!TITLES.has(key)) return false;
  const token = view.tokens[i];
  if (token === undefined) return false;
  const dotted = view.text[token.end] === '.';
  if (DOT_ONLY_TITLES.has(key) && !dotted) return false;
  // "M." must be upper case: "m." is an abbreviation of metres.
  if (key.length === 1 && token.text !== 'M') return false;
  return view.caseful ? /^\p{Lu}/u.test(token.text) || dotted : true;
}

/** Whether tokens i and i + 1 belong to the same name: spaces only, or "Title. Name". */
function joined(view: TokenView, i: number): boolean {
  if (view.adjacent(i)) return true;
  const gap = view.gap(i);
  return (gap === '. ' || gap === '.') && (isInitial(view, i) || isTitle(view, i));
}

/** A single upper-case letter followed by a dot ("Richard M. Nixon"). */
function isInitial(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  return token !== undefined && token.text.length === 1 && /\p{Lu}/u.test(token.text) && view.text[token.end] === '.';
}

/** Whether token i may continue a name that started before it. */
function continuesName(view: TokenView, i: number): boolean {
  if (!view.isCapitalized(i) || isTitle(view, i)) return false;
  if (view.isName(i)) return true;
  if (!view.caseful) return false;
  const text = view.tokens[i]?.text ?? '';
  // An unknown capitalised word after a first name is most likely a surname ("Diana Iversen"),
  // unless it is a common word ("John The") or an all-caps acronym ("Paul IBAN").
  return !view.isCommon(i) && !(text.length > 1 && text === text.toUpperCase() && text.length <= 4);
}

/** Whether token i can start a name on its own evidence. */
function startsName(view: TokenView, i: number, afterTitle: boolean): boolean {
  if (!view.isCapitalized(i)) return false;
  if (afterTitle) return continuesName(view, i) || (view.caseful && !view.isCommon(i));
  if (!view.isName(i)) return false;
  if (!view.isCommon(i)) return true;
  // Common words that are names: need a trigger or a following name.
  if (view.precededBy(i, PERSON_TRIGGERS)) return true;
  return joined(view, i) && view.isName(i + 1) && view.isCapitalized(i + 1) && !isTitle(view, i + 1);
}

/** Finds PERSON spans; marks the tokens it used in `used`. */
export function findPersons(view: TokenView, used: Uint8Array): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < view.length; i++) {
    if (used[i] === 1) continue;
    let first = i;
    let titled = false;
    if (isTitle(view, i) && i + 1 < view.length && joined(view, i) && startsName(view, i + 1, true)) {
      first = i + 1;
      titled = true;
    } else if (!startsName(view, i, false)) {
      continue;
    }
    let last = first;
    let nameTokens = 1;
    while (last + 1 < view.length && nameTokens < MAX_NAME_TOKENS && joined(view, last)) {
      const next = last + 1;
      if (continuesName(view, next)) {
        last = next;
        nameTokens++;
      } else if (isInitial(view, next) && next + 1 < view.length && joined(view, next) && continuesName(view, next + 1)) {
        last = next + 1;
        nameTokens++;
      } else if (PARTICLES.has(view.key(next)) && view.adjacent(next)) {
        // "van der Voet": take every particle, then require a name-like word.
        let k = next;
        while (k + 1 < view.length && PARTICLES.has(view.key(k + 1)) && view.adjacent(k + 1)) k++;
        if (k + 1 < view.length && view.adjacent(k) && continuesName(view, k + 1) && view.isCapitalized(k + 1)) {
          last = k + 1;
          nameTokens++;
        } else {
          break;
        }
      } else {
        break;
      }
    }
    const score = scorePerson(view, first, last, nameTokens, titled);
    for (let k = i; k <= last; k++) used[k] = 1;
    const start = view.tokens[first]?.start ?? 0;
    spans.push({ type: 'PERSON', start, end: view.end(last), score, source: SOURCE });
    i = last;
  }
  return spans;
}

function scorePerson(view: TokenView, first: number, last: number, nameTokens: number, titled: boolean): number {
  let known = 0;
  let hasFirstName = false;
  for (let k = first; k <= last; k++) {
    const flags = view.flags(k);
    if ((flags & (FIRST_NAME | LAST_NAME)) !== 0) known++;
    if ((flags & FIRST_NAME) !== 0 && k === first) hasFirstName = true;
  }
  let score: number;
  if (titled) score = 0.85;
  else if (nameTokens >= 2) score = hasFirstName ? 0.85 : known >= 2 ? 0.7 : 0.55;
  else if (hasFirstName) score = view.isSentenceStart(first) ? 0.5 : 0.6;
  else score = view.isSentenceStart(first) ? 0.3 : 0.45;
  if (!view.caseful) score -= 0.05;
  if (!titled && view.precededBy(first, PERSON_TRIGGERS)) score += 0.2;
  // "in Florence", "from Jordan": a single name after a place preposition is more likely a place.
  if (!titled && nameTokens === 1 && view.precededBy(first, LOCATION_TRIGGERS)) score -= 0.15;
  return Math.max(0, Math.min(1, score));
}
