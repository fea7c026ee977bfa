/**
 * US Social Security numbers. Validity rules of the SSA: area not 000, 666 or 900-999, group not
 * 00, serial not 0000, and a few numbers published in advertising are void. Formatted numbers
 * (same separator twice) score as a weak match that context words make strong; a bare nine-digit
 * run is too common to count without context.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const VOID_NUMBERS = new Set(['078051120', '219099999', '123456789', '457555462']);

/** Whether nine SSN digits satisfy the SSA validity rules. */
export function ssnDigitsValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
  if (/^(\d)\1{8}$/.test(digits)) return false;
  return !VOID_NUMBERS.has(digits);
}

const nineDigits = (text: TextProfile): boolean => text.digits >= 9;

/** Creates the US SSN recognizer. */
export function createUsSsnRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'us-ssn',
    entity: 'US_SSN',
    patterns: [
      { regex: /(?<![\d.-])\d{3}([-. ])\d{2}\1\d{4}(?![\d]|[.-]\d)/g, score: 0.55, gate: nineDigits, starts: digitRunsOf(3, 3, '-. ') },
      { regex: /(?<![\d.-])\d{9}(?![\d]|[.-]\d)/g, score: 0.2, gate: nineDigits, starts: digitRunsOf(9) },
    ],
    validate: (candidate) => ssnDigitsValid(digitsOf(candidate)),
    context: ['ssn', 'ssns', 'social security', 'social', 'security', 'ss#', 'ssid'],
    contextBoost: 0.4,
  });
}
