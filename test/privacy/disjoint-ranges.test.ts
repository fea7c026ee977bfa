/** The sorted, non-overlapping ranges recognizers keep their matches in. */
import t from 'tap';
import { DisjointRanges } from '../../src/privacy/recognizers/disjoint-ranges.js';

t.test('adds only ranges that overlap none already there, in any order, and keeps them sorted', async (t) => {
  const ranges = new DisjointRanges();
  t.ok(ranges.add({ start: 10, end: 20 }));
  t.ok(ranges.add({ start: 0, end: 5 }));
  t.ok(ranges.add({ start: 30, end: 40 }));
  t.notOk(ranges.add({ start: 19, end: 25 }), 'overlaps the end of one');
  t.notOk(ranges.add({ start: 25, end: 31 }), 'overlaps the start of one');
  t.notOk(ranges.add({ start: 12, end: 14 }), 'inside one');
  t.notOk(ranges.add({ start: 2, end: 35 }), 'around several');
  t.ok(ranges.add({ start: 20, end: 30 }), 'touching on both sides is no overlap');
  t.same(ranges.ranges.map((range) => range.start), [0, 10, 20, 30]);
});

t.test('finds the nearest range on either side of an offset', async (t) => {
  const ranges = new DisjointRanges();
  for (const start of [0, 10, 30]) ranges.add({ start, end: start + 5 });
  t.same(ranges.startingAtOrAfter(6), { start: 10, end: 15 });
  t.same(ranges.startingAtOrAfter(10), { start: 10, end: 15 });
  t.equal(ranges.startingAtOrAfter(31), undefined);
  t.same(ranges.endingAtOrBefore(29), { start: 10, end: 15 });
  t.same(ranges.endingAtOrBefore(15), { start: 10, end: 15 });
  t.same(ranges.endingAtOrBefore(12), { start: 0, end: 5 }, 'not the range that straddles the offset');
  t.equal(ranges.endingAtOrBefore(3), undefined);
});

t.test('merges lists in order of preference: a later list keeps only what overlaps nothing kept before', async (t) => {
  const merged = DisjointRanges.merged([
    [{ start: 0, end: 5 }, { start: 20, end: 25 }],
    [{ start: 3, end: 8 }, { start: 10, end: 15 }, { start: 14, end: 18 }],
    [{ start: 16, end: 19 }],
  ]);
  t.same(merged.ranges, [{ start: 0, end: 5 }, { start: 10, end: 15 }, { start: 16, end: 19 }, { start: 20, end: 25 }]);
});
