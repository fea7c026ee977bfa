/**
 * Which characters of a text some span covers, for rules that ask of many candidates whether a
 * span already stands there: asking the span list each time made a long text full of names
 * quadratic (a megabyte of "physio with Gwenllian and " took seconds).
 */
import type { Span } from '../types.js';

export class SpanCoverage {
  private readonly covered: Uint8Array;

  constructor(length: number, spans: readonly Span[]) {
    this.covered = new Uint8Array(length);
    for (const span of spans) this.add(span);
  }

  /** Whether [start, end) overlaps a covered character. */
  overlaps(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.covered[i] === 1) return true;
    return false;
  }

  add(span: Span): void {
    this.covered.fill(1, span.start, span.end);
  }
}
