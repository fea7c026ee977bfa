import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGroupCommit } from '../../src/store/sqlite/group-commit.js';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/open-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-group-commit-'));
const real = openDatabase(dataDir);
real.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
t.teardown(() => real.close());

// The same database, counting the write transactions the group commit runs.
let transactions = 0;
const db = new Proxy(real, {
  get(target, property) {
    if (property === 'transaction') {
      return (body: (...args: never[]) => unknown) => {
        const transaction = target.transaction(body);
        return Object.assign((...args: never[]) => transaction(...args), {
          immediate: (...args: never[]) => {
            transactions += 1;
            return transaction.immediate(...args);
          },
        });
      };
    }
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
}) as SqliteDatabase;
const commits = () => transactions;

const insert = real.prepare('INSERT INTO notes (text) VALUES (?)');
const count = real.prepare('SELECT COUNT(*) AS n FROM notes');

t.test('writes of two stores in one turn share one commit; the next turn commits again', async (t) => {
  const first = createGroupCommit(db, (text: string) => Number(insert.run(text).lastInsertRowid));
  const second = createGroupCommit(db, (text: string) => Number(insert.run(`other ${text}`).lastInsertRowid));
  const before = commits();
  const ids = await Promise.all([first.submit('a'), second.submit('b'), first.submit('c')]);
  t.equal(new Set(ids).size, 3, 'each write gets its own result');
  t.equal(commits() - before, 1, 'one commit for the turn');
  await first.submit('d');
  t.equal(commits() - before, 2);
});

t.test('a failing write fails alone; the others of its turn are stored', async (t) => {
  const notes = createGroupCommit(db, (text: string) => insert.run(text).changes);
  const rowsBefore = (count.get() as { n: number }).n;
  const results = await Promise.allSettled([notes.submit('unique one'), notes.submit('a'), notes.submit('unique two')]);
  t.same(results.map((result) => result.status), ['fulfilled', 'rejected', 'fulfilled'], "'a' exists already: a constraint error");
  t.equal((count.get() as { n: number }).n, rowsBefore + 2);
});

t.test('flush writes at once; after close, pending writes are refused, not lost silently', async (t) => {
  const other = openDatabase(mkdtempSync(path.join(tmpdir(), 'veil-group-commit-closed-')));
  other.exec('CREATE TABLE notes (text TEXT)');
  const notes = createGroupCommit(other, (text: string) => other.prepare('INSERT INTO notes (text) VALUES (?)').run(text).changes);
  const flushed = notes.submit('now');
  notes.flush();
  t.equal((other.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n, 1, 'written before the turn ends');
  await flushed;
  const late = notes.submit('too late');
  other.close();
  await t.rejects(late, { message: /closed/ });
});

t.test('writes that may wait share a commit across turns; a write that cannot wait takes them along', async (t) => {
  const deferred = createGroupCommit(db, (text: string) => insert.run(`deferred ${text}`).changes, { maxDelayMs: 50 });
  const urgent = createGroupCommit(db, (text: string) => insert.run(`urgent ${text}`).changes);
  const before = commits();
  const first = deferred.submit('1');
  await new Promise((resolve) => setImmediate(resolve));
  const second = deferred.submit('2');
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(commits() - before, 0, 'nothing committed after two turns: the writes wait for company');
  await Promise.all([first, second, urgent.submit('now')]);
  t.equal(commits() - before, 1, 'the urgent write committed all three at once');
});

t.test('a write that may wait is committed by its timer when nothing else comes', async (t) => {
  const deferred = createGroupCommit(db, (text: string) => insert.run(`timed ${text}`).changes, { maxDelayMs: 5 });
  const before = commits();
  await deferred.submit('alone');
  t.equal(commits() - before, 1);
  t.equal((real.prepare("SELECT COUNT(*) AS n FROM notes WHERE text = 'timed alone'").get() as { n: number }).n, 1);
});

t.test('a write may set its own wait; commitSoon ends it at the end of the turn', async (t) => {
  const notes = createGroupCommit(db, (text: string) => insert.run(`own wait ${text}`).changes);
  const before = commits();
  let stored = false;
  const waiting = notes.submit('1', 60_000).then(() => {
    stored = true;
  });
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
  t.equal(commits() - before, 0, 'still waiting for company after three turns');
  t.notOk(stored);
  notes.commitSoon();
  t.equal(commits() - before, 0, 'not inside the caller: at the end of its turn');
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(commits() - before, 1);
  await waiting;
  t.ok(stored);
  notes.commitSoon();
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(commits() - before, 1, 'nothing waiting: no empty commit');
});
