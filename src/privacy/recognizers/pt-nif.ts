/**
 * Portuguese tax number (NIF, "número de contribuinte"): nine digits, the first saying who holds it
 * (1-3 people, 45 non-residents, 5-9 companies and others), the last a mod 11 check digit over the
 * eight before it weighted 9 to 2. One random nine-digit number in eleven or so passes, so it
 * counts only beside a word that names it; every Portuguese contract, invoice and tax form does.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The NIF check digit over its first eight digits, weighted 9 to 2. */
export function ptNifCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (digits.charCodeAt(i) - 48) * (9 - i);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Whether nine digits form a valid NIF. */
export function ptNifValid(digits: string): boolean {
  if (!/^[1-35-9]\d{8}$/.test(digits) && !/^45\d{7}$/.test(digits)) return false;
  return ptNifCheckDigit(digits) === digits.charCodeAt(8) - 48;
}

const nineDigits = (text: TextProfile): boolean => text.digits >= 9;

/** Creates the Portuguese NIF recognizer. */
export function createPtNifRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'pt-nif',
    entity: 'PT_NIF',
    patterns: [
      { regex: /(?<![\p{N}.+-])\d{9}(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.2, gate: nineDigits, starts: digitRunsOf(9) },
      { regex: /(?<![\p{N}.+-])\d{3} \d{3} \d{3}(?![\p{L}\p{N}]|[ .,-]\d)/gu, score: 0.2, gate: nineDigits, starts: digitRunsOf(3, 3, ' ') },
    ],
    validate: (candidate) => ptNifValid(digitsOf(candidate)),
    context: ['nif', 'contribuinte', 'nº de contribuinte', 'número de contribuinte', 'número de identificação fiscal', 'nipc'],
    // With its word, a valid NIF scores 0.95: above a valid phone number, even one a phone word
    // names (0.9 at most), which "281 272 948" also is.
    contextBoost: 0.75,
  });
}
