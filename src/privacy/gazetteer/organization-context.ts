/**
 * Organisations that are in no list and have no legal suffix, found by what the text says about
 * them (English) or where they stand:
 * - a signature block: the line after the name line, before the address ("Ann Lee\nAcme\n12
 *   Main St"), or a letterhead line alone before an address ("Acme\n\n12 Main St");
 * - "the X office / website / headquarters", "the address of X is";
 * - "X is a/an ... company / bank / agency / non-profit ..." and "X is the brainchild of";
 * - a company's verbs: "X invested", "X acquired", "X was founded";
 * - "at X as the assistant", "at X, 12 Main Street": a workplace or a venue with an address;
 * - "Ann Lee of X", "X's Ann Lee": an affiliation of a person the name rules found;
 * - "Kelvin is from X", "she is from X", when X is no listed place;
 * - "our client X", "my employer X": a business role of X.
 * A word that is a listed person name counts only where the cue cannot be said of a person.
 */
import type { Span } from '../types.js';
import { isStreetSegment, type AddressLine, type TextLine } from './address-lines.js';
import { ORGANIZATION_SUFFIXES } from './name-rules.js';
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

const SOURCE = 'gazetteer';
/** A cue of the sentence: beats a single-word person reading (<= 0.6) of an unlisted word. */
const CUE_SCORE = 0.62;
/**
 * "X is a company", and the organisation line of a signature block: they say more than the
 * shape of a name ("Ruby Harbor" would read as first name + surname, 0.85).
 */
const STRONG_SCORE = 0.88;
const MAX_RUN = 4;

/** Words that never start or continue an organisation name, even capitalised. */
const STOP = new WordSet([
  'the', 'a', 'an', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'this', 'that', 'i', 'we',
  'you', 'he', 'she', 'they', 'it', 'at', 'in', 'on', 'for', 'from', 'to', 'is', 'was', 'and',
  'or', 'with', 'during', 'since', 'after', 'before', 'when', 'while', 'if', 'but', 'so', 'then',
]);
/** Nouns after "the X": places of a company ("the Acme office", "the Acme website"). */
const PREMISES = new WordSet(['office', 'offices', 'website', 'headquarters', 'hq', 'campus', 'factory', 'plant', 'branch', 'store', 'shop']);
/** Nouns that say what "X is a/an ..." is when X is an organisation. */
const KINDS = new WordSet([
  'company', 'bank', 'agency', 'firm', 'startup', 'start-up', 'non-profit', 'nonprofit',
  'charity', 'orchestra', 'corporation', 'conglomerate', 'manufacturer', 'retailer', 'publisher',
  'organization', 'organisation', 'ngo', 'brainchild', 'consultancy', 'insurer', 'airline',
  'brand', 'label', 'chain', 'cooperative', 'multinational', 'subsidiary', 'provider',
]);
/** Verbs said of companies rather than people, right after the subject. */
const COMPANY_VERBS = new WordSet(['invested', 'acquired', 'merged', 'headquartered', 'incorporated', 'listed', 'rebranded']);
/**
 * What a developer merges, where a company merges with another: "merged 3 commits into main",
 * "merged the PR", "merged branch 'fix'". After "merged" (a number or a determiner between), it
 * makes the subject a person at a code host, not a company.
 */
const MERGED_CODE = new WordSet([
  'commit', 'commits', 'pr', 'prs', 'pull', 'branch', 'branches', 'mr', 'mrs', 'patch', 'patches', 'changes',
  'changeset', 'changesets', 'fix', 'fixes', 'hotfix', 'main', 'master', 'develop', 'upstream',
]);
/** Words between "merged" and what was merged: "merged the PR", "merged my branch", "merged into main". */
const MERGED_DETERMINERS = new WordSet(['the', 'a', 'my', 'his', 'her', 'their', 'your', 'our', 'this', 'that', 'these', 'those', 'into', 'to']);
/** Forms of "to be" before "from" ("is from", "was from"). */
const BE = new WordSet(['is', 'are', 'was', 'were']);
/** Teams of one's own company: "she is from Sales" names no organisation. */
export const DEPARTMENTS = new WordSet([
  'sales', 'marketing', 'finance', 'hr', 'it', 'legal', 'support', 'accounting', 'accounts',
  'engineering', 'operations', 'ops', 'procurement', 'purchasing', 'management', 'billing',
  'security', 'compliance', 'research', 'product', 'design', 'logistics', 'facilities', 'admin',
  'customer', 'tech', 'technical', 'payroll', 'recruiting', 'recruitment', 'audit', 'treasury',
]);
/**
 * Departments in German, French, Spanish, Italian and Dutch, as tickets, chat and field values
 * name them: "aus dem Vertrieb", "Asignado a: Soporte", "Melder: Klantenservice" (those spelt as
 * in English, "Marketing", "Support", are `DEPARTMENTS`').
 */
export const OTHER_LANGUAGE_DEPARTMENTS = new WordSet([
  'soporte', 'ventas', 'finanzas', 'sistemas', 'compras', 'contabilidad', 'administración', 'administracion', 'atención',
  'vertrieb', 'einkauf', 'buchhaltung', 'personal', 'technik', 'verwaltung', 'kundendienst', 'kundenservice', 'personalabteilung', 'controlling',
  'ventes', 'achats', 'comptabilité', 'compta', 'juridique', 'assistance', 'direction',
  'vendite', 'acquisti', 'contabilità', 'amministrazione', 'assistenza', 'legale', 'direzione',
  'verkoop', 'inkoop', 'boekhouding', 'klantenservice', 'juridisch', 'beheer', 'financiën', 'administratie',
]);
/**
 * What a business calls another organisation: "our client Brightloom", "their supplier Acme",
 * "my employer Globex". A listed person name after it stays a person ("our client Anna Lee").
 */
const BUSINESS_ROLES = new WordSet([
  'client', 'customer', 'partner', 'supplier', 'vendor', 'competitor', 'subsidiary', 'distributor',
  'reseller', 'contractor', 'subcontractor', 'employer', 'insurer', 'lender', 'investor', 'sponsor',
  'startup', 'start-up',
]);
/** Words before such a role that make it one ("our client", not "the client said"). */
const ROLE_OWNERS = new WordSet(['our', 'their', 'my', 'your', 'his', 'her', 'its']);
/** Subjects that are persons without being names. */
const PERSONAL_PRONOUNS = new WordSet(['he', 'she', 'they']);
/** Words after a subject that may say it is a company ("is a bank", "invested", "was founded"). */
const SUBJECT_CUES = new WordSet(['is', 'was', 'went', ...COMPANY_VERBS]);
/** "X was founded", "X went public". */
const COMPANY_PASSIVES: ReadonlySet<string> = new Set(['was founded', 'was acquired', 'was incorporated', 'went public', 'went bankrupt']);
/** Words that end the noun phrase after "is a". */
const PHRASE_BREAKS = new WordSet(['with', 'in', 'of', 'that', 'which', 'who', 'for', 'to', 'from', 'at', 'by', 'on', 'like', 'than']);
/** Nouns after a kind noun that make the phrase a person ("a bank teller", "a company owner"). */
const HOLDERS = new WordSet(['owner', 'employee', 'worker', 'teller', 'believer', 'man', 'woman', 'person', 'member', 'staff']);
/** Words of a job title line in a signature ("Senior Engineer"), which is not the organisation. */
const JOB_WORDS = new WordSet([
  'manager', 'engineer', 'director', 'officer', 'coordinator', 'assistant', 'representative',
  'specialist', 'analyst', 'consultant', 'developer', 'designer', 'technician', 'administrator',
  'supervisor', 'clerk', 'secretary', 'accountant', 'advisor', 'adviser', 'head', 'lead', 'chief',
  'president', 'ceo', 'cto', 'cfo', 'founder', 'partner', 'associate', 'intern', 'senior', 'junior',
  // Occupations a title line ends in ("Dairy scientist", "Science teacher", "Chartered surveyor").
  'scientist', 'researcher', 'teacher', 'lecturer', 'professor', 'nurse', 'doctor', 'physician',
  'surgeon', 'dentist', 'pharmacist', 'therapist', 'psychologist', 'counsellor', 'counselor',
  'librarian', 'architect', 'surveyor', 'planner', 'editor', 'writer', 'journalist', 'producer',
  'chemist', 'geologist', 'economist', 'statistician', 'inspector', 'operator', 'programmer',
  'mechanic', 'electrician', 'lawyer', 'solicitor', 'barrister', 'paralegal', 'auditor', 'actuary',
  'curator', 'translator', 'interpreter', 'buyer', 'trader', 'broker', 'agent', 'worker',
  'controller', 'estimator', 'paramedic', 'midwife', 'optometrist', 'radiographer', 'pilot', 'chef',
]);

/** Whether token i may be a word of an organisation name. */
function orgWord(view: TokenView, i: number): boolean {
  return i >= 0 && i < view.length && view.isCapitalized(i) && !STOP.has(view.key(i));
}

/** The last token of the run of name words starting at i (-1 when token i is none). */
function runFrom(view: TokenView, i: number): number {
  if (!orgWord(view, i)) return -1;
  let last = i;
  while (last - i < MAX_RUN - 1 && view.adjacent(last) && orgWord(view, last + 1) && !view.isPossessive(last)) last++;
  return last;
}

/** The first token of the run of name words ending at j (-1 when token j is none). */
function runTo(view: TokenView, j: number): number {
  if (!orgWord(view, j)) return -1;
  let first = j;
  while (j - first < MAX_RUN - 1 && first > 0 && view.adjacent(first - 1) && orgWord(view, first - 1) && !view.isPossessive(first - 1)) first--;
  return first;
}

/** Whether every token of [first, last] passes `test`. */
function everyToken(first: number, last: number, test: (k: number) => boolean): boolean {
  for (let k = first; k <= last; k++) if (!test(k)) return false;
  return true;
}

/** Whether every token of [first, last] is a listed person name (a cue then may mean a person). */
function allNames(view: TokenView, first: number, last: number): boolean {
  return everyToken(first, last, (k) => view.isName(k));
}

/** Whether the run starting at `first` begins a clause: text start, after . ! ? : ; a comma, or "the". */
function clauseStart(view: TokenView, first: number): boolean {
  if (view.isSentenceStart(first)) return true;
  const gap = view.gap(first - 1);
  // The gap holds what is no word: "In 2010, Acme acquired".
  return gap.endsWith(', ') || (gap === ' ' && view.key(first - 1) === 'the');
}

/** Finds ORGANIZATION spans by context; `found` are the spans of the other gazetteer rules. */
export function findOrganizationsInContext(view: TokenView, found: readonly Span[]): Span[] {
  const spans: Span[] = [];
  const push = (first: number, last: number, score: number): void => {
    // "the address of Denver Analytics Group": a cue and a sector suffix together beat the
    // city the first word names.
    const suffixed = last > first && ORGANIZATION_SUFFIXES.has(view.key(last));
    spans.push({ type: 'ORGANIZATION', start: view.tokens[first]?.start ?? 0, end: view.end(last), score: suffixed ? Math.max(score, 0.75) : score, source: SOURCE });
  };
  if (view.caseful) findBySentence(view, found, push);
  // A signature needs lines and an address with a building or unit number.
  if (view.text.includes('\n') && view.streets().length > 0) findSignatures(view, found, spans);
  return spans;
}

type Push = (first: number, last: number, score: number) => void;

function findBySentence(view: TokenView, found: readonly Span[], push: Push): void {
  let persons: PersonEdges | undefined;
  const foundByStart = new TypesByStart(found);
  // Every cue stands next to a capitalised word: only those are looked at.
  for (let j = 0; j < view.length; j++) {
    if (!view.isCapitalized(j)) continue;
    // (Negative indexes are kept away from the view's arrays: they are slow property lookups.)
    const before = j > 0 ? view.key(j - 1) : '';
    // "the Acme office", "the Acme website".
    if (before === 'the' && view.adjacent(j - 1)) {
      const last = runFrom(view, j);
      if (last !== -1 && view.adjacent(last) && PREMISES.has(view.key(last + 1)) && !view.isPossessive(last)) push(j, last, CUE_SCORE);
    }
    // "the address of Acme is".
    if (before === 'of' && j > 1 && view.key(j - 2) === 'address' && view.adjacent(j - 2) && view.adjacent(j - 1)) {
      const last = runFrom(view, j);
      if (last !== -1 && !allNames(view, j, last) && view.key(last + 1) === 'is' && view.adjacent(last)) push(j, last, CUE_SCORE);
    }
    // "Ann Lee of Acme": an affiliation of a person the name rules found.
    if (before === 'of' && j > 1 && view.gap(j - 2) === ' ' && view.adjacent(j - 1) && (persons ??= new PersonEdges(found)).endsAt(view.end(j - 2))) {
      const last = runFrom(view, j);
      if (last !== -1 && !foundByStart.at(view.tokens[j]?.start).has('LOCATION')) push(j, last, CUE_SCORE);
    }
    // "Acme's Ann Lee".
    if (view.isPossessive(j) && view.adjacent(j) && (persons ??= new PersonEdges(found)).startsAt(view.tokens[j + 1]?.start ?? -1)) {
      const first = runTo(view, j);
      if (first !== -1 && !allNames(view, first, j)) push(first, j, CUE_SCORE);
    }
    // "our client Acme", "my employer Acme".
    if (BUSINESS_ROLES.has(before) && j > 1 && ROLE_OWNERS.has(view.key(j - 2)) && view.adjacent(j - 1) && view.adjacent(j - 2)) {
      const last = runFrom(view, j);
      if (last !== -1 && !allNames(view, j, last) && !foundByStart.at(view.tokens[j]?.start).has('LOCATION')) push(j, last, CUE_SCORE);
    }
    // "at Acme as the assistant to ...", "at Acme in Lyon", "at Acme, 12 Main Street".
    if (before === 'at' && view.adjacent(j - 1)) atWorkplace(view, foundByStart, j, push);
    // "Kelvin is from Innography": where someone is from, when no list knows it as a place.
    if (before === 'from' && j > 2 && view.adjacent(j - 1) && BE.has(view.key(j - 2)) && view.adjacent(j - 2)) fromAffiliation(view, j, push);
    // "Acme is an American bank", "Acme is the brainchild of", "Acme invested", "Acme was founded".
    const after = view.key(j + 1);
    if (SUBJECT_CUES.has(after) && view.adjacent(j)) {
      const says = describesCompany(view, j + 1);
      const first = says === 'nothing' ? -1 : runTo(view, j);
      if (first !== -1 && clauseStart(view, first) && !allNames(view, first, j)) push(first, j, says === 'kind' ? STRONG_SCORE : CUE_SCORE);
    }
  }
}

/**
 * The types of the spans found, by where they start, built on the first question: each "at X in Y"
 * looked through every span found (120 KB of "at Acme in Lima" took 3.6 s).
 */
class TypesByStart {
  private index: Map<number, Set<string>> | undefined;

  constructor(private readonly found: readonly Span[]) {}

  at(start: number | undefined): ReadonlySet<string> {
    if (this.index === undefined) {
      this.index = new Map();
      for (const span of this.found) {
        const types = this.index.get(span.start) ?? new Set<string>();
        types.add(span.type);
        this.index.set(span.start, types);
      }
    }
    return (start === undefined ? undefined : this.index.get(start)) ?? NO_TYPES;
  }
}
const NO_TYPES: ReadonlySet<string> = new Set();

/** "at X as the ...", "at X in <listed place>", "at X, <street>": X at token j is a workplace or venue. */
function atWorkplace(view: TokenView, found: TypesByStart, j: number, push: Push): void {
  const last = runFrom(view, j);
  if (last === -1 || view.isPossessive(last)) return;
  const asRole = view.adjacent(last) && view.key(last + 1) === 'as' && ['the', 'a', 'an'].includes(view.key(last + 2));
  const withAddress = view.gap(last).startsWith(', ') && isStreetSegment(nextSegment(view.text, view.end(last) + 2));
  // "at Acme in Lyon": something located in a place the lists know, which is no listed place or
  // person itself.
  const inPlace =
    view.adjacent(last) && view.key(last + 1) === 'in' && view.adjacent(last + 1) &&
    found.at(view.tokens[last + 2]?.start).has('LOCATION') &&
    ![...found.at(view.tokens[j]?.start)].some((type) => type !== 'ORGANIZATION');
  if (((asRole || inPlace) && !allNames(view, j, last)) || withAddress) push(j, last, CUE_SCORE);
}

/**
 * "<Name> is from X", "she is from X": a person's affiliation or origin. X is read as an
 * organisation when it is no listed person name, no team ("is from Sales") and not only common
 * words ("is from Monday", "is from Chapter 3"). Spoken of a
 * person, an unlisted X is far likelier their company than a town too small for the lists, and
 * either way it is withheld.
 */
function fromAffiliation(view: TokenView, j: number, push: Push): void {
  const subject = j - 3;
  const personal = PERSONAL_PRONOUNS.has(view.key(subject)) || (view.isCapitalized(subject) && !STOP.has(view.key(subject)));
  if (!personal || !view.adjacent(subject)) return;
  const last = runFrom(view, j);
  // A place the lists know scores above the cue and wins the overlap.
  if (last !== -1 && !DEPARTMENTS.has(view.key(j)) && !allNames(view, j, last) && !everyToken(j, last, (k) => view.isCommon(k))) {
    push(j, last, CUE_SCORE);
  }
}

/** The text from `from` to the next comma or line end ("12 Main Street" of "12 Main Street, Leeds"). */
function nextSegment(text: string, from: number): string {
  const rest = text.slice(from, from + 80);
  const end = rest.search(/[,\n]/);
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * What follows the subject's verb at token `verb`: 'kind' when it says what the subject is (a
 * company, a bank), 'verb' when it is something companies do ("invested", "was founded").
 */
function describesCompany(view: TokenView, verb: number): 'kind' | 'verb' | 'nothing' {
  const key = view.key(verb);
  if (COMPANY_VERBS.has(key)) return key === 'merged' && mergesCode(view, verb) ? 'nothing' : 'verb';
  if (key !== 'is' && COMPANY_PASSIVES.has(`${key} ${view.key(verb + 1)}`)) return 'verb';
  if (key !== 'is' || !['a', 'an', 'the'].includes(view.key(verb + 1))) return 'nothing';
  // "is a 501(c)(3)": the US tax status of a non-profit organisation.
  const article = view.tokens[verb + 1];
  if (article !== undefined && /^ 501\s?\(c\)\s?\(?3/.test(view.text.slice(article.end, article.end + 12))) return 'kind';
  // The kind noun heads the noun phrase: "an American multinational investment bank", but not
  // "a bank manager" (the person's job) nor "a city with a bank" (past a preposition).
  for (let k = verb + 2; k < view.length && k <= verb + 7; k++) {
    if (PHRASE_BREAKS.has(view.key(k))) return 'nothing';
    if (KINDS.has(view.key(k))) return view.adjacent(k) && (JOB_WORDS.has(view.key(k + 1)) || HOLDERS.has(view.key(k + 1))) ? 'nothing' : 'kind';
    if (!view.adjacent(k - 1) && view.gap(k - 1) !== '-') return 'nothing';
  }
  return 'nothing';
}

/** Whether "merged" at token `verb` merged code ("merged 3 commits", "merged the PR", "merged #42"), not a company. */
function mergesCode(view: TokenView, verb: number): boolean {
  // A pull request's or an issue's number right after it ("merged #42", "merged !17").
  const end = view.end(verb);
  if (/^ [#!]\d/.test(view.text.slice(end, end + 3))) return true;
  const next = MERGED_DETERMINERS.has(view.key(verb + 1)) ? verb + 2 : verb + 1;
  return MERGED_CODE.has(view.key(next));
}

/** Start and end offsets of the PERSON spans among `found`, built on first use. */
class PersonEdges {
  private starts: Set<number> | undefined;
  private ends: Set<number> | undefined;

  constructor(private readonly found: readonly Span[]) {}

  startsAt(offset: number): boolean {
    if (this.starts === undefined) this.build();
    return this.starts?.has(offset) === true;
  }

  endsAt(offset: number): boolean {
    if (this.ends === undefined) this.build();
    return this.ends?.has(offset) === true;
  }

  private build(): void {
    this.starts = new Set();
    this.ends = new Set();
    for (const span of this.found) {
      if (span.type !== 'PERSON') continue;
      this.starts.add(span.start);
      this.ends.add(span.end);
    }
  }
}

/** Whether a line reads as a name (capitalised words, a few of them), not a sentence or a job. */
function nameLine(view: TokenView, line: AddressLine): boolean {
  const text = line.text;
  if (line.address || text.length > 60 || /[:;!?@]|\.$/.test(text)) return false;
  const words = text.split(' ').filter((w) => w !== '');
  if (words.length > 6) return false;
  let letters = false;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (JOB_WORDS.has(lower)) return false;
    if (lower !== word.toUpperCase()) letters = true;
    // In text with case, every long word of a name is capitalised (or starts with a digit).
    const first = word[0] ?? '';
    if (view.caseful && word.length > 3 && first === first.toLowerCase() && !(first >= '0' && first <= '9')) return false;
  }
  return letters;
}

/**
 * Signature blocks and letterheads: lines of names above an address. The organisation is the
 * first name line after the person's line ("Ann Lee\nAcme\n12 Main St", "Ann Lee\nSales
 * manager\nAcme\n12 Main St"); a name line alone above the address, after a blank line, with
 * no person found in it, is a letterhead ("Acme\n\n12 Main St").
 */
function findSignatures(view: TokenView, found: readonly Span[], spans: Span[]): void {
  const lines = view.lines();
  const isAddress = (line: AddressLine | undefined): boolean => line?.address === true;
  const person = (line: TextLine): boolean => found.some((s) => s.type === 'PERSON' && s.start < line.end && line.start < s.end);
  const push = (line: TextLine, score: number): void => {
    spans.push({ type: 'ORGANIZATION', start: line.start, end: line.end, score, source: SOURCE });
  };
  for (let n = 1; n < lines.length; n++) {
    const address = lines[n];
    if (!isAddress(address) || isAddress(lines[n - 1])) continue;
    // The block above the address: up to four consecutive non-blank lines.
    let top = n;
    while (top > 0 && (lines[top - 1]?.text ?? '') !== '' && n - top < 4) top--;
    const block = lines.slice(top, n);
    const first = block[0];
    if (first === undefined) {
      // "Acme\n\n12 Main St": a letterhead is the text's first line, a blank line above the address.
      const head = lines[n - 2];
      if (n === 2 && head !== undefined && nameLine(view, head) && !person(head)) push(head, CUE_SCORE);
      continue;
    }
    if (block.length < 2 || !person(first) || !nameLine(view, first)) continue;
    // The first name line after the person's; a job title line may stand between them. An
    // organisation the other rules found ("Acme Ltd.") ends the search; when it is only part of
    // a name line ("Design Partners" of "Universal Design Partners"), the line is the name.
    for (const line of block.slice(1)) {
      const known = found.some((s) => s.type === 'ORGANIZATION' && s.start < line.end && line.start < s.end);
      if (!nameLine(view, line)) {
        if (known) break;
        continue;
      }
      push(line, STRONG_SCORE);
      break;
    }
  }
}
