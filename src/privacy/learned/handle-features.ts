/**
 * What the learned-handles model reads of an account name in small letters that the rules left
 * unmasked ("tunde.bakare", "k.adeyemi-bello", "pilar.sm", "smoreau-quint"): how the lists know
 * each of its parts, how it is joined, the words and punctuation around it on its line, and
 * whether a person the rules found shares a part of it ("f.bellomo è Federica Bellomo"). Training
 * (bench/train-name-model.ts) and the recognizer (recognizers/learned-handles.ts) both call
 * `handleCandidates` and `handleFeatures`, so the model is asked about what it was trained on.
 */
import type { Lexicon } from '../gazetteer/lexicon.js';
import { nameShapeScore } from '../gazetteer/name-shape.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import { FILE_OR_HOST_ENDINGS } from '../recognizers/handle-shape.js';
import type { Span } from '../types.js';
import { listClass, spanTouch } from './name-features.js';

/**
 * Two or three parts of small letters and digits joined by ".", "_" or "-", standing alone: no
 * letter, digit, "_", ".", "@", "/", "\" or "-" just before it, and after it none of those that
 * would make it part of a path, an address, a call or a longer word. The look-behind runs from the
 * first letter, which is cheaper than from every position of the text.
 */
const HANDLE = /[a-z](?<![\p{L}\p{N}_.@/\\-][a-z])[a-z0-9]*(?:[._-][a-z0-9]+){1,2}(?![\p{L}\p{N}_@(/\\]|[.-][\p{L}\p{N}])/gu;
/** Cheap test before the scan: two small letters or digits joined by a separator. */
const JOINED = /[a-z0-9][._-][a-z0-9]/;
const SEPARATORS = /[._-]/;

/** An account-shaped word no found span touches. */
export interface HandleCandidate {
  handle: string;
  start: number;
  end: number;
}

/** The account-shaped words of a text that no span in `found` touches and that end in no file's or host's part. */
export function handleCandidates(text: string, found: readonly Span[]): HandleCandidate[] {
  if (!JOINED.test(text)) return [];
  const candidates: HandleCandidate[] = [];
  const touchesSpan = spanTouch(found);
  for (const match of text.matchAll(HANDLE)) {
    const start = match.index;
    const end = start + match[0].length;
    // A last part that makes the word a file's, a host's or code's ("notes.md", "acme.io", "user.id").
    if (touchesSpan(start, end) || FILE_OR_HOST_ENDINGS.has(match[0].split(SEPARATORS).at(-1) ?? '')) continue;
    candidates.push({ handle: match[0], start, end });
  }
  return candidates;
}

/** How a part of a handle reads: "i1"/"i2" initials, "wd" a word with digits after, "d" other digits, else the lists' class (listClass). */
function partClass(lexicon: Lexicon, part: string): string {
  if (/\d/.test(part)) return /^[a-z]+\d+$/.test(part) ? 'wd' : 'd';
  if (part.length <= 2) return `i${part.length}`;
  return listClass(lexicon, part);
}

/**
 * How far the features look along the line on either side. Bounded, so that a text of one long
 * line costs the same per candidate as a text of short lines (docs/benchmarks.md, adversarial
 * inputs).
 */
const CONTEXT = 64;

/** The line's text before the candidate, within CONTEXT characters, and whether that reaches the line's start. */
function lineBefore(text: string, start: number): { before: string; reachesStart: boolean } {
  const from = Math.max(0, start - CONTEXT);
  const window = text.slice(from, start);
  const newline = window.lastIndexOf('\n');
  return newline === -1 ? { before: window, reachesStart: from === 0 } : { before: window.slice(newline + 1), reachesStart: true };
}

/** The line's text after the candidate, within CONTEXT characters. */
function lineAfter(text: string, end: number): string {
  const window = text.slice(end, end + CONTEXT);
  const newline = window.indexOf('\n');
  return newline === -1 ? window : window.slice(0, newline);
}

/** The words, in small folded letters, of the persons the rules found in the text. */
export function personWords(text: string, found: readonly Span[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const span of found) {
    if (span.type !== 'PERSON') continue;
    for (const word of foldAccents(text.slice(span.start, span.end).toLowerCase()).split(/[^a-z]+/)) if (word.length >= 3) words.add(word);
  }
  return words;
}

const LAST_WORD = /([\p{L}\p{N}_]+)[^\p{L}\p{N}_]*$/u;
const FIRST_WORD = /^[^\p{L}\p{N}_]*([\p{L}\p{N}_]+)/u;

/** The features of one candidate, as strings the model's weights are keyed by. */
export function handleFeatures(text: string, lexicon: Lexicon, candidate: HandleCandidate, persons: ReadonlySet<string>, personCount: number): string[] {
  const { handle, start, end } = candidate;
  const parts = handle.split(SEPARATORS);
  const first = parts[0] as string;
  const last = parts.at(-1) as string;
  const firstClass = partClass(lexicon, first);
  const lastClass = partClass(lexicon, last);
  const classes = `${firstClass}|${lastClass}`;
  const separators = handle.replace(/[a-z0-9]/g, '');
  const { before, reachesStart } = lineBefore(text, start);
  const after = lineAfter(text, end);
  const gapBefore = before.replace(/^.*[\p{L}\p{N}_]/u, '').trim().slice(-2);
  const gapAfter = after.replace(/[\p{L}\p{N}_].*$/u, '').trim().slice(0, 2);
  const shape = (part: string): string => (part.length < 3 ? 'x' : String(Math.round(nameShapeScore(lexicon.nameShape, part) * 2)));
  const features = [
    `c1=${firstClass}`,
    `c2=${lastClass}`,
    `cc=${classes}`,
    `sep=${separators}`,
    `sep&cc=${separators}${classes}`,
    `n=${parts.length}`,
    `len=${Math.min(handle.length, 16)}`,
    `p1=${before.match(LAST_WORD)?.[1]?.toLowerCase() ?? '<s>'}`,
    `n1=${after.match(FIRST_WORD)?.[1]?.toLowerCase() ?? '</s>'}`,
    `pb=${gapBefore}`,
    `na=${gapAfter}`,
    `pb&na=${gapBefore}|${gapAfter}`,
    `sh1=${shape(first)}`,
    `sh2=${shape(last)}`,
    `persons=${personCount === 0 ? 0 : personCount < 3 ? 1 : 2}`,
  ];
  if (reachesStart && before.trim() === '') features.push(`linestart&na=${gapAfter}`);
  if (parts.some((part) => part.length >= 3 && persons.has(part))) features.push('namesake', `namesake&cc=${classes}`);
  return features;
}
