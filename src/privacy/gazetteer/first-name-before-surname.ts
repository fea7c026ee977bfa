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
import { SpanCoverage } from '../span-coverage.js';
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

/** Words that join two partners' first names before their shared surname. */
const PARTNER_JOINS: ReadonlySet<string> = new Set(['and', 'und', 'et', 'y', 'e', 'en']);

/** Whether token i is a first name of the lists that is no word: "Hiroshi" of "Hiroshi & Emiko Sato". */
function isPartnerFirstName(view: TokenView, i: number): boolean {
  if (!view.isCapitalized(i) || view.isPossessive(i) || view.isCommon(i)) return false;
  if ((view.flags(i) & FIRST_NAME) === 0 && !view.isRareFirstName(i)) return false;
  return !isEnglishWord(view.lexicon, view.key(i), true);
}

/**
 * "Hiroshi & Emiko Sato", "Anneke en Joost de Vries": a couple written with one surname. The
 * first partner's first name, right before "&" or "and" before a person's full name, is a person
 * of its own.
 */
function partnersBefore(view: TokenView, spans: readonly Span[]): Span[] {
  const partners: Span[] = [];
  let covered: SpanCoverage | undefined;
  for (const span of spans) {
    if (span.type !== 'PERSON') continue;
    const inside = view.tokensIn(span.start, span.end);
    const i = inside[0];
    if (i === undefined || inside.length < 2 || view.tokens[i]?.start !== span.start) continue;
    let partner = -1;
    if (view.gap(i - 1) === ' & ') partner = i - 1;
    else if (PARTNER_JOINS.has(view.key(i - 1)) && view.gap(i - 1) === ' ' && view.gap(i - 2) === ' ') partner = i - 2;
    const token = view.tokens[partner];
    if (token === undefined || !isPartnerFirstName(view, partner)) continue;
    covered ??= new SpanCoverage(view.text.length, spans);
    if (covered.overlaps(token.start, view.end(partner))) continue;
    const added: Span = { type: 'PERSON', start: token.start, end: view.end(partner), score: span.score, source: span.source };
    covered.add(added);
    partners.push(added);
  }
  return partners;
}

/**
 * The person spans, each surname alone widened to the first name written before it, and a
 * couple's first partner added before the full name of the second.
 */
export function withFirstNamesBeforeSurnames(view: TokenView, spans: Span[]): Span[] {
  const partners = view.caseful ? partnersBefore(view, spans) : [];
  if (partners.length > 0) spans = [...spans, ...partners].sort((a, b) => a.start - b.start);
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
