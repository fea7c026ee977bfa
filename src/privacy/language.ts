/**
 * Language detection with eld (its extra-small n-gram database: ~0.03 ms per sentence, loaded
 * on first use in ~150 ms). Texts too short to tell, and unreliable results, give `undefined`:
 * the analyzer then runs only language-independent recognizers (plus a configured fallback).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

interface EldResult {
  language: string;
  isReliable(): boolean;
}
interface Eld {
  detect(text: string): EldResult;
}

/** Below this many letters a detection is a guess. */
export const MIN_LETTERS_FOR_DETECTION = 12;

const require = createRequire(import.meta.url);
let detector: Eld | undefined;

/** Loads the detector now (it is loaded on first use otherwise); returns the time taken in ms. */
export function loadLanguageDetector(): number {
  if (detector !== undefined) return 0;
  const started = performance.now();
  // eld is ESM-only and exports no "require" condition; resolve the file and require() it
  // (synchronous ESM loading, Node >= 20.19) so detection stays synchronous and lazy.
  const path = fileURLToPath(import.meta.resolve('eld/extrasmall'));
  detector = (require(path) as { eld: Eld }).eld;
  return performance.now() - started;
}

/** ISO 639-1 code of the text's language, or undefined when unsure. */
export function detectLanguage(text: string): string | undefined {
  let letters = 0;
  for (const ch of text) {
    if (/\p{L}/u.test(ch) && ++letters >= MIN_LETTERS_FOR_DETECTION) break;
  }
  if (letters < MIN_LETTERS_FOR_DETECTION) return undefined;
  loadLanguageDetector();
  // Long texts: the first few KB decide; detecting a megabyte costs time and changes nothing.
  const result = detector?.detect(text.length > 4096 ? text.slice(0, 4096) : text);
  if (result === undefined || result.language === '' || !result.isReliable()) return undefined;
  return result.language;
}
