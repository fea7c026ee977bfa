/**
 * Chinese resident identity number (居民身份证号码): a six-digit region code, the holder's birth
 * date (YYYYMMDD), a three-digit sequence and an ISO 7064 MOD 11-2 check character (0-9 or X).
 * A real birth date in the middle and the check character together pass about one random
 * eighteen-digit number in 20,000 (a snowflake id, an order number), so it counts on its own;
 * the words that name it only add certainty. Chinese writes no space before it ("身份证号33010...").
 */
import { isBirthDate } from './checksums.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character (0-9 or X) over the first seventeen digits. */
export function cnResidentIdCheckCharacter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (digits.charCodeAt(i) - 48) * (WEIGHTS[i] as number);
  return CHECK_CHARACTERS[sum % 11] as string;
}

/** Whether eighteen characters form a valid resident identity number. */
export function cnResidentIdValid(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^[1-8]\d{16}[\dX]$/.test(id)) return false;
  if (!isBirthDate(Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))) || Number(id.slice(6, 10)) < 1900) return false;
  return cnResidentIdCheckCharacter(id) === id[17];
}

const seventeenDigits = (text: TextProfile): boolean => text.digitRun >= 17;

/** Creates the Chinese resident identity number recognizer. */
export function createCnResidentIdRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'cn-resident-id',
    entity: 'CN_RESIDENT_ID',
    patterns: [{ regex: /(?<![0-9A-Za-z.+-])[1-8]\d{16}[\dXx](?![0-9A-Za-z]|[.-]\d)/g, score: 0.6, gate: seventeenDigits }],
    validate: cnResidentIdValid,
    context: ['身份证', '身份证号', '身份证号码', '公民身份号码', '身分證', 'resident id', 'id card', 'chinese id'],
    contextBoost: 0.3,
  });
}
