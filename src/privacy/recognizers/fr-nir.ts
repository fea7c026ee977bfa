/**
 * French social security number (NIR / numéro de sécurité sociale): sex, year, month,
 * department (2A/2B for Corsica), commune, order number, and a two-digit key equal to
 * 97 - (number mod 97), where 2A counts as 19 and 2B as 18. Written in one run, with spaces
 * between groups, or with dots or dashes between every group.
 */
import { decimalMod } from './checksums.js';
import { nirStarts } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether a NIR (separators removed) has a valid key. */
export function frNirValid(compact: string): boolean {
  const m = /^([1-478])(\d{2})(0[1-9]|1[0-2]|20|3\d|4[0-2]|[5-9]\d)(\d{2}|2A|2B)(\d{3})(\d{3})(\d{2})$/i.exec(compact);
  if (m === null) return false;
  const body = compact.slice(0, 13).toUpperCase().replace('2A', '19').replace('2B', '18');
  return 97 - decimalMod(body, 97) === Number(m[7]);
}

/** Creates the French NIR recognizer. */
export function createFrNirRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'fr-nir',
    entity: 'FR_NIR',
    patterns: [
      {
        regex: /(?<![\p{L}\p{N}])[1-478] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?![\p{L}\p{N}])/giu,
        score: 0.75,
        // At least fourteen digits (thirteen with "2A"/"2B"; one to spare).
        gate: (text) => text.digits >= 13,
        starts: nirStarts,
      },
      {
        // A dot or a dash between every group, the same throughout ("1.84.12.76.451.089.46");
        // the key may stand after a space. Not a piece of a longer dotted or dashed number.
        regex: /(?<![\p{L}\p{N}]|\p{N}[.-])[1-478]([.-])\d{2}\1\d{2}\1(?:\d{2}|2[AB])\1\d{3}\1\d{3}(?:\1| )\d{2}(?![\p{L}\p{N}]|[.-]\p{N})/giu,
        score: 0.75,
        gate: (text) => text.digits >= 13,
        starts: nirStarts,
      },
    ],
    validate: (candidate) => frNirValid(candidate.replace(/[ .-]/g, '')),
    context: ['sécurité sociale', 'securite sociale', 'nir', 'insee', 'sécu', 'social security'],
    contextBoost: 0.2,
  });
}
