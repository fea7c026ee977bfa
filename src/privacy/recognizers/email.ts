/** E-mail addresses: local part @ dotted domain with a 2+ letter (or punycode) top-level label. */
import { emailStarts } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** An image asset at a pixel density ("logo@2x.png", "icon@3x.jpg"), which reads like an address. */
const IMAGE_AT_DENSITY = /@\d+(?:\.\d+)?x\.(?:png|jpe?g|gif|webp|svg|avif|heic)$/i;

/** Creates the e-mail recognizer. */
export function createEmailRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'email',
    entity: 'EMAIL',
    patterns: [
      {
        // The lookbehind keeps us from starting inside a longer token; the domain must end in a
        // real-looking TLD so "info@presidio." is rejected. The full-width "＠" and "．" of CJK
        // input methods count too: a model reads "jane＠example．com" as the address it is. An
        // apostrophe may stand inside the local part ("o'brien.sean@eircom.ie").
        regex:
          /(?<![\p{L}\p{N}._%+-])(?<![\p{L}\p{N}]['’])[\p{L}\p{N}._%+-]+(?:['’][\p{L}\p{N}._%+-]+)*[@\uFF20](?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?[.\uFF0E])+(?:[\p{L}]{2,24}|xn--[a-z0-9-]{2,59})(?![\p{L}\p{N}-]|[.\uFF0E][\p{L}\p{N}])/gu,
        score: 0.9,
        gate: (text) => text.hasAt,
        starts: emailStarts,
      },
    ],
    validate: (candidate) => !candidate.startsWith('.') && !candidate.includes('..') && !IMAGE_AT_DENSITY.test(candidate),
    context: ['email', 'e-mail', 'mail', 'courriel', 'correo'],
    contextBoost: 0.1,
  });
}
