import type { Span } from './types.js';

/** A detected entity as reported to clients: where it was, and what replaced it. */
export interface DetectedEntity {
  type: string;
  /** UTF-16 offsets into the original text, end exclusive. */
  start: number;
  end: number;
  score: number;
  source: string;
  placeholder: string;
  /** A dictionary term's canonical ID (terms of one entity share it; their placeholders still follow the value). */
  canonical_id?: string;
}

export interface AnonymizedText {
  text: string;
  entities: DetectedEntity[];
}

/**
 * The replace operator: swaps each span (sorted, non-overlapping, as the analyzer returns them)
 * for its placeholder. Builds the result in one pass instead of repeated string splicing.
 */
export function replaceSpans(text: string, spans: readonly Span[], replacementOf: (span: Span) => string): AnonymizedText {
  const parts: string[] = [];
  const entities: DetectedEntity[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue;
    const placeholder = replacementOf(span);
    parts.push(text.slice(cursor, span.start), placeholder);
    const entity: DetectedEntity = { type: span.type, start: span.start, end: span.end, score: span.score, source: span.source, placeholder };
    if (span.canonicalId !== undefined) entity.canonical_id = span.canonicalId;
    entities.push(entity);
    cursor = span.end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), entities };
}
