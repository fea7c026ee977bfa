/**
 * Dutch citizen service number (BSN): nine digits passing the "11-test"
 * (9*d1 + 8*d2 + ... + 2*d8 - d9 divisible by 11). One random nine-digit number in eleven
 * passes, so without a context word the score stays below the default threshold. Written in
 * one run, as 4-2-3 with dots, in three groups of three, or as 3-2-4 like a US SSN.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether nine digits pass the BSN 11-test. */
export function bsnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (digits.charCodeAt(i) - 48) * (9 - i);
  sum -= digits.charCodeAt(8) - 48;
  return sum % 11 === 0;
}

const nineDigits = (text: TextProfile): boolean => text.digits >= 9;

/** Creates the Dutch BSN recognizer. */
export function createNlBsnRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'nl-bsn',
    entity: 'NL_BSN',
    patterns: [
      { regex: /(?<![\d.-])\d{9}(?![\d]|[.-]\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(9) },
      { regex: /(?<![\d.-])\d{4}\.\d{2}\.\d{3}(?![\d]|[.-]\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(4, 4, '.') },
      // Three groups of three ("111 222 333", "111-222-333", "111.222.333"), or grouped as a US
      // SSN ("111 22 2333"), not inside a longer grouped number. Phone numbers and SSNs are
      // written so too: their recognizers also find it (the SSN at 0.55 without its label), and
      // the label decides (below).
      { regex: /(?<![\d.-]|\d )\d{3}([ .-])(?:\d{3}\1\d{3}|\d{2}\1\d{4})(?![\d]|[.-]\d|\1\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(3, 3, ' .-') },
    ],
    validate: (candidate) => bsnValid(digitsOf(candidate)),
    context: ['bsn', 'burgerservicenummer', 'sofinummer', 'sofi', 'citizen service number'],
    // With its label, a number that passes the 11-test scores 0.95: above a valid phone number
    // with a phone word beside it (0.9 at most), so "BSN 111 222 333, tel. 06..." is a BSN, and
    // above an SSN without its own label (0.55), so "BSN: 111 22 2333" is a BSN.
    contextBoost: 0.65,
  });
}
