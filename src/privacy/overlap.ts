/**
 * The overlap rule of the analyzer, named so callers and docs can refer to it:
 *
 *   "structured first, then score, then length, then position":
 *   1. a structured entity (anything found by pattern or checksum: EMAIL, IBAN, PHONE, ...) beats
 *      a name entity (PERSON, LOCATION, ORGANIZATION) it overlaps, whatever their scores; a
 *      checksum-validated IBAN is better evidence than a name list, and names never contain
 *      digits or '@' anyway, so such overlaps are name rules misfiring on identifiers;
 *   2. otherwise the higher score wins;
 *   3. on equal scores the longer span wins ("Donald van der Voet" over "Donald");
 *   4. then the earlier span, then the type name (so the result never depends on input order).
 * A dictionary term counts as structured whatever its type: the organisation listed that text.
 * Spans are accepted greedily in that order; a span that overlaps an accepted one is dropped.
 * A name that loses only part of its extent does not leave the rest in clear: what lies outside
 * the accepted spans, cut to run from its first to its last capitalised word, stays a span of
 * the name's type ("Underwood Group" losing to "Group and Spikes Cavell Analytic Inc" keeps
 * "Underwood"; "add julie novák as" losing to the person keeps nothing, and "Calgary AB" losing
 * to the place does not make the region code a name). The text is needed for
 * that, so without it (`resolveOverlaps(spans)`) losers are dropped whole.
 * A dictionary term that lies strictly inside an entity that wins is dropped with it: an
 * organisation's term "Globex" must not cut "jane@globex.com" or "Hans Müller" into a placeholder
 * and a leaked remainder ("jane@[CLIENT_1].com"); with the same extent, the dictionary's type wins.
 * A term inside an entity that loses stays: in "Contact Smith Kronos Holdings" a weak organisation
 * reading encloses the term "Smith Kronos Holdings" and loses to the person "Smith Kronos", which
 * would leave "Holdings" in clear; the term, always anonymized, wins over that person instead.
 * Likewise, whatever lies strictly inside a URL goes with the URL: an e-mail address in its query
 * must not win and leave the rest of it (host, path, a name slug) in clear.
 */
import { isCapitalized } from './gazetteer/tokenize.js';
import type { Span } from './types.js';

/** Types whose evidence is a name list or context rather than a pattern or checksum. */
export const NAME_ENTITY_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

const isDictionaryTerm = (span: Span): boolean => span.source.startsWith('dictionary:');

/**
 * Whether a span's evidence is a name list or context. A dictionary term is not, whatever its
 * type: the organisation listed that exact text, so a `PERSON` term that is exactly an e-mail
 * address keeps its type (and canonical ID) as any other type's term does.
 */
const isNameGuess = (span: Span): boolean => NAME_ENTITY_TYPES.has(span.type) && !isDictionaryTerm(span);

/** Comparator of the rule: negative when `a` has priority over `b`. */
export function compareSpanPriority(a: Span, b: Span): number {
  const aName = isNameGuess(a) ? 1 : 0;
  const bName = isNameGuess(b) ? 1 : 0;
  return (
    aName - bName ||
    b.score - a.score ||
    b.end - b.start - (a.end - a.start) ||
    a.start - b.start ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)
  );
}

/**
 * Resolves overlaps by "structured first, then score, then length, then position" and returns
 * non-overlapping spans sorted by start offset.
 */
export function resolveOverlaps(spans: readonly Span[], text?: string): Span[] {
  if (spans.length < 2) return [...spans];
  const candidates = withoutSpansInsideUrls(spans);
  // Names that lost, in the order they lost (priority order).
  const lost: Span[] = [];
  let accepted: Span[];
  if (!candidates.some(isDictionaryTerm)) {
    accepted = acceptByPriority(candidates, lost);
  } else {
    // The entities win among themselves first; only terms inside a winner go with it.
    const winners = acceptByPriority(candidates.filter((span) => !isDictionaryTerm(span)), lost);
    accepted = acceptByPriority(withoutEnclosedTerms([...winners, ...candidates.filter(isDictionaryTerm)]), lost);
  }
  return text === undefined || lost.length === 0 ? accepted : withNameRemainders(accepted, lost, text);
}

/** Index of the first span in `accepted` (sorted, non-overlapping) that ends after `start`. */
function firstEndingAfter(accepted: readonly Span[], start: number): number {
  let low = 0;
  let high = accepted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((accepted[mid]?.end ?? 0) <= start) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Greedy acceptance in priority order; non-overlapping spans sorted by start. Dropped names go to `lost`. */
function acceptByPriority(spans: readonly Span[], lost: Span[]): Span[] {
  const ranked = [...spans].sort(compareSpanPriority);
  const accepted: Span[] = []; // kept sorted by start, non-overlapping
  for (const span of ranked) {
    // The first accepted span ending after this one's start is the only one that could overlap.
    const at = firstEndingAfter(accepted, span.start);
    const next = accepted[at];
    if (next !== undefined && next.start < span.end) {
      if (NAME_ENTITY_TYPES.has(span.type)) lost.push(span);
      continue;
    }
    accepted.splice(at, 0, span);
  }
  return accepted;
}

/** A word: letters, marks and digits, with inner apostrophes, hyphens and dots ("O'Neill", "St.-Denis"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’.-][\p{L}\p{M}\p{N}]+)*/gu;

/** Upper-case words of one or two letters: region and country codes ("Calgary AB", "Albany NY"). */
const SHORT_CODE = /^\p{Lu}{1,2}$/u;

/**
 * The stretch of `text` from `start` to `end` from its first to its last capitalised word, if
 * any, and unless it is only short codes, which are no names.
 */
function capitalisedStretch(text: string, start: number, end: number): { start: number; end: number } | undefined {
  let first = -1;
  let last = -1;
  let onlyCodes = true;
  // Read in the stretch and two characters past it, enough to tell a word the end cuts: on the
  // whole text, a word of 120 KB ("A.A.A...") was read to its end from every gap in it.
  const window = text.slice(start, Math.min(text.length, end + 2));
  WORD.lastIndex = 0;
  for (let match = WORD.exec(window); match !== null && start + match.index < end; match = WORD.exec(window)) {
    const wordStart = start + match.index;
    const wordEnd = wordStart + match[0].length;
    // A word cut by the stretch's end is not a word of the stretch.
    if (wordEnd > end) break;
    if (!isCapitalized(match[0])) continue;
    if (first === -1) first = wordStart;
    last = wordEnd;
    onlyCodes &&= SHORT_CODE.test(match[0]);
  }
  return first === -1 || onlyCodes ? undefined : { start: first, end: last };
}

/**
 * Adds what each lost name leaves outside the accepted spans (see the rule above), taking only
 * whole words: a word the winner's edge cuts belongs to the winner's side.
 */
function withNameRemainders(accepted: Span[], lost: readonly Span[], text: string): Span[] {
  const isWordChar = (at: number): boolean => at >= 0 && at < text.length && /[\p{L}\p{M}\p{N}]/u.test(text.charAt(at));
  for (const name of lost) {
    let cursor = name.start;
    const gaps: Array<{ start: number; end: number }> = [];
    for (let i = firstEndingAfter(accepted, name.start); i < accepted.length; i++) {
      const span = accepted[i] as Span;
      if (span.start >= name.end) break;
      if (span.start > cursor) gaps.push({ start: cursor, end: span.start });
      cursor = Math.max(cursor, span.end);
    }
    if (cursor < name.end) gaps.push({ start: cursor, end: name.end });
    for (const gap of gaps) {
      // A gap that starts or ends inside a word (the winner split it) would only take part of that word.
      const from = isWordChar(gap.start - 1) && isWordChar(gap.start) ? text.slice(gap.start, gap.end).search(/[^\p{L}\p{M}\p{N}]/u) : 0;
      if (from === -1) continue;
      const stretch = capitalisedStretch(text, gap.start + from, gap.end);
      if (stretch === undefined) continue;
      accepted.splice(firstEndingAfter(accepted, stretch.start), 0, { ...name, start: stretch.start, end: stretch.end });
    }
  }
  return accepted;
}


/** The spans minus dictionary terms strictly inside another span (one sort and one sweep). */
function withoutEnclosedTerms(spans: readonly Span[]): Span[] {
  // By start, then longest first: every span that could enclose a term comes before it.
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  let furthestEnd = -1; // among spans starting before the current start
  let groupStart = -1;
  let groupEnd = -1; // longest span of the current start
  let pendingEnd = -1;
  for (const span of ordered) {
    if (span.start !== groupStart) {
      furthestEnd = Math.max(furthestEnd, pendingEnd);
      groupStart = span.start;
      groupEnd = span.end;
    }
    pendingEnd = Math.max(pendingEnd, span.end);
    const enclosed = furthestEnd >= span.end || groupEnd > span.end;
    if (!(enclosed && isDictionaryTerm(span))) kept.push(span);
  }
  return kept;
}

/** The spans minus those strictly inside a URL span (URLs are few: a scan per span is enough). */
function withoutSpansInsideUrls(spans: readonly Span[]): readonly Span[] {
  const urls = spans.filter((span) => span.type === 'URL');
  if (urls.length === 0) return spans;
  return spans.filter(
    (span) => span.type === 'URL' || !urls.some((url) => url.start <= span.start && span.end <= url.end && url.end - url.start > span.end - span.start),
  );
}
