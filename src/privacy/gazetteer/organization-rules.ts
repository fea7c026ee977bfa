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
import { isPlaceWord } from './place-rules.js';
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

const SOURCE = 'gazetteer';
/**
 * Legal forms written as one word, in any case after a capitalised name ("Acme Inc", "Acme inc.",
 * "Müller Bau Gesellschaft mbH"): none of them is a word of the six languages.
 */
const LEGAL_SUFFIXES = new WordSet([
  'inc', 'incorporated', 'llc', 'llp', 'ltd', 'limited', 'plc', 'corp', 'corporation', 'co',
  'company', 'gmbh', 'ag', 'kg', 'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv', 'pty', 'oy',
  // German and Austrian: KG on shares, general and civil-law partnerships, the last word of
  // "Gesellschaft mbH", the non-profit GmbH.
  'kgaa', 'ohg', 'mbh', 'ggmbh',
  // Spanish, Portuguese and Latin American: S.L. of one partner or of its workers, limitada,
  // Brazil's one-owner company, Mexico's investment S.A., Peru's closed S.A. and one-owner firm.
  'slu', 'sll', 'ltda', 'eireli', 'sapi', 'eirl',
  // Italian (the simplified S.r.l., Swiss-Italian Sagl), French (S.A.S. of one partner, one-owner
  // SARL, general and limited partnerships), Belgian and Dutch.
  'srls', 'sagl', 'sasu', 'eurl', 'snc', 'sca', 'sprl', 'bvba', 'cvba', 'vof',
  // Finnish public companies; the end of Malaysia's "Sdn Bhd".
  'oyj', 'bhd',
]);
/**
 * Words that are a legal form only before their second word: Malaysia's "Sdn Bhd" (SDN is
 * software-defined networking) and Singapore's "Pte Ltd" ("Pte." is a private's rank).
 */
const PAIRED_FORMS = new Map([['sdn', 'bhd'], ['pte', 'ltd']]);
/**
 * Legal forms that are also words, codes or acronyms in another spelling (Spanish and Czech
 * "se", English "as" and "sac", Alberta's "AB", LDA the algorithm, the access points' "APs",
 * Team GBR): they count only as written here, after a capitalised name.
 */
const SPELLED_LEGAL_FORMS: ReadonlySet<string> = new Set(['SL', 'SE', 'UG', 'AB', 'AS', 'ASA', 'SAC', 'EPP', 'Lda', 'ApS', 'GbR']);
/** Products sold in editions named like a legal form ("Java SE", "Apple Watch SE", "Mercedes SL"). */
const PRODUCTS = new WordSet(['java', 'watch', 'windows', 'iphone', 'ipad', 'galaxy', 'mac', 'macintosh', 'xperia', 'edition', 'mercedes', 'mercedes-benz', 'benz']);
/** Words that never belong to an organisation name even when capitalised at sentence start. */
const STOP = new WordSet([
  'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'this', 'that', 'i', 'we', 'you',
  'he', 'she', 'they', 'it', 'at', 'in', 'for', 'from', 'to', 'is', 'was', 'and', 'or', 'with',
  'der', 'die', 'das', 'le', 'la', 'les', 'el', 'los', 'il', 'de', 'het', 'een',
  // German pronouns, capitalised in the polite form or at a sentence start: "Können Sie SE ...".
  'sie', 'ich', 'er', 'es', 'wir', 'ihr', 'du', 'ihnen',
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
/**
 * How German and French words that head an association's or institution's name end (compounds
 * included: "Förderverein", "Landesbank", "Finanzamt"): a genitive article after them continues
 * the name.
 */
const ASSOCIATION_HEAD =
  /(?:verein|verband|bund|stiftung|gesellschaft|institut|akademie|kammer|genossenschaft|bank|kasse|gemeinschaft|vereinigung|zentrum|schule|universität|klinik|klinikum|haus|werk|werke|amt|kreis|freunde|klub|club|orchester|chor|museum|theater|forum|allianz|union|liga|partei|kirche|gemeinde|compagnie|caisse|banque|société|fédération|association|maison|chambre|groupe|mutuelle|office|école|université|comité|syndicat|conseil|ordre)$/u;
/** Words that join the last partner of a firm's list ("Davis, Reynolds and Williamson"). */
const LIST_JOINS = new Set(['and', 'und', 'et', 'y', 'e', 'en']);
const CONNECTORS = new Set(['of', 'for', 'de', 'du', 'des', 'der', 'für', ...LIST_JOINS]);
/** Strong triggers only: "at" or "from" alone are too weak to make an unknown word an org. */
const STRONG_TRIGGERS = new Set([...ORGANIZATION_TRIGGERS].filter((t) => t.includes(' ') || t === 'joined' || t === 'presso' || t === 'chez'));

function orgWord(view: TokenView, i: number): boolean {
  return view.isCapitalized(i) && !STOP.has(view.key(i));
}

/** Who carries a family firm on, after "&": "& Zn.", "& Sons", "& Söhne", "& Fils", "& Hijos", "& Figli". */
const FIRM_HEIRS: ReadonlySet<string> = new Set(['zn', 'zonen', 'sons', 'söhne', 'soehne', 'fils', 'hijos', 'figli', 'filhos']);

/** Finds ORGANIZATION spans by shape. */
export function findOrganizations(view: TokenView): Span[] {
  const spans: Span[] = [];
  const push = (first: number, last: number, score: number): void => {
    spans.push({ type: 'ORGANIZATION', start: view.tokens[first]?.start ?? 0, end: view.end(last), score, source: SOURCE });
  };
  for (let i = 0; i < view.length; i++) {
    const key = view.key(i);
    // 0. One surname twice around "&" is a firm's name, never two people: "Johnson & Johnson"; so is
    // a name and the family that carries it on: "Vastgoedbeheer Dijkstra & Zn.", "Dupont & Fils".
    if (view.gap(i) === ' & ' && i + 1 < view.length && view.isCapitalized(i) && view.isCapitalized(i + 1)) {
      const heirs = FIRM_HEIRS.has(view.key(i + 1));
      if (view.key(i + 1) === key || heirs) {
        push(heirs ? nameBefore(view, i, false) : i, i + 1, 0.96);
        i++;
        continue;
      }
    }
    // 1. A legal form ("Acme GmbH", "Ferrari S.p.A.", "Reformas Ibáñez SL", "Acme Pty Ltd"): walk
    // back over capitalised words (and inner connectors).
    const form = i > 0 ? legalFormRun(view, i) : undefined;
    if (form !== undefined) {
      const first = nameBefore(view, i, true);
      // "The Bank" at a sentence start is no organisation; "Acme Bank" mid-sentence likely is.
      const startOnly = first === i - 1 && view.isSentenceStart(first) && view.isCommon(first);
      // "Calgary AB", "Valencia SE": a town and its region's code, not a firm named after the town.
      const regionCode = first === i - 1 && form.last === i && SPELLED_KEYS.has(key) && key.length === 2 && isPlaceWord(view, first);
      // (A form of several tokens, "s.p.a." or "pty ltd", is no word even in text without case.)
      if (first < i && !startOnly && !regionCode && (view.caseful || form.last > i || caselessName(view, first, i))) {
        spans.push({ type: 'ORGANIZATION', start: view.tokens[first]?.start ?? 0, end: form.end, score: legalFormScore(first, i), source: SOURCE });
        if (form.last > i) {
          i = form.last;
          continue;
        }
      }
    } else if (ORGANIZATION_SUFFIXES.has(key) && i > 0 && view.isCapitalized(i) && !SPELLED_KEYS.has(key)) {
      // 1b. A sector word ("Allstate Insurance Group", "Acme Solutions"): weaker.
      const first = nameBefore(view, i, false);
      const startOnly = first === i - 1 && view.isSentenceStart(first) && view.isCommon(first);
      // "Sex: F Insurance: BlueCross": one letter before a sector word's label is a form's value, not a firm.
      const letterBeforeLabel = first === i - 1 && isInitial(view, first) && view.text.charAt(view.end(i)) === ':';
      if (first < i && !startOnly && !letterBeforeLabel && (view.caseful || caselessName(view, first, i))) push(first, i, 0.55);
    }
    // 2. Surname firms: "A, B and C", "A and B", "A & B" where all are listed surnames.
    if (isSurname(view, i)) {
      let k = i;
      let names = 1;
      // A firm lists a few partners: an endless list ("John, John, ...") was walked again from every name in it.
      while (k + 1 < view.length && names < MAX_PARTNERS && (view.gap(k) === ', ' || view.gap(k) === ' & ') && isSurname(view, k + 1)) {
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

/** Words of a person's name walked back over to find a title before it. */
const MAX_NAME_WORDS = 6;
/** Partners a surname firm lists before its "and" ("Skadden, Arps, Slate, Meagher & Flom" has five). */
const MAX_PARTNERS = 8;

/**
 * Whether the capitalised words ending at token k follow a title: "Mr. Adebayo Okonkwo of
 * Okonkwo & Partners LLP" is a person of a firm, not one firm's name.
 */
function titledBefore(view: TokenView, k: number): boolean {
  let j = k;
  // A name has a few words: walked back to the text's start from every sector word, a run of
  // "Group And Group And ..." took 12 s at 120 KB.
  while (j > 0 && k - j < MAX_NAME_WORDS && view.isCapitalized(j - 1) && (view.adjacent(j - 1) || view.gap(j - 1) === '. ') && !TITLES.has(view.key(j - 1))) j--;
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
    // An initial inside the name: "Barilla G. e R. Fratelli S.p.A.".
    // (Not the last letter of a dotted form: "Jansen V.O.F. en Smit VOF" is two firms.)
    const initial = view.gap(k) === '. ' && isInitial(view, k) && view.gap(k - 1) !== '.';
    // Two spaces join a name before a legal form ("Acme  GmbH"); before a sector word they part a form's fields ("Sex: M  Insurance: Aetna").
    const gap = view.gap(k);
    if (!(initial || gap === ' ' || (gap === '  ' && legal) || gap === ', ' || gap === ' & ' || gap === '-') || LEGAL_SUFFIXES.has(view.key(k))) break;
    // Inside the name, a comma only lists partners before an "and": in "in Wrocław, Mclaughlin
    // Ltd." it ends a place before the company.
    if (view.gap(k) === ', ' && k < i - 1 && !listed) break;
    if (view.gap(k) === ' & ' || LIST_JOINS.has(view.key(k))) listed = true;
    if (orgWord(view, k)) first = k;
    else if (!(CONNECTORS.has(view.key(k)) && k > 0 && orgWord(view, k - 1)) || titledBefore(view, k - 1) || genitiveOfThing(view, k)) break;
    if (view.gap(k) === ', ' && !legal) break;
  }
  // "Contact Banco Santander S.A.": an everyday word opening the sentence is no part of the name
  // ("Bank of America Corp." keeps its first word: a connector joins it to the rest).
  const everyday = view.isCommon(first) || IMPERATIVE_VERBS.has(view.key(first));
  if (first < i - 1 && view.isSentenceStart(first) && everyday && !CONNECTORS.has(view.key(first + 1))) first++;
  // "option B. Acme GmbH": an initial opens no name, nor a connector after it.
  while (first < i - 1 && ((isInitial(view, first) && view.gap(first) === '. ') || !orgWord(view, first))) first++;
  return first;
}

/** Whether token k is one capital letter ("G" of "Barilla G. e R. Fratelli"). */
function isInitial(view: TokenView, k: number): boolean {
  const text = view.tokens[k]?.text ?? '';
  return text.length === 1 && text !== text.toLowerCase();
}

/**
 * Whether the German or French genitive article at token k follows a word that names no
 * association: "Rechnung der Bäckerei Schmitt KG" is the invoice of the bakery, whose name starts
 * after the article; "Verband der Chemischen Industrie e.V." and "Caisse des Dépôts SA" are one name.
 */
function genitiveOfThing(view: TokenView, k: number): boolean {
  const key = view.key(k);
  if (key !== 'der' && key !== 'des') return false;
  const head = view.key(k - 1);
  return !ORGANIZATION_SUFFIXES.has(head) && !ASSOCIATION_HEAD.test(head);
}

/**
 * Legal forms written with dots, by their letters: "S.p.A.", "S.A.", "S.r.l.", "S.r.l.s.", "B.V.",
 * "N.V.", "C.V.", "e.V.", "e.U.", "s.r.o.", "d.o.o.".
 */
const DOTTED_LEGAL_FORMS = new Set([
  'spa', 'sa', 'srl', 'srls', 'sl', 'slu', 'sll', 'sas', 'sasu', 'snc', 'sca', 'bv', 'nv', 'cv', 'vof',
  'ev', 'ek', 'eu', 'ag', 'kg', 'sapi', 'sac', 'eirl', 'sro', 'as', 'doo', 'dd',
]);
/** Dotted forms written in small letters: German "e.V.", Czech and Slovak "s.r.o.", "a.s.", Dutch "v.o.f."... */
const SMALL_DOTTED_FORMS = new Set(['ev', 'ek', 'eu', 'sro', 'as', 'doo', 'dd', 'vof']);
/** The lower-case keys of SPELLED_LEGAL_FORMS: a sector word's rule leaves them to the legal form's. */
const SPELLED_KEYS = new WordSet([...SPELLED_LEGAL_FORMS].map((form) => form.toLowerCase()));
/** Gaps inside a run of legal forms: "Pty Ltd", "Pty. Ltd.", "GmbH & Co. KG". */
const FORM_GAPS: ReadonlySet<string> = new Set([' ', '. ', ' & ', '.']);
/** Letters of a dotted form that follow "de" after another one: Mexico's "S.A. de C.V.", "S. de R.L.". */
const AFTER_DE = new Set(['cv', 'rl']);

/** Danish and Norwegian partnerships and companies, Brazil's S.A.: written in capitals with a slash. */
const SLASHED_FORMS: ReadonlySet<string> = new Set(['A/S', 'K/S', 'I/S', 'P/S', 'S/A']);
/** Polish "Sp. z o.o." and Czech "spol. s r.o.": the first word's key, then the next word and the dotted letters. */
const POLISH_CZECH_FORMS = new Map([['sp', ['z', 'oo']], ['spol', ['s', 'ro']]]);
/**
 * The keys a legal form of two letters or more starts with. legalFormAt runs at every token:
 * one WordSet check rejects almost every word before the maps and the spelled forms' checks
 * (a spelled form's key is its lower case: keys differ from the text only after an apostrophe).
 */
const FORM_START_KEYS = new WordSet([...LEGAL_SUFFIXES, ...PAIRED_FORMS.keys(), ...POLISH_CZECH_FORMS.keys(), ...SPELLED_KEYS]);

/** A legal form at a token: its last token and where its text ends. */
interface LegalForm {
  readonly last: number;
  readonly end: number;
}

/**
 * The legal form starting at token i with the forms that continue it ("Pty Ltd", "GmbH & Co. KG",
 * "S.A. de C.V.", "UG (haftungsbeschränkt)"), or undefined.
 */
function legalFormRun(view: TokenView, i: number): LegalForm | undefined {
  let last = legalFormAt(view, i);
  if (last === -1) return undefined;
  let end = view.end(last);
  for (;;) {
    const next = last + 1;
    let more = FORM_GAPS.has(view.gap(last)) ? legalFormAt(view, next) : -1;
    if (more === -1 && view.key(next) === 'de' && /^\.? $/.test(view.gap(last)) && view.gap(next) === ' ') {
      const after = dottedEnd(view, next + 1);
      if (after !== -1 && AFTER_DE.has(dottedLetters(view, next + 1, after))) more = after;
    }
    if (more !== -1) {
      last = more;
      end = view.end(last);
      continue;
    }
    // "Acme UG (haftungsbeschränkt)": the German UG's compulsory addition, its brackets included.
    if (view.key(last) === 'ug' && view.gap(last) === ' (' && view.key(next) === 'haftungsbeschränkt' && view.text[view.end(next)] === ')') {
      return { last: next, end: view.end(next) + 1 };
    }
    return { last, end };
  }
}

/** The last token of one legal form starting at token i, or -1. */
function legalFormAt(view: TokenView, i: number): number {
  const token = view.tokens[i];
  if (token === undefined) return -1;
  const key = view.key(i);
  if (key.length === 1) return formFollows(view, token.end) ? letterForm(view, i) : -1;
  if (!FORM_START_KEYS.has(key)) return -1;
  // Lower-case "sa" is French "his/her" ("Paul Dubois et sa fille"), not the S.A.
  if (LEGAL_SUFFIXES.has(key)) return token.text === 'sa' ? -1 : i;
  const second = PAIRED_FORMS.get(key);
  if (second !== undefined) return /^\.? $/.test(view.gap(i)) && view.key(i + 1) === second ? i + 1 : -1;
  // Polish "Sp. z o.o." and Czech "spol. s r.o.".
  const words = POLISH_CZECH_FORMS.get(key);
  if (words !== undefined && /^\.? ?$/.test(view.gap(i)) && view.key(i + 1) === words[0] && view.gap(i + 1) === ' ') {
    const last = dottedEnd(view, i + 2);
    return last !== -1 && dottedLetters(view, i + 2, last) === words[1] ? last : -1;
  }
  if (!SPELLED_LEGAL_FORMS.has(token.text) || shouted(view, i)) return -1;
  // "Java SE 17", "Apple Watch SE", "Mercedes SL 500": a product's edition or model.
  return PRODUCTS.has(view.key(i - 1)) || /^ ?\d/.test(view.text.slice(token.end, token.end + 2)) ? -1 : i;
}

/**
 * Whether a one-letter form may continue after its letter: every one goes on with a dot ("S.A.",
 * "S. de R.L.") or a slash ("A/S"). Most single letters ("I", "a") stop here, for one read.
 */
function formFollows(view: TokenView, end: number): boolean {
  const code = view.text.charCodeAt(end);
  return code === 46 || code === 47; // "." or "/"
}

/**
 * The last token of a legal form whose first token is one letter: dotted ("S.p.A.", "e.V."),
 * with a slash (Danish "A/S", "K/S", Brazilian "S/A") or Honduras' and Mexico's "S. de R.L.".
 */
function letterForm(view: TokenView, i: number): number {
  const text = view.tokens[i]?.text ?? '';
  // (Text without case writes every form small: "ferrari s.p.a.".)
  const capital = text !== text.toLowerCase() || !view.caseful;
  if (view.gap(i) === '/' && SLASHED_FORMS.has(`${text}/${view.tokens[i + 1]?.text ?? ''}`)) return i + 1;
  if (capital && text === 'S' && view.gap(i) === '. ' && view.key(i + 1) === 'de' && view.gap(i + 1) === ' ') {
    const after = dottedEnd(view, i + 2);
    return after !== -1 && dottedLetters(view, i + 2, after) === 'rl' ? after : -1;
  }
  const last = dottedEnd(view, i);
  if (last === -1) return -1;
  const letters = dottedLetters(view, i, last);
  // A capital, then small letters: the shape of Italian, French and Belgian forms, also of those
  // no list here holds ("S.c.a.r.l.", "S.a.p.a."); initials are capitals ("J.R.R.").
  const mixed = capital && letters.length >= 3 && hasSmallLetter(view, i + 1, last);
  if (!DOTTED_LEGAL_FORMS.has(letters) && !mixed) return -1;
  if (!capital && !SMALL_DOTTED_FORMS.has(letters)) return -1;
  // "R.L. Stine", "C.V. Raman": two capitals before a name are a person's initials (a sentence
  // after a firm's "B.V." opens with an everyday word: "Acme B.V. The contract...").
  if (letters.length === 2 && capital && view.gap(last) === '. ' && orgWord(view, last + 1) && !view.isCommon(last + 1)) return -1;
  return last;
}

/**
 * More letters than any dotted legal form or initials have ("S.c.a.r.l." has five). A longer run
 * is neither, and is not walked to its end: from every one of its letters, that walk made 120 KB
 * of "a.a.a." take 50 s.
 */
const MAX_DOTTED_LETTERS = 8;

/** Last token of a run of one-letter tokens joined by dots starting at token i, or -1 when it has one letter or too many. */
function dottedEnd(view: TokenView, i: number): number {
  if (view.key(i).length !== 1) return -1;
  let k = i;
  while (k + 1 < view.length && view.gap(k) === '.' && view.key(k + 1).length === 1) {
    k++;
    if (k - i >= MAX_DOTTED_LETTERS) return -1;
  }
  return k > i ? k : -1;
}

function dottedLetters(view: TokenView, first: number, last: number): string {
  let letters = '';
  for (let k = first; k <= last; k++) letters += view.key(k);
  return letters;
}

/** Whether one of the one-letter tokens first..last is a small letter. */
function hasSmallLetter(view: TokenView, first: number, last: number): boolean {
  for (let k = first; k <= last; k++) {
    const text = view.tokens[k]?.text ?? '';
    if (text !== text.toUpperCase()) return true;
  }
  return false;
}

/**
 * Whether a form spelled in capitals at token i stands in a line written in capitals ("NO SE
 * PUEDE", "LA EMPRESA SE"), where it is a word, not a legal form.
 */
function shouted(view: TokenView, i: number): boolean {
  const loud = (k: number): boolean => {
    const text = view.tokens[k]?.text ?? '';
    return text.length > 1 && text === text.toUpperCase() && text !== text.toLowerCase();
  };
  return (view.adjacent(i) && loud(i + 1)) || (i > 1 && loud(i - 1) && loud(i - 2) && view.adjacent(i - 2));
}

/**
 * In text without case, whether the words before the suffix at token `suffix` may be a name:
 * not only everyday words or single letters ("great gym and great services", "a bunch of
 * research", "-u app"), and no
 * legal form of two letters, which lower case makes a word of many languages ("pretty epic
 * as", Slovak "sa", Czech "se").
 */
function caselessName(view: TokenView, first: number, suffix: number): boolean {
  if (view.key(suffix).length <= 2) return false;
  // A letter alone is no name either: "docker run -u app:app" (a flag, then the account).
  for (let k = first; k < suffix; k++) if (!view.isCommon(k) && view.key(k).length > 1) return true;
  return false;
}

function isSurname(view: TokenView, i: number): boolean {
  return view.isCapitalized(i) && (view.flags(i) & LAST_NAME) !== 0;
}
