/**
 * The first index of a sorted sequence at which `before(index)` turns false, by binary search:
 * `before` must hold for a prefix of the indexes and fail for the rest (e.g. "starts before the
 * offset"). `length` when it holds everywhere.
 */
export function firstIndexNotBefore(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
