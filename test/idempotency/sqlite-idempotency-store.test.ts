import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { createSqliteIdempotencyStore } from '../../src/store/sqlite/idempotency-store.js';
import { openDatabase } from '../../src/store/sqlite/open-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-idem-'));
// Two connections to one database, as two gateway processes would have.
const dbA = openDatabase(dataDir);
const dbB = openDatabase(dataDir);
t.teardown(() => {
  dbA.close();
  dbB.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const storeA = createSqliteIdempotencyStore(dbA);
const storeB = createSqliteIdempotencyStore(dbB);

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes)).toISOString();
const DAY = 24 * 60;
const begin = (store: typeof storeA, keyHash: string, owner: string, minutes: number, fingerprint = 'fp-1') =>
  store.begin({ apiKeyId: 'key_a', keyHash, owner, fingerprint, now: at(minutes), expiresAt: at(minutes + DAY), staleBefore: at(minutes - 10) });

t.test('reserve, refuse a duplicate from another connection, complete, replay', async (t) => {
  t.same(await begin(storeA, 'h1', 'owner-1', 0), { outcome: 'started' });
  t.same(await begin(storeB, 'h1', 'owner-2', 1), { outcome: 'in_progress' }, 'the other process sees it in progress');
  t.same(await begin(storeB, 'h1', 'owner-2', 1, 'fp-2'), { outcome: 'mismatch' });
  t.equal(await storeB.complete({ apiKeyId: 'key_a', keyHash: 'h1', owner: 'owner-2', status: 200, sealedResponse: Buffer.from('x'), now: at(2) }), false, 'only the owner completes');
  t.equal(await storeA.complete({ apiKeyId: 'key_a', keyHash: 'h1', owner: 'owner-1', status: 201, sealedResponse: Buffer.from('sealed'), now: at(2) }), true);
  t.same(await begin(storeB, 'h1', 'owner-3', 3), { outcome: 'completed', status: 201, sealedResponse: Buffer.from('sealed') });
  t.same(await begin(storeB, 'h1', 'owner-3', 3, 'fp-2'), { outcome: 'mismatch' });
});

t.test('the same key of another API key is another record', async (t) => {
  t.same(await storeA.begin({ apiKeyId: 'key_b', keyHash: 'h1', owner: 'o', fingerprint: 'fp-9', now: at(0), expiresAt: at(DAY), staleBefore: at(-10) }), {
    outcome: 'started',
  });
});

t.test('release lets a retry run; only the owner releases', async (t) => {
  await begin(storeA, 'h2', 'owner-1', 0);
  await storeB.release({ apiKeyId: 'key_a', keyHash: 'h2', owner: 'someone-else' });
  t.same(await begin(storeB, 'h2', 'owner-2', 1), { outcome: 'in_progress' });
  await storeA.release({ apiKeyId: 'key_a', keyHash: 'h2', owner: 'owner-1' });
  t.same(await begin(storeB, 'h2', 'owner-2', 1), { outcome: 'started' });
});

t.test('an abandoned in-progress record is taken over after the timeout', async (t) => {
  await begin(storeA, 'h3', 'crashed', 0);
  t.same(await begin(storeB, 'h3', 'owner-2', 5), { outcome: 'in_progress' }, 'within 10 minutes');
  t.same(await begin(storeB, 'h3', 'owner-2', 11), { outcome: 'started' }, 'after 10 minutes');
  t.equal(await storeA.complete({ apiKeyId: 'key_a', keyHash: 'h3', owner: 'crashed', status: 200, sealedResponse: Buffer.from('late'), now: at(12) }), false, 'the late first attempt no longer writes');
});

t.test('expired records are ignored and purged', async (t) => {
  await begin(storeA, 'h4', 'owner-1', 0);
  await storeA.complete({ apiKeyId: 'key_a', keyHash: 'h4', owner: 'owner-1', status: 200, sealedResponse: Buffer.from('old'), now: at(1) });
  t.same(await begin(storeB, 'h4', 'owner-2', DAY + 1, 'fp-other'), { outcome: 'started' }, 'an expired record does not count, whatever the body');
  await begin(storeA, 'h5', 'owner-1', 0);
  const purged = await storeA.purgeExpired(at(DAY + 5));
  t.ok(purged >= 1);
  t.same(await begin(storeB, 'h5', 'owner-2', DAY + 6, 'fp-other'), { outcome: 'started' });
});
