/**
 * Turkish identity number (T.C. Kimlik No): eleven digits, the first not 0; the tenth is seven
 * times the sum of the odd places minus the sum of the even ones, mod 10, and the eleventh the
 * sum of the first ten, mod 10. One random eleven-digit number in a hundred passes, so it counts
 * beside a word that names it ("T.C.", "kimlik", "TCKN"); forms and contracts always write one.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The two check digits (tenth and eleventh) over the first nine digits. */
export function trNationalIdCheckDigits(digits: string): string {
  const d = (i: number): number => digits.charCodeAt(i) - 48;
  const odd = d(0) + d(2) + d(4) + d(6) + d(8);
  const even = d(1) + d(3) + d(5) + d(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  let sum = tenth;
  for (let i = 0; i < 9; i++) sum += d(i);
  return `${tenth}${sum % 10}`;
}

/** Whether eleven digits form a valid T.C. Kimlik number. */
export function trNationalIdValid(digits: string): boolean {
  return /^[1-9]\d{10}$/.test(digits) && trNationalIdCheckDigits(digits) === digits.slice(9);
}

const elevenDigits = (text: TextProfile): boolean => text.digits >= 11;

/** Creates the Turkish identity number recognizer. */
export function createTrNationalIdRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'tr-national-id',
    entity: 'TR_NATIONAL_ID',
    patterns: [{ regex: /(?<![\p{N}+-])\d{11}(?![\p{L}\p{N}]|[-+]\d)/gu, score: 0.3, gate: elevenDigits, starts: digitRunsOf(11) }],
    validate: trNationalIdValid,
    context: ['t.c.', 'tc', 'tckn', 'kimlik', 'kimlik no', 'kimlik numarası', 'tc no', 'vatandaşlık', 'turkish id'],
    contextBoost: 0.45,
  });
}
