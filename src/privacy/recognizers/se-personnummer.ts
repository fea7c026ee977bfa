/**
 * Swedish personal identity number (personnummer) and coordination number (samordningsnummer,
 * the day plus 60): birth date YYMMDD or YYYYMMDD, a three-digit birth number and a Luhn check
 * digit over the ten digits YYMMDDNNN C. Written "YYMMDD-NNNC" ("+" from the 100th year),
 * "YYYYMMDD-NNNC", or without the sign. Ten bare digits are as often a phone number, so they
 * count only with a context word; the other forms count alone.
 */
import { isBirthDate, luhnValid } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, type ValidatedMatch } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Whether a personnummer (separators allowed as written) has a real date and a right check digit. */
export function personnummerValid(written: string): boolean {
  const m = /^(1[89]|20)?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})$/.exec(written);
  if (m === null) return false;
  const [, century, yy, mm, dd, rest] = m as unknown as [string, string | undefined, string, string, string, string];
  const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
  // With only two year digits the century is unknown: any century where the date exists will do.
  const years = century === undefined ? [1900, 2000] : [Number(century) * 100];
  if (!years.some((base) => isBirthDate(base + Number(yy), Number(mm), day))) return false;
  return luhnValid(`${yy}${mm}${dd}${rest}`);
}

/** Bare ten digits: a weaker score that only a context word lifts above the threshold. */
function validated(candidate: string): boolean | ValidatedMatch {
  if (!personnummerValid(candidate)) return false;
  return /^\d{10}$/.test(candidate) ? { score: 0.3 } : true;
}

/** Creates the Swedish personnummer recognizer. */
export function createSePersonnummerRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'se-personnummer',
    entity: 'SE_PERSONNUMMER',
    patterns: [
      // YYYYMMDDNNNC, YYMMDDNNNC: a run of twelve or ten digits.
      { regex: /(?<![\p{N}+-])(?:(?:1[89]|20)\d{10}|\d{10})(?![\p{L}\p{N}]|[-+]\d)/gu, score: 0.6, gate: (text) => text.digits >= 10, starts: digitRunsOf(10, 12) },
      // YYYYMMDD-NNNC, YYMMDD-NNNC, YYMMDD+NNNC: the written form, above a phone number's score
      // (no phone plan groups six digits and four).
      { regex: /(?<![\p{N}+-])(?:(?:1[89]|20)\d{6}-|\d{6}[-+])\d{4}(?![\p{L}\p{N}]|[-+]\d)/gu, score: 0.8, gate: (text) => text.digits >= 10, starts: digitRunsOf(6, 8, '-+') },
    ],
    validate: validated,
    context: ['personnummer', 'personnr', 'pnr', 'samordningsnummer', 'personal identity number', 'swedish id', 'personal identity code'],
    contextBoost: 0.3,
  });
}
