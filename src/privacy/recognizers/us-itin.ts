/**
 * US Individual Taxpayer Identification Numbers: 9XX-GG-XXXX where the group GG lies in
 * 50-65, 70-88, 90-92 or 94-99. The leading 9 keeps them apart from SSNs.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const GROUP = '(?:5\\d|6[0-5]|7\\d|8[0-8]|9[0-2]|9[4-9])';

const nineDigits = (text: TextProfile): boolean => text.digits >= 9;

/** Creates the US ITIN recognizer. */
export function createUsItinRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'us-itin',
    entity: 'US_ITIN',
    patterns: [
      { regex: new RegExp(`(?<![\\d-])9\\d{2}([- ])${GROUP}\\1\\d{4}(?![\\d]|-\\d)`, 'g'), score: 0.55, gate: nineDigits, starts: digitRunsOf(3, 3, '- ') },
      { regex: new RegExp(`(?<![\\d-])9\\d{2}${GROUP}\\d{4}(?![\\d]|-\\d)`, 'g'), score: 0.3, gate: nineDigits, starts: digitRunsOf(9) },
    ],
    context: ['itin', 'taxpayer', 'tax id', 'tax identification'],
    contextBoost: 0.35,
  });
}
