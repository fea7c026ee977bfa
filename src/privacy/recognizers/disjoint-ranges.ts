/**
 * Ranges of a text that never overlap, kept sorted by start, for recognizers that accept a match
 * only where no earlier one stands and then ask which accepted range is nearest to a position.
 * Binary search throughout: a list searched from the start per match made a megabyte of
 * addresses take seconds.
 */
export interface Range {
  start: number;
  end: number;
}

export class DisjointRanges<R extends Range = Range> {
  /** Accepted ranges, ascending and disjoint. */
  readonly ranges: R[] = [];

  /** Index of the first range whose start is at or after `offset`. */
  private firstStartingAtOrAfter(offset: number): number {
    let low = 0;
    let high = this.ranges.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.ranges[mid] as R).start < offset) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Whether [start, end) overlaps a range already there. */
  overlaps(start: number, end: number): boolean {
    const index = this.firstStartingAtOrAfter(start);
    const before = this.ranges[index - 1];
    const after = this.ranges[index];
    return (before !== undefined && before.end > start) || (after !== undefined && after.start < end);
  }

  /**
   * Adds the range unless it overlaps one already there; true when added. Cheap when ranges come
   * in ascending order (an append); otherwise it moves the later ones: to merge several sorted
   * lists use `DisjointRanges.merged`.
   */
  add(range: R): boolean {
    if (this.overlaps(range.start, range.end)) return false;
    this.ranges.splice(this.firstStartingAtOrAfter(range.start), 0, range);
    return true;
  }

  /**
   * The ranges of several lists, each ascending and disjoint, in order of preference: a range of a
   * later list is kept where it overlaps no kept range of an earlier one (nor one kept before it in
   * its own list). One sort at the end instead of an insertion per range.
   */
  static merged<R extends Range>(lists: readonly (readonly R[])[]): DisjointRanges<R> {
    const kept: DisjointRanges<R>[] = [];
    const all: R[] = [];
    for (const list of lists) {
      const own = new DisjointRanges<R>();
      for (const range of list) {
        if (kept.some((earlier) => earlier.overlaps(range.start, range.end))) continue;
        // Ascending within a list: an append.
        if (own.add(range)) all.push(range);
      }
      kept.push(own);
    }
    const result = new DisjointRanges<R>();
    // One by one: a spread of a long list overflows the stack.
    for (const range of all.sort((a, b) => a.start - b.start)) result.ranges.push(range);
    return result;
  }

  /** The nearest range that ends at or before `offset`. */
  endingAtOrBefore(offset: number): R | undefined {
    // Disjoint and sorted, so ends ascend with starts: the last range starting before `offset`,
    // or the one before it when that one straddles `offset`.
    const index = this.firstStartingAtOrAfter(offset) - 1;
    const candidate = this.ranges[index];
    return candidate !== undefined && candidate.end > offset ? this.ranges[index - 1] : candidate;
  }

  /** The nearest range that starts at or after `offset`. */
  startingAtOrAfter(offset: number): R | undefined {
    return this.ranges[this.firstStartingAtOrAfter(offset)];
  }
}
