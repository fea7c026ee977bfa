import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteDictionaryStore } from '../../src/store/sqlite/dictionary-store.js';
import { openDatabase } from '../../src/store/sqlite/open-database.js';

const dictionary = (id: string, name: string, terms: string[]) => ({
  id,
  organizationId: 'org_a',
  name,
  entityType: 'CLIENT',
  kind: 'deny' as const,
  terms: terms.map((term) => ({ term })),
  caseSensitive: false,
  diacriticSensitive: false,
});

t.test('the revision changes with every change, and never comes back to an earlier state', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-dictionary-store-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const db = openDatabase(dataDir);
  t.teardown(() => db.close());
  const store = createSqliteDictionaryStore(db);

  const seen = new Set<string>([await store.revision('org_a')]);
  const expectNew = async (what: string) => {
    const revision = await store.revision('org_a');
    t.notOk(seen.has(revision), `${what}: a revision not seen before`);
    seen.add(revision);
  };
  const first = await store.upsert(dictionary('d1', 'clients', ['Globex']));
  await expectNew('create');
  await store.upsert(dictionary('d1', 'clients', ['Initech']));
  await expectNew('update');
  // A delete and a create of the same shape (one row, version 1): the rows look as after the
  // first create but for their time stamp, the dictionaries do not.
  await store.delete(first.record.id, 'org_a');
  await expectNew('delete');
  await store.upsert(dictionary('d2', 'clients', ['Umbrella']));
  await expectNew('create again');
  const before = await store.revision('org_a');
  t.equal(await store.delete('no-such-id', 'org_a'), false);
  t.equal(await store.revision('org_a'), before, 'a delete of nothing changes nothing');
  t.equal(await store.revision('org_b'), '0', 'another organisation is untouched');
});
