/**
 * Accounts spelled from the names of people the same text names: "Rollback started by rtesfaye"
 * in a timeline that pages "Rahel Tesfaye", "Update (a.kuipers)" in a ticket thanking "Anouk
 * Kuipers", "Kommentar (i.benali, 09:14)" beside "Ilyas Benali", "<mateo.lucero>" in a chat where
 * "Mateo" is asked to fix his gear, "Agent Ngozi_K" who signs as "Ngozi". Tickets, logs and chats
 * write a person once by name and then by account; an account built of a found person's name and
 * an initial, or of both names, is that person's. Other accounts (those no name of the text spells)
 * are left to the recognizers that read labels and shapes. An initial and the surname in capitals
 * ("A MENSAH" in a payroll's bank reference) is the person too.
 */
import { isEnglishWord } from './gazetteer/english-words.js';
import { getLexicon } from './gazetteer/lexicon.js';
import { TITLES } from './gazetteer/name-rules.js';
import { foldAccents } from './gazetteer/tokenize.js';
import { CODE_PARTS } from './recognizers/handle-shape.js';
import type { Span } from './types.js';

const SOURCE = 'person-handle';
const SCORE = 0.7;
/** A word of a name as handles are built from it: letters, inner hyphens kept ("dupont-aubert"). */
const NAME_WORD = /^\p{L}[\p{L}'’-]*$/u;
/** A name's word this short is too often something else glued to an initial ("j.li", "al"). */
const MIN_NAME_PART = 3;
/** Without a separator, an initial and a surname of this many letters at least ("mbecker"). */
const MIN_GLUED_SURNAME = 4;
/** A character of an account: letters, digits and the separators accounts use. */
const ACCOUNT_CHARACTER = /[\p{L}\p{N}._-]/u;
/** An account with a separator, as written: "Ngozi_K", "c.dupont-aubert", "jsmith.42". */
const SEPARATED = /^[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+$/u;
/** An account without one: small letters, a number perhaps ("rtesfaye", "jsmith42"). */
const GLUED_ACCOUNT = /^[a-z]{5,24}\d*$/;
/** What may not touch an account on either side: an address's "@" after it, a path's "/". */
const GLUED = /[@/\\]/;
const PATH = /[/\\]/;
/** Persons read at most per text: each adds the parts its name is searched for by. */
const MAX_PERSONS = 128;

/** The first names and surnames of the found persons, as accounts write them (small letters, no accents). */
interface PersonNames {
  firsts: Set<string>;
  surnames: Set<string>;
  /** What the text is searched for: each part in small letters, with its accents and without. */
  parts: Set<string>;
}

/** A name's word as an account writes it: small letters, no accents, no apostrophe ("d'angelo" is "dangelo"). */
function accountForm(word: string): string {
  return foldAccents(word.toLowerCase()).replace(/['’]/g, '');
}

/** Adds a person's value to the name sets: "Dr. Rahel Tesfaye" gives "rahel" and "tesfaye"; "de Vries" "devries" too. */
function addPerson(value: string, names: PersonNames): void {
  // "Pham, Minh Chau": a name written surname first is read in its usual order ("mpham").
  const inverted = INVERTED.exec(value);
  const words = (inverted === null ? value : `${inverted[2]} ${inverted[1]}`)
    .split(/\s+/)
    .filter((word) => word.length > 1 && !word.endsWith('.') && !TITLES.has(word.toLowerCase()));
  if (words.length === 0 || !words.every((word) => NAME_WORD.test(word))) return;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (lower.length >= MIN_NAME_PART) names.parts.add(lower).add(accountForm(word));
  }
  const forms = words.map(accountForm);
  const first = forms[0] as string;
  if (forms.length === 1) {
    // One word: a first name or a surname, read as either.
    if (first.length >= MIN_NAME_PART) {
      names.firsts.add(first);
      names.surnames.add(first);
    }
    return;
  }
  if (first.length >= MIN_NAME_PART) names.firsts.add(first);
  const last = forms[forms.length - 1] as string;
  if (last.length >= MIN_NAME_PART) names.surnames.add(last);
  // "Jeroen de Vries" is "j.devries"; "María José García Peña" may be "mgarciapena".
  const rest = forms.slice(1).join('');
  if (forms.length > 2 && rest.length >= MIN_NAME_PART) names.surnames.add(rest);
}

/** A name written surname first: the surname, a comma, the given names. */
const INVERTED = /^([^,\s]+(?:[ -][^,\s]+)?),\s+([^,]+)$/u;

/** An initial or two ("a", "jb"). */
const isInitials = (part: string): boolean => part.length >= 1 && part.length <= 2 && /^[a-z]+$/.test(part);

/**
 * Whether two parts joined by `separator` spell a found person: a found surname after initials, a
 * found first name or another word ("a.kuipers", "mario.rossi"); a found first name before initials,
 * a found surname or an unlisted part ("hamid.r", "ngozi_k", "mateo.lucero"); a found surname before
 * initials or a found first name ("mcgregor.d").
 */
function spellsPerson(before: string, separator: string, after: string, names: PersonNames): boolean {
  if (names.surnames.has(after)) return isInitials(before) || names.firsts.has(before) || /^[a-z]{2,}$/.test(before);
  if (names.firsts.has(before)) {
    if (isInitials(after) || names.surnames.has(after)) return true;
    // "mateo.lucero": an unlisted part after the first name, no word and no file's ending ("anna.json",
    // "will.update"); not after a hyphen, which joins libraries' names ("jackson-databind").
    return separator !== '-' && /^[a-z]{3,}$/.test(after) && !CODE_PARTS.has(after) && !isEnglishWord(getLexicon(), after, true);
  }
  return names.surnames.has(before) && (isInitials(after) || names.firsts.has(after));
}

/**
 * Whether an account without a separator spells a found person: an initial and the surname
 * ("rtesfaye", "lmcgillicuddy"). Not both names glued: "Batu Bara" is "batubara", a word.
 */
function gluedSpellsPerson(account: string, names: PersonNames): boolean {
  const surname = account.slice(1);
  return surname.length >= MIN_GLUED_SURNAME && names.surnames.has(surname) && !isEnglishWord(getLexicon(), account, true);
}

/** Whether an account with a separator (small letters, no accents, digits at its end dropped) spells a found person. */
function readsAsPersonAccount(account: string, names: PersonNames): boolean {
  for (let at = account.search(/[._-]/); at !== -1; at = nextSeparator(account, at + 1)) {
    // A surname's own hyphen is no separator of the account: "c.dupont-aubert" is tried at the dot.
    if (spellsPerson(account.slice(0, at), account[at] as string, account.slice(at + 1), names)) return true;
  }
  return false;
}

function nextSeparator(value: string, from: number): number {
  const found = value.slice(from).search(/[._-]/);
  return found === -1 ? -1 : from + found;
}

/** Whether a character may join an account to what stands around it (an account's separator). */
const isSeparator = (character: string | undefined): boolean => character === '.' || character === '_' || character === '-';
const isAccountCharacter = (character: string | undefined): boolean => character !== undefined && ACCOUNT_CHARACTER.test(character);
const isSmallLetter = (character: string | undefined): boolean => character !== undefined && character >= 'a' && character <= 'z';

/**
 * USERNAME spans for the accounts of `text` that spell the persons among `spans` (and `earlier`
 * names of the same conversation), where `covered` says no span is yet. `lower` is the text in
 * small letters, offsets unchanged. Each name's part is searched for in it, and only where a
 * separator or an initial is glued to it is the word around it read: a text is not scanned word
 * by word.
 */
export function personHandles(
  text: string,
  lower: string,
  spans: readonly Span[],
  covered: (start: number, end: number) => boolean,
  earlier: readonly string[] = [],
): Span[] {
  const names: PersonNames = { firsts: new Set(), surnames: new Set(), parts: new Set() };
  let persons = 0;
  for (const span of spans) {
    if (span.type !== 'PERSON') continue;
    addPerson(text.slice(span.start, span.end), names);
    if (++persons >= MAX_PERSONS) break;
  }
  for (const value of earlier.slice(0, MAX_PERSONS)) addPerson(value, names);
  if (names.parts.size === 0) return [];
  // A surname of several words is searched for as accounts join it too ("devries" of "j.devries").
  for (const surname of names.surnames) names.parts.add(surname);
  const found: Span[] = [];
  const read = new Set<number>();
  for (const part of names.parts) {
    for (let at = lower.indexOf(part); at !== -1; at = lower.indexOf(part, at + 1)) {
      const partEnd = at + part.length;
      // Joined to a separator, or to one letter that opens a word ("r" of "rtesfaye").
      const initial = isSmallLetter(lower[at - 1]) && !isAccountCharacter(lower[at - 2]);
      if (!isSeparator(lower[at - 1]) && !isSeparator(lower[partEnd]) && !initial) continue;
      let start = at;
      while (start > 0 && isAccountCharacter(text[start - 1])) start--;
      let end = partEnd;
      while (end < text.length && isAccountCharacter(text[end])) end++;
      // A full stop, or another separator, at the end belongs to the sentence ("checking with hamid.r.").
      while (end > start && isSeparator(text[end - 1])) end--;
      if (read.has(start)) continue;
      read.add(start);
      // An "@" before is a chat's mention of the account ("@mbecker"), after it an address.
      if (GLUED.test(text[end] ?? '') || PATH.test(text[start - 1] ?? '')) continue;
      const value = text.slice(start, end);
      // "jsmith42": the account's number is no part of the name it spells.
      const spelled = SEPARATED.test(value)
        ? readsAsPersonAccount(accountForm(value).replace(/\d+$/, ''), names)
        : GLUED_ACCOUNT.test(value) && gluedSpellsPerson(value.replace(/\d+$/, ''), names);
      if (spelled && !covered(start, end)) found.push({ type: 'USERNAME', start, end, score: SCORE, source: SOURCE });
    }
  }
  initialledCapitals(text, names, covered, found);
  return found.sort((a, b) => a.start - b.start);
}

/** An initial and a surname in capitals, as a bank reference or a card writes a name: "A MENSAH", "D OCALLAGHAN". */
const INITIAL_AND_CAPITALS = /(?<![\p{L}\p{N}])\p{Lu} (\p{Lu}{2}[\p{Lu}'’-]*)(?![\p{L}\p{N}])/gu;

/**
 * PERSON spans for the found persons written as an initial and their surname in capitals, as a
 * payroll's bank reference or a card writes them ("E1042,Mensah,Abena,...,A MENSAH"): the
 * apostrophe a reference drops is dropped here too ("D OCALLAGHAN" of "O'Callaghan").
 */
function initialledCapitals(text: string, names: PersonNames, covered: (start: number, end: number) => boolean, found: Span[]): void {
  INITIAL_AND_CAPITALS.lastIndex = 0;
  for (let match = INITIAL_AND_CAPITALS.exec(text); match !== null; match = INITIAL_AND_CAPITALS.exec(text)) {
    const end = match.index + match[0].length;
    if (names.surnames.has(accountForm(match[1] as string)) && !covered(match.index, end)) found.push({ type: 'PERSON', start: match.index, end, score: SCORE, source: SOURCE });
  }
}
