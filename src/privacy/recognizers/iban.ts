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

/** Whether a UTF-16 code is an ASCII letter or digit ([A-Za-z0-9]). */
function isAsciiAlnum(code: number): boolean {
  const letter = code | 0x20;
  return (code >= 48 && code <= 57) || (letter >= 97 && letter <= 122);
}

/** Where the `count`-th alphanumeric character of `value` ends (UTF-16 index), or -1. */
function endOfAlnum(value: string, count: number): number {
  let seen = 0;
  // Character codes, not a regex per character: every IBAN followed by a word comes here.
  for (let i = 0; i < value.length; i++) {
    if (isAsciiAlnum(value.charCodeAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return -1;
}

/** Checks an IBAN candidate: known country, exact length, mod 97. */
export function validateIban(candidate: string): boolean | ValidatedMatch {
  const compact = candidate.replace(/[\s-]/g, '').toUpperCase();
  const expected = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expected === undefined || compact.length < expected) return false;
  const iban = compact.slice(0, expected);
  if (!ibanMod97Valid(iban)) return false;
  // The regex may have taken more than the IBAN (the word after it: "AT61 1904 3002 3457 3201
  // bitte"): the cut must fall between groups, and only the IBAN's own letters count for its case.
  const length = compact.length === expected ? candidate.length : endOfAlnum(candidate, expected);
  if (length < candidate.length && !/^[\s-]/.test(candidate.slice(length))) return false;
  const written = candidate.slice(0, length);
  // Mixed case ("LV80 bANK ...") is not how IBANs are printed.
  if (/[a-z]/.test(written) && /[A-Z]/.test(written)) return false;
  return length === candidate.length ? true : { length };
}

/** Creates the IBAN recognizer. */
export function createIbanRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'iban',
    entity: 'IBAN',
    patterns: [
      {
        regex:
          /(?<![\p{L}\p{N}])(?:[A-Za-z]{2}|[A-Z]{2} )\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,3})?(?![\p{L}\p{N}])/gu,
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
