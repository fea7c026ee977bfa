/**
 * Canadian Social Insurance Number (SIN / NAS): nine digits, written 3-3-3 or run together, that
 * pass the Luhn check; the first digit is never 0 or 8. One random nine-digit number in ten
 * passes, so a match counts only near a word that names it, in English or French.
 */
import { luhnValid } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether nine digits form a valid SIN. */
export function sinValid(digits: string): boolean {
  return /^[1-79]\d{8}$/.test(digits) && !/^(\d)\1{8}$/.test(digits) && luhnValid(digits);
}

const nineDigits = (text: TextProfile): boolean => text.digits >= 9;

/** Creates the SIN recognizer. */
export function createCaSinRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'ca-sin',
    entity: 'CA_SIN',
    patterns: [
      { regex: /(?<![\d.-]|\d[ -])\d{3}([ -])\d{3}\1\d{3}(?![\d]|[.-]\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(3, 3, ' -') },
      { regex: /(?<![\d.-])\d{9}(?![\d]|[.-]\d)/g, score: 0.3, gate: nineDigits, starts: digitRunsOf(9) },
    ],
    validate: (candidate) => sinValid(digitsOf(candidate)),
    context: ['sin', 'social insurance', 'social insurance number', 'nas', 'assurance sociale', "numéro d'assurance sociale"],
    contextBoost: 0.5,
  });
}
