import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createValueCipher, loadMasterKey } from '../../src/privacy/vault/encryption.js';
import { createVault } from '../../src/privacy/vault/vault.js';
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
  await t.rejects(vault.open('org_b', session.map.id, 'placeholder'), { code: 'map_not_found' });
  const db = new Database(path.join(dataDir, 'veil.db'));
  db.prepare('UPDATE anonymization_maps SET expires_at = ? WHERE id = ?').run('2000-01-01T00:00:00.000Z', session.map.id);
  db.close();
  await t.rejects(vault.open('org_a', session.map.id, 'placeholder'), { code: 'map_not_found' });
  t.ok((await vault.purgeExpired()) >= 1);
});

t.test('a tampered ciphertext is refused, not silently decrypted', async (t) => {
  const session = await vault.open('org_a', undefined, 'placeholder');
  await vault.assign(session, [{ type: 'EMAIL', value: 'x@example.com' }]);
  const db = new Database(path.join(dataDir, 'veil.db'));
  const row = db.prepare('SELECT ciphertext FROM map_entries WHERE map_id = ?').get(session.map.id) as { ciphertext: Buffer };
  const last = row.ciphertext.length - 1;
  row.ciphertext[last] = (row.ciphertext[last] ?? 0) ^ 1;
  db.prepare('UPDATE map_entries SET ciphertext = ? WHERE map_id = ?').run(row.ciphertext, session.map.id);
  db.close();
  await t.rejects(vault.open('org_a', session.map.id, 'placeholder'));
});
