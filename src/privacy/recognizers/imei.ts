/**
 * A phone's IMEI: fifteen digits with a Luhn check, written in one run or grouped ("35-209900-
 * 176148-1", "35 209900 176148 1"), beside the word that names it ("IMEI", "numéro IMEI", "Seriennummer"
 * is none: IMEI only). It names the handset, and through the operator its owner; fifteen Luhn
 * digits alone are a card number's shape as often.
 */
import { luhnValid } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const fifteenDigits = (text: TextProfile): boolean => text.digits >= 15;

/** Creates the IMEI recognizer. */
export function createImeiRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'imei',
    entity: 'IMEI',
    patterns: [
      { regex: /(?<![\p{N}.,/+-])\d{15}(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.2, gate: fifteenDigits, starts: digitRunsOf(15) },
      { regex: /(?<![\p{N}.,/+-])\d{2}([ -])\d{6}\1\d{6}\1\d(?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.2, gate: fifteenDigits, starts: digitRunsOf(2, 2, ' -') },
    ],
    validate: (candidate) => luhnValid(digitsOf(candidate)),
    context: ['imei', 'imei number', 'imei-nummer', 'numéro imei', 'número imei', 'numero imei'],
    contextBoost: 0.75,
  });
}
