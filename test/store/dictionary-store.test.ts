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

t.test('the term budget is checked in the write, against what any connection has stored', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-dictionary-budget-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  // Two connections to one file, as two gateway processes have; terms stored sealed.
  const codec = { encoded: (stored: string) => stored.startsWith('sealed:'), encode: (json: string) => `sealed:${Buffer.from(json).toString('base64')}`, decode: (stored: string) => Buffer.from(stored.slice(7), 'base64').toString() };
  const dbA = openDatabase(dataDir);
  const dbB = openDatabase(dataDir);
  t.teardown(() => {
    dbA.close();
    dbB.close();
  });
  const a = createSqliteDictionaryStore(dbA, codec);
  const b = createSqliteDictionaryStore(dbB, codec);

  await a.upsert(dictionary('d1', 'clients', ['Globex', 'Initech', 'Umbrella']), { maxTerms: 5 });
  await t.rejects(b.upsert(dictionary('d2', 'projects', ['Apollo', 'Gemini', 'Mercury']), { maxTerms: 5 }), { name: 'TermBudgetError', total: 6, budget: 5 });
  t.equal((await b.list('org_a')).length, 1, 'the refused dictionary was not stored');
  // Replacing a dictionary counts its new terms, not its old ones as well.
  await b.upsert(dictionary('d1', 'clients', ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Acme']), { maxTerms: 5 });
  t.same((await a.list('org_a')).map((record) => record.terms.length), [5]);
  // Another organisation has its own budget.
  await a.upsert({ ...dictionary('d3', 'clients', ['Globex', 'Initech']), organizationId: 'org_b' }, { maxTerms: 5 });

  // A row from before term counts were kept (migration 11) is counted when a store opens.
  dbA.prepare('UPDATE dictionaries SET term_count = NULL').run();
  const reopened = createSqliteDictionaryStore(dbA, codec);
  await t.rejects(reopened.upsert(dictionary('d4', 'more', ['Stark']), { maxTerms: 5 }), { name: 'TermBudgetError', total: 6 });
  await reopened.upsert(dictionary('d4', 'more', ['Stark']), { maxTerms: 6 });
});

t.test('a store whose codec cannot read the sealed terms (the CLI) opens, and leaves their count to one that can', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-dictionary-uncounted-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const codec = { encoded: (stored: string) => stored.startsWith('sealed:'), encode: (json: string) => `sealed:${Buffer.from(json).toString('base64')}`, decode: (stored: string) => Buffer.from(stored.slice(7), 'base64').toString() };
  const db = openDatabase(dataDir);
  t.teardown(() => db.close());
  await createSqliteDictionaryStore(db, codec).upsert(dictionary('d1', 'clients', ['Globex', 'Initech']));
  // As before migration 11, or as a process that predates it writes.
  db.prepare('UPDATE dictionaries SET term_count = NULL').run();
  t.doesNotThrow(() => createSqliteDictionaryStore(db), 'the plain codec cannot read sealed terms: the store still opens');
  t.equal((db.prepare('SELECT term_count FROM dictionaries').get() as { term_count: number | null }).term_count, null);
  // The next change through a store that can read them counts them in its own transaction.
  await t.rejects(createSqliteDictionaryStoreWithoutOpenCount(db, codec).upsert(dictionary('d2', 'more', ['Umbrella']), { maxTerms: 2 }), { name: 'TermBudgetError', total: 3 });
});

/** A store opened while the rows are still uncounted (its own open would count them first). */
function createSqliteDictionaryStoreWithoutOpenCount(db: ReturnType<typeof openDatabase>, codec: Parameters<typeof createSqliteDictionaryStore>[1]) {
  const store = createSqliteDictionaryStore(db, codec);
  db.prepare('UPDATE dictionaries SET term_count = NULL').run();
  return store;
}
