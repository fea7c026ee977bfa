/**
 * Which characters of a text some span covers, for rules that ask of many candidates whether a
 * span already stands there: asking a span list each time made a long text full of names
 * quadratic (a megabyte of "physio with Gwenllian and " took seconds). The mask is allocated on
 * the first span: most texts never get one.
 */
import type { Span } from './types.js';

export class SpanCoverage {
  private covered: Uint8Array | undefined;

  constructor(
    private readonly length: number,
    spans: readonly Span[] = [],
  ) {
    for (const span of spans) this.add(span);
  }

  /** Whether [start, end) overlaps a covered character. */
  overlaps(start: number, end: number): boolean {
    const covered = this.covered;
    if (covered === undefined) return false;
    for (let i = start; i < end; i++) if (covered[i] === 1) return true;
    return false;
  }

  add(span: Span): void {
    this.covered ??= new Uint8Array(this.length);
    this.covered.fill(1, span.start, span.end);
  }
}
