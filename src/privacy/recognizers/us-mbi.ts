/**
 * US Medicare Beneficiary Identifier (MBI), the number on every Medicare card since 2018: eleven
 * characters with a fixed kind per position (digit 1-9, letter, letter or digit, digit; letter,
 * letter or digit, digit; letter, letter, digit, digit), from which S, L, O, I, B and Z are left
 * out, shown on the card as 1EG4-TE5-MK73. No check character: the shape is all there is. With
 * its two hyphens the shape is rare enough to count alone; run together it is at the threshold
 * alone (a part number may take it) and sure beside "Medicare" or "MBI".
 */
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The letters an MBI uses: no S, L, O, I, B or Z. */
export const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
const L = `[${MBI_LETTERS}]`;
/** A letter or a digit of an MBI. */
const A = `[${MBI_LETTERS}0-9]`;
const BEFORE = '(?<![\\p{L}\\p{N}-])';
const AFTER = '(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])';

/** An MBI has five digits at least. */
const mbiGate = (text: TextProfile): boolean => text.digits >= 5;

/** Creates the MBI recognizer. */
export function createUsMbiRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'us-mbi',
    entity: 'US_MBI',
    patterns: [
      { regex: new RegExp(`${BEFORE}[1-9]${L}${A}\\d-${L}${A}\\d-${L}{2}\\d{2}${AFTER}`, 'giu'), score: 0.85, gate: mbiGate },
      // Run together, in capitals only, as the card prints it: a hash or a part number in small letters takes the shape too.
      { regex: new RegExp(`${BEFORE}[1-9]${L}${A}\\d${L}${A}\\d${L}{2}\\d{2}${AFTER}`, 'gu'), score: 0.4, gate: mbiGate },
    ],
    context: ['medicare', 'mbi', 'beneficiary', 'medicare number', 'medicare id', 'medicare card'],
    contextBoost: 0.4,
  });
}
