/**
 * What passport and driving-licence numbers share: no common format (each country has its own,
 * and most have no checksum), so a number counts only beside a word that names the document.
 * A candidate is one run of 5-16 letters and digits with at least two digits ("X1234567",
 * "LH329609T", "425700624", "MORGA753116SM9IJ"); without the document's name nearby its score
 * stays below every threshold, and a text that names no such document is not scanned at all.
 */
import type { EntityType, Recognizer } from '../types.js';
import { documentCuesOf } from './document-cues.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';

export interface DocumentNumberDefinition {
  name: string;
  entity: EntityType;
  /** Shortest and longest number, letters and digits counted. */
  length: readonly [min: number, max: number];
  /** Words and phrases that name the document, lower case, in the six languages. */
  context: readonly string[];
  /**
   * What lets the recognizer look at a text at all: a cue of document-cues.ts, or a test of its
   * own for a document those do not scan for.
   */
  cue: 'passport' | 'license' | ((text: string) => boolean);
  /** Whether groups joined by single hyphens count as one number ("KD-998877", "4471-2281"). */
  hyphenated?: boolean;
  /** Added to the base score of 0.1 when the document is named nearby (default 0.5). */
  contextBoost?: number;
}

const twoDigits = (text: TextProfile): boolean => text.digits >= 2;
/** A date written with hyphens, which is no number of a record: "12-05-2023", "2023-05-12". */
export const HYPHENATED_DATE = /^(?:\d{1,2}-\d{1,2}-\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/;

/** Builds a document-number recognizer from its lengths and the words that name the document. */
export function createDocumentNumberRecognizer(definition: DocumentNumberDefinition): Recognizer {
  const [min, max] = definition.length;
  return createPatternRecognizer({
    name: definition.name,
    entity: definition.entity,
    patterns: [
      {
        // One word of letters and digits, at least two of them digits, not part of a longer word,
        // a decimal, a date or an address ("12.05.2023", "v1.2.3", "a-b").
        regex: definition.hyphenated === true ? hyphenatedNumber(min, max) : new RegExp(String.raw`(?<![\p{L}\p{N}._/-])(?=(?:[\p{L}]*\p{N}){2})[\p{L}\p{N}]{${min},${max}}(?![\p{L}\p{N}]|[._/-][\p{L}\p{N}])`, 'gu'),
        score: 0.1,
        gate: twoDigits,
      },
    ],
    // Letters only from the Latin alphabet, and not a word with a few digits glued on ("Covid19").
    // A date written with hyphens is no number ("12-05-2023", "2023-05-12").
    validate: (candidate) =>
      /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(candidate) && !/^[A-Za-z]{5,}\d{1,2}$/.test(candidate) && !HYPHENATED_DATE.test(candidate),
    context: definition.context,
    contextBoost: definition.contextBoost ?? 0.5,
    // Close by: "passport number X1234567", not an order number a sentence later; after the
    // number, far enough for "X1234567 is my passport number", "... es mi número de pasaporte".
    contextWindow: 32,
    contextAfter: 28,
    requires: cueTest(definition.cue),
  });
}

/**
 * Groups of letters and digits joined by single hyphens, min-max characters in all, at least
 * two digits: "KD-998877", "4471-2281-09". (Validation keeps the non-hyphenated rules' other
 * checks.)
 */
function hyphenatedNumber(min: number, max: number): RegExp {
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}._/-])(?=(?:[\p{L}-]*\p{N}){2})(?=[\p{L}\p{N}-]{${min},${max}}(?![\p{L}\p{N}-]))[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(?![\p{L}\p{N}]|[._/-][\p{L}\p{N}])`,
    'gu',
  );
}

/** Whether a text may name the document: the shared scan of document-cues.ts. */
function cueTest(cue: DocumentNumberDefinition['cue']): (text: string) => boolean {
  return typeof cue === 'function' ? cue : (text) => documentCuesOf(text)[cue];
}
