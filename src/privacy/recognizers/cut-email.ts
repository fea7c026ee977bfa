/**
 * E-mail addresses whose domain was left out (EMAIL): "mail to h.vanderlinden@… fixed it",
 * "swaps to rquarrie@ by Friday", "(CRA, obiageli.nnaji@)", "prefers priya.raghu@outlook...".
 * People shorten a colleague's address to its local part when the domain is the firm's own or
 * beside the point; the local part is still the person's name. The e-mail recognizer needs a
 * domain with its top-level label, so these went upstream in clear.
 *
 * After the "@" must come nothing of a domain (a blank, a closing mark, the end of the text) or a
 * word cut off by an ellipsis; anything else is an address, a shell prompt ("root@host"), a
 * package's version ("lodash@4.17.21", "react@latest") or an image's density ("logo@2x"). The
 * local part must hold a letter and be no lone everyday word ("email me@ home").
 */
import { isEverydayWord } from '../gazetteer/english-words.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'cut-email';
const SCORE = 0.8;

/** A character of an address's local part. */
const LOCAL_CHARACTER = /[\p{L}\p{N}._%+'’-]/u;
/** What follows a cut "@": no domain at all, or a domain's first word cut by an ellipsis. */
const CUT_AFTER = /^(?:$|[\s)\]}>,;:!?"'’”…]|\.(?:\s|$)|[\p{L}\p{N}-]*(?:\.{2,}|…))/u;

/** The start of the local part that ends at `at` (the "@"), or -1 when none reads as one. */
function localPartStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && LOCAL_CHARACTER.test(text[start - 1] as string)) start -= 1;
  // A surrogate pair's letter is two code units; the test above reads one: such local parts are left alone.
  if (start > 0 && /[\uD800-\uDFFF@]/.test(text[start - 1] as string)) return -1;
  // Quotes and dots that open the run belong to the sentence ("'jane@'", "...asked.jane@").
  while (start < at && /['’.]/.test(text[start] as string)) start += 1;
  const local = text.slice(start, at);
  if (local.length < 2 || !/\p{L}/u.test(local) || local.endsWith('.')) return -1;
  if (/^\p{L}+$/u.test(local) && isEverydayWord(local.toLowerCase())) return -1;
  return start;
}

/** Creates the recognizer of addresses cut before their domain. */
export function createCutEmailRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['EMAIL'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
        if (!CUT_AFTER.test(text.slice(at + 1, at + 64))) continue;
        const start = localPartStart(text, at);
        if (start !== -1) spans.push({ type: 'EMAIL', start, end: at, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
