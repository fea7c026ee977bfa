/**
 * Account names made of a person's name (USERNAME): "permission denied for user priya.natarajan",
 * "job started by rahul.menon", "reviewer: thandiwe_mokoena", "pushed by kenji-watanabe". Logs,
 * tickets and tool output write people so, with no label that username.ts reads, and the handle
 * spells its owner's name.
 *
 * A handle in small letters of two parts joined by ".", "_" or "-": the first a first name of the
 * lists, the second a surname of the lists or a word of three letters or more that no dictionary
 * has. Not a part of a path, a host, an address or code: nothing glued before it but a space, a
 * bracket or a quote, and after it no "(", "@", "/" or a dot before a letter ("anna.smith.com",
 * "mark.down()", "jane.doe@example.com" are none); not a file or a code word ("maria.json",
 * "john.config"), nor Catalan's dotted double l ("pal.lidesa"). A hyphen joins words and libraries'
 * names too ("hari-hari", "jackson-databind"), so a hyphenated handle counts only after a person's
 * cue ("by", "user", "cc"). An initial before the surname ("j.okonkwo") counts after such a cue or as
 * a field's or a CSV cell's whole value ("secondary: j.okonkwo", "Solveig Brekke,m.okafor,Proposal"),
 * with a listed surname that is no English word; so does a first name no list knows ("hyejin.cho").
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { FIRST_NAME, getLexicon, isListedSurname } from '../gazetteer/lexicon.js';
import type { Recognizer, Span } from '../types.js';
import { CODE_PARTS, readsAsInitialAndName } from './handle-shape.js';

const SOURCE = 'name-handles';
const SCORE = 0.75;

/** Two parts of small letters joined once; the scan is sticky from each separator's word start. */
const HANDLE = /([a-z]{2,20})[._-]([a-z]{2,24})(?![\p{L}\p{N}_@(/-]|\.[\p{L}\p{N}])/uy;
/** What may stand right before a handle: the text's start, a space, a bracket, a quote or a label's colon or equals sign. */
const BEFORE = /[\s([{"'`:=,]/;
/** Words after which a hyphenated handle is someone's: "commit by kenji-watanabe", "user: anna-k", "cc maria-lopez". */
const HYPHEN_CUE = /(?:^|[^\p{L}])(?:by|user|for|from|owner|author|assignee|reviewer|cc|to)[ \t]*[:=]?[ \t]+$/iu;

/** Whether `key` reads as a surname: a listed one, or a word of three letters or more no dictionary has. */
function readsAsSurname(key: string): boolean {
  const lexicon = getLexicon();
  if (isListedSurname(lexicon, key)) return true;
  return key.length >= 3 && !isEnglishWord(lexicon, key, true) && lexicon.phrases.first(key) === -1;
}

/** Creates the recognizer of account names made of a first name and a surname. */
export function createNameHandlesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      const lexicon = getLexicon();
      // Each "." "_" or "-" between two small letters is tried once, from its word's start.
      for (let at = 1; at < text.length - 1; at++) {
        const mark = text.charCodeAt(at);
        if (mark !== 46 && mark !== 95 && mark !== 45) continue;
        if (!isSmallLetter(text.charCodeAt(at - 1)) || !isSmallLetter(text.charCodeAt(at + 1))) continue;
        let start = at - 1;
        while (start > 0 && at - start <= 20 && isSmallLetter(text.charCodeAt(start - 1))) start--;
        if (start > 0 && !BEFORE.test(text[start - 1] as string)) continue;
        if (at - start === 1 && mark !== 45) {
          // "secondary: j.okonkwo", "door=k.elbaz": an initial and a surname.
          const end = initialHandleEnd(text, start);
          if (end !== -1) {
            spans.push({ type: 'USERNAME', start, end, score: SCORE, source: SOURCE });
            at = end;
          }
          continue;
        }
        HANDLE.lastIndex = start;
        const match = HANDLE.exec(text);
        if (match === null || match.index + (match[1] as string).length !== at) continue;
        const first = match[1] as string;
        const last = match[2] as string;
        at = start + match[0].length;
        if (CODE_PARTS.has(last) || first === last) continue;
        // "Thanks to hyejin.cho": a first name no list knows, before a listed surname, where a cue or a cell says an account stands.
        if (((lexicon.words.get(first) ?? 0) & FIRST_NAME) === 0 && !unlistedFirstNameHandle(text, start, at, first, last)) continue;
        // Catalan writes its double l with a dot ("pal.lidesa", "col.lega").
        if (mark === 46 && first.endsWith('l') && last.startsWith('l')) continue;
        // A hyphen joins words and libraries' names too ("kanak-kanak", "jackson-databind"): only after a person's cue.
        if (mark === 45 && !HYPHEN_CUE.test(text.slice(Math.max(0, start - 24), start))) continue;
        if (!readsAsSurname(last)) continue;
        spans.push({ type: 'USERNAME', start, end: start + match[0].length, score: SCORE, source: SOURCE });
      }
      if (text.includes(',')) addPlainCells(text, spans);
      return spans;
    },
  };
}

/** An initial, a dot or an underscore, and a surname of four letters or more. */
const INITIAL_HANDLE = /[a-z][._]([a-z]{4,24})(?![\p{L}\p{N}_@(/-]|\.[\p{L}\p{N}])/uy;
/** A field's key and its colon right before a value ("secondary: "); code assigns with "=" ("x = d.walker"). */
const FIELD_KEY_BEFORE = /[\p{L}_-]+[ \t]*:[ \t]*["']?$/u;
/** The rest of a field's line after its value: a closing quote, a comma, the line's end. */
const FIELD_VALUE_END = /^["']?[ \t]*,?[ \t]*(?:\r?\n|$)/;

/**
 * Where an account made of an initial and a surname ends ("j.okonkwo", "k_elbaz"), or -1: after a
 * person's cue, or as a field's whole value; the surname a listed one that is no English word
 * ("e.message", "s.length", "d.walker" are code or words).
 */
function initialHandleEnd(text: string, start: number): number {
  INITIAL_HANDLE.lastIndex = start;
  const match = INITIAL_HANDLE.exec(text);
  const surname = match?.[1];
  if (match === null || surname === undefined || CODE_PARTS.has(surname)) return -1;
  const end = start + match[0].length;
  const before = text.slice(Math.max(0, start - 24), start);
  if (!HYPHEN_CUE.test(before) && !(FIELD_KEY_BEFORE.test(before) && FIELD_VALUE_END.test(text.slice(end, end + 4))) && !isWholeCell(text, start, end)) return -1;
  const lexicon = getLexicon();
  return isListedSurname(lexicon, surname) && !isEnglishWord(lexicon, surname, true) ? end : -1;
}

/** A CSV cell's whole value: a comma or the line's start before it, a comma or the line's end after it ("Solveig Brekke,m.okafor,Proposal"). */
function isWholeCell(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  if (!(before === ',' || before === '\n' || before === undefined) || !(after === ',' || after === '\n' || after === '\r' || after === undefined)) return false;
  // A row of cells: another comma on the line.
  return before === ',' || after === ',';
}

/**
 * Whether a handle whose first part no list has as a first name is a person's ("hyejin.cho"): the
 * first part no English word or listed place, of three letters or more, the second a listed surname
 * that is no English word, after a person's cue or as a CSV cell's whole value.
 */
function unlistedFirstNameHandle(text: string, start: number, at: number, first: string, last: string): boolean {
  const lexicon = getLexicon();
  if (first.length < 3 || isEnglishWord(lexicon, first, true) || lexicon.phrases.first(first) !== -1) return false;
  if (!isListedSurname(lexicon, last) || isEnglishWord(lexicon, last, true)) return false;
  const end = at + 1 + last.length;
  return HYPHEN_CUE.test(text.slice(Math.max(0, start - 24), start)) || isWholeCell(text, start, end);
}

/**
 * "301,jose luis,martinez de la fuente,Zaragoza,mgarrido": a CSV cell's whole value that is an
 * initial glued to a listed name (handle-shape.ts `readsAsInitialAndName`), in a row of cells.
 * Read from each comma: the cell after it, and the cell before it where that opens its line.
 */
function addPlainCells(text: string, spans: Span[]): void {
  const addCell = (start: number): void => {
    let end = start;
    while (end < text.length && isSmallLetter(text.charCodeAt(end))) end++;
    if (end - start < 5 || end - start > 20 || !isWholeCell(text, start, end)) return;
    if (readsAsInitialAndName(text.slice(start, end))) spans.push({ type: 'USERNAME', start, end, score: SCORE, source: SOURCE });
  };
  for (let comma = text.indexOf(','); comma !== -1; comma = text.indexOf(',', comma + 1)) {
    let start = comma;
    while (start > 0 && isSmallLetter(text.charCodeAt(start - 1))) start--;
    if (start < comma && (start === 0 || text[start - 1] === '\n')) addCell(start);
    addCell(comma + 1);
  }
}

/** a-z only: handles are written in small ASCII letters. */
function isSmallLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}
