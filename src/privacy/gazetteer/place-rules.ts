/**
 * Places and listed organisations: the longest lexicon phrase starting at each token.
 * Countries and regions count on their own; cities by population (big ones alone, small ones
 * only after "in", "from", "to"...); one-word brands only in their exact spelling. Words that
 * are also common words or person names need a place preposition before them.
 */
import type { Span } from '../types.js';
import { FIRST_NAME, LAST_NAME, type Phrase } from './lexicon.js';
import { LOCATION_TRIGGERS, ORGANIZATION_TRIGGERS, STRONG_LOCATION_TRIGGERS } from './name-rules.js';
import type { TokenView } from './token-view.js';

const SOURCE = 'gazetteer';
const PHRASE_GAP = /^(?: {1,2}|-|\. ?| ?& ?|'|’)$/;

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
      return phrase.tokens.length > 1 ? 0.6 : 0.35;
  }
}

/** Candidate entries starting at token i: longer ones (by first two words) first. */
function candidatesAt(view: TokenView, i: number): Phrase[] {
  const found: Phrase[] = [];
  const lexicon = view.lexicon;
  if (i + 1 < view.length && PHRASE_GAP.test(view.gap(i))) {
    const pair = `${view.key(i)} ${view.key(i + 1)}`;
    found.push(...(lexicon.phrases.get(pair) ?? []));
    const folded = `${view.folded(i)} ${view.folded(i + 1)}`;
    if (folded !== pair) found.push(...(lexicon.phrases.get(folded) ?? []));
  }
  found.push(...(lexicon.singles.get(view.key(i)) ?? []));
  if (view.folded(i) !== view.key(i)) found.push(...(lexicon.singles.get(view.folded(i)) ?? []));
  return found;
}

/** Whether [start, end) stands alone on its line (an address block or signature line). */
function aloneOnLine(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && text[i] !== '\n') {
    if (!/[\s>?*•-]/.test(text[i] ?? '')) return false;
    i--;
  }
  for (let k = end; k < text.length && text[k] !== '\n'; k++) {
    if (!/[\s,\d-]/.test(text[k] ?? '')) return false;
  }
  return text.includes('\n');
}

/** Finds LOCATION and ORGANIZATION spans from the lexicon. */
export function findPlaces(view: TokenView): Span[] {
  const spans: Span[] = [];
  let placeEnd = -1;
  for (let i = 0; i < view.length; i++) {
    const candidates = candidatesAt(view, i);
    if (candidates.length === 0) {
      if (i > placeEnd) {
        const unknown = unknownPlace(view, i);
        if (unknown !== undefined) {
          spans.push(unknown);
          placeEnd = i;
        }
      }
      continue;
    }
    const place = i > placeEnd ? candidates.find((p) => p.kind !== 'organization' && matches(view, i, p)) : undefined;
    const organization = candidates.find((p) => p.kind === 'organization' && matches(view, i, p));
    for (const phrase of [place, organization]) {
      if (phrase === undefined) continue;
      const span = scorePhrase(view, i, phrase);
      if (span === undefined) continue;
      spans.push(span);
      if (phrase === place) placeEnd = i + phrase.tokens.length - 1;
    }
  }
  return spans;
}

function scorePhrase(view: TokenView, i: number, phrase: Phrase): Span | undefined {
  const last = i + phrase.tokens.length - 1;
  const isOrganization = phrase.kind === 'organization';
  const placeContext = view.precededBy(i, LOCATION_TRIGGERS);
  const start = view.tokens[i]?.start ?? 0;
  const end = view.end(last);
  let score = baseScore(phrase);
  if (isOrganization) {
    if (view.precededBy(i, ORGANIZATION_TRIGGERS)) score += 0.2;
  } else {
    if (placeContext) score += phrase.kind === 'city' ? 0.25 : 0.1;
    if (aloneOnLine(view.text, start, end)) score += 0.2;
    // "El Salvador", "Costa Rica": a listed multi-word place beats the same words read as a name.
    if (phrase.tokens.length > 1 && phrase.kind !== 'city') score += 0.1;
  }
  if (phrase.tokens.length === 1) {
    const flags = view.flags(i);
    // A lone word that is also an ordinary word needs a preposition (and real capitals).
    if (view.isCommon(i) && !(placeContext && view.caseful)) return undefined;
    if ((flags & (FIRST_NAME | LAST_NAME)) !== 0) {
      // "Elizabeth Mitchell": a first name followed by a name is a person, not a city.
      if ((flags & FIRST_NAME) !== 0 && view.adjacent(i) && view.isCapitalized(i + 1) && view.isName(i + 1)) return undefined;
      if (!placeContext) score -= phrase.kind === 'city' ? 0.3 : 0.1;
    }
    if (!placeContext && view.isSentenceStart(i)) score -= 0.1;
    // One-word brands collide with ordinary words too often to count without context.
    if (isOrganization && !view.caseful) return undefined;
  }
  if (!view.caseful) score -= 0.05;
  return {
    type: isOrganization ? 'ORGANIZATION' : 'LOCATION',
    start,
    end,
    score: Math.max(0, Math.min(1, score)),
    source: SOURCE,
  };
}

/** An unlisted capitalised word after "lives in", "grew up in", "moved here from"... */
function unknownPlace(view: TokenView, i: number): Span | undefined {
  if (!view.caseful || !view.isCapitalized(i) || view.flags(i) !== 0 || !view.precededBy(i, STRONG_LOCATION_TRIGGERS)) {
    return undefined;
  }
  let last = i;
  while (last + 1 < view.length && last - i < 3 && view.adjacent(last) && view.isCapitalized(last + 1) && !view.isCommon(last + 1)) last++;
  return { type: 'LOCATION', start: view.tokens[i]?.start ?? 0, end: view.end(last), score: 0.45, source: SOURCE };
}
