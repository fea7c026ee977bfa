/**
 * Argentina's CUIT and CUIL (Clave Única de Identificación Tributaria / Laboral): eleven digits,
 * a prefix (20, 23, 24, 27 for people; 30, 33, 34 for companies), the holder's DNI and a mod-11
 * check digit, written "20-12345678-6" or in one run. The dashed form counts alone (above a phone
 * number's score); a run of
 * eleven digits counts only beside the word that names it.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The mod-11 check digit over the first ten digits; 10 when there is none. */
export function arCuitCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (digits.charCodeAt(i) - 48) * (WEIGHTS[i] ?? 0);
  const value = 11 - (sum % 11);
  return value === 11 ? 0 : value;
}

/** Whether eleven digits form a valid CUIT or CUIL. */
export function arCuitValid(digits: string): boolean {
  if (!/^(?:2[0347]|3[034])\d{9}$/.test(digits)) return false;
  // 10 has no digit: such numbers are issued with another prefix instead.
  return arCuitCheckDigit(digits) === digits.charCodeAt(10) - 48;
}

const elevenDigits = (text: TextProfile): boolean => text.digits >= 11;

/** Creates the CUIT/CUIL recognizer. */
export function createArCuitRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'ar-cuit',
    entity: 'AR_CUIT',
    patterns: [
      { regex: /(?<![\p{N}.,/-])\d{2}-\d{8}-\d(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.8, gate: elevenDigits, starts: digitRunsOf(2, 2, '-') },
      { regex: /(?<![\p{N}.,/+-])\d{11}(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.2, gate: elevenDigits, starts: digitRunsOf(11) },
    ],
    validate: (candidate) => arCuitValid(digitsOf(candidate)),
    context: ['cuit', 'cuil', 'c.u.i.t', 'c.u.i.l', 'clave única de identificación tributaria', 'clave unica de identificacion tributaria'],
    contextBoost: 0.75,
  });
}
