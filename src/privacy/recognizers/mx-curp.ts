/**
 * Mexico's CURP (Clave Única de Registro de Población): eighteen characters that spell a person's
 * initials, birth date, sex and state of birth, then a homonym character and a check digit
 * ("BOXW310820HNERXN09"). Its shape and the check digit are rare enough to count alone.
 */
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The characters in the order their values count for the check digit (Ñ between N and O). */
const ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** The check digit over the first seventeen characters of a CURP (in capitals), or -1 when one is outside its alphabet. */
export function mxCurpCheckDigit(curp: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(curp.charAt(i));
    if (value < 0) return -1;
    sum += value * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the last character of an 18-character CURP is its check digit. */
export function mxCurpValid(curp: string): boolean {
  const upper = curp.toUpperCase();
  if (upper.length !== 18) return false;
  const check = mxCurpCheckDigit(upper);
  return check >= 0 && check === upper.charCodeAt(17) - 48;
}

/** The states of birth (and NE, born abroad) a CURP names. */
export const CURP_STATES: readonly string[] = 'AS|BC|BS|CC|CL|CM|CS|CH|DF|CX|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE'.split('|');

/** Creates the CURP recognizer. */
export function createMxCurpRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'mx-curp',
    entity: 'MX_CURP',
    patterns: [
      {
        regex: new RegExp(
          `(?<![\\p{L}\\p{N}])[A-Z][AEIOUX][A-Z]{2}\\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])[HMX](?:${CURP_STATES.join('|')})[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d(?![\\p{L}\\p{N}])`,
          'giu',
        ),
        score: 0.85,
        gate: (text) => text.wordRun >= 18,
      },
    ],
    validate: (candidate) => mxCurpValid(candidate),
    context: ['curp', 'clave única de registro de población', 'clave unica de registro de poblacion'],
  });
}
