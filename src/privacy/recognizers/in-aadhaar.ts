/**
 * Indian Aadhaar number: twelve digits, the first 2-9, the last a Verhoeff check digit (which
 * catches every single wrong digit and every swap of neighbours). Written run together or in
 * groups of four ("2345 6789 0123"). One random twelve-digit number in ten passes, so a match
 * counts only near a word that names it.
 */
import { verhoeffValid } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether twelve digits form a valid Aadhaar number. */
export function aadhaarValid(digits: string): boolean {
  return /^[2-9]\d{11}$/.test(digits) && !/^(\d)\1{11}$/.test(digits) && verhoeffValid(digits);
}

/** Creates the Aadhaar recognizer. */
export function createInAadhaarRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'in-aadhaar',
    entity: 'IN_AADHAAR',
    patterns: [
      { regex: /(?<![\p{N}+.-])\d{12}(?![\p{L}\p{N}]|[.-]\d)/gu, score: 0.3, gate: (text) => text.digits >= 12, starts: digitRunsOf(12) },
      { regex: /(?<![\p{N}+.-]|\d[ -])\d{4}([ -])\d{4}\1\d{4}(?![\p{L}\p{N}]|[ .-]\d)/gu, score: 0.3, gate: (text) => text.digits >= 12, starts: digitRunsOf(4, 4, ' -') },
    ],
    validate: (candidate) => aadhaarValid(digitsOf(candidate)),
    context: ['aadhaar', 'aadhar', 'adhaar', 'uidai', 'unique identification', 'आधार'],
    contextBoost: 0.5,
  });
}
