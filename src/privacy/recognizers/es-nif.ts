/**
 * Spanish DNI/NIF (7-8 digits + control letter) and NIE (X/Y/Z + 7 digits + control letter).
 * The letter is "TRWAGMYFPDXBNJZSQVHLCKE"[number mod 23]; for NIE, X/Y/Z stand for 0/1/2.
 */
import type { Recognizer, RecognizerContext, Span } from '../types.js';
import { beforeDigitRuns, digitRunsOf, execAt } from './match-starts.js';
import { profileOf, shortcuts } from './text-profile.js';
import { compileContext, hasContext } from './pattern-engine.js';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
// Sticky: tried only where a match can start (match-starts.ts), at digit runs, and one or two
// characters before them for the NIE letter.
// The letter may stand apart ("28912481 D", "Y 6964395 D") only in capitals: a small "y" or "a"
// beside a number is a word of the sentence.
const NIF = /(?<![\p{L}\p{N}-])(\d{7,8})(?:-?([A-Za-z])| ([A-Z]))(?![\p{L}\p{N}])/uy;
const NIE = /(?<![\p{L}\p{N}-])(?:([XYZxyz])-?(\d{7})-?([A-Za-z])|([XYZ]) (\d{7}) ([A-Z]))(?![\p{L}\p{N}])/uy;
const NIF_STARTS = digitRunsOf(7, 8);
const NIF_ALL = new RegExp(NIF.source, 'gu');
const NIE_ALL = new RegExp(NIE.source, 'gu');
const NIE_STARTS = beforeDigitRuns([1, 2], 7, 7);
const CONTEXT = compileContext(['dni', 'nif', 'nie', 'documento', 'identidad', 'extranjero', 'identificación']);

/** Control letter of a DNI/NIE number. */
export function spanishControlLetter(number: number): string {
  return LETTERS[number % 23] ?? '';
}

/** Creates the Spanish NIF/NIE recognizer. */
export function createEsNifRecognizer(): Recognizer {
  return {
    name: 'es-nif',
    entities: ['ES_NIF', 'ES_NIE'],
    languages: '*',
    detect(text: string, _context: RecognizerContext): Span[] {
      const spans: Span[] = [];
      // Both forms hold seven digits in a row.
      const profile = shortcuts.enabled ? profileOf(text) : undefined;
      if (profile !== undefined && profile.digitRun < 7) return spans;
      const push = (type: string, start: number, end: number): void => {
        const boosted = hasContext(text, start, end, CONTEXT.words, CONTEXT.phrases);
        spans.push({ type, start, end, score: boosted ? 0.95 : 0.7, source: 'es-nif' });
      };
      const onNif = (m: RegExpExecArray | RegExpMatchArray): void => {
        if (spanishControlLetter(Number(m[1])) === (m[2] ?? m[3])?.toUpperCase()) {
          push('ES_NIF', m.index ?? 0, (m.index ?? 0) + m[0].length);
        }
      };
      const onNie = (m: RegExpExecArray | RegExpMatchArray): void => {
        const prefix = 'XYZ'.indexOf((m[1] ?? m[4] ?? '').toUpperCase());
        if (spanishControlLetter(Number(`${prefix}${m[2] ?? m[5] ?? ''}`)) === (m[3] ?? m[6])?.toUpperCase()) {
          push('ES_NIE', m.index ?? 0, (m.index ?? 0) + m[0].length);
        }
      };
      if (profile === undefined) {
        for (const m of text.matchAll(NIF_ALL)) onNif(m);
        for (const m of text.matchAll(NIE_ALL)) onNie(m);
      } else {
        execAt(NIF, text, NIF_STARTS(profile), onNif);
        execAt(NIE, text, NIE_STARTS(profile), onNie);
      }
      return spans;
    },
  };
}
