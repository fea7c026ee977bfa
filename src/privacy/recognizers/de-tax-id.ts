/**
 * German tax identification number (Steuerliche Identifikationsnummer, "Steuer-ID"): 11 digits,
 * no leading zero; among the first ten digits at most one digit appears more than once (two or
 * three times, not three in a row); the last digit is an ISO 7064 MOD 11,10
 * check digit.
 */
import { iso7064Mod11Mod10CheckDigit } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether 11 digits form a valid Steuer-ID. */
export function deTaxIdValid(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  const body = digits.slice(0, 10);
  const counts = new Map<string, number>();
  for (const d of body) counts.set(d, (counts.get(d) ?? 0) + 1);
  // The issuing rule has exactly one repeated digit; published sample IDs (12345678903) have
  // none, so at most one is accepted.
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length > 1 || (repeated[0] ?? 0) > 3) return false;
  if (/(\d)\1\1/.test(body)) return false;
  return iso7064Mod11Mod10CheckDigit(body) === Number(digits[10]);
}

const elevenDigits = (text: TextProfile): boolean => text.digits >= 11;

/** Creates the German tax ID recognizer. */
export function createDeTaxIdRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'de-tax-id',
    entity: 'DE_TAX_ID',
    patterns: [
      { regex: /(?<![\d/-])\d{11}(?![\d]|[/-]\d)/g, score: 0.5, gate: elevenDigits, starts: digitRunsOf(11) },
      // 2-3-3-3 with spaces, slashes or dots (as printed on the letter and on payslips), and 3-3-3-2.
      { regex: /(?<![\d/-]|\d\.)\d{2}([ /.])\d{3}\1\d{3}\1\d{3}(?![\d]|[/.-]\d)/g, score: 0.5, gate: elevenDigits, starts: digitRunsOf(2, 2, ' /.') },
      { regex: /(?<![\d/-])\d{3} \d{3} \d{3} \d{2}(?![\d]|[/-]\d)/g, score: 0.5, gate: elevenDigits, starts: digitRunsOf(3, 3, ' ') },
    ],
    validate: (candidate) => deTaxIdValid(digitsOf(candidate)),
    context: ['steuer-id', 'steuerid', 'steuer', 'idnr', 'steueridentifikationsnummer', 'identifikationsnummer', 'tin', 'tax'],
    contextBoost: 0.35,
  });
}
