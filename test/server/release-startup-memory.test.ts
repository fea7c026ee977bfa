/** The collection run before listening gives back the young generation that start-up grew. */
import t from 'tap';
import { getHeapSpaceStatistics } from 'node:v8';
import { releaseStartupMemory } from '../../src/server/release-startup-memory.js';

const youngGenerationBytes = (): number => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;

t.test('after a burst of allocation, the young generation shrinks back', async (t) => {
  // Objects that live a little while survive scavenges, which is what makes V8 grow the young generation.
  let kept: object[] = [];
  for (let round = 0; round < 200 && youngGenerationBytes() < 8 * 1024 * 1024; round++) {
    for (let index = 0; index < 20_000; index++) kept.push({ round, index, text: `value ${index}` });
    if (kept.length > 200_000) kept = kept.slice(100_000);
  }
  const grown = youngGenerationBytes();
  t.ok(grown >= 8 * 1024 * 1024, `the burst grew the young generation (${grown} bytes)`);
  kept = [];
  await releaseStartupMemory();
  const after = youngGenerationBytes();
  t.ok(after <= grown / 4, `the young generation is given back (${grown} -> ${after} bytes)`);
});
