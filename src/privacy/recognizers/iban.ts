/**
 * IBANs, compact or printed in groups of four, any letter case. A candidate must have its
 * country's exact length and pass mod 97; when the greedy regex swallowed a following group
 * (a word or number after the IBAN) the candidate is cut back to the country's length.
 */
import { ibanMod97Valid } from './checksums.js';
import { IBAN_LENGTHS } from './iban-lengths.js';
import { ibanStarts } from './match-starts.js';
import { createPatternRecognizer, type ValidatedMatch } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Where the `count`-th alphanumeric character of `value` ends (UTF-16 index), or -1. */
function endOfAlnum(value: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (/[A-Za-z0-9]/.test(value[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return -1;
}

/** Checks an IBAN candidate: known country, exact length, mod 97. */
export function validateIban(candidate: string): boolean | ValidatedMatch {
  // Mixed case ("LV80 bANK ...") is not how IBANs are printed.
  if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate)) return false;
  const compact = candidate.replace(/[\s-]/g, '').toUpperCase();
  const expected = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expected === undefined || compact.length < expected) return false;
  const iban = compact.slice(0, expected);
  if (!ibanMod97Valid(iban)) return false;
  if (compact.length === expected) return true;
  // The regex took more than the IBAN: keep it only if the cut falls between groups.
  const length = endOfAlnum(candidate, expected);
  const rest = candidate.slice(length);
  return /^[\s-]/.test(rest) ? { length } : false;
}

/** Creates the IBAN recognizer. */
export function createIbanRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'iban',
    entity: 'IBAN',
    patterns: [
      {
        regex:
          /(?<![\p{L}\p{N}])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,3})?(?![\p{L}\p{N}])/gu,
        score: 0.9,
        gate: (text) => text.lettersDigits,
        starts: ibanStarts,
      },
    ],
    validate: validateIban,
    context: ['iban', 'bank', 'account', 'konto', 'compte', 'cuenta', 'conto', 'rekening', 'transfer'],
    contextBoost: 0.1,
  });
}
