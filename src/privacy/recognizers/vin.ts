/**
 * Vehicle identification numbers (VIN): seventeen letters and digits without I, O or Q. North
 * American VINs carry a check digit in the ninth place and count alone when it is right; other
 * countries' VINs need no check, so they count beside the word that names them ("VIN",
 * "Fahrgestellnummer", "numéro de châssis", "número de bastidor", "telaio", "chassisnummer").
 * A VIN names the car, and through the register its keeper.
 */
import { createPatternRecognizer, type ValidatedMatch } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Values of the letters for the check digit (digits count as themselves). */
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The North American check digit of a seventeen-character VIN (0-9 or X; the ninth place itself
 * weighs nothing), or undefined when a character is none a VIN may hold.
 */
export function vinCheckDigit(vin: string): string | undefined {
  const upper = vin.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = upper.charAt(i);
    const value = char >= '0' && char <= '9' ? char.charCodeAt(0) - 48 : LETTER_VALUES[char];
    if (value === undefined) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

/** Whether the ninth character of a VIN is its North American check digit. */
export function vinCheckDigitValid(vin: string): boolean {
  const check = vinCheckDigit(vin);
  return check !== undefined && vin.toUpperCase().charAt(8) === check;
}

/** Letters and digits both (a word or a number is none), and a right check digit lifts it alone. */
function validateVin(candidate: string): boolean | ValidatedMatch {
  const digits = candidate.replace(/\D/g, '').length;
  if (digits < 3 || digits > 14) return false;
  return vinCheckDigitValid(candidate) ? { score: 0.75 } : true;
}

/** Creates the VIN recognizer. */
export function createVinRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'vin',
    entity: 'VIN',
    patterns: [{ regex: /(?<![\p{L}\p{N}])[A-HJ-NPR-Z0-9]{17}(?![\p{L}\p{N}])/gu, score: 0.25, gate: (text) => text.wordRun >= 17 }],
    validate: validateVin,
    context: ['vin', 'vehicle identification number', 'fahrgestellnummer', 'fahrzeug-identifizierungsnummer', 'fin', 'numéro de châssis', 'numero de chassis', 'número de bastidor', 'numero de bastidor', 'numero di telaio', 'telaio', 'chassisnummer', 'chassis number', 'chassis'],
    contextBoost: 0.6,
  });
}
