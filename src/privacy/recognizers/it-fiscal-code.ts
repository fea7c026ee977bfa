/**
 * Italian codice fiscale: 6 letters (surname, name), 2 year digits, month letter, 2 day digits,
 * place code (letter + 3 digits), check letter. Digits may be replaced by letters (omocodia).
 * A right check letter scores high; a well-formed code with a wrong check letter still scores
 * as a weak match, because hand-typed codes often carry a typo and are still personal data.
 * Written with spaces between its parts, it counts only with the right check letter.
 */
import { beforeDigitRuns } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Values of characters in odd (1st, 3rd, ...) positions; digits share the values of A-J. */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function charValue(ch: string, odd: boolean): number {
  const code = ch.charCodeAt(0);
  const index = code >= 65 ? code - 65 : code - 48;
  return odd ? (ODD[index] ?? 0) : index;
}

/** Expected check letter of the first 15 characters of a codice fiscale. */
export function italianCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += charValue(first15[i] ?? 'A', i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

const D = '[0-9LMNPQRSTUV]';

/**
 * The code written in its parts: surname, name, birth date and sex, place and check, with a
 * space between some of them ("RSS MRA 85T10 A562S", "RSSMRA 85T10 A562S"). Words of prose
 * can take that shape, so the year's first character must be a digit (substitutions for
 * homonyms replace the last digits first, so it stays one but for the rarest cases) and the
 * check letter must be right.
 */
function validateSpaced(candidate: string): boolean {
  // Without a space the compact rule decides.
  if (!candidate.includes(' ')) return false;
  const upper = candidate.replace(/ /g, '').toUpperCase();
  return italianCheckLetter(upper.slice(0, 15)) === upper[15];
}

/** Creates the Italian fiscal code recognizer. */
export function createItFiscalCodeRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'it-fiscal-code',
    entity: 'IT_FISCAL_CODE',
    patterns: [
      {
        regex: new RegExp(
          `(?<![\\p{L}\\p{N}])[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z](?![\\p{L}\\p{N}])`,
          'giu',
        ),
        score: 0.8,
        // Sixteen letters or digits in a row (non-ASCII characters count: case-insensitive
        // Unicode matching reads "ſ" as "s").
        gate: (text) => text.wordRun >= 16,
      },
      {
        regex: new RegExp(
          `(?<![\\p{L}\\p{N}])[A-Z]{3} ?[A-Z]{3} ?\\d${D}[ABCDEHLMPRST]${D}{2} ?[A-Z]${D}{3}[A-Z](?![\\p{L}\\p{N}])`,
          'giu',
        ),
        score: 0.8,
        gate: (text) => text.digits >= 1,
        // The year's first digit starts a run of one or two digits, six letters and up to two
        // spaces after the match's start.
        starts: beforeDigitRuns([6, 7, 8], 1, 2),
        validate: validateSpaced,
      },
    ],
    validate: (candidate) => {
      const upper = candidate.toUpperCase();
      return italianCheckLetter(upper.slice(0, 15)) === upper[15] ? true : { score: 0.45 };
    },
    context: ['codice fiscale', 'fiscale', 'cf', 'tax code', 'fiscal code'],
    contextBoost: 0.15,
  });
}
