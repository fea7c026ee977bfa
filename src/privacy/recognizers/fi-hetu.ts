/**
 * Finnish personal identity code (henkilötunnus, HETU): birth date DDMMYY, a century sign ("+"
 * 1800s; "-", Y, X, W, V, U 1900s; A-F 2000s), a three-digit individual number (002-899, 900-999
 * for temporary codes) and a check character: the nine digits as a number, mod 31, indexed into
 * "0123456789ABCDEFHJKLMNPRSTUVWXY". Date, sign and check together make it specific enough to
 * count without context, and it may follow a word with no space ("is030594W903B"): the check
 * character, not the boundary, is what vouches for it.
 */
import { isBirthDate } from './checksums.js';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const CENTURIES: Readonly<Record<string, number>> = {
  '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900,
  A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000,
};

/** Whether an identity code ("131052-308T") has a real date, a known century sign and the right check character. */
export function hetuValid(code: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(code);
  if (m === null) return false;
  const century = CENTURIES[m[4] as string];
  if (century === undefined || !isBirthDate(century + Number(m[3]), Number(m[2]), Number(m[1]))) return false;
  if (Number(m[5]) < 2) return false;
  return hetuCheckCharacter(`${m[1]}${m[2]}${m[3]}${m[5]}`) === m[6];
}

/** The check character of the nine digits DDMMYYNNN. */
export function hetuCheckCharacter(nineDigits: string): string {
  return CHECK_CHARACTERS[Number(nineDigits) % 31] ?? '';
}

/** Creates the Finnish HETU recognizer. */
export function createFiHetuRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'fi-hetu',
    entity: 'FI_HETU',
    patterns: [
      {
        regex: /(?<![\p{N}+-])\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y](?![\p{L}\p{N}])/gu,
        score: 0.7,
        gate: (text) => text.digits >= 9,
        starts: digitRunsOf(6, 6, '-+ABCDEFUVWXY'),
      },
    ],
    validate: hetuValid,
    context: ['hetu', 'henkilötunnus', 'henkilotunnus', 'personal identity code', 'identity code', 'sosiaaliturvatunnus', 'personbeteckning'],
    contextBoost: 0.25,
  });
}
