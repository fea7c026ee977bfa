/**
 * The authors at the head of a reference list's entry (PERSON), as bibliographies write them with
 * initials:
 *
 *   1. Okafor-Eze N., Adeyemi T. & Fairweather, J. (2019) Fiscal rules in ...
 *   [2] van der Merwe, S; Tailor S.; Gustafsen M, "Low quality education ...", 2011
 *   Kettleby, Avrenna M. and Pranata D. (2018) "Informal credit in Java"
 *
 * An entry is a line (after its number or bullet) that starts with authors, each a surname with
 * initials after it ("Adeyemi T.", "Fairweather, J.", "Hoang, T. T.") or a surname, a comma and a
 * first name with an initial ("Kettleby, Avrenna M."), joined by commas, semicolons, "&" or "and",
 * and then a year within the line. A surname is no everyday word, listed place or company (a
 * listed surname may be a word: "Baker J."); the gazetteer reads authors written first name first.
 * A hasty list's entry in small letters counts too: "okonkwo c, bhattacharya s, lindgren e. 2021."
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon, isListedSurname } from '../gazetteer/lexicon.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'reference-author';
const SCORE = 0.8;
const SURNAME = String.raw`(?:(?:van|von|de|der|den|da|di|del|la|le|du|dos|das)[ \t]+)*\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?`;
/** Initials: "N.", "T. T.", "M", "J.-P.". */
const INITIALS = String.raw`\p{Lu}(?:\.|(?=[ \t]*[,;&]|[ \t]+and[ \t]|[ \t]*\())(?:[ \t]?-?\p{Lu}\.)*`;
/**
 * One author: "Adeyemi T.", "Fairweather, J.", "Kettleby, Avrenna M." (group 2 set: initials), or
 * a first name and a surname ("Chen Jiahui"); the surname is group 1, or the last word.
 */
const AUTHOR = new RegExp(
  String.raw`(${SURNAME})(?:(,?[ \t]+${INITIALS}|,[ \t]+\p{Lu}[\p{Ll}\p{M}]+[ \t]+${INITIALS})|[ \t]+(\p{Lu}[\p{Ll}\p{M}'’]+))`,
  'uy',
);
/** Between two authors: a comma or semicolon, "&" or "and", or both (", and"). */
const JOINT = /[ \t]*[,;][ \t]*(?:(?:&|and)[ \t]+)?|[ \t]+(?:&|and)[ \t]+/y;
/** An entry's number or bullet before its authors. */
const ENTRY_START = /^[ \t]*(?:\[?\d{1,3}[.)\]]|[-*•])?[ \t]*/;
/** A year of the entry, after its authors. */
const YEAR = /(?:^|[^\d])(?:19|20)\d{2}[a-z]?(?!\d)/;

/** Whether the surname (particles aside) may be someone's. */
function readsAsSurname(surname: string): boolean {
  const lexicon = getLexicon();
  const last = foldAccents((surname.split(/[ \t]+/).at(-1) ?? '').toLowerCase());
  return last.split('-').every((part) => isListedSurname(lexicon, part) || (!isEnglishWord(lexicon, part, true) && lexicon.phrases.first(part) === -1));
}

/** Creates the recognizer of reference lists' authors. */
export function createReferenceAuthorsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!YEAR.test(text)) return [];
      const spans: Span[] = [];
      for (let start = 0; start < text.length; ) {
        const newline = text.indexOf('\n', start);
        const end = newline === -1 ? text.length : newline;
        readEntry(text, start, end, spans);
        start = end + 1;
      }
      return spans;
    },
  };
}

/** Adds the authors of the entry on the line from `start` to `end`, if it is one. */
function readEntry(text: string, start: number, end: number, spans: Span[]): void {
  const line = text.slice(start, end);
  if (!YEAR.test(line)) return;
  const from = start + (ENTRY_START.exec(line)?.[0].length ?? 0);
  // One author with initials at least: "World Development, 2019" is a journal's line.
  let initialed = false;
  const found = readAuthors(text, from, end, AUTHOR, (author) => {
    if (!readsAsSurname((author[3] ?? author[1]) as string)) return false;
    if (author[2] !== undefined) initialed = true;
    return true;
  });
  // The year must come after the authors, in the same entry.
  if (initialed && yearAfter(text, found, end)) spans.push(...found);
  else if (found.length === 0) readSmallEntry(text, from, end, spans);
}

/** The authors a sticky `pattern` reads from `at` to `end` at most, joined by `JOINT`, while `accepts` takes each match. */
function readAuthors(text: string, at: number, end: number, pattern: RegExp, accepts: (author: RegExpExecArray) => boolean): Span[] {
  const found: Span[] = [];
  for (;;) {
    pattern.lastIndex = at;
    const author = pattern.exec(text);
    if (author === null || author.index + author[0].length > end || !accepts(author)) break;
    found.push({ type: 'PERSON', start: at, end: at + author[0].length, score: SCORE, source: SOURCE });
    at += author[0].length;
    JOINT.lastIndex = at;
    const joint = JOINT.exec(text);
    if (joint === null) break;
    at += joint[0].length;
  }
  return found;
}

/** Whether a year stands after the last author found, before `end`. */
const yearAfter = (text: string, found: readonly Span[], end: number): boolean => found.length > 0 && YEAR.test(text.slice((found.at(-1) as Span).end, end));

/** One author as a hasty list types Vancouver's style in small letters: "okonkwo c", "tremblay-vos m". */
const SMALL_AUTHOR = /([a-z][a-z'’]+(?:-[a-z][a-z'’]+)?)[ \t]([a-z]{1,2})(?=[,;.][ \t]|[ \t]+(?:&|and)[ \t])/y;
/** Authors in small letters at least, before the entry's year: one could be a word and a letter ("see a", "plan b"). */
const MIN_SMALL_AUTHORS = 2;

/**
 * Adds the authors of an entry written in small letters, surnames then initials ("- okonkwo c,
 * bhattacharya s, lindgren e. 2021. 'Rural broadband ...'"): two or more, each surname no
 * English word or listed place, then the year.
 */
function readSmallEntry(text: string, from: number, end: number, spans: Span[]): void {
  const found = readAuthors(text, from, end, SMALL_AUTHOR, (author) => readsAsSurname(author[1] as string));
  if (found.length >= MIN_SMALL_AUTHORS && yearAfter(text, found, end)) spans.push(...found);
}
