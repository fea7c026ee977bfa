/**
 * English named entities from compromise (people, places, organisations).
 *
 * Not in the default pipeline: compromise parses every sentence (~1 ms per sentence, roughly
 * 70-100 KB/s), more than ten times slower than the whole default pipeline, and on our
 * evaluation it adds little over the gazetteer (see docs/privacy-quality.md). Enable it with
 * `createDefaultRecognizers({ compromise: true })` for short English texts where recall on
 * unlisted names matters more than throughput. The library is loaded on first use (~300 ms).
 */
import { createRequire } from 'node:module';
import type { Recognizer, RecognizerContext, Span } from '../types.js';

interface CompromiseMatch {
  offset?: { start: number; length: number };
}
interface CompromiseView {
  json(options: { offset: true }): CompromiseMatch[];
}
interface CompromiseDocument {
  people(): CompromiseView;
  places(): CompromiseView;
  organizations(): CompromiseView;
}
type Compromise = (text: string) => CompromiseDocument;

const require = createRequire(import.meta.url);
let nlp: Compromise | undefined;

/** Options of the compromise recognizer. */
export interface CompromiseOptions {
  /** Texts longer than this many characters are skipped (throughput guard); default unlimited. */
  maxLength?: number;
}

const LEADING = /^(?:(?:mr|mrs|ms|miss|dr|prof|sir)\.?\s+|[^\p{L}\p{N}]+)/iu;
const TRAILING = /(?:[^\p{L}\p{N}]+|['’]s)$/u;

/** Shrinks [start, end) so it starts and ends on a letter or digit, without titles or 's. */
export function trimEntity(text: string, start: number, end: number): [number, number] {
  let value = text.slice(start, end);
  let s = start;
  for (let m = LEADING.exec(value); m !== null && m[0].length > 0; m = LEADING.exec(value)) {
    s += m[0].length;
    value = value.slice(m[0].length);
  }
  for (let m = TRAILING.exec(value); m !== null && m[0].length > 0; m = TRAILING.exec(value)) {
    value = value.slice(0, value.length - m[0].length);
  }
  return [s, s + value.length];
}

/** Creates the compromise recognizer (English only). */
export function createCompromiseRecognizer(options: CompromiseOptions = {}): Recognizer {
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  return {
    name: 'compromise',
    entities: ['PERSON', 'LOCATION', 'ORGANIZATION'],
    languages: ['en'],
    detect(text: string, _context: RecognizerContext): Span[] {
      if (text.length > maxLength || text.trim() === '') return [];
      nlp ??= require('compromise') as Compromise;
      const doc = nlp(text);
      const spans: Span[] = [];
      const groups: [string, CompromiseView][] = [
        ['PERSON', doc.people()],
        ['LOCATION', doc.places()],
        ['ORGANIZATION', doc.organizations()],
      ];
      for (const [type, view] of groups) {
        for (const match of view.json({ offset: true })) {
          if (match.offset === undefined) continue;
          const [start, end] = trimEntity(text, match.offset.start, match.offset.start + match.offset.length);
          if (end > start) spans.push({ type, start, end, score: 0.6, source: 'compromise' });
        }
      }
      return spans;
    },
  };
}
