/**
 * Brazil's CPF (Cadastro de Pessoas Físicas), the number every Brazilian resident is known by to
 * banks, shops and the state: eleven digits, the last two mod-11 check digits, written
 * "123.456.789-09" or in one run. The written form counts alone (the phone recognizer took it for
 * a number before, so it scores above a valid phone number's 0.75); a run of eleven digits is also a Brazilian mobile number, so it counts only
 * beside the word that names it ("CPF: 12345678909").
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The CPF check digit over `digits` (the first nine, then ten) weighted from `digits.length + 1` down to 2. */
export function brCpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * (digits.length + 1 - i);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/** Whether eleven digits form a valid CPF; one digit repeated ("111.111.111-11") passes the checks but is none. */
export function brCpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return brCpfCheckDigit(digits.slice(0, 9)) === digits.charCodeAt(9) - 48 && brCpfCheckDigit(digits.slice(0, 10)) === digits.charCodeAt(10) - 48;
}

const elevenDigits = (text: TextProfile): boolean => text.digits >= 11;

/** Creates the CPF recognizer. */
export function createBrCpfRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'br-cpf',
    entity: 'BR_CPF',
    patterns: [
      { regex: /(?<![\p{N}.,/-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.8, gate: elevenDigits, starts: digitRunsOf(3, 3, '.') },
      { regex: /(?<![\p{N}.,/+-])\d{11}(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.2, gate: elevenDigits, starts: digitRunsOf(11) },
    ],
    validate: (candidate) => brCpfValid(digitsOf(candidate)),
    context: ['cpf', 'c.p.f', 'cadastro de pessoas físicas', 'cadastro de pessoa física'],
    // With its word a valid CPF scores 0.95: above a valid phone number a phone word names (0.9 at most).
    contextBoost: 0.75,
  });
}
