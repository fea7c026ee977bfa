/**
 * The one small engine behind every pattern recognizer. A pattern recognizer is data: regexes
 * with a base score, context words that raise the score when they appear near a match, and an
 * optional validator (checksum, validity rules) that can reject a candidate, shorten it or
 * change its score. Keeping the logic here means a new identifier is a table entry, not code.
 *
 * Speed: a rule may name a gate (a cheap fact about the text its regex needs, like "has an
 * '@'") and where its matches can start (match-starts.ts); the regex then runs only on texts
 * that pass and only at those positions, as a sticky regex, instead of scanning every
 * character. Both are necessary conditions, so the results are those of a plain scan
 * (test/privacy/shortcuts.test.ts checks it).
 */
import type { EntityType, Recognizer, RecognizerContext, Span } from '../types.js';
import { compileContext, hasContext } from './context-words.js';
import { execAt, type MatchStarts } from './match-starts.js';
import { profileOf, shortcuts, type TextProfile } from './text-profile.js';

export type { TextProfile } from './text-profile.js';
export type { MatchStarts } from './match-starts.js';
export { compileContext, hasContext } from './context-words.js';

/** One regex of a pattern recognizer. */
export interface PatternRule {
  /** Must carry the `g` flag; lookarounds give word boundaries where `\b` is not enough. */
  readonly regex: RegExp;
  /** Score of a match that passes validation, before any context boost. */
  readonly score: number;
  /**
   * A necessary condition for the regex to match anywhere in a text (e.g. "has an '@'"), read
   * off the regex itself: when it is false the regex is not run. Must never reject a text the
   * regex could match, or results change.
   */
  readonly gate?: (profile: TextProfile) => boolean;
  /**
   * Every position where the regex could start a match (match-starts.ts): the regex is then
   * tried there only instead of scanning the text. Must never miss a possible start.
   */
  readonly starts?: MatchStarts;
  /** This rule's own validator, in place of the definition's (rules of one recognizer may differ). */
  readonly validate?: (candidate: string) => boolean | ValidatedMatch;
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
  /** Characters looked at before the match for context (default 48). */
  readonly contextWindow?: number;
  /** Characters looked at after the match (default a third of `contextWindow`). */
  readonly contextAfter?: number;
  /** Checksum or validity rules: `false` drops the candidate. */
  readonly validate?: (candidate: string) => boolean | ValidatedMatch;
  /**
   * A condition on the whole text without which no match counts (the words that name a date of
   * birth or a document: document-cues.ts). Asked once per text, and only when some rule's gate
   * lets its regex run.
   */
  readonly requires?: (text: string) => boolean;
}

/** Characters looked at before a match for its context words, unless a definition says otherwise. */
export const DEFAULT_CONTEXT_WINDOW = 48;

/** Builds a recognizer from a pattern definition. */
export function createPatternRecognizer(definition: PatternDefinition): Recognizer {
  const { words, phrases } = compileContext(definition.context);
  const boost = definition.contextBoost ?? 0.35;
  const window = definition.contextWindow ?? DEFAULT_CONTEXT_WINDOW;
  const after = definition.contextAfter ?? Math.ceil(window / 3);
  const hasAnyContext = words.size > 0 || phrases.length > 0;
  // One copy of each regex per recognizer, made once: recompiling per call cost more than the
  // scan of a short text. detect() is synchronous and never re-entered, so sharing is safe.
  const rules = definition.patterns.map((rule) => ({
    regex: new RegExp(rule.regex.source, rule.regex.flags),
    // The same regex anchored at lastIndex, for rules that know where matches can start.
    sticky: rule.starts === undefined ? undefined : new RegExp(rule.regex.source, `${rule.regex.flags.replace('g', '')}y`),
    score: rule.score,
    gate: rule.gate,
    starts: rule.starts,
    validate: rule.validate ?? definition.validate,
  }));
  const profiled = rules.some((rule) => rule.gate !== undefined || rule.starts !== undefined);
  // Most texts fail every gate (too few digits, no '@'): they cost one check per rule, nothing more.
  const gated = rules.every((rule) => rule.gate !== undefined);
  return {
    name: definition.name,
    entities: [definition.entity],
    languages: definition.languages ?? '*',
    detect(text: string, _context: RecognizerContext): Span[] {
      const spans: Span[] = [];
      const profile = profiled && shortcuts.enabled ? profileOf(text) : undefined;
      if (gated && profile !== undefined && !rules.some((rule) => rule.gate?.(profile) === true)) return [];
      const onMatch = (m: RegExpExecArray, ruleScore: number, validate: PatternRule['validate']): void => {
        let length = m[0].length;
        let score = ruleScore;
        if (validate !== undefined) {
          const verdict = validate(m[0]);
          if (verdict === false) return;
          if (verdict !== true) {
            length = verdict.length ?? length;
            score = verdict.score ?? score;
          }
        }
        const start = m.index;
        const end = start + length;
        if (hasAnyContext && hasContext(text, start, end, words, phrases, window, after)) {
          score = Math.min(1, score + boost);
        }
        spans.push({ type: definition.entity, start, end, score, source: definition.name });
      };
      let admitted: boolean | undefined;
      for (const { regex, sticky, score, gate, starts, validate } of rules) {
        if (gate !== undefined && profile !== undefined && !gate(profile)) continue;
        admitted ??= definition.requires?.(text) ?? true;
        if (!admitted) break;
        if (sticky !== undefined && starts !== undefined && profile !== undefined) {
          execAt(sticky, text, starts(profile), (m) => onMatch(m, score, validate));
          continue;
        }
        // Our own copy of the regex (see `rules`); reset, since a validator that threw may have
        // left it mid-text.
        regex.lastIndex = 0;
        for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
          if (m[0].length === 0) {
            regex.lastIndex++;
            continue;
          }
          onMatch(m, score, validate);
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
