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
/** With a known handle, anywhere. */
const KNOWN = new RegExp(String.raw`${ID}(?:${HANDLES.join('|')})(?![\w@-]|\.\w)`, 'gi');
/** Any handle of letters, beside a word that names a UPI id. */
const ANY = new RegExp(String.raw`${ID}[a-zA-Z]{2,20}(?![\w@-]|\.\w)`, 'g');
const NAMED = /\b(?:upi|vpa)\b/i;

/** Creates the recognizer of UPI ids. */
export function createUpiIdRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('@')) return [];
      const spans: Span[] = [];
      for (const regex of NAMED.test(text) ? [KNOWN, ANY] : [KNOWN]) {
        regex.lastIndex = 0;
        for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
          if (!spans.some((span) => span.start === m.index)) spans.push({ type: 'USERNAME', start: m.index, end: m.index + m[0].length, score: SCORE, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
