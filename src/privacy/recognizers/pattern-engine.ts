/**
 * The one small engine behind every pattern recognizer. A pattern recognizer is data: regexes
 * with a base score, context words that raise the score when they appear near a match, and an
 * optional validator (checksum, validity rules) that can reject a candidate, shorten it or
 * change its score. Keeping the logic here means a new identifier is a table entry, not code.
 */
import type { EntityType, Recognizer, RecognizerContext, Span } from '../types.js';

/** One regex of a pattern recognizer. */
export interface PatternRule {
  /** Must carry the `g` flag; lookarounds give word boundaries where `\b` is not enough. */
  readonly regex: RegExp;
  /** Score of a match that passes validation, before any context boost. */
  readonly score: number;
}

/** What a validator may say about a candidate besides yes or no. */
export interface ValidatedMatch {
  /** Keep only the first `length` UTF-16 units of the candidate (e.g. an IBAN followed by a word). */
  readonly length?: number;
  /** Replace the rule's score (e.g. a weaker score for an unformatted number). */
  readonly score?: number;
}

/** A pattern recognizer as data. */
export interface PatternDefinition {
  /** Recognizer name, used as `Span.source`. */
  readonly name: string;
  readonly entity: EntityType;
  /** Languages it applies to; `'*'` (the default) for identifiers that look the same everywhere. */
  readonly languages?: readonly string[] | '*';
  readonly patterns: readonly PatternRule[];
  /** Lower-case words or phrases that make a match more likely when found near it. */
  readonly context?: readonly string[];
  /** Added to the score when a context word is near (default 0.35), capped at 1. */
  readonly contextBoost?: number;
  /** Characters looked at before the match for context (default 48; after it: a third of that). */
  readonly contextWindow?: number;
  /** Checksum or validity rules: `false` drops the candidate. */
  readonly validate?: (candidate: string) => boolean | ValidatedMatch;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Whether any of `words` occurs in the `window` characters before `start` or the third of it
 * after `end`. Single words are compared token by token; phrases (with a space or hyphen) by
 * substring, so "social security" matches across the words it spans.
 */
export function hasContext(
  text: string,
  start: number,
  end: number,
  words: ReadonlySet<string>,
  phrases: readonly string[],
  window = 48,
): boolean {
  const before = text.slice(Math.max(0, start - window), start).toLowerCase();
  const after = text.slice(end, Math.min(text.length, end + Math.ceil(window / 3))).toLowerCase();
  for (const chunk of [before, after]) {
    WORD.lastIndex = 0;
    for (let m = WORD.exec(chunk); m !== null; m = WORD.exec(chunk)) {
      if (words.has(m[0])) return true;
    }
    for (const phrase of phrases) if (chunk.includes(phrase)) return true;
  }
  return false;
}

/** Splits context entries into single words (set lookup) and phrases (substring search). */
export function compileContext(context: readonly string[] | undefined): {
  words: ReadonlySet<string>;
  phrases: readonly string[];
} {
  const words = new Set<string>();
  const phrases: string[] = [];
  for (const entry of context ?? []) {
    if (/[\s-]/.test(entry)) phrases.push(entry);
    else words.add(entry);
  }
  return { words, phrases };
}

/** Builds a recognizer from a pattern definition. */
export function createPatternRecognizer(definition: PatternDefinition): Recognizer {
  const { words, phrases } = compileContext(definition.context);
  const boost = definition.contextBoost ?? 0.35;
  const window = definition.contextWindow ?? 48;
  const hasAnyContext = words.size > 0 || phrases.length > 0;
  return {
    name: definition.name,
    entities: [definition.entity],
    languages: definition.languages ?? '*',
    detect(text: string, _context: RecognizerContext): Span[] {
      const spans: Span[] = [];
      for (const rule of definition.patterns) {
        // Each call gets a fresh copy so a shared regex's lastIndex never leaks between calls.
        const regex = new RegExp(rule.regex.source, rule.regex.flags);
        for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
          if (m[0].length === 0) {
            regex.lastIndex++;
            continue;
          }
          let length = m[0].length;
          let score = rule.score;
          if (definition.validate !== undefined) {
            const verdict = definition.validate(m[0]);
            if (verdict === false) continue;
            if (verdict !== true) {
              length = verdict.length ?? length;
              score = verdict.score ?? score;
            }
          }
          const start = m.index;
          const end = start + length;
          if (hasAnyContext && hasContext(text, start, end, words, phrases, window)) {
            score = Math.min(1, score + boost);
          }
          spans.push({ type: definition.entity, start, end, score, source: definition.name });
        }
      }
      return dedupe(spans);
    },
  };
}

/** Several rules may find the same text; keep the best-scored copy of each exact range. */
function dedupe(spans: Span[]): Span[] {
  if (spans.length < 2) return spans;
  const best = new Map<string, Span>();
  for (const span of spans) {
    const key = `${span.start}:${span.end}`;
    const seen = best.get(key);
    if (seen === undefined || seen.score < span.score) best.set(key, span);
  }
  return [...best.values()];
}

/** Digits of a string, separators dropped. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}
