/**
 * What the learned-names model reads of a capitalised word the rules left unmasked: which lists
 * know it and how, how its letters are spelled (name-shape.ts), its last letters, its neighbours
 * on the line and the punctuation between them. Training (bench/train-name-model.ts) and the
 * recognizer (recognizers/learned-names.ts) both call `candidateWords` and `wordFeatures`, so the
 * model is always asked about the words it was trained on, described the same way.
 */
import { COMMON_WORD, FIRST_NAME, LAST_NAME, LISTED_ENGLISH, type Lexicon } from '../gazetteer/lexicon.js';
import { nameShapeScore } from '../gazetteer/name-shape.js';
import { isServiceName, isToolName } from '../gazetteer/tech-names.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Span } from '../types.js';

/** A word of a line: letters and digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** A capital, then a small letter: "Penhallow", "Tuilagi-Fetu"; not "NASA", "iPhone", "X". */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const POSSESSIVE = /['’]s$/;
/**
 * Where a capitalised word may start: after no letter or digit (looked behind from the capital,
 * which is cheaper than from every position). Every candidate starts so (a word
 * after a letter or digit is part of the word before), so a text with none of these worth asking
 * about has no candidate, and is not cut into words at all.
 */
const CAPITALISED_START = /\p{Lu}(?<![\p{L}\p{N}]\p{Lu})\p{Ll}[\p{L}\p{N}'’-]*/gu;

/** A word of the text; `word` is it without a possessive "'s", which `end` still includes. */
export interface LineWord {
  word: string;
  start: number;
  end: number;
}

/** A capitalised word no span touches and the lists know as no word, with its neighbours on the same line. */
export interface Candidate {
  at: LineWord;
  /** How the lists know it (`listClass`). */
  kind: string;
  before: LineWord | undefined;
  after: LineWord | undefined;
  /** The type of the found span the word before or after lies in, if any ("PERSON" beside "Ifeoma"). */
  beforeType: string | undefined;
  afterType: string | undefined;
  /** What the whole text says: how many people the rules found in it, and how much of it is English words. */
  text: TextClues;
}

/** Clues of the whole text, the same for each of its words. */
export interface TextClues {
  persons: number;
  /** Tenths of its words of three letters or more that the English word lists hold. */
  englishTenths: number;
}

/**
 * The capitalised words that no found span overlaps (`found` sorted by start, as the analyzer
 * gives them) and that no word list holds. A first name that is also a word ("Grace", "Bill",
 * "Lane") is the rules' to judge by its context: they leave "Grace period" and "Bill Pay"
 * unmasked on purpose, and on held-back sets the model took as many such words wrongly as rightly.
 */
export function candidateWords(text: string, lexicon: Lexicon, found: readonly Span[]): Candidate[] {
  if (!mayHoldCandidates(text, lexicon, found)) return [];
  const words: LineWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    words.push({ word: raw.replace(POSSESSIVE, ''), start: match.index, end: match.index + raw.length });
  }
  const onLine = (a: LineWord | undefined, b: LineWord): LineWord | undefined =>
    a !== undefined && !text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)).includes('\n') ? a : undefined;
  const candidates: Candidate[] = [];
  const typeOf = (span: Span | undefined, word: LineWord | undefined): string | undefined =>
    span !== undefined && word !== undefined && span.start <= word.start && span.end >= word.start + word.word.length ? span.type : undefined;
  let clues: TextClues | undefined;
  let next = 0;
  for (let i = 0; i < words.length; i++) {
    const at = words[i] as LineWord;
    if (!CAPITALISED.test(at.word)) continue;
    while (next < found.length && (found[next] as Span).end <= at.start) next++;
    // Spans are sorted by start and do not overlap, so the first not ending before the word is the only one that may touch it.
    const span = found[next];
    if (span !== undefined && span.start < at.end) continue;
    const kind = listClass(lexicon, at.word);
    if (/[WE]/.test(kind) || isSoftware(at)) continue;
    const before = onLine(words[i - 1], at);
    const after = onLine(words[i + 1], at);
    // "Grafana Loki", "Apache Pulsar": a word written beside a tool's name is the tool's.
    if ((before !== undefined && isSoftware(before) && /^ +$/.test(text.slice(before.end, at.start))) || (after !== undefined && isSoftware(after) && /^ +$/.test(text.slice(at.end, after.start)))) continue;
    clues ??= textClues(lexicon, words, found);
    // The only spans that may hold the neighbours: the last one before the word, the first after it.
    candidates.push({ at, kind, before, after, beforeType: typeOf(found[next - 1], before), afterType: typeOf(span, after), text: clues });
  }
  return candidates;
}

/** Whether some capitalised word no span covers is one no word list holds (most texts have none: their capitals start sentences or names found). */
function mayHoldCandidates(text: string, lexicon: Lexicon, found: readonly Span[]): boolean {
  const touchesSpan = spanTouch(found);
  for (const match of text.matchAll(CAPITALISED_START)) {
    if (touchesSpan(match.index, match.index + match[0].length)) continue;
    if (!/[WE]/.test(listClass(lexicon, match[0].replace(POSSESSIVE, '')))) return true;
  }
  return false;
}

/**
 * Whether a word touches one of `found` (sorted by start, not overlapping, as the analyzer gives
 * them), asked of words in text order: the first span not ending before the word is the only one
 * that may touch it, so each call walks on from where the last stopped.
 */
export function spanTouch(found: readonly Span[]): (start: number, end: number) => boolean {
  let next = 0;
  return (start, end) => {
    while (next < found.length && (found[next] as Span).end <= start) next++;
    const span = found[next];
    return span !== undefined && span.start < end;
  };
}

/** Whether the word names a tool or a service (tech-names.ts): software, whatever its spelling says. */
function isSoftware(word: LineWord): boolean {
  const key = word.word.toLowerCase();
  return isToolName(key) || isServiceName(key);
}

function textClues(lexicon: Lexicon, words: readonly LineWord[], found: readonly Span[]): TextClues {
  let long = 0;
  let english = 0;
  for (const { word } of words) {
    if (word.length < 3) continue;
    long++;
    if (lexicon.englishWords.get(word.toLowerCase()) !== undefined) english++;
  }
  return { persons: found.filter((span) => span.type === 'PERSON').length, englishTenths: long === 0 ? 0 : Math.floor((10 * english) / long) };
}

/** A logistic model over the features: a bias and a weight per feature (a feature it has no weight for weighs 0). */
export interface NameModel {
  readonly bias: number;
  readonly weights: ReadonlyMap<string, number>;
}

/** A model as its generated weights file ships it (name-weights.ts, handle-weights.ts). */
export interface ShippedModel {
  readonly bias: number;
  readonly weights: Readonly<Record<string, number>>;
}

/** The shipped weights as a model to ask. */
export function loadModel(shipped: ShippedModel): NameModel {
  return { bias: shipped.bias, weights: new Map(Object.entries(shipped.weights)) };
}

/** The model's probability that a word with these features is a person's name. */
export function probabilityOf(model: NameModel, features: readonly string[]): number {
  let z = model.bias;
  for (const feature of features) z += model.weights.get(feature) ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** How the lists know a word: "F" first name, "L" surname, "W" common word, "r" rare first name, "c" census name, "E"/"e" English word, "Ep" its plural, "?" none. */
export function listClass(lexicon: Lexicon, word: string): string {
  const folded = foldAccents(word.toLowerCase());
  const flags = lexicon.words.get(folded) ?? 0;
  let kind = '';
  if (flags & FIRST_NAME) kind += 'F';
  if (flags & LAST_NAME) kind += 'L';
  if (flags & COMMON_WORD) kind += 'W';
  if (lexicon.rareFirstNames.get(folded) !== undefined) kind += 'r';
  if (lexicon.censusNames.get(folded) !== undefined) kind += 'c';
  const english = lexicon.englishWords.get(folded);
  if (english !== undefined) kind += english === LISTED_ENGLISH ? 'E' : 'e';
  if (kind === '' && folded.endsWith('s') && lexicon.englishWords.get(folded.slice(0, -1)) !== undefined) kind = 'Ep';
  return kind === '' ? '?' : kind;
}

/** The features of one candidate, as strings the model's weights are keyed by. */
export function wordFeatures(text: string, lexicon: Lexicon, candidate: Candidate): string[] {
  const { at, kind, before, after } = candidate;
  const shape = Math.round(nameShapeScore(lexicon.nameShape, at.word) * 4);
  // Without a neighbour on the line, the gap runs to the line's edge: only non-words lie between.
  const gapBefore = (before === undefined ? text.slice(text.lastIndexOf('\n', at.start - 1) + 1, at.start) : text.slice(before.end, at.start)).trim();
  const lineEnd = after === undefined ? text.indexOf('\n', at.end) : after.start;
  const gapAfter = text.slice(at.end, lineEnd === -1 ? text.length : lineEnd).trim();
  const features = [
    `cls=${kind}`,
    `suf=${at.word.slice(-3).toLowerCase()}`,
    `len=${Math.min(at.word.length, 12)}`,
    `shape=${shape}`,
    `cls&shape=${kind}${shape}`,
    `p1=${before === undefined ? '<s>' : before.word.toLowerCase()}`,
    `n1=${after === undefined ? '</s>' : after.word.toLowerCase()}`,
    `pb=${gapBefore.slice(-2)}`,
    `na=${gapAfter.slice(0, 2)}`,
  ];
  if (before !== undefined && gapBefore === '' && CAPITALISED.test(before.word)) features.push(`pcap=${listClass(lexicon, before.word)}`);
  if (after !== undefined && gapAfter === '' && CAPITALISED.test(after.word)) features.push(`ncap=${listClass(lexicon, after.word)}`);
  if (at.end - at.start !== at.word.length) features.push('poss');
  if (before === undefined) features.push(`linestart&${kind}`);
  if (/[.!?]$/.test(gapBefore)) features.push(`sentstart&${kind}`);
  if (candidate.beforeType !== undefined) features.push(`ptype=${candidate.beforeType}`);
  if (candidate.afterType !== undefined) features.push(`ntype=${candidate.afterType}`);
  const persons = candidate.text.persons;
  features.push(`persons=${persons === 0 ? 0 : persons < 3 ? 1 : persons < 6 ? 2 : 3}`, `english=${candidate.text.englishTenths}`, `english&cls=${candidate.text.englishTenths}${kind}`);
  return features;
}
