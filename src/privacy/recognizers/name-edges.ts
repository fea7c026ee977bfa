/**
 * PERSON: the parts of a name a found person's span left beside it. Each recognizer reads a name
 * its own way, and some stop short of what stands right next to it in the text:
 * - initials before it: "Unterschrift J. Lichtenfeld", "#01 R. Castellanos", "J.-M. Tessier";
 * - a capitalised particle before it: "El Khatib", "Van Dijk", "Di Stefano";
 * - a surname in capitals before a first name, as lists and forms write them: "OUEDRAOGO Salif",
 *   "BENSALEM Nora";
 * - the rest of a hyphenated name it ends inside: capitalised parts ("Tjong-A-Hung",
 *   "Müller-Lüdenscheidt"), or a syllable in small letters after a short first one ("Eun-ji");
 *   not an honorific or a word ("Sharma-ji", "Tanaka-san", "Smith-led");
 * - a first name found as a person of its own after "Surname, ", as directories, court lists and
 *   exports write names ("DUBOIS, Hélène"), or as rows of such records ("Rahman, Tasnim (TA)"):
 *   two placeholders told the model of two people;
 * - a one-word place beside a one-word person, a town that is a first name or a surname too
 *   ("Fenwick Leung", "Bronwen Lisle"): the model read a place and a person.
 * Left out, that part went upstream beside the placeholder ("J. [PERSON_1]"). Runs after the
 * other recognizers, the late ones too (learned-names.ts finds "Lichtenfeld"), and proposes the
 * person's span grown by that part, at the person's score: on equal scores the longer span wins
 * the overlap (overlap.ts), so the grown span replaces the found one. Only PERSON spans grow; a
 * part is taken only when nothing else was found on it.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { FIRST_NAME, getLexicon, isListedSurname, type Lexicon } from '../gazetteer/lexicon.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { LateRecognizer, Span } from '../types.js';

/**
 * Initials right before a name, each a capital and its dot, joined by spaces or a hyphen ("J. ",
 * "K. V. ", "J.-M. "), or the first of two joined by a hyphen before a name that starts with the
 * second ("J.-" before "M. Tessier"), after no letter, digit or dot ("B.Sc. " and "3B. " are no
 * initials).
 */
const INITIALS_BEFORE = /(?<![\p{L}\p{N}.'’-])\p{Lu}\.(?:-?\p{Lu}\.|[ ]\p{Lu}\.)*(?:[ ]|-(?=$))$/u;
/** Particles that open a surname when written capitalised ("El Khatib", "Van Dijk", "Da Silva"). */
const CAPITALISED_PARTICLES: ReadonlySet<string> = new Set([
  'El', 'Al', 'Ben', 'Bin', 'Abu', 'Van', 'Von', 'De', 'Del', 'Della', 'Di', 'Da', 'Dos', 'Das', 'Du', 'Le', 'La', 'Mac', 'Ter', 'Ten', 'Ó', 'Ní', 'Nic',
]);
/** A name a particle may open: one or two capitalised words of three letters or more, no dot ("Khatib", "Dijk Meijer"). */
const SURNAME_AFTER_PARTICLE = /^\p{Lu}[\p{Ll}\p{M}'’]{2,}(?:[ -]\p{Lu}[\p{Ll}\p{M}'’]+)?$/u;
/** Titles written out, which an article rather than a particle stands before ("La Signora Franca", "El Señor Ruiz"). */
const TITLE_WORDS: ReadonlySet<string> = new Set([
  'Señor', 'Señora', 'Señorita', 'Signor', 'Signora', 'Signore', 'Signorina', 'Doctor', 'Doktor', 'Docteur', 'Dottore', 'Dottor',
  'Dottoressa', 'Monsieur', 'Madame', 'Mademoiselle', 'Herr', 'Frau', 'Don', 'Doña', 'Mister', 'Maestro', 'Professor', 'Professore',
]);
/** A particle written in capitals ("DA", "VAN", "EL"). */
const CAPITALS_PARTICLE = /^\p{Lu}{2,4}$/u;
/** A name that opens with a surname in capitals of three letters or more, then a capitalised first name ("SILVA Tiago"). */
const CAPITALS_SURNAME_FIRST = /^\p{Lu}{3,}(?:-\p{Lu}+)* \p{Lu}[\p{Ll}\p{M}]/u;
const titleCase = (word: string): string => (word[0] ?? '') + word.slice(1).toLowerCase();
/** A word before a name, on the same line, one space before it. */
const WORD_BEFORE = /(?<![\p{L}\p{N}'’.-])([\p{L}][\p{L}'’-]*) $/u;
/**
 * What may stand before a surname in capitals for it to read as a list's or a form's field: the
 * line's start, a cell's separator, or a number that ranks or identifies the row ("2. ", "0087 ").
 */
const FIELD_START = /(?:^|\n|[|;,\t]|\p{N}\.?|[ ]{2}|(?:^|\n)[ \t]*[-*•–])[ \t]*$/u;
/** How far back the rules look. */
const WINDOW = 48;
/**
 * The rest of a hyphenated word after a name's end: capitalised parts ("-Lüdenscheidt", "-A-Hung")
 * or short syllables in small letters ("-ji", "-seo"), no digit.
 */
const HYPHENATED_REST = /^(?:-\p{Lu}[\p{Ll}\p{M}]*)+(?![\p{L}\p{N}])|^-[\p{Ll}]{2,3}(?![\p{L}\p{N}-])/u;

/** Honorifics written after a short name with a hyphen (Japanese, Korean). */
const HONORIFICS: ReadonlySet<string> = new Set(['san', 'kun', 'nim']);

/**
 * Whether [start, end), a part beside a found span, overlaps the found span on that side (the
 * found spans are sorted and do not overlap, so only the neighbour can reach the part).
 */
function overlapsNeighbour(neighbour: Span | undefined, start: number, end: number): boolean {
  return neighbour !== undefined && neighbour.start < end && neighbour.end > start;
}

/** Whether a folded lower-case word is a first name of the lists. */
function isListedFirstName(lexicon: Lexicon, key: string): boolean {
  return ((lexicon.words.get(key) ?? 0) & FIRST_NAME) !== 0;
}

/**
 * Whether a word in capitals may be a surname: listed as one ("TAN"), or four letters or more
 * with a vowel in three, no word of English nor a first name ("OUEDRAOGO", "BENSALEM"; not the
 * acronyms "MSC", "SARL", "GIVN", "ASPTT").
 */
function maySurname(lexicon: Lexicon, word: string): boolean {
  const key = foldAccents(word.toLowerCase());
  if (isListedSurname(lexicon, key)) return true;
  const letters = key.replace(/[^a-z]/g, '');
  const vowels = letters.replace(/[^aeiouy]/g, '').length;
  return letters.length >= 4 && vowels * 3 >= letters.length && !isEnglishWord(lexicon, key, true) && !isListedFirstName(lexicon, key);
}

/** One capitalised word: a town's name that is a first name too ("Fenwick", "Fennimore", "Florence"). */
const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}\p{M}'’]+$/u;

/**
 * "refer to Fenwick Leung", "an escalation from Fennimore Idowu": a one-word place right before a
 * one-word person, a space between, is a first name that names a town too, before the surname the
 * rules found; as two spans the model read a place and a person.
 */
function placeBeforeSurname(text: string, place: Span, person: Span): boolean {
  return person.start === place.end + 1 && text[place.end] === ' ' && CAPITALISED_WORD.test(text.slice(place.start, place.end)) && CAPITALISED_WORD.test(text.slice(person.start, person.end));
}

/**
 * "Bronwen Lisle", "Kenta Morioka", "Quillon Fairhaven": a one-word place right after a person, a
 * space between, is the person's surname that names a town too, after a person of one word or a
 * name that ends in a listed first name ("Beatrice 'Bea' Olabisi Hammond").
 */
function surnameNamesPlace(text: string, lexicon: Lexicon, person: Span, place: Span): boolean {
  if (place.start !== person.end + 1 || text[person.end] !== ' ' || !CAPITALISED_WORD.test(text.slice(place.start, place.end))) return false;
  const name = text.slice(person.start, person.end);
  if (CAPITALISED_WORD.test(name)) return true;
  const last = foldAccents((name.split(' ').at(-1) as string).toLowerCase());
  return isListedFirstName(lexicon, last) || lexicon.rareFirstNames.get(last) !== undefined;
}

/** Where a person's span may start instead of `span.start`, taking the part before it; `span.start` when none. */
function grownStart(text: string, lexicon: Lexicon, span: Span, previous: Span | undefined): number {
  // Every part ends in a space or a hyphen right before the name: most names have neither.
  const gap = text[span.start - 1];
  if (gap !== ' ' && gap !== '-') return span.start;
  const before = text.slice(Math.max(0, span.start - WINDOW), span.start);
  const initials = text[span.start - 2] === '.' ? INITIALS_BEFORE.exec(before) : null;
  if (initials !== null) {
    const start = span.start - initials[0].length;
    return overlapsNeighbour(previous, start, span.start) ? span.start : start;
  }
  const word = gap === ' ' ? WORD_BEFORE.exec(before) : null;
  if (word === null) return span.start;
  const written = word[1] ?? '';
  const start = span.start - written.length - 1;
  if (overlapsNeighbour(previous, start, span.start)) return span.start;
  const name = text.slice(span.start, span.end);
  // "El Khatib", "Van Dijk": a particle before a surname; not an article before a title ("El Sr. Appiah", "La signora Franca").
  if (CAPITALISED_PARTICLES.has(written)) return SURNAME_AFTER_PARTICLE.test(name) && !TITLE_WORDS.has(name.split(/[ -]/)[0] ?? '') ? start : span.start;
  // "DA SILVA Tiago", "VAN DAM Eva": the particle in capitals before a surname in capitals that opens the found name.
  if (CAPITALS_PARTICLE.test(written) && CAPITALISED_PARTICLES.has(titleCase(written)) && CAPITALS_SURNAME_FIRST.test(name)) return start;
  // "OUEDRAOGO Salif": a surname in capitals, a field's first word, before a first name in capitals and small letters.
  const firstWord = /^\p{Lu}[\p{Ll}\p{M}]+/u.exec(name)?.[0];
  if (
    firstWord !== undefined &&
    /^\p{Lu}+(?:['’-]\p{Lu}+)*$/u.test(written) &&
    isListedFirstName(lexicon, foldAccents(firstWord.toLowerCase())) &&
    FIELD_START.test(before.slice(0, before.length - written.length - 1)) &&
    maySurname(lexicon, written)
  ) {
    return start;
  }
  return span.start;
}

/** Where a person's span may end instead of `span.end`, taking the rest of a hyphenated name; `span.end` when none. */
function grownEnd(text: string, lexicon: Lexicon, span: Span, next: Span | undefined): number {
  if (text[span.end] !== '-') return span.end;
  const rest = HYPHENATED_REST.exec(text.slice(span.end, span.end + WINDOW))?.[0];
  if (rest === undefined) return span.end;
  // A syllable in small letters goes on a short first syllable only ("Eun-ji", "Jae-won"): after
  // a longer name it is an honorific ("Sharma-ji", "Tanaka-san") or a word ("Smith-led").
  if (/^-\p{Ll}/u.test(rest) && (!/^\p{Lu}\p{Ll}{1,3}$/u.test(text.slice(span.start, span.end)) || isEnglishWord(lexicon, rest.slice(1), true) || HONORIFICS.has(rest.slice(1)))) {
    return span.end;
  }
  const end = span.end + rest.length;
  return overlapsNeighbour(next, span.end, end) ? span.end : end;
}

/** One word of a name: capitalised or in capitals, hyphens and apostrophes inside. */
const ONE_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*$/u;

/**
 * Whether two found persons, "Surname, First", are one person written surname first, as
 * directories, court lists and CSV exports write them ("DUBOIS, Hélène", "Okafor, Ngozi"): the
 * first a single word that is a surname (listed as a surname and not as a first name, or a surname
 * in capitals), the second a single word that is a listed first name, or any word after a surname in
 * capitals, and no further word of the name after it. "Anna, Maria and Petra" are three people.
 */
function surnameFirst(text: string, lexicon: Lexicon, surname: Span, first: Span): boolean {
  if (text.slice(surname.end, first.start) !== ', ') return false;
  const last = text.slice(surname.start, surname.end);
  const given = text.slice(first.start, first.end);
  if (!ONE_WORD.test(last) || !ONE_WORD.test(given) || /^ \p{Lu}/u.test(text.slice(first.end, first.end + 2))) return false;
  const lastKey = foldAccents(last.toLowerCase());
  const inCapitals = last.length >= 3 && last === last.toUpperCase();
  if (!(inCapitals ? maySurname(lexicon, last) : isListedSurname(lexicon, lastKey) && !isListedFirstName(lexicon, lastKey))) return false;
  return isListedFirstName(lexicon, foldAccents(given.toLowerCase())) || (inCapitals && given !== given.toUpperCase());
}

/** What may stand before a record's "Surname, First": a line's or a cell's start, a number or a bullet that heads the row. */
const RECORD_START = /(?:^|[\n|;,\t]|[—–-] |\p{N}[.)]? |[ ]{2})[ \t]*$/u;
/** What may end it: a line's or a cell's end, a bracket, a dash, a column's blanks, a comma glued to the next cell or before a number. */
const RECORD_END = /^(?:[ \t]*(?:$|\n|\||;|\t|\(|[—–-] )|[ ]{2}|,(?! )|, \p{N})/u;
/** Records read at least, so that a list of two first names ("Thanks Anna, Ben") is no record. */
const MIN_RECORDS = 2;

/**
 * The found persons that open a record "Surname, First" whose first name the rules found as a
 * person of its own, where the text writes two such records or more, each a row's or a cell's
 * field: "Rahman, Tasnim (TA, Yr2)" over "Goodfellow, Piers (Caretaker)" in an absence log,
 * "2. Hübner-Fraas, Leonhard (SF Regensburg)" in a table of results, "ABUBAKAR, Hauwa - 12/07"
 * in a birthday list. The lists' readings of a surname listed as a first name too ("Rahman",
 * "Ibrahim") do not decide it: the layout does.
 */
function recordPairs(text: string, found: readonly Span[]): Set<Span> {
  const pairs = new Set<Span>();
  for (let index = 0; index + 1 < found.length; index++) {
    const surname = found[index] as Span;
    const first = found[index + 1] as Span;
    if (surname.type !== 'PERSON' || first.type !== 'PERSON' || text.slice(surname.end, first.start) !== ', ') continue;
    if (!ONE_WORD.test(text.slice(surname.start, surname.end)) || !ONE_WORD.test(text.slice(first.start, first.end))) continue;
    if (!RECORD_START.test(text.slice(Math.max(0, surname.start - 8), surname.start)) || !RECORD_END.test(text.slice(first.end, first.end + 4))) continue;
    pairs.add(surname);
  }
  return pairs.size >= MIN_RECORDS ? pairs : new Set();
}

/** Whether `before` is a person and only ", " stands between it and `after`: two entries of a list of names. */
function commaListed(text: string, before: Span | undefined, after: Span | undefined): boolean {
  return before?.type === 'PERSON' && after !== undefined && text.slice(before.end, after.start) === ', ';
}

export function createNameEdgesRecognizer(): LateRecognizer {
  return {
    name: 'name-edges',
    entities: ['PERSON'],
    languages: '*',
    late: true,
    last: true,
    detect: () => [],
    detectAmong(text, found) {
      const spans: Span[] = [];
      let lexicon: Lexicon | undefined;
      const records = recordPairs(text, found);
      for (const [index, span] of found.entries()) {
        const next = found[index + 1];
        if (span.type === 'LOCATION' && next?.type === 'PERSON' && placeBeforeSurname(text, span, next)) {
          spans.push({ type: 'PERSON', start: span.start, end: next.end, score: Math.max(span.score, next.score), source: 'name-edges' });
          continue;
        }
        if (span.type !== 'PERSON') continue;
        lexicon ??= getLexicon();
        if (next?.type === 'LOCATION' && surnameNamesPlace(text, lexicon, span, next)) {
          spans.push({ type: 'PERSON', start: span.start, end: next.end, score: Math.max(span.score, next.score), source: 'name-edges' });
          continue;
        }
        // "Smith, Jones, Brown": a list of three persons or more is no name written surname first.
        if (next?.type === 'PERSON' && (surnameFirst(text, lexicon, span, next) || records.has(span)) && !commaListed(text, found[index - 1], span) && !commaListed(text, next, found[index + 2])) {
          spans.push({ type: 'PERSON', start: span.start, end: next.end, score: Math.max(span.score, next.score), source: 'name-edges' });
          continue;
        }
        const start = grownStart(text, lexicon, span, found[index - 1]);
        const end = grownEnd(text, lexicon, span, next);
        if (start !== span.start || end !== span.end) spans.push({ type: 'PERSON', start, end, score: span.score, source: 'name-edges' });
      }
      return spans;
    },
  };
}
