/**
 * The analyzer: picks the recognizers for a text's language and requested entity types, runs
 * them, drops spans under their type's threshold or on the allow-list, and resolves overlaps
 * with `resolveOverlaps` ("structured first, then score, then length, then position"). Any
 * Recognizer works here: a transformers.js NER model plugs in by being in the list, and
 * per-organisation custom dictionaries come per call (`extraRecognizers`, `isAllowed`).
 */
import { detectLanguage, loadLanguageDetector } from './language.js';
import { decodeLetterReferences } from './letter-references.js';
import { resolveOverlaps } from './overlap.js';
import { forgetProfile } from './recognizers/text-profile.js';
import { isLateRecognizer, type Recognizer, type Span } from './types.js';

/**
 * Spaces and hyphens of typography that stand one code unit for an ordinary one: no-break, narrow
 * no-break, thin, figure and the other fixed-width spaces, and the Unicode hyphens. French writes
 * "+33 1 42 68 53 00" with narrow no-break spaces, and text pasted from a web page or a word
 * processor carries them; the recognizers, written for ASCII separators, would read such a number
 * as no number at all, and it would go upstream in clear.
 */
const TYPOGRAPHIC_SEPARATOR = /[\u00A0\u2000-\u200A\u202F\u205F\u2010-\u2012]/;
const TYPOGRAPHIC_SEPARATORS = new RegExp(TYPOGRAPHIC_SEPARATOR.source, 'g');

/** The text as the recognizers read it: typographic spaces and hyphens made ASCII, every offset unchanged. */
function withAsciiSeparators(text: string): string {
  if (!TYPOGRAPHIC_SEPARATOR.test(text)) return text;
  return text.replace(TYPOGRAPHIC_SEPARATORS, (character) => (character >= '\u2010' && character <= '\u2012' ? '-' : ' '));
}

/** What may stand beside an allowed name in its span: a title ("Mr.", "Dr", "Herr"), spaces and dots. */
const TITLE_WORD = /[\p{L}]+/gu;
/**
 * Titles that are no first names ("Don", "Phil", "Nat" and "Col" are, so "Don Parker" stays a
 * person when "Parker" is allowed).
 */
const PLAIN_TITLES: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'herr', 'frau', 'hr', 'fr', 'mme', 'mlle',
  'monsieur', 'madame', 'mademoiselle', 'sr', 'sra', 'srta', 'señor', 'señora', 'señorita', 'sig', 'sigra', 'signor',
  'signore', 'signora', 'signorina', 'dott', 'dottor', 'dottore', 'dottoressa', 'dhr', 'mevr', 'mw',
]);

/**
 * Whether an allowed term accounts for the whole span: the span lies inside it, or is the term with
 * only titles around it ("Mr. Peter Parker" when "Peter Parker" is allowed). A span that holds the
 * term and more ("Paris Hilton" when "Paris" is allowed) is still reported.
 */
function isAllowedWhole(text: string, span: Span, range: { start: number; end: number }): boolean {
  if (range.start <= span.start && span.end <= range.end) return true;
  if (span.start > range.start || range.end > span.end) return false;
  const rest = `${text.slice(span.start, range.start)} ${text.slice(range.end, span.end)}`;
  const words = rest.match(TITLE_WORD) ?? [];
  return words.every((word) => PLAIN_TITLES.has(word.toLowerCase())) && /^[\p{L}\s.,]*$/u.test(rest);
}

/** Score a span needs by default to be reported. */
export const DEFAULT_THRESHOLD = 0.4;

/** Options of `createAnalyzer`. */
export interface AnalyzerOptions {
  recognizers: readonly Recognizer[];
  /** Minimum score per entity type; types not listed use `defaultThreshold`. */
  thresholds?: Readonly<Record<string, number>>;
  /** Minimum score for types without their own threshold (default 0.4). */
  defaultThreshold?: number;
  /** Values never reported, compared case-insensitively after trimming (e.g. the company name). */
  allowList?: readonly string[];
  /** Entity types reported by default (default: all types of the recognizers). */
  entities?: readonly string[];
  /** Language assumed when none is given and detection is unsure (default: none). */
  fallbackLanguage?: string;
  /** Replaces eld detection (tests, or callers that know the language another way). */
  detectLanguage?: (text: string) => string | undefined;
}

/** Options of one `analyze` call. */
export interface AnalyzeOptions {
  /** ISO 639-1 code; detected when absent. */
  language?: string;
  /**
   * Restricts the entity types for this call, the extra recognizers' types included (list a
   * dictionary's type here to keep its hits). When absent, the configured recognizers report
   * the analyzer's default entities and extra recognizers report all their types.
   */
  entities?: readonly string[];
  /**
   * Recognizers for this call only, run after the configured ones: per-organisation custom
   * dictionaries, which differ from request to request.
   */
  extraRecognizers?: readonly Recognizer[];
  /**
   * Per-call allow rule, e.g. an organisation's allow dictionaries: a span whose text it
   * accepts is not reported. Checked after thresholds and the configured allow-list.
   */
  isAllowed?: (spanText: string, type: string) => boolean;
  /**
   * Per-call: where the text names allowed terms (an organisation's allow dictionaries). A span
   * inside one is not reported either, so an allowed "jane.doe@example.com" keeps its "jane".
   */
  allowedRanges?: (text: string) => readonly { start: number; end: number }[];
  /**
   * Spans found beforehand by asynchronous recognizers (a local NER model): filtered by entity
   * types, thresholds and allow-lists, and merged by the overlap rule, like every other span.
   */
  extraSpans?: readonly Span[];
}

/** One text of a batch, with the options of its own call. */
export interface BatchItem {
  text: string;
  options?: AnalyzeOptions;
}

/** A configured analyzer. */
export interface Analyzer {
  /** Non-overlapping spans sorted by start offset. */
  analyze(text: string, options?: AnalyzeOptions): Span[];
  /**
   * The spans of several texts, each exactly as `analyze` gives them, found recognizer by
   * recognizer: each recognizer reads every text of the batch before the next one starts, so its
   * code and tables are still in the CPU's caches for the second text. A text at a time, the
   * hundred-odd recognizers push each other out of the caches; in-process, a batch of four cost
   * ~20% less per text, of eight ~28% (docs/benchmarks.md, forty-third session).
   */
  analyzeBatch(items: readonly BatchItem[]): Span[][];
  /** Loads lazily loaded data (lexicons, language model) now; returns the time taken in ms. */
  warmUp(): number;
}

interface Warmable {
  warmUp(): number;
}

function isWarmable(value: object): value is Warmable {
  return typeof (value as Partial<Warmable>).warmUp === 'function';
}

/** Creates an analyzer over the given recognizers. */
export function createAnalyzer(options: AnalyzerOptions): Analyzer {
  const recognizers = [...options.recognizers];
  const thresholds = options.thresholds ?? {};
  const defaultThreshold = options.defaultThreshold ?? DEFAULT_THRESHOLD;
  const allowList = new Set((options.allowList ?? []).map((v) => v.trim().toLowerCase()));
  const defaultEntities = options.entities === undefined ? undefined : new Set(options.entities);
  const detect = options.detectLanguage ?? detectLanguage;
  const needsLanguage = recognizers.some((r) => r.languages !== '*');
  const hasLate = recognizers.some(isLateRecognizer);
  const appliesTo = (recognizer: Recognizer, language: string | undefined): boolean =>
    recognizer.languages === '*' || (language !== undefined && recognizer.languages.includes(language));
  type Selection = { recognizer: Recognizer; types: ReadonlySet<string> | undefined }[];
  const select = (selected: Selection, recognizer: Recognizer, types: ReadonlySet<string> | undefined): void => {
    if (types === undefined || recognizer.entities.some((e) => types.has(e))) selected.push({ recognizer, types });
  };
  // The selection of a call without its own entity list or extra recognizers (the gateway's
  // usual call), made once rather than per call.
  const defaultSelection: Selection = [];
  for (const recognizer of recognizers) select(defaultSelection, recognizer, defaultEntities);

  /** A text on its way through a batch: what the analysis of one call knows before and while recognizers run. */
  interface Pending {
    text: string;
    decoded: ReturnType<typeof decodeLetterReferences>;
    call: AnalyzeOptions;
    requested: ReadonlySet<string> | undefined;
    selected: Selection;
    /** The next entry of `selected` to run. */
    next: number;
    language: string | undefined;
    spans: Span[];
  }

  const prepare = (written: string, call: AnalyzeOptions): Pending => {
    // Names written with character references ("M&uuml;ller") are read decoded; the spans are
    // mapped back to the text as written at the end.
    const decoded = decodeLetterReferences(written);
    // Spans index the text as written (each separator is one code unit either way).
    const text = withAsciiSeparators(decoded?.text ?? written);
    const requested = call.entities === undefined ? undefined : new Set(call.entities);
    let selected = defaultSelection;
    if (requested !== undefined || (call.extraRecognizers !== undefined && call.extraRecognizers.length > 0)) {
      // Each recognizer with the entity types it may report in this call.
      selected = [];
      for (const recognizer of recognizers) select(selected, recognizer, requested ?? defaultEntities);
      // The analyzer's default entities describe the configured recognizers; a dictionary's own
      // type would never be in them, so extra recognizers answer to the call's list only.
      for (const recognizer of call.extraRecognizers ?? []) select(selected, recognizer, requested);
    }
    // Detect only when some recognizer depends on the language.
    let language = call.language;
    if (language === undefined && selected.some(({ recognizer }) => recognizer.languages !== '*')) {
      language = detect(text) ?? options.fallbackLanguage;
    }
    return { text, decoded, call, requested, selected, next: 0, language, spans: [] };
  };

  const keep = (pending: Pending, found: readonly Span[], types: ReadonlySet<string> | undefined): void => {
    const { text, spans } = pending;
    const isAllowed = pending.call.isAllowed;
    for (const span of found) {
      if (span.start < 0 || span.end > text.length || span.end <= span.start) continue;
      if (types !== undefined && !types.has(span.type)) continue;
      if (span.score < (thresholds[span.type] ?? defaultThreshold)) continue;
      if (allowList.size > 0 && allowList.has(text.slice(span.start, span.end).trim().toLowerCase())) continue;
      if (isAllowed !== undefined && isAllowed(text.slice(span.start, span.end), span.type)) continue;
      spans.push(span);
    }
  };

  /** Runs the selection entry `pending.next` on its text. */
  const runNext = (pending: Pending): void => {
    const { recognizer, types } = pending.selected[pending.next] as Selection[number];
    pending.next += 1;
    const { language } = pending;
    if (!appliesTo(recognizer, language) || isLateRecognizer(recognizer)) return;
    keep(pending, recognizer.detect(pending.text, language === undefined ? {} : { language }), types);
  };

  /**
   * The late recognizers' spans among the resolved ones, outside the allowed ranges, merged by the
   * overlap rule: first those that read the rules' spans, then (`last`) those that read theirs too.
   */
  const addLate = (pending: Pending, resolved: Span[], allowed: readonly { start: number; end: number }[], last: boolean): Span[] => {
    const { text, language } = pending;
    pending.spans = [];
    for (const { recognizer, types } of pending.selected) {
      if (!isLateRecognizer(recognizer) || (recognizer.last === true) !== last || !appliesTo(recognizer, language)) continue;
      keep(pending, recognizer.detectAmong(text, resolved, language === undefined ? {} : { language }), types);
    }
    const added = allowed.length === 0 ? pending.spans : pending.spans.filter((span) => !allowed.some((range) => isAllowedWhole(text, span, range)));
    return added.length === 0 ? resolved : resolveOverlaps([...resolved, ...added], text);
  };

  const finish = (pending: Pending): Span[] => {
    const { text, decoded, call } = pending;
    if (call.extraSpans !== undefined) {
      const extra = decoded === undefined ? call.extraSpans : call.extraSpans.map((span) => ({ ...span, start: decoded.toDecoded(span.start, 'start'), end: decoded.toDecoded(span.end, 'end') }));
      keep(pending, extra, pending.requested ?? defaultEntities);
    }
    const allowed = call.allowedRanges?.(text) ?? [];
    const reported = allowed.length === 0 ? pending.spans : pending.spans.filter((span) => !allowed.some((range) => isAllowedWhole(text, span, range)));
    const resolved = hasLate ? addLate(pending, addLate(pending, resolveOverlaps(reported, text), allowed, false), allowed, true) : resolveOverlaps(reported, text);
    if (decoded === undefined) return resolved;
    return resolved.map((span) => ({ ...span, start: decoded.toWritten(span.start), end: decoded.toWritten(span.end) }));
  };

  const analyzeBatch = (items: readonly BatchItem[]): Span[][] => {
    const pending = items.map((item) => (item.text.length === 0 ? undefined : prepare(item.text, item.options ?? {})));
    try {
      // Every selection lists the configured recognizers it takes in their order, then the call's
      // own: the configured ones run recognizer by recognizer over the batch, so each text's
      // spans come in the order a text-at-a-time run gives them.
      for (const recognizer of recognizers) {
        for (const one of pending) if (one !== undefined && one.selected[one.next]?.recognizer === recognizer) runNext(one);
      }
      for (const one of pending) while (one !== undefined && one.next < one.selected.length) runNext(one);
    } finally {
      // The recognizers share one profile of each text (text-profile.ts); once they are done it
      // must not keep the messages reachable.
      forgetProfile();
    }
    return pending.map((one) => (one === undefined ? [] : finish(one)));
  };

  return {
    analyze(written: string, call: AnalyzeOptions = {}): Span[] {
      return analyzeBatch([{ text: written, options: call }])[0] ?? [];
    },
    analyzeBatch,
    warmUp(): number {
      let total = needsLanguage ? loadLanguageDetector() : 0;
      for (const recognizer of recognizers) if (isWarmable(recognizer)) total += recognizer.warmUp();
      return total;
    },
  };
}
