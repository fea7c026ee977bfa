/**
 * Belgian national register number (rijksregisternummer, numéro de registre national, INSZ/NISS):
 * the birth date YYMMDD, a three-digit serial and two check digits, 97 minus the first nine
 * digits modulo 97 (with a 2 in front for births from 2000). Written "85.07.30-033.28" or run
 * together. The month is 0 when the date is unknown, or raised by 20 or 40 for "bis" numbers.
 * The written form with its dots counts on its own, above a phone number's reading of the same
 * characters (a date, this punctuation and the mod 97 check are no phone number's); eleven bare
 * digits only near a word that names the number.
 */
import { decimalMod } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The two check digits of the nine before them, for a birth before 2000 or from 2000. */
export function beNationalNumberCheck(nine: string, from2000: boolean): number {
  return 97 - decimalMod(`${from2000 ? '2' : ''}${nine}`, 97);
}

/** Whether eleven digits form a valid national register number. */
export function beNationalNumberValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  // The month, or the month plus 20 or 40 in a "bis" number (0: the date is unknown).
  const written = Number(digits.slice(2, 4));
  const month = written >= 40 ? written - 40 : written >= 20 ? written - 20 : written;
  const day = Number(digits.slice(4, 6));
  if (written >= 60 || month > 12 || day > 31 || /^(\d)\1{10}$/.test(digits)) return false;
  const nine = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  return check === beNationalNumberCheck(nine, false) || check === beNationalNumberCheck(nine, true);
}

const elevenDigits = (text: TextProfile): boolean => text.digits >= 11;

/** Creates the Belgian national register number recognizer. */
export function createBeNationalNumberRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'be-national-number',
    entity: 'BE_NATIONAL_NUMBER',
    patterns: [
      { regex: /(?<![\d.-])\d{2}\.\d{2}\.\d{2}[-.]\d{3}[.-]\d{2}(?![\d]|[.-]\d)/g, score: 0.92, gate: elevenDigits, starts: digitRunsOf(2, 2, '.') },
      { regex: /(?<![\d.-])\d{11}(?![\d]|[.-]\d)/g, score: 0.3, gate: elevenDigits, starts: digitRunsOf(11) },
    ],
    validate: (candidate) => beNationalNumberValid(digitsOf(candidate)),
    context: ['rijksregisternummer', 'rijksregister', 'registre national', 'numéro national', 'insz', 'niss', 'national number', 'identificatienummer', 'nationaal nummer'],
    contextBoost: 0.5,
  });
}
