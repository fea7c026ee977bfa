/**
 * E-mail addresses written so that scrapers miss them, and people still read them:
 * "kofi.mensah(at)gmail.com", "kofi.mensah [at] gmail [dot] com", "kofi dot mensah at gmail dot
 * com". The model reads them as the address they are, so they are EMAILs like any other.
 *
 * A bracketed "at" ("(at)", "[at]", "{at}", "<at>") says so on its own. A bare " at " is everyday
 * English ("look at docs.python.org"), so after it every dot of the domain must be spelled
 * (" dot ", "[dot]"), and the address must end in a common top-level domain.
 */
import { isEverydayWord } from '../gazetteer/english-words.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'spelled-email';
const LABEL = String.raw`[\p{L}\p{N}_%+-]{1,64}`;
// Single spaces around the spelled words, as people write them: runs of optional whitespace on
// both sides of every part made the engine backtrack through each split of a long text.
const SPELLED_DOT = String.raw`(?: ?[\[({<] ?dot ?[\])}>] ?| dot )`;
const ANY_DOT = String.raw`(?:${SPELLED_DOT}|\.)`;
const BRACKETED_AT = String.raw` ?[\[({<] ?at ?[\])}>] ?`;
/** Top-level domains a spelled address ends in (a bare " at " needs one of these). */
const TLDS = 'com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|pt|ie|ca|au|in|jp|cn|br|mx|za|ng|ke|info|biz|me|dev|app|ai|eu';
const END = String.raw`(?![\p{L}\p{N}])`;

// Repetitions are bounded (an address has a few labels): unbounded, a text of "dot dot dot ..."
// made every word start rescan the rest (100 KB: 10 s).
/** "kofi.mensah(at)gmail.com", "kofi dot mensah [at] gmail [dot] com". */
const WITH_BRACKETED_AT = new RegExp(String.raw`(?<![\p{L}\p{N}._%+-])${LABEL}(?:${ANY_DOT}${LABEL}){0,4}${BRACKETED_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,4}${ANY_DOT}\p{L}{2,24}${END}`, 'giu');
/** "kofi dot mensah at gmail dot com": every dot after the "at" spelled. */
const WITH_SPELLED_AT = new RegExp(String.raw`(?<![\p{L}\p{N}._%+-])(${LABEL}(?:${ANY_DOT}${LABEL}){0,4})[ ]at[ ]${LABEL}(?:${SPELLED_DOT}${LABEL}){0,4}${SPELLED_DOT}(?:${TLDS})${END}`, 'giu');
/** The spelled dot, in the cases people write it. */
const DOTS = ['dot', 'DOT', 'Dot'];
/** Closing brackets, one of which follows a bracketed "at". */
const CLOSERS = [')', ']', '}', '>'];

/** Whether the text may hold either shape: a spelled dot, or "at" before a closing bracket (plain searches: a regex scan cost ~1 µs per KB). */
function hasCue(text: string): boolean {
  if (DOTS.some((dot) => text.includes(dot))) return true;
  for (const closer of CLOSERS) {
    for (let at = text.indexOf(closer); at !== -1; at = text.indexOf(closer, at + 1)) {
      if (/[aA][tT] ?$/.test(text.slice(Math.max(0, at - 3), at))) return true;
    }
  }
  return false;
}

/** Creates the recognizer of spelled-out e-mail addresses. */
export function createSpelledEmailRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['EMAIL'],
    languages: '*',
    detect(text: string): Span[] {
      if (!hasCue(text)) return [];
      const spans: Span[] = [];
      for (const [regex, score] of [[WITH_BRACKETED_AT, 0.9], [WITH_SPELLED_AT, 0.8]] as const) {
        regex.lastIndex = 0;
        for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
          // "hosted at fly dot io", "visit us at example dot com": a bare "at" after an everyday word is English.
          const local = m[1];
          if (local !== undefined && isEverydayWord(local.toLowerCase().split(/\s+|[.]/).at(-1) ?? '')) continue;
          spans.push({ type: 'EMAIL', start: m.index, end: m.index + m[0].length, score, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
