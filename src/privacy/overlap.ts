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
 * Spans are accepted greedily in that order; a span that overlaps an accepted one is dropped.
 * A dictionary term that lies strictly inside an entity that wins is dropped with it: an
 * organisation's term "Globex" must not cut "jane@globex.com" or "Hans Müller" into a placeholder
 * and a leaked remainder ("jane@[CLIENT_1].com"); with the same extent, the dictionary's type wins.
 * A term inside an entity that loses stays: in "Contact Smith Kronos Holdings" a weak organisation
 * reading encloses the term "Smith Kronos Holdings" and loses to the person "Smith Kronos", which
 * would leave "Holdings" in clear; the term, always anonymized, wins over that person instead.
 * Likewise, whatever lies strictly inside a URL goes with the URL: an e-mail address in its query
 * must not win and leave the rest of it (host, path, a name slug) in clear.
 */
import type { Span } from './types.js';

/** Types whose evidence is a name list or context rather than a pattern or checksum. */
export const NAME_ENTITY_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

/** Comparator of the rule: negative when `a` has priority over `b`. */
export function compareSpanPriority(a: Span, b: Span): number {
  const aName = NAME_ENTITY_TYPES.has(a.type) ? 1 : 0;
  const bName = NAME_ENTITY_TYPES.has(b.type) ? 1 : 0;
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
export function resolveOverlaps(spans: readonly Span[]): Span[] {
  if (spans.length < 2) return [...spans];
  const candidates = withoutSpansInsideUrls(spans);
  if (!candidates.some(isDictionaryTerm)) return acceptByPriority(candidates);
  // The entities win among themselves first; only terms inside a winner go with it.
  const winners = acceptByPriority(candidates.filter((span) => !isDictionaryTerm(span)));
  return acceptByPriority(withoutEnclosedTerms([...winners, ...candidates.filter(isDictionaryTerm)]));
}

/** Greedy acceptance in priority order; non-overlapping spans sorted by start. */
function acceptByPriority(spans: readonly Span[]): Span[] {
  const ranked = [...spans].sort(compareSpanPriority);
  const accepted: Span[] = []; // kept sorted by start, non-overlapping
  for (const span of ranked) {
    // First accepted span ending after this one's start: the only one that could overlap.
    let low = 0;
    let high = accepted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((accepted[mid]?.end ?? 0) <= span.start) low = mid + 1;
      else high = mid;
    }
    const next = accepted[low];
    if (next !== undefined && next.start < span.end) continue;
    accepted.splice(low, 0, span);
  }
  return accepted;
}

const isDictionaryTerm = (span: Span): boolean => span.source.startsWith('dictionary:');

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
