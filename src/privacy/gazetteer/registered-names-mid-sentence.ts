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
import { CALENDAR_WORDS, NATIONALITIES, PARTICLES, TITLES } from './name-rules.js';
import { LANGUAGE_NAMES, namesEponym, SOFTWARE_PARTS } from './person-rules.js';
import { isCitedSource } from './person-context.js';
import { isServiceName, isToolName } from './tech-names.js';
import type { TokenView } from './token-view.js';
import { SpanCoverage } from '../span-coverage.js';
import type { Span } from '../types.js';

const SCORE = 0.5;

/**
 * Whether token i is such a name; `registered`: a registry's or the census's name, else a word no
 * list has at all (`recurringUnknownNames`).
 */
function isLoneNameWord(view: TokenView, i: number, registered: boolean): boolean {
  // The two hash lookups first: most capitalised words are in neither list.
  if (!view.isCapitalized(i)) return false;
  const listed = view.isRareFirstName(i) || view.isCensusName(i);
  if (registered ? !listed : listed || view.flags(i) !== 0 || (view.tokens[i]?.text.length ?? 0) < MIN_UNKNOWN_LENGTH) return false;
  if (view.isSentenceStart(i) || view.isName(i) || view.isCommon(i)) return false;
  // Written as a name: one capital, then small letters ("NOTto" is a typo, "ÅSTRÖM" shouts).
  if (!/^\p{Lu}\p{Ll}+(?:['’-]\p{L}\p{Ll}*)*$/u.test(view.tokens[i]?.text ?? '')) return false;
  const key = view.key(i);
  if (TITLES.has(key) || PARTICLES.has(key) || CALENDAR_WORDS.has(key) || isToolName(key) || isServiceName(key) || isCitedSource(key)) return false;
  if (isEnglishWord(view.lexicon, key, true) || view.headsListedPhrase(i)) return false;
  // Alone: no capitalised word or particle joined to it by a space on either side ("Mansilla de
  // la Sierra"), no number beside it (an address's "35 Herrería 6"), no "the" before it ("the Humber").
  // ("When Ciarvel met": a sentence's first word of everyday English is no part of a name.)
  if (i > 0 && view.gap(i - 1) === ' ' && ((view.isCapitalized(i - 1) && !(view.isSentenceStart(i - 1) && view.isCommon(i - 1))) || view.key(i - 1) === 'the')) return false;
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
  /** Words no list has, alone mid-sentence: each key's first such token. */
  const unknown = new Map<string, number>();
  for (let i = 0; i < view.length; i++) {
    const registered = isLoneNameWord(view, i, true);
    if (!registered && !isLoneNameWord(view, i, false)) continue;
    const token = view.tokens[i];
    if (token === undefined) continue;
    const end = view.end(i);
    covered ??= new SpanCoverage(view.text.length, spans);
    if (covered.overlaps(token.start, end)) continue;
    if (registered) found.push({ type: 'PERSON', start: token.start, end, score: SCORE, source: 'gazetteer' });
    else if (!unknown.has(view.key(i))) unknown.set(view.key(i), i);
  }
  if (unknown.size > 0) found.push(...recurringUnknownNames(view, unknown, covered as SpanCoverage));
  return found;
}

/** Unknown words shorter than this are initials, abbreviations or syllables ("Obi" is listed). */
const MIN_UNKNOWN_LENGTH = 4;
/**
 * Words before which a capitalised word is a thing's, a product's or a place's name: "the Atlas
 * rollout", "our Zorbly account", "the people of Fallujah", "a flat in Chorlton".
 */
const THING_BEFORE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'our', 'your', 'their', 'my', 'this', 'that', 'its', 'new', 'old', 'in', 'at', 'near', 'of']);
/** Nouns after which a capitalised word names a system, a project or a product: "Ceph cluster", "Atlas migration". */
const THING_NOUNS: ReadonlySet<string> = new Set([
  ...SOFTWARE_PARTS, 'cluster', 'server', 'servers', 'app', 'apps', 'dashboard', 'platform', 'service', 'pipeline', 'release', 'migration',
  'project', 'rollout', 'instance', 'database', 'integration', 'module', 'library', 'repo', 'branch', 'build', 'version', 'model',
  'engine', 'bot', 'map', 'view', 'theme', 'importer', 'exporter', 'launch', 'programme', 'program', 'initiative', 'campaign',
]);

/**
 * "Ciarvel's best mate ... When Ciarvel first met ... Ciarvel's granny": a word no list has,
 * alone in the middle of an English sentence (`isLoneNameWord`), that the text writes with its
 * capital again, is a name. A product's or a project's name recurs too, but with an article or a
 * possessive before it ("the Zorbly app", "our Atlas rollout") or a capitalised word glued after
 * it ("Zorbly Cloud"): a key written so once is left alone. Every capitalised occurrence of an
 * accepted key no span covers becomes a PERSON.
 */
function recurringUnknownNames(view: TokenView, lone: ReadonlyMap<string, number>, covered: SpanCoverage): Span[] {
  const occurrences = new Map<string, number[]>();
  for (let i = 0; i < view.length; i++) {
    if (!lone.has(view.key(i)) || !view.isCapitalized(i)) continue;
    const found = occurrences.get(view.key(i));
    if (found === undefined) occurrences.set(view.key(i), [i]);
    else found.push(i);
  }
  const found: Span[] = [];
  for (const [key, all] of occurrences) {
    if (all.length < 2) continue;
    if (NATIONALITIES.has(key) || LANGUAGE_NAMES.has(key) || isEnglishWord(view.lexicon, key, true)) continue;
    const thing = all.some(
      (i) =>
        (i > 0 && THING_BEFORE.has(view.key(i - 1))) ||
        (i + 1 < view.length && view.gap(i) === ' ' && ((view.isCapitalized(i + 1) && !view.isCommon(i + 1)) || THING_NOUNS.has(view.key(i + 1)))) ||
        namesEponym(view, i),
    );
    if (thing) continue;
    for (const i of all) {
      const token = view.tokens[i];
      if (token === undefined || covered.overlaps(token.start, view.end(i))) continue;
      found.push({ type: 'PERSON', start: token.start, end: view.end(i), score: SCORE, source: 'gazetteer' });
    }
  }
  return found;
}
