/**
 * Indian Permanent Account Number (PAN), the tax number every adult and company holds: five
 * letters, four digits, a letter ("ABCPE1234F"). The fourth letter says whose it is: P a person's,
 * C, H, F, A, T, B, L, J, G other holders'. Its last letter is a check character whose algorithm
 * is not published, so the shape is all there is, and build and batch codes take it too
 * ("GCCPR2023A"): a PAN counts only near a word that names it.
 */
import { beforeDigitRuns } from './match-starts.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Ten letters and digits in a row, four of them digits: the least a PAN needs. */
const panGate = (text: TextProfile): boolean => text.digits >= 4 && text.wordRun >= 10;
/** A PAN starts five letters before its run of four digits. */
const panStarts = beforeDigitRuns([5], 4, 4);

/** Creates the PAN recognizer. */
export function createInPanRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'in-pan',
    entity: 'IN_PAN',
    patterns: [
      { regex: /(?<![\p{L}\p{N}])[A-Z]{3}P[A-Z]\d{4}[A-Z](?![\p{L}\p{N}])/gu, score: 0.3, gate: panGate, starts: panStarts },
      { regex: /(?<![\p{L}\p{N}])[A-Z]{3}[ABCFGHJLT][A-Z]\d{4}[A-Z](?![\p{L}\p{N}])/gu, score: 0.3, gate: panGate, starts: panStarts },
    ],
    validate: (candidate) => !/^([A-Z])\1{4}/.test(candidate),
    context: ['pan', 'pan card', 'pan no', 'permanent account number', 'income tax'],
    contextBoost: 0.5,
  });
}
