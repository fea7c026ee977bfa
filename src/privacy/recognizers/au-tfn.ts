/**
 * Australian Tax File Number (TFN): nine digits, written 3-3-3 or run together, whose weighted
 * sum (weights 1, 4, 3, 7, 5, 8, 6, 9, 10) is divisible by 11. One random nine-digit number in
 * eleven passes, so a match counts only near a word that names it.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

/** Whether nine digits form a valid TFN. */
export function tfnValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^(\d)\1{8}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (WEIGHTS[i] ?? 0);
  return sum % 11 === 0;
}

const nineDigits = (text: TextProfile): boolean => text.digits >= 9;

/** Creates the TFN recognizer. */
export function createAuTfnRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'au-tfn',
    entity: 'AU_TFN',
    patterns: [
      { regex: /(?<![\d.-]|\d[ -])\d{3}([ -])\d{3}\1\d{3}(?![\d]|[.-]\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(3, 3, ' -') },
      { regex: /(?<![\d.-])\d{9}(?![\d]|[.-]\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(9) },
    ],
    validate: (candidate) => tfnValid(digitsOf(candidate)),
    context: ['tfn', 'tax file number', 'tax file no'],
    contextBoost: 0.5,
  });
}
