/**
 * Polish PESEL: eleven digits, YYMMDD with the century in the month (+80 for the 1800s, +0,
 * +20, +40, +60 for the 1900s to 2200s), four serial digits and a check digit: the first ten
 * weighted 1, 3, 7, 9, 1, 3, 7, 9, 1, 3, and the check is (10 - sum mod 10) mod 10. About one
 * random eleven-digit number in fifty passes date and check, so without a context word the
 * score stays just at the threshold, below a phone number's.
 */
import { isBirthDate } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** Month offsets by century: 1800s +80, 1900s +0, 2000s +20 (+40 and +60, the 2100s and 2200s, name nobody born yet). */
const CENTURY_OF_OFFSET: Readonly<Record<number, number>> = { 80: 1800, 0: 1900, 20: 2000 };

/** Whether eleven digits are a PESEL: a real birth date and the right check digit. */
export function peselValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const encodedMonth = Number(digits.slice(2, 4));
  const offset = encodedMonth - ((encodedMonth - 1) % 20) - 1;
  const century = CENTURY_OF_OFFSET[offset];
  if (century === undefined) return false;
  if (!isBirthDate(century + Number(digits.slice(0, 2)), encodedMonth - offset, Number(digits.slice(4, 6)))) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (digits.charCodeAt(i) - 48) * (WEIGHTS[i] as number);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(10) - 48;
}

/** Creates the Polish PESEL recognizer. */
export function createPlPeselRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'pl-pesel',
    entity: 'PL_PESEL',
    patterns: [{ regex: /(?<![\p{N}+-])\d{11}(?![\p{L}\p{N}]|[-+]\d)/gu, score: 0.4, gate: (text) => text.digits >= 11, starts: digitRunsOf(11) }],
    validate: peselValid,
    context: ['pesel', 'numer pesel', 'nr pesel'],
    contextBoost: 0.45,
  });
}
