/**
 * Organisations that are in no list, found by their shape:
 * - capitalised words ending in a legal or sector suffix ("Junar Inc", "Foo GmbH",
 *   "Allstate Insurance Group");
 * - firm names made of surnames ("Davis, Reynolds and Williamson", "Sanders-Gill");
 * - capitalised words after "work for", "employed by", "joined"... (weaker).
 */
import type { Span } from '../types.js';
import { LAST_NAME } from './lexicon.js';
import { IMPERATIVE_VERBS, ORGANIZATION_SUFFIXES, ORGANIZATION_TRIGGERS, TITLES } from './name-rules.js';
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

const SOURCE = 'gazetteer';
const LEGAL_SUFFIXES = new WordSet([
  'inc', 'incorporated', 'llc', 'llp', 'ltd', 'limited', 'plc', 'corp', 'corporation', 'co',
  'company', 'gmbh', 'ag', 'kg', 'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv', 'pty', 'oy',
]);
/** Words that never belong to an organisation name even when capitalised at sentence start. */
const STOP = new WordSet([
  'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'this', 'that', 'i', 'we', 'you',
  'he', 'she', 'they', 'it', 'at', 'in', 'for', 'from', 'to', 'is', 'was', 'and', 'or', 'with',
  'der', 'die', 'das', 'le', 'la', 'les', 'el', 'los', 'il', 'de', 'het', 'een',
  // Verbs before a sector word in text without case: "they have company songs".
  'have', 'has', 'had', 'are', 'were', 'be', 'been', 'do', 'does', 'did', 'get', 'got',
]);
/**
 * A name of two words or more before a legal form ("Rotterdam Shipping BV", "Marco Rossi Srl") is
 * one organisation: scored above a town's 0.95 and a person's 0.85, so the town or person at its
 * start does not win the overlap and leave the rest in clear under another label. One word before
 * it keeps the lower score: "Denver CO" and "Adelaide SA" are a town and its state's code.
 */
const legalFormScore = (first: number, suffix: number): number => (suffix - first >= 2 ? 0.96 : 0.75);
/** Words that join the last partner of a firm's list ("Davis, Reynolds and Williamson"). */
const LIST_JOINS = new Set(['and', 'und', 'et', 'y', 'e', 'en']);
const CONNECTORS = new Set(['of', 'for', 'de', 'du', 'des', 'der', 'für', ...LIST_JOINS]);
/** Strong triggers only: "at" or "from" alone are too weak to make an unknown word an org. */
const STRONG_TRIGGERS = new Set([...ORGANIZATION_TRIGGERS].filter((t) => t.includes(' ') || t === 'joined' || t === 'presso' || t === 'chez'));

function orgWord(view: TokenView, i: number): boolean {
  return view.isCapitalized(i) && !STOP.has(view.key(i));
}

/** Finds ORGANIZATION spans by shape. */
export function findOrganizations(view: TokenView): Span[] {
  const spans: Span[] = [];
  const push = (first: number, last: number, score: number): void => {
    spans.push({ type: 'ORGANIZATION', start: view.tokens[first]?.start ?? 0, end: view.end(last), score, source: SOURCE });
  };
  for (let i = 0; i < view.length; i++) {
    const key = view.key(i);
    // 1. Suffix: walk back over capitalised words (and inner connectors).
    // A lower-case legal form counts ("Acme gmbh"), but not "sa": French "his/her" ("Paul Dubois et sa fille").
    if (ORGANIZATION_SUFFIXES.has(key) && i > 0 && (view.isCapitalized(i) || (LEGAL_SUFFIXES.has(key) && key !== 'sa'))) {
      const legal = LEGAL_SUFFIXES.has(key);
      const first = nameBefore(view, i, legal);
      // "The Bank" at a sentence start is no organisation; "Acme Bank" mid-sentence likely is.
      const startOnly = first === i - 1 && view.isSentenceStart(first) && view.isCommon(first);
      if (first < i && !startOnly && (view.caseful || caselessName(view, first, i))) push(first, i, legal ? legalFormScore(first, i) : 0.55);
    }
    // 1b. A legal form written with dots ("Ferrari S.p.A.", "Acme B.V."): its letters are tokens of their own.
    // German "e.V." and "e.K." are written lower-case.
    const dottedEnd = i > 0 && (view.isCapitalized(i) || key === 'e') ? dottedLegalFormEnd(view, i) : -1;
    if (dottedEnd !== -1) {
      const first = nameBefore(view, i, true);
      if (first < i) {
        push(first, dottedEnd, legalFormScore(first, i));
        i = dottedEnd;
        continue;
      }
    }
    // 2. Surname firms: "A, B and C", "A and B", "A & B" where all are listed surnames.
    if (isSurname(view, i)) {
      let k = i;
      let names = 1;
      while (k + 1 < view.length && (view.gap(k) === ', ' || view.gap(k) === ' & ') && isSurname(view, k + 1)) {
        k++;
        names++;
      }
      if (k + 2 < view.length && view.gap(k) === ' ' && (view.key(k + 1) === 'and' || view.key(k + 1) === 'und') && view.gap(k + 1) === ' ' && isSurname(view, k + 2) && names >= 2) {
        push(i, k + 2, 0.65);
        i = k + 2;
        continue;
      }
    }
    // 3. Hyphenated surname pairs standing alone ("Sanders-Gill").
    const token = view.tokens[i];
    if (token !== undefined && key.includes('-') && view.isCapitalized(i)) {
      const parts = key.split('-');
      const lastNames = parts.filter((p) => ((view.lexicon.words.get(p) ?? 0) & LAST_NAME) !== 0).length;
      const afterName = i > 0 && view.adjacent(i - 1) && view.isName(i - 1) && view.isCapitalized(i - 1);
      if (parts.length === 2 && lastNames === 2 && !afterName) push(i, i, 0.45);
    }
    // 4. Capitalised words after a strong trigger ("I work for Acme Widgets").
    if (view.caseful && orgWord(view, i) && view.precededBy(i, STRONG_TRIGGERS)) {
      let last = i;
      while (last + 1 < view.length && view.adjacent(last) && orgWord(view, last + 1) && last - i < 4) last++;
      push(i, last, 0.5);
    }
  }
  return spans;
}

/**
 * Whether the capitalised words ending at token k follow a title: "Mr. Adebayo Okonkwo of
 * Okonkwo & Partners LLP" is a person of a firm, not one firm's name.
 */
function titledBefore(view: TokenView, k: number): boolean {
  let j = k;
  while (j > 0 && view.isCapitalized(j - 1) && (view.adjacent(j - 1) || view.gap(j - 1) === '. ') && !TITLES.has(view.key(j - 1))) j--;
  return j > 0 && TITLES.has(view.key(j - 1)) && /^\.? $/.test(view.gap(j - 1));
}

/**
 * First token of the name before a suffix at token i: capitalised words, with connectors inside
 * ("Bank of America") and partners listed before an "and" ("Hoover, Morris and Johnson Ltd");
 * i itself when there is none.
 */
function nameBefore(view: TokenView, i: number, legal: boolean): number {
  let first = i;
  let listed = false;
  for (let k = i - 1; k >= 0 && i - k <= 5; k--) {
    if (!/^(?: {1,2}|, | & |-)$/.test(view.gap(k)) || LEGAL_SUFFIXES.has(view.key(k))) break;
    // Inside the name, a comma only lists partners before an "and": in "in Wrocław, Mclaughlin
    // Ltd." it ends a place before the company.
    if (view.gap(k) === ', ' && k < i - 1 && !listed) break;
    if (view.gap(k) === ' & ' || LIST_JOINS.has(view.key(k))) listed = true;
    if (orgWord(view, k)) first = k;
    else if (!(CONNECTORS.has(view.key(k)) && k > 0 && orgWord(view, k - 1)) || titledBefore(view, k - 1)) break;
    if (view.gap(k) === ', ' && !legal) break;
  }
  // "Contact Banco Santander S.A.": an everyday word opening the sentence is no part of the name
  // ("Bank of America Corp." keeps its first word: a connector joins it to the rest).
  const everyday = view.isCommon(first) || IMPERATIVE_VERBS.has(view.key(first));
  if (first < i - 1 && view.isSentenceStart(first) && everyday && !CONNECTORS.has(view.key(first + 1))) first++;
  return first;
}

/** Legal forms written with dots, by their letters: "S.p.A.", "S.A.", "S.r.l.", "B.V.", "N.V.", "e.V.". */
const DOTTED_LEGAL_FORMS = new Set(['spa', 'sa', 'srl', 'sl', 'sas', 'snc', 'bv', 'nv', 'ev', 'ek', 'ag', 'kg']);

/** Last token of a dotted legal form starting at token i (one letter per token, dots between), or -1. */
function dottedLegalFormEnd(view: TokenView, i: number): number {
  let letters = view.key(i);
  if (letters.length !== 1) return -1;
  let k = i;
  while (k + 1 < view.length && view.gap(k) === '.' && view.key(k + 1).length === 1) {
    k++;
    letters += view.key(k);
  }
  return k > i && DOTTED_LEGAL_FORMS.has(letters) ? k : -1;
}

/**
 * In text without case, whether the words before the suffix at token `suffix` may be a name:
 * not only everyday words ("great gym and great services", "a bunch of research"), and no
 * legal form of two letters, which lower case makes a word of many languages ("pretty epic
 * as", Slovak "sa", Czech "se").
 */
function caselessName(view: TokenView, first: number, suffix: number): boolean {
  if (view.key(suffix).length <= 2) return false;
  for (let k = first; k < suffix; k++) if (!view.isCommon(k)) return true;
  return false;
}

function isSurname(view: TokenView, i: number): boolean {
  return view.isCapitalized(i) && (view.flags(i) & LAST_NAME) !== 0;
}
