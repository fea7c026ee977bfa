/**
 * Places and listed organisations: the longest lexicon phrase starting at each token.
 * Countries and regions count on their own; cities by population (big ones alone, small ones
 * only after "in", "from", "to"...); one-word brands only in their exact spelling. Words that
 * are also common words or person names need a place preposition before them.
 */
import type { Span } from '../types.js';
import { FIRST_NAME, LAST_NAME, type Phrase } from './lexicon.js';
import { LOCATION_TRIGGERS, ORGANIZATION_TRIGGERS } from './name-rules.js';
import type { TokenView } from './token-view.js';

const SOURCE = 'gazetteer';
const PHRASE_GAP = /^(?: {1,2}|-|\. ?| ?& ?|'|’)$/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Whether the phrase matches the tokens starting at i, with its case rules. */
function matches(view: TokenView, i: number, phrase: Phrase): boolean {
  const n = phrase.tokens.length;
  if (i + n > view.length) return false;
  for (let k = 0; k < n; k++) {
    const key = view.key(i + k);
    const want = phrase.tokens[k];
    if (key !== want && view.folded(i + k) !== want) return false;
    if (k < n - 1 && !PHRASE_GAP.test(view.gap(i + k))) return false;
    // Long words of a name are capitalised ("Bank of America"); connectors need not be.
    if (view.caseful && (k === 0 || key.length > 3) && !view.isCapitalized(i + k)) return false;
  }
  if (phrase.exact !== undefined) {
    const text = view.tokens[i]?.text ?? '';
    return text === phrase.exact || (!view.caseful && text.toLowerCase() === phrase.exact.toLowerCase());
  }
  return true;
}

function baseScore(phrase: Phrase): number {
  switch (phrase.kind) {
    case 'country':
    case 'region':
      return 0.85;
    case 'city':
      return phrase.weight >= 100_000 ? 0.7 : phrase.weight >= 15_000 ? 0.6 : 0.35;
    case 'organization':
      return phrase.tokens.length > 1 ? 0.6 : phrase.weight >= 50 ? 0.55 : 0.45;
  }
}

/** Finds LOCATION and ORGANIZATION spans from the lexicon; marks used tokens. */
export function findPlaces(view: TokenView, used: Uint8Array): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < view.length; i++) {
    if (used[i] === 1) continue;
    const key = view.key(i);
    let candidates = view.lexicon.phrases.get(key);
    if (candidates === undefined && NON_ASCII.test(key)) candidates = view.lexicon.phrases.get(view.folded(i));
    if (candidates === undefined) continue;
    const phrase = candidates.find((p) => matches(view, i, p));
    if (phrase === undefined) continue;
    const last = i + phrase.tokens.length - 1;
    const isOrganization = phrase.kind === 'organization';
    const placeContext = view.precededBy(i, LOCATION_TRIGGERS);
    let score = baseScore(phrase);
    if (isOrganization) {
      if (view.precededBy(i, ORGANIZATION_TRIGGERS)) score += 0.2;
    } else if (placeContext) {
      score += phrase.kind === 'city' ? 0.25 : 0.1;
    }
    if (phrase.tokens.length === 1) {
      // A lone word that is also an ordinary word or a person name needs a preposition.
      const flags = view.flags(i);
      if (view.isCommon(i) && !(placeContext && view.caseful)) continue;
      if ((flags & (FIRST_NAME | LAST_NAME)) !== 0 && !placeContext) score -= phrase.kind === 'city' ? 0.3 : 0.1;
      if (!placeContext && view.isSentenceStart(i)) score -= 0.1;
    }
    if (!view.caseful) score -= 0.05;
    for (let k = i; k <= last; k++) used[k] = 1;
    spans.push({
      type: isOrganization ? 'ORGANIZATION' : 'LOCATION',
      start: view.tokens[i]?.start ?? 0,
      end: view.end(last),
      score: Math.max(0, Math.min(1, score)),
      source: SOURCE,
    });
    i = last;
  }
  return spans;
}
