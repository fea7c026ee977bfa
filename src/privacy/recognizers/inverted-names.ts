/**
 * A name written surname first, as directories, exports and headers sort people (PERSON):
 * "To: Hargrove, Silas <silas.hargrove@...>", `"Vasquez-Ortiz, Camila"`, "[10:42] Okafor,
 * Chidinma", "| Szabo, Réka | -£64 |", "Patient: Fitzgerald, Desmond A. (MRN ...)". The name
 * rules read the two words as two names, so the model would see two people where there is one
 * ("[PERSON_1], [PERSON_2]"), and a surname no list knows was left in clear beside its first name.
 *
 * The pair is one field's whole value: it starts where a line, a cell, a quotation or a label's
 * value starts, and ends where it ends (a line's end, a cell's bar, a closing quote, "<address>"
 * or a bracket), never before another comma: "Attendees: Okafor, Chidinma, Tunde" is a list. The
 * word after the comma is a listed first name, or another listed name that is no English word
 * (initials or a second first name may follow), and the word before it a surname: a listed one,
 * or one that is no English word ("Thanks, Anna" and "Best, Derek" are a message's words) and no
 * first name only ("Anna, Ben" lists two people). Two everyday words are a list ("Colours: Black,
 * Rose"), and two places a town and its state ("Springfield, Virginia").
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { mayBeNameWord } from '../gazetteer/person-rules.js';
import { FIRST_NAME, getLexicon, isListedSurname, LAST_NAME } from '../gazetteer/lexicon.js';
import { CALENDAR_WORDS, CLOSING_WORDS, INTERJECTIONS, PARTICLES, SALUTATIONS, TITLES } from '../gazetteer/name-rules.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'inverted-names';
/** Above the name rules' scores for either word alone, so the pair is kept as one person. */
const SCORE = 0.9;

/** A first name after the comma (in capitals too), a second given name or initials optional ("Desmond A.", "Mary Jane"). */
const GIVEN_NAMES = /(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?|\p{Lu}{2,}(?:-\p{Lu}{2,})?)((?:[ \t]\p{Lu}[\p{Ll}\p{M}]+)?(?:[ \t]?\p{Lu}\.){0,2})/uy;
const NAME_CHARACTER = /[\p{L}\p{M}'’-]/u;
const UPPER_CASE = /\p{Lu}/u;

/** What English messages open or close with before a comma and a name ("Best, Derek", "Cheers, Tom"). */
const MESSAGE_WORDS: ReadonlySet<string> = new Set([
  'best', 'love', 'cheers', 'thanks', 'thank', 'regards', 'warmly', 'sincerely', 'yours', 'later', 'hugs', 'ta', 'rgds',
  'morning', 'evening', 'afternoon', 'hi', 'hello', 'congrats', 'congratulations', 'sorry', 'please', 'welcome',
]);

/** Whether the value of a field starts at `start`: only blanks, then a line's or a cell's start, a quote or a label, before it. */
function opensField(text: string, start: number): boolean {
  let at = start - 1;
  let tab = false;
  for (; at >= 0 && (text[at] === ' ' || text[at] === '\t'); at--) tab ||= text[at] === '\t';
  // A tab, or a run of blanks, separates columns ("23-Dec          PHAM, Duc").
  if (at < 0 || tab || start - 1 - at >= 3) return true;
  const mark = text[at] as string;
  // Two blanks after a number separate columns too ("10:00  2403117  HASSAN, Omar Farid (32)").
  if (start - 1 - at === 2 && mark >= '0' && mark <= '9') return true;
  if ('\n\r"“\'|;:]>'.includes(mark)) return true;
  // A bullet opens a line's value.
  return (mark === '-' || mark === '*' || mark === '•') && at < start - 1 && (at === 0 || text[at - 1] === '\n');
}

/** A birth date's mark after a comma, which a patient's or a client's name carries in a record ("BAUMGARTNER, Hildegard, geb. 03.11.1947"). */
const BIRTH_MARK = /^, (?:geb\.|geboren|born|b\.|née?|nata|nato|nacid[oa]|DOB|dob|D\.O\.B\.)(?![\p{L}])/u;

/**
 * Whether the value of a field ends at `end`: only blanks, then a line's or a cell's end, a closing
 * quote, an address or a bracket; or a comma before a birth date's mark.
 */
function closesField(text: string, end: number): boolean {
  let at = end;
  while (at < text.length && (text[at] === ' ' || text[at] === '\t')) at++;
  if (at >= text.length) return true;
  if (text[at] === ',' && at === end) return BIRTH_MARK.test(text.slice(at, at + 8));
  // A reference list's author before the work's year: "Baumgartner, Ulrike; Nkemdiro, Felix. 2019."
  if (text[at] === '.' && at === end) return CITATION_YEAR.test(text.slice(at, at + 8));
  // A tab, or a run of blanks, separates columns ("Paciente: CABRERA DUARTE, Evaristo   NHC: 3318842").
  const column = (at > end && text[at - 1] === '\t') || at - end >= 3;
  // A quote closes the value glued to it ("'Adebowale, Tunji'"); after a blank it opens a nickname ('Ortega, Maisie "Moo" Callaghan').
  if ('"”\''.includes(text[at] as string)) return at === end || column;
  // A dash after a blank starts what is said of the person ("NAIDOO, Prenisha — 5 Hillcrest Avenue", "ABUBAKAR, Hauwa - 12/07").
  if (at > end && (text[at] === '—' || text[at] === '–' || (text[at] === '-' && text[at + 1] === ' '))) return true;
  return '\n\r|;<(/'.includes(text[at] as string) || column;
}

/** A full stop, then a year of four digits, perhaps in brackets: where a citation's authors end. */
const CITATION_YEAR = /^\. \(?\d{4}\b/;

/**
 * Whether a word read as a surname before the comma is one: listed, or unknown as an English word.
 * `capitalsFirst`: the surname is written in capitals before a first name that is not, as records
 * write a surname ("DALEY, Marlon", "HUSSAIN, Mohammed"): the case says which word is the surname,
 * so one the lists hold as a first name only counts too.
 */
function readsAsSurname(written: string, capitalsFirst = false): boolean {
  const lower = written.toLowerCase();
  if (lower.length < 2 || MESSAGE_WORDS.has(lower) || CLOSING_WORDS.has(lower) || SALUTATIONS.has(lower) || INTERJECTIONS.has(lower)) return false;
  if (TITLES.has(lower) || CALENDAR_WORDS.has(lower)) return false;
  const lexicon = getLexicon();
  const folded = foldAccents(lower);
  const flags = lexicon.words.get(folded) ?? 0;
  // "Anna, Ben" on a line of its own lists two people.
  if (!capitalsFirst && (flags & FIRST_NAME) !== 0 && (flags & LAST_NAME) === 0) return false;
  if (isListedSurname(lexicon, folded)) return true;
  return !isEnglishWord(lexicon, folded, true);
}

/**
 * Whether the word after the comma is a first name: a listed first name, or another listed name
 * that is no English word (the lists hold "Chidinma" as a surname only). Not an English word after
 * another ("Colours: Black, Rose"); not a place after a place that is no listed surname, a town and
 * its state ("Springfield, Virginia").
 */
function readsAsFirstName(written: string, surname: string): boolean {
  const folded = foldAccents(written.toLowerCase());
  const lexicon = getLexicon();
  const flags = lexicon.words.get(folded) ?? 0;
  const listed = (flags & FIRST_NAME) !== 0 || lexicon.rareFirstNames.get(folded) !== undefined || ((flags & LAST_NAME) !== 0 && !isEnglishWord(lexicon, folded, true));
  const particled = surname.includes(' ');
  const surnameKey = foldAccents(surname.toLowerCase());
  // "Colours: Black, Rose": two everyday words of a list; "Fitzgerald, Hope", "van der Berg, Jan"
  // and "BROWN, Rose" (a record's surname in capitals) are names.
  const everydayPair = !particled && surname !== surname.toUpperCase() && isEnglishWord(lexicon, folded) && isEnglishWord(lexicon, surnameKey);
  if (!listed || everydayPair) return false;
  if (lexicon.phrases.first(folded) === -1 || particled) return true;
  // Both places: a listed surname before the comma still makes a name ("Fitzgerald, Mary").
  return lexicon.phrases.first(surnameKey) === -1 || isListedSurname(lexicon, surnameKey);
}

/**
 * Whether what follows the first name is initials or a listed first name ("A.", " Jane", " Jane A.").
 * After a surname in capitals any listed name, or a word no list holds, may be a second given name
 * ("HUSSAIN, Mohammed Ibrahim", "HASSAN, Omar Farid").
 */
function secondGivenName(rest: string, capitalsFirst: boolean): boolean {
  const word = /\p{Lu}[\p{Ll}\p{M}]+/u.exec(rest)?.[0];
  if (word === undefined) return true;
  const lexicon = getLexicon();
  const key = foldAccents(word.toLowerCase());
  const flags = lexicon.words.get(key) ?? 0;
  // After a surname in capitals, a second given name the lists lack counts when it is no word ("HASSAN, Omar Farid").
  if (capitalsFirst && flags === 0) return !isEnglishWord(lexicon, key, true);
  return (flags & FIRST_NAME) !== 0 && (capitalsFirst || (flags & LAST_NAME) === 0);
}

/** A particle as written: in small letters, capitalised or in capitals. */
const PARTICLE_CASES = /^(?:\p{Ll}+|\p{Lu}\p{Ll}*|\p{Lu}+)$/u;

/** The start of the surname's last word, with its particles, that ends at `end` (-1: none). */
function surnameWordStart(text: string, end: number): number {
  let start = end;
  while (start > 0 && end - start < 40 && NAME_CHARACTER.test(text[start - 1] as string)) start--;
  if (start === end || !UPPER_CASE.test(text[start] as string)) return -1;
  // "van der Berg, Jan": the particles written before the surname; "De Jong, Hendrik" as Dutch sorts
  // it, and "DE JONG, Hendrik" in a record's capitals.
  for (let particles = 0; particles < 3; particles++) {
    const space = start - 1;
    if (text[space] !== ' ') break;
    let word = space;
    while (word > 0 && space - word < 6 && /\p{L}/u.test(text[word - 1] as string)) word--;
    const particle = text.slice(word, space);
    if (word === space || !PARTICLES.has(particle.toLowerCase()) || !PARTICLE_CASES.test(particle)) break;
    start = word;
  }
  // "Okonkwo-de Groot, Chidi": a particle's surname joined to another by a hyphen.
  if (text[start - 1] === '-') {
    let word = start - 1;
    while (word > 0 && start - word < 30 && /\p{L}/u.test(text[word - 1] as string)) word--;
    if (word < start - 2 && UPPER_CASE.test(text[word] as string)) start = word;
  }
  return start;
}

/**
 * The start of the surname that ends at `end` and opens a field, or -1: one word with its
 * particles, or two ("CABRERA DUARTE, Evaristo", "Ruiz Olmedo, Claudia", "de la Cruz Villoslada,
 * Sancho"), as Spanish and many other names write a father's and a mother's surname; the first of
 * two must read as a surname too.
 */
function surnameStart(text: string, end: number): number {
  const start = surnameWordStart(text, end);
  if (start === -1 || opensField(text, start)) return start;
  if (text[start - 1] !== ' ' || text[start - 2] === ' ') return -1;
  const first = surnameWordStart(text, start - 1);
  if (first === -1 || !opensField(text, first)) return -1;
  const word = text.slice(first, start - 1).split(' ').at(-1) as string;
  return readsAsSurname(word) ? first : -1;
}

/**
 * A surname in capitals of four letters or more, as records write it ("DALEY", "PIERRE-LOUIS");
 * shorter words in capitals are as often acronyms ("CEO, Mark").
 */
const CAPITALS_SURNAME = /^\p{Lu}[\p{Lu}'’-]{3,}$/u;

/** The start of a surname in capitals that ends at `end` after a blank (`CAPITALS_SURNAME`), or -1. */
function capitalsSurnameStart(text: string, end: number): number {
  const start = surnameWordStart(text, end);
  return start > 0 && text[start - 1] === ' ' && CAPITALS_SURNAME.test(text.slice(start, end)) ? start : -1;
}

/** Initials alone after the comma: "Oduya, B.", "Hoang, T. T.". */
const INITIALS = /\p{Lu}\.(?:[ \t]?\p{Lu}\.){0,2}/uy;
/** Places written so: "Washington, D.C.", "London, U.K.". */
const PLACE_INITIALS: ReadonlySet<string> = new Set(['D.C.', 'U.K.', 'U.S.', 'U.S.A.', 'N.Y.', 'L.A.', 'B.C.', 'E.U.', 'N.Z.']);

/** Where initials alone that start at `at` end a field ("Assigned counsellor: Oduya, B."), or -1. */
function initialsOnlyEnd(text: string, at: number): number {
  INITIALS.lastIndex = at;
  const match = INITIALS.exec(text);
  if (match === null || PLACE_INITIALS.has(match[0].replaceAll(' ', ''))) return -1;
  const end = at + match[0].length;
  return NAME_CHARACTER.test(text[end] ?? '') || !closesField(text, end) ? -1 : end;
}

/** Whether a label's colon opens the field at `start` ("Diagnosen: Vorhofflimmern, Erstdiagnose" lists the label's values). */
function afterLabel(text: string, start: number): boolean {
  let at = start - 1;
  while (at >= 0 && (text[at] === ' ' || text[at] === '\t')) at--;
  return text[at] === ':';
}

/**
 * Two words no list knows as first name and surname, in the field of one name that no label opens:
 * "- Marrack, Auden (2017)", `'Adebowale, Tunji'`. Neither may be an everyday word, a place, a
 * product or a tool, and the surname must be no listed first name (`readsAsSurname`); both are
 * capitalised and not in capitals.
 */
function unlistedPairOfNames(first: string, surname: string): boolean {
  if (first === first.toUpperCase() || surname.includes(' ')) return false;
  const lexicon = getLexicon();
  const firstKey = foldAccents(first.toLowerCase());
  const surnameKey = foldAccents(surname.toLowerCase());
  if ((lexicon.words.get(firstKey) ?? 0) !== 0 || lexicon.phrases.first(firstKey) !== -1 || lexicon.phrases.first(surnameKey) !== -1) return false;
  return mayBeNameWord(lexicon, firstKey, first) && mayBeNameWord(lexicon, surnameKey, surname);
}

/** Creates the recognizer of names written surname first. */
export function createInvertedNamesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // Unlisted pairs after a label, kept once another name of the same layout confirms it.
      const pending: Span[] = [];
      let capitalsFound = false;
      for (let comma = text.indexOf(', '); comma !== -1; comma = text.indexOf(', ', comma + 2)) {
        let start = surnameStart(text, comma);
        // A surname in capitals says where the name starts wherever it stands ("R v HUSSAIN, Mohammed",
        // "by caller MENSAH-BONSU, Efua (resident)"); its first name must then be a listed one.
        const inRunningText = start === -1 || !opensField(text, start);
        if (inRunningText) start = capitalsSurnameStart(text, comma);
        if (start === -1) continue;
        GIVEN_NAMES.lastIndex = comma + 2;
        const given = GIVEN_NAMES.exec(text);
        if (given === null) {
          if (inRunningText) continue;
          const initials = initialsOnlyEnd(text, comma + 2);
          if (initials !== -1 && readsAsSurname(text.slice(start, comma).split(' ').at(-1) as string)) spans.push({ type: 'PERSON', start, end: initials, score: SCORE, source: SOURCE });
          continue;
        }
        const surname = text.slice(start, comma);
        const first = given[1] as string;
        // A first name in capitals only after a surname in capitals, as forms write both ("BAKER, THOMAS").
        if (first === first.toUpperCase() && surname !== surname.toUpperCase()) continue;
        const capitalsFirst = first !== first.toUpperCase() && CAPITALS_SURNAME.test(surname);
        // A second given name must be a listed first name ("Fitzgerald, Mary Jane"): "Hendrikje, Jan
        // Oosterbroek" lists a first name and a full name. Else the first name alone, which must end the field.
        let end = comma + 2 + given[0].length;
        if (!closesField(text, end) || !secondGivenName(given[2] as string, capitalsFirst)) end = comma + 2 + first.length;
        if (!closesField(text, end)) continue;
        if (!readsAsSurname(surname.split(' ').at(-1) as string, capitalsFirst)) continue;
        const span: Span = { type: 'PERSON', start, end, score: SCORE, source: SOURCE };
        const listed = readsAsFirstName(first, surname);
        if (inRunningText && !(capitalsFirst && listed)) continue;
        if (!listed && !unlistedPairOfNames(first, surname)) continue;
        if (listed || !afterLabel(text, start)) {
          spans.push(span);
          capitalsFound ||= capitalsFirst;
        } else if (capitalsFirst) {
          // After a label, two unlisted words are a name only where the text writes its other names
          // so ("Sports Hall: OYELARAN, Bisi (lead); PATEL, Hemant"); "Region: EMEA, Nordics" is a label's values.
          pending.push(span);
        }
      }
      return capitalsFound ? spans.concat(pending) : spans;
    },
  };
}
