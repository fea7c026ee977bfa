/**
 * NHS number (England, Wales and the Isle of Man): ten digits, written 3-3-4 with spaces or
 * hyphens or run together, the last a mod 11 check digit (weights 10 down to 2 over the first
 * nine; 11 - sum mod 11, 11 meaning 0, 10 never issued). The same shapes are phone numbers, and
 * one random ten-digit number in eleven passes, so a match counts only near a word that names it.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether ten digits pass the NHS number's mod 11 check. */
export function nhsNumberValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits) || /^(\d)\1{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === digits.charCodeAt(9) - 48;
}

/** Creates the NHS number recognizer. */
export function createUkNhsRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'uk-nhs',
    entity: 'UK_NHS',
    patterns: [
      { regex: /(?<![\p{N}+.-])\d{10}(?![\p{L}\p{N}]|[.-]\d)/gu, score: 0.3, gate: (text) => text.digits >= 10, starts: digitRunsOf(10) },
      { regex: /(?<![\p{N}+.-])\d{3}([ -])\d{3}\1\d{4}(?![\p{L}\p{N}]|[.-]\d)/gu, score: 0.3, gate: (text) => text.digits >= 10, starts: digitRunsOf(3, 3, ' -') },
    ],
    validate: (candidate) => nhsNumberValid(digitsOf(candidate)),
    context: ['nhs', 'nhs number', 'nhs no', 'health service', 'health and care number'],
    contextBoost: 0.5,
  });
}
