/**
 * E-mail addresses written so that scrapers miss them, and people still read them:
 * "kofi.mensah(at)gmail.com", "kofi.mensah [at] gmail [dot] com", "kofi dot mensah at gmail dot
 * com", and the same in the product's other languages: "max.mustermann[at]beispiel[punkt]de",
 * "juan.perez arroba ejemplo punto com", "jean.dupont arobase exemple point fr", "mario.rossi
 * chiocciola esempio punto it". The model reads them as the address they are, so they are EMAILs
 * like any other.
 *
 * A bracketed "at" ("(at)", "[at]", "{at}", "<at>", "[arroba]") says so on its own. So does a
 * word for "@" that prose has no other use for ("arroba", "arobase", "chiocciola", "Klammeraffe",
 * "apenstaartje"), but the address must then end in a common top-level domain. A bare " at " is
 * everyday English ("look at docs.python.org"), so after it every dot of the domain must be
 * spelled, and only in the languages that write "at" for "@" (" dot ", " punkt ", " punt ";
 * "at this point in time" is English), and the address must end in a common top-level domain.
 */
import { isEverydayWord } from '../gazetteer/english-words.js';
import type { Recognizer, Span } from '../types.js';
import { EMAIL_TLDS } from './email-tlds.js';

const SOURCE = 'spelled-email';
const LABEL = String.raw`[\p{L}\p{N}_%+-]{1,64}`;
/** The word for "." in English, German, French, Spanish and Italian, Dutch, Portuguese. */
const DOT_WORDS = 'dot|punkt|point|punto|punt|ponto';
/** Those of them written after a bare " at ": English, German and Dutch write "at" for "@". */
const AT_DOT_WORDS = 'dot|punkt|punt';
/** Words for "@" with no other use in prose: Spanish and Portuguese, French, Italian, German, Dutch. */
const AT_WORDS = 'arroba|arobase|arobas|chiocciola|klammeraffe|apenstaartje';
// Single spaces around the spelled words, as people write them: runs of optional whitespace on
// both sides of every part made the engine backtrack through each split of a long text.
const BRACKETED_DOT = String.raw` ?[\[({<] ?(?:${DOT_WORDS}) ?[\])}>] ?`;
/** A spelled dot after a bare " at ". */
const AT_DOT = String.raw`(?:${BRACKETED_DOT}| (?:${AT_DOT_WORDS}) )`;
/** A dot spelled in any of the languages, or written. */
const ANY_DOT = String.raw`(?:${BRACKETED_DOT}| (?:${DOT_WORDS}) |\.)`;
const BRACKETED_AT = String.raw` ?[\[({<] ?(?:at|${AT_WORDS}) ?[\])}>] ?`;
/** Top-level domains a spelled address ends in (after a bare " at " or an "@" word). */
const TLD = `(?:${EMAIL_TLDS.join('|')})`;
const END = String.raw`(?![\p{L}\p{N}])`;

// Repetitions are bounded (an address has a few labels): unbounded, a text of "dot dot dot ..."
// made every word start rescan the rest (100 KB: 10 s).
const LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])${LABEL}(?:${ANY_DOT}${LABEL}){0,4}`;
/** "kofi.mensah(at)gmail.com", "kofi dot mensah [at] gmail [dot] com", "max[at]beispiel[punkt]de". */
const WITH_BRACKETED_AT = new RegExp(String.raw`${LOCAL}${BRACKETED_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,4}${ANY_DOT}\p{L}{2,24}${END}`, 'giu');
/** "juan.perez arroba ejemplo punto com", "mario.rossi chiocciola esempio.it". */
const WITH_AT_WORD = new RegExp(String.raw`${LOCAL}[ ](?:${AT_WORDS})[ ]${LABEL}(?:${ANY_DOT}${LABEL}){0,4}${ANY_DOT}${TLD}${END}`, 'giu');
/** "kofi dot mensah at gmail dot com", "max at beispiel punkt de": every dot after the "at" spelled. */
const WITH_SPELLED_AT = new RegExp(String.raw`(?<![\p{L}\p{N}._%+-])(${LABEL}(?:(?:${AT_DOT}|\.)${LABEL}){0,4})[ ]at[ ]${LABEL}(?:${AT_DOT}${LABEL}){0,4}${AT_DOT}${TLD}${END}`, 'giu');

/** Words one of which every match holds: a spelled dot, or a word for "@" (AT_WORDS, by a prefix). */
const CUE_WORDS = ['dot', 'punkt', 'punt', 'point', 'ponto', 'arrob', 'arobas', 'chiocciola', 'klammeraffe', 'apenstaartje'];
/** The cues in the cases people write them ("dot", "Dot", "DOT"). */
const CUES = CUE_WORDS.flatMap((word) => [word, word[0]?.toUpperCase() + word.slice(1), word.toUpperCase()]);
/** Any of the cues (literal words): one scan of the text instead of one search per cue. */
const CUE = new RegExp(CUES.join('|'));
/** Closing brackets, one of which follows a bracketed "at". */
const CLOSERS = [')', ']', '}', '>'];

/** Whether the text may hold any shape: a cue word (one regex of literals), or "at" before a closing bracket (plain searches). */
function hasCue(text: string): boolean {
  if (CUE.test(text)) return true;
  for (const closer of CLOSERS) {
    for (let at = text.indexOf(closer); at !== -1; at = text.indexOf(closer, at + 1)) {
      if (/[aA][tT] ?$/.test(text.slice(Math.max(0, at - 3), at))) return true;
    }
  }
  return false;
}

/** "hosted at fly dot io", "visit us at example dot com": a bare "at" after an everyday word is English. */
function isEnglishAt(local: string): boolean {
  return isEverydayWord(local.toLowerCase().split(/\s+|[.]/).at(-1) ?? '');
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
      for (const [regex, score] of [[WITH_BRACKETED_AT, 0.9], [WITH_AT_WORD, 0.9], [WITH_SPELLED_AT, 0.8]] as const) {
        regex.lastIndex = 0;
        for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
          const local = m[1];
          if (local !== undefined && isEnglishAt(local)) continue;
          spans.push({ type: 'EMAIL', start: m.index, end: m.index + m[0].length, score, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
