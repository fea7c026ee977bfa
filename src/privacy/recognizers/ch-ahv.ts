/**
 * Swiss social security number (AHV/AVS number): 756 (Switzerland's GS1 prefix), nine digits and
 * an EAN-13 check digit, written "756.1234.5678.97" or run together. The dotted form counts on its
 * own; thirteen bare digits are also the barcode of a Swiss product, so those count only near a
 * word that names the number.
 */
import { gs1CheckDigit } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether thirteen digits form a valid AHV number. */
export function ahvValid(digits: string): boolean {
  return /^756\d{10}$/.test(digits) && gs1CheckDigit(digits.slice(0, 12)) === digits.charCodeAt(12) - 48;
}

const thirteenDigits = (text: TextProfile): boolean => text.digits >= 13;

/** Creates the AHV number recognizer. */
export function createChAhvRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'ch-ahv',
    entity: 'CH_AHV',
    patterns: [
      { regex: /(?<![\d.-])756\.\d{4}\.\d{4}\.\d{2}(?![\d]|[.-]\d)/g, score: 0.7, gate: thirteenDigits, starts: digitRunsOf(3, 3, '.') },
      { regex: /(?<![\d.-])756\d{10}(?![\d]|[.-]\d)/g, score: 0.3, gate: thirteenDigits, starts: digitRunsOf(13) },
    ],
    validate: (candidate) => ahvValid(digitsOf(candidate)),
    context: ['ahv', 'avs', 'ahv-nummer', 'ahv nummer', 'numéro avs', 'sozialversicherungsnummer', 'social security', 'numero avs', 'oasi'],
    contextBoost: 0.5,
  });
}
