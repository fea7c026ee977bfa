/**
 * UPI ids, India's payment addresses: a name or a phone number, "@", then the payment app's or
 * bank's handle ("rahul.sharma@okicici", "9876543210@ybl", "priya@paytm"). They identify their
 * holder to anyone who can send money, and look like an e-mail address without its domain, so
 * the e-mail recognizer leaves them. A USERNAME (an account's handle), like the other handles.
 *
 * The handles of the apps and banks that issue most ids count anywhere; any other "name@handle"
 * only beside a word that names a UPI id ("UPI", "VPA").
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'upi-id';
const SCORE = 0.8;
/** Handles of the payment apps and banks behind most UPI ids. */
const HANDLES = [
  'okicici', 'oksbi', 'okhdfcbank', 'okaxis', 'ybl', 'ibl', 'axl', 'paytm', 'ptyes', 'ptaxis', 'pthdfc', 'ptsbi', 'apl',
  'yapl', 'upi', 'icici', 'sbi', 'hdfcbank', 'axisbank', 'kotak', 'kmbl', 'barodampay', 'aubank', 'idfcbank', 'idfcfirst',
  'indus', 'pnb', 'unionbank', 'uboi', 'boi', 'cnrb', 'federal', 'fbl', 'rbl', 'yesbank', 'jupiteraxis', 'fam', 'slc',
  'airtel', 'freecharge', 'jio', 'waicici', 'wahdfcbank', 'waaxis', 'wasbi', 'ikwik', 'abfspay', 'naviaxis', 'superyes',
];
const ID = String.raw`(?<![\w.@+-])([a-zA-Z0-9][\w.-]{1,63})@`;
/** With a known handle, anywhere. Sticky: tried only where an id before an "@" starts. */
const KNOWN = new RegExp(String.raw`${ID}(?:${HANDLES.join('|')})(?![\w@-]|\.\w)`, 'iy');
/** Any handle of letters, beside a word that names a UPI id. */
const ANY = new RegExp(String.raw`${ID}[a-zA-Z]{2,20}(?![\w@-]|\.\w)`, 'y');
const NAMED = /\b(?:upi|vpa)\b/i;
/** The longest id the regexes take, "@" excluded. */
const MAX_ID = 64;

/** A character an id is made of (`[\w.-]`, ASCII). */
function isIdCode(code: number): boolean {
  const lower = code | 0x20;
  return (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57) || code === 95 || code === 46 || code === 45;
}

/**
 * Where the id before the "@" at `at` starts: the whole run of id characters before it, since an
 * id never starts inside one (the regexes' lookbehind). -1 when there is none or it is too long.
 * Looking only there keeps the scan linear: the regexes alone try an id at every letter of the text.
 */
function idStartBefore(text: string, at: number): number {
  let start = at;
  while (start > 0 && at - start <= MAX_ID && isIdCode(text.charCodeAt(start - 1))) start--;
  return at - start >= 2 && at - start <= MAX_ID ? start : -1;
}

/** The UPI id at `start`, tried with each regex in turn. */
function matchAt(text: string, start: number, regexes: readonly RegExp[]): RegExpExecArray | null {
  for (const regex of regexes) {
    regex.lastIndex = start;
    const match = regex.exec(text);
    if (match !== null) return match;
  }
  return null;
}

/** Creates the recognizer of UPI ids. */
export function createUpiIdRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      let at = text.indexOf('@');
      if (at < 0) return spans;
      const regexes = NAMED.test(text) ? [KNOWN, ANY] : [KNOWN];
      for (; at >= 0; at = text.indexOf('@', at + 1)) {
        const start = idStartBefore(text, at);
        const match = start < 0 ? null : matchAt(text, start, regexes);
        if (match !== null) spans.push({ type: 'USERNAME', start, end: start + match[0].length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
