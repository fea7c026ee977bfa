/**
 * Payment card numbers: 12-19 digits, optionally grouped by spaces, dashes or dots, with a known
 * brand prefix and length and a valid Luhn digit. Brand rules keep random Luhn-valid numbers
 * (one in ten of all numbers) out. Layouts: groups of four (the last one to three shorter), Amex
 * 4-6-5, Maestro's twelve digits 4-4-4, UnionPay's nineteen in two groups, or one run.
 */
import { luhnValid } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, digitsOf, type TextProfile, type ValidatedMatch } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

interface Brand {
  readonly name: string;
  /** Prefix ranges as [low, high] over the first `digits` digits. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly digits: number;
  readonly lengths: readonly number[];
}

/** Issuer identification ranges of the major brands. */
const BRANDS: readonly Brand[] = [
  { name: 'visa', ranges: [[4, 4]], digits: 1, lengths: [13, 16, 19] },
  { name: 'mastercard', ranges: [[51, 55]], digits: 2, lengths: [16] },
  { name: 'mastercard', ranges: [[2221, 2720]], digits: 4, lengths: [16] },
  { name: 'amex', ranges: [[34, 34], [37, 37]], digits: 2, lengths: [15] },
  { name: 'discover', ranges: [[6011, 6011]], digits: 4, lengths: [16, 19] },
  { name: 'discover', ranges: [[644, 649]], digits: 3, lengths: [16, 19] },
  { name: 'discover', ranges: [[65, 65]], digits: 2, lengths: [16, 19] },
  { name: 'diners', ranges: [[300, 305], [309, 309]], digits: 3, lengths: [14, 16, 19] },
  { name: 'diners', ranges: [[36, 36], [38, 39]], digits: 2, lengths: [14, 16, 19] },
  { name: 'jcb', ranges: [[3528, 3589]], digits: 4, lengths: [16, 17, 18, 19] },
  { name: 'unionpay', ranges: [[62, 62], [81, 81]], digits: 2, lengths: [16, 17, 18, 19] },
  { name: 'maestro', ranges: [[50, 50], [56, 69]], digits: 2, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { name: 'uatp', ranges: [[1, 1]], digits: 1, lengths: [15] },
  { name: 'mir', ranges: [[2200, 2204]], digits: 4, lengths: [16, 17, 18, 19] },
  { name: 'troy', ranges: [[9792, 9792]], digits: 4, lengths: [16] },
];

/** Name of the brand whose prefix and length match, or undefined. */
export function cardBrand(digits: string): string | undefined {
  for (const brand of BRANDS) {
    if (!brand.lengths.includes(digits.length)) continue;
    const prefix = Number(digits.slice(0, brand.digits));
    if (brand.ranges.some(([low, high]) => prefix >= low && prefix <= high)) return brand.name;
  }
  return undefined;
}

/** The separators between a candidate's digit groups ("4111 1111 1111 1111": four spaces). */
const SEPARATORS = /\D+/g;

/** Whether the digits are a plausible card number: a brand's prefix and length, Luhn, not one repeated digit. */
function isCardDigits(digits: string): boolean {
  return !/^(\d)\1+$/.test(digits) && cardBrand(digits) !== undefined && luhnValid(digits);
}

/** Whether a card candidate (with or without separators) is a plausible card number. */
export function validateCardNumber(candidate: string): boolean {
  const separators = candidate.match(SEPARATORS) ?? [];
  // Mixed separators ("4111 1111-1111") are more likely two numbers than one card.
  if (separators.some((separator) => separator !== separators[0])) return false;
  return isCardDigits(separators.length === 0 ? candidate : digitsOf(candidate));
}

/**
 * A candidate of five groups that is no card may be a card of four and a number after it
 * ("4111 1111 1111 1111 12"): then the card alone is kept.
 */
function validateCandidate(candidate: string): boolean | ValidatedMatch {
  if (validateCardNumber(candidate)) return true;
  const separators = candidate.match(SEPARATORS) ?? [];
  if (separators.length !== 4) return false;
  const lastGroup = candidate.lastIndexOf(separators[0] as string);
  return validateCardNumber(candidate.slice(0, lastGroup)) ? { length: lastGroup } : false;
}

/** Every layout has at least twelve digits, four of them in a row. */
const atLeast12Digits = (text: TextProfile): boolean => text.digits >= 12 && text.digitRun >= 4;

/**
 * Twelve digits in three groups of four: only Maestro issues that length. Aadhaar numbers and
 * many references are written the same way, so the match scores under an Aadhaar or a phone
 * number that their own words vouch for (MAESTRO_12_SCORE), and still above the threshold alone.
 */
function validateMaestro12(candidate: string): boolean {
  const digits = digitsOf(candidate);
  return digits.length === 12 && cardBrand(digits) === 'maestro' && isCardDigits(digits);
}
const MAESTRO_12_SCORE = 0.5;

/**
 * Nineteen digits in two groups, as UnionPay prints them ("621234 5678901234567", also seen as
 * "6212 345678901234567"). Only UnionPay: no other brand is written so, and a long run after a
 * short number is more often two numbers.
 */
function validateUnionPay19(candidate: string): boolean {
  const digits = digitsOf(candidate);
  return digits.length === 19 && cardBrand(digits) === 'unionpay' && isCardDigits(digits);
}

/** Creates the credit card recognizer. */
export function createCreditCardRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'credit-card',
    entity: 'CREDIT_CARD',
    patterns: [
      // Groups of 4 (the last one or two shorter: 17 to 19 digits) or Amex 4-6-5, separated
      // consistently by one or two spaces, a dash or a dot (" - " too); or one compact run.
      { regex: /(?<![\d-]|\d\.)\d{4}( {1,2}| ?[.-] ?)\d{4}\1\d{4}\1\d{1,7}(?:\1\d{1,3})?(?![\d]|[.-]\d)/g, score: 0.9, gate: atLeast12Digits, starts: digitRunsOf(4, 4, ' -.') },
      { regex: /(?<![\d-]|\d\.)\d{4}( {1,2}| ?[.-] ?)\d{6}\1\d{4,5}(?![\d]|[.-]\d)/g, score: 0.9, gate: atLeast12Digits, starts: digitRunsOf(4, 4, ' -.') },
      { regex: /(?<![\d-])\d{12,19}(?![\d]|-\d)/g, score: 0.9, gate: atLeast12Digits, starts: digitRunsOf(12, 19) },
      // Maestro's twelve digits and UnionPay's two groups: never the tail of a longer grouped
      // number (no digit and separator before) nor a phone number's digits after "+"; a short
      // group after them (an expiry date, a security code) may follow, a full group of four may not.
      { regex: /(?<![\d+-]|\d[ .-]{1,3})\d{4}( {1,2}| ?[.-] ?)\d{4}\1\d{4}(?![\d]|[.-]\d|\1\d{4})/g, score: MAESTRO_12_SCORE, gate: atLeast12Digits, starts: digitRunsOf(4, 4, ' -.'), validate: validateMaestro12 },
      { regex: /(?<![\d+-]|\d[ .-]{1,3})\d{4}(?:\d{2})?( {1,2}| ?[.-] ?)\d{13,15}(?![\d]|[.-]\d|\1\d{4})/g, score: 0.9, gate: atLeast12Digits, starts: digitRunsOf(4, 6, ' -.'), validate: validateUnionPay19 },
    ],
    validate: validateCandidate,
    context: ['card', 'credit', 'visa', 'mastercard', 'amex', 'maestro', 'unionpay', 'cc', 'karte', 'carte', 'tarjeta', 'carta'],
    contextBoost: 0.1,
  });
}
