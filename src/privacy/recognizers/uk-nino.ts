/**
 * UK National Insurance numbers: two prefix letters (D, F, I, Q, U, V never used; O not second;
 * BG, GB, KN, NK, NT, TN, ZZ never allocated), six digits, suffix A-D, written in one run, with
 * spaces, or with dashes or dots. The format is specific enough to count without context.
 */
import { ninoStarts } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const INVALID_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/** Creates the UK NINO recognizer. */
export function createUkNinoRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'uk-nino',
    entity: 'UK_NINO',
    patterns: [
      {
        regex:
          /(?<![\p{L}\p{N}])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/giu,
        score: 0.6,
        gate: (text) => text.digits >= 6,
        starts: ninoStarts,
      },
      {
        // A dash or a dot between every part ("AB-12-34-56-C") or around the digits
        // ("AB-123456-C"), used the same way throughout; not a piece of a longer dashed code.
        regex:
          /(?<![\p{L}\p{N}]|[\p{L}\p{N}][.-])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]([.-])(?:\d{2}\1\d{2}\1\d{2}|\d{6})\1[A-D](?![\p{L}\p{N}]|[.-][\p{L}\p{N}])/giu,
        score: 0.6,
        gate: (text) => text.digits >= 6,
        starts: ninoStarts,
      },
    ],
    validate: (candidate) => {
      // Mixed case ("Ab 12...") is prose, not an identifier.
      if (candidate !== candidate.toUpperCase() && candidate !== candidate.toLowerCase()) return false;
      return !INVALID_PREFIXES.has(candidate.slice(0, 2).toUpperCase());
    },
    context: ['nino', 'national insurance', 'ni number', 'insurance'],
    contextBoost: 0.3,
  });
}
