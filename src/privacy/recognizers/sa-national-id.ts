/**
 * Saudi national ID and residence (iqama) numbers: ten digits, 1 for a citizen, 2 for a resident,
 * with a Luhn check digit. One random ten-digit number in fifty takes that shape (phone numbers
 * too), so it counts beside a word that names it, in Arabic or English.
 */
import { luhnValid } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether ten digits form a valid Saudi national ID or iqama number. */
export function saNationalIdValid(digits: string): boolean {
  return /^[12]\d{9}$/.test(digits) && luhnValid(digits);
}

const tenDigits = (text: TextProfile): boolean => text.digits >= 10;

/** Creates the Saudi national ID recognizer. */
export function createSaNationalIdRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'sa-national-id',
    entity: 'SA_NATIONAL_ID',
    patterns: [{ regex: /(?<![\p{N}+-])[12]\d{9}(?![\p{L}\p{N}]|[-+]\d)/gu, score: 0.3, gate: tenDigits, starts: digitRunsOf(10) }],
    validate: saNationalIdValid,
    context: ['رقم الهوية', 'الهوية', 'هوية', 'الهوية الوطنية', 'رقم الإقامة', 'الإقامة', 'إقامة', 'iqama', 'national id', 'saudi id'],
    contextBoost: 0.45,
  });
}
