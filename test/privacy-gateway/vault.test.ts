import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createValueCipher, loadMasterKey } from '../../src/privacy/vault/encryption.js';
import { createVault, newMapId } from '../../src/privacy/vault/vault.js';
import { openSqliteStores } from '../../src/store/sqlite/index.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-vault-'));
const warnings: string[] = [];
const key = loadMasterKey(undefined, dataDir, (message) => warnings.push(message));
const stores = openSqliteStores(dataDir);
t.teardown(() => stores.close());
const vault = createVault(stores.maps, createValueCipher(key), 3600);

t.test('a missing key is generated once, with a warning, and reused', async (t) => {
  t.equal(warnings.length, 1);
  t.match(warnings[0], /VEIL_ENCRYPTION_KEY/);
  t.same(loadMasterKey(undefined, dataDir, () => t.fail('no second warning')), key);
  t.throws(() => loadMasterKey('c2hvcnQ=', dataDir, () => undefined), { message: /32 bytes/ });
});

t.test('values are encrypted at rest: the database file never holds them', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, [
    { type: 'EMAIL', value: 'secret.person@example.com' },
    { type: 'PERSON', value: 'Zebulon Quixote' },
  ]);
  await session.saved();
  const raw = Buffer.concat(['veil.db', 'veil.db-wal'].map((file) => {
    try {
      return readFileSync(path.join(dataDir, file));
    } catch {
      return Buffer.alloc(0);
    }
  }));
  t.equal(raw.indexOf('secret.person'), -1);
  t.equal(raw.indexOf('Zebulon'), -1);
  const reopened = await vault.open('org_a', session.map.id, 'placeholder');
  t.equal(reopened.replacementFor('EMAIL', 'secret.person@example.com'), '[EMAIL_1]');
  t.equal(reopened.replacementFor('PERSON', 'Zebulon Quixote'), '[PERSON_1]');
});

t.test('concurrent writers to one map never share a number', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, []);
  await session.saved();
  const other = await vault.open('org_a', session.map.id, 'placeholder');
  await Promise.all([
    vault.assign(session, [{ type: 'EMAIL', value: 'a@example.com' }, { type: 'EMAIL', value: 'b@example.com' }]),
    vault.assign(other, [{ type: 'EMAIL', value: 'b@example.com' }, { type: 'EMAIL', value: 'c@example.com' }]),
  ]);
  const final = await vault.open('org_a', session.map.id, 'placeholder');
  const numbers = final.entries().map((entry) => entry.n).sort();
  t.same(numbers, [1, 2, 3], 'three values, three distinct numbers');
  t.equal(final.replacementFor('EMAIL', 'b@example.com'), other.replacementFor('EMAIL', 'b@example.com'));
});

t.test('expired maps are gone and purged; other organisations see 404', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, []);
  await session.saved();
  await t.rejects(vault.open('org_b', session.map.id, 'placeholder'), { code: 'map_not_found' });
  const db = new Database(path.join(dataDir, 'veil.db'));
  db.prepare('UPDATE anonymization_maps SET expires_at = ? WHERE id = ?').run('2000-01-01T00:00:00.000Z', session.map.id);
  db.close();
  await t.rejects(vault.open('org_a', session.map.id, 'placeholder'), { code: 'map_not_found' });
  t.ok((await vault.purgeExpired()) >= 1);
});

t.test('deleting an expired map that is not purged yet removes it and answers like a missing one', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, [{ type: 'PERSON', value: 'Expired Person' }]);
  await session.saved();
  const db = new Database(path.join(dataDir, 'veil.db'));
  db.prepare('UPDATE anonymization_maps SET expires_at = ? WHERE id = ?').run('2000-01-01T00:00:00.000Z', session.map.id);
  t.equal(await vault.delete(session.map.id, 'org_a'), false);
  t.same(db.prepare('SELECT COUNT(*) AS n FROM anonymization_maps WHERE id = ?').get(session.map.id), { n: 0 }, 'the row is gone');
  db.close();
  const live = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(live, [{ type: 'PERSON', value: 'Live Person' }]);
  t.equal(await vault.delete(live.map.id, 'org_b'), false, "another organisation's map");
  t.equal(await vault.delete(live.map.id, 'org_a'), true, 'a map still being written is deleted after its write');
  await live.saved();
  await t.rejects(vault.open('org_a', live.map.id, 'placeholder'), { code: 'map_not_found' });
});

t.test('a tampered ciphertext is refused, not silently decrypted', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, [{ type: 'EMAIL', value: 'x@example.com' }]);
  await session.saved();
  const db = new Database(path.join(dataDir, 'veil.db'));
  const row = db.prepare('SELECT entries FROM anonymization_maps WHERE id = ?').get(session.map.id) as { entries: Buffer };
  const last = row.entries.length - 1;
  row.entries[last] = (row.entries[last] ?? 0) ^ 1;
  db.prepare('UPDATE anonymization_maps SET entries = ? WHERE id = ?').run(row.entries, session.map.id);
  db.close();
  await t.rejects(vault.open('org_a', session.map.id, 'placeholder'));
});

t.test("one map's sealed list copied onto another map does not decrypt", async (t) => {
  const first = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(first, [{ type: 'EMAIL', value: 'first@example.com' }]);
  const second = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(second, [{ type: 'EMAIL', value: 'second@example.com' }]);
  await Promise.all([first.saved(), second.saved()]);
  const db = new Database(path.join(dataDir, 'veil.db'));
  db.prepare('UPDATE anonymization_maps SET entries = (SELECT entries FROM anonymization_maps WHERE id = ?) WHERE id = ?').run(first.map.id, second.map.id);
  db.close();
  await t.rejects(vault.open('org_a', second.map.id, 'placeholder'));
});

t.test('a new map is known at once and stored in the background; saved() tells when', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, [{ type: 'PERSON', value: 'Ottilie Brandauer' }, { type: 'PERSON', value: 'Ottilie Brandauer' }]);
  t.equal(session.replacementFor('PERSON', 'Ottilie Brandauer'), '[PERSON_1]', 'placeholders before the write');
  await session.saved();
  const reopened = await vault.open('org_a', session.map.id, 'placeholder');
  t.same(reopened.entries().map((entry) => entry.placeholder), ['[PERSON_1]']);
  await vault.assign(reopened, [{ type: 'PERSON', value: 'Ottilie Brandauer' }, { type: 'PERSON', value: 'Ruprecht Haindl' }]);
  t.equal(reopened.replacementFor('PERSON', 'Ruprecht Haindl'), '[PERSON_2]');
});

t.test('a failed background write surfaces in saved(), never as an unhandled rejection', async (t) => {
  const failing = createVault(
    {
      ...stores.maps,
      create: () => Promise.reject(new Error('disk full')),
    },
    createValueCipher(key),
    3600,
  );
  const session = await failing.open('org_a', undefined, 'placeholder');
  await failing.assign(session, [{ type: 'EMAIL', value: 'lost@example.com' }]);
  await new Promise((resolve) => setImmediate(resolve));
  await t.rejects(session.saved(), { message: 'disk full' });
});

t.test("a new map's row may wait for company; saved() commits it at the end of the turn", async (t) => {
  const patient = createVault(stores.maps, createValueCipher(key), 3600, { createDelayMs: () => 60_000 });
  const session = await patient.open('org_a', undefined, 'placeholder');
  await patient.assign(session, [{ type: 'EMAIL', value: 'waiting@example.com' }]);
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
  const now = new Date().toISOString();
  t.equal(await stores.maps.get(session.map.id, 'org_a', now), undefined, 'not stored yet: the row waits');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    session.saved().then(() => 'saved'),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve('still waiting'), 2_000);
    }),
  ]);
  clearTimeout(timer);
  t.equal(outcome, 'saved', 'saved() does not wait for the 60 s timer');
  t.ok(await stores.maps.get(session.map.id, 'org_a', now));
  const reopened = await vault.open('org_a', session.map.id, 'placeholder');
  t.equal(reopened.replacementFor('EMAIL', 'waiting@example.com'), '[EMAIL_1]');
});

t.test("a new map's row with no company waits for its request to go upstream, then commits at the end of that turn", async (t) => {
  const turns = async (count: number) => {
    for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  // The orphan timer far away, so that a loaded machine's slow turns cannot reach it first.
  const unhurried = createVault(stores.maps, createValueCipher(key), 3600, { dispatchWaitMs: 60_000 });
  const session = await unhurried.open('org_a', undefined, 'placeholder');
  await unhurried.assign(session, [{ type: 'EMAIL', value: 'dispatched@example.com' }]);
  await turns(3);
  const now = new Date().toISOString();
  t.equal(await stores.maps.get(session.map.id, 'org_a', now), undefined, 'not committed before the request is on its way');
  session.dispatched();
  await turns(1);
  t.ok(await stores.maps.get(session.map.id, 'org_a', now), 'committed in the turn after dispatched()');

  // A request that fails before it goes upstream still has its map stored, by a short timer.
  const orphan = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(orphan, [{ type: 'EMAIL', value: 'orphan@example.com' }]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.ok(await stores.maps.get(orphan.map.id, 'org_a', now), 'stored without dispatched()');
});

t.test('entries stored one row each by an older release are still read and numbered after', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, []);
  await session.saved();
  const cipher = createValueCipher(key);
  const db = new Database(path.join(dataDir, 'veil.db'));
  const insert = db.prepare('INSERT INTO map_entries (map_id, type, n, value_hash, ciphertext, surrogate_ciphertext) VALUES (?, ?, ?, ?, ?, NULL)');
  insert.run(session.map.id, 'EMAIL', 1, 'legacy-hash-1', cipher.seal('old.one@example.com', `${session.map.id}:EMAIL:1`));
  insert.run(session.map.id, 'EMAIL', 2, 'legacy-hash-2', cipher.seal('old.two@example.com', `${session.map.id}:EMAIL:2`));
  db.close();
  const reopened = await vault.open('org_a', session.map.id, 'placeholder');
  t.equal(reopened.replacementFor('EMAIL', 'old.two@example.com'), '[EMAIL_2]');
  await vault.assign(reopened, [{ type: 'EMAIL', value: 'old.one@example.com' }, { type: 'EMAIL', value: 'new@example.com' }]);
  t.equal(reopened.replacementFor('EMAIL', 'old.one@example.com'), '[EMAIL_1]');
  t.equal(reopened.replacementFor('EMAIL', 'new@example.com'), '[EMAIL_3]');
  const final = await vault.open('org_a', session.map.id, 'placeholder');
  t.same(final.entries().map((entry) => entry.placeholder).sort(), ['[EMAIL_1]', '[EMAIL_2]', '[EMAIL_3]']);
});

t.test('map ids are unguessable and sort by creation time', async (t) => {
  const ids = Array.from({ length: 200 }, (_, index) => newMapId(1_700_000_000_000 + index * 7));
  t.equal(new Set(ids).size, ids.length, 'all distinct');
  for (const id of ids) t.match(id, /^map_[0-9a-f]{12}[A-Za-z0-9_-]{22}$/);
  t.same([...ids].sort(), ids, 'later ids sort after earlier ones');
  const sameMillisecond = [newMapId(1_700_000_000_000), newMapId(1_700_000_000_000)];
  t.not(sameMillisecond[0], sameMillisecond[1], 'the random part differs within one millisecond');
  const before = Date.now();
  const session = await vault.open('org_a', undefined, 'placeholder');
  const created = Number.parseInt(session.map.id.slice(4, 16), 16);
  t.ok(created >= before && created <= Date.now(), 'a new map carries its creation time');
});
