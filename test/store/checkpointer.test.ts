import t, { type Test } from 'tap';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCheckpointer } from '../../src/store/sqlite/checkpointer.js';
import { DATABASE_FILE, openDatabase } from '../../src/store/sqlite/open-database.js';

/** Resolves once `check` holds, polling; fails the test after `limitMs`. */
async function eventually(check: () => boolean, limitMs = 15_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

function freshDatabase(t: Test) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-checkpointer-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const db = openDatabase(dataDir);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  return { db, file: path.join(dataDir, DATABASE_FILE) };
}

t.test('once the WAL has grown, a thread copies it into the database file', async (t) => {
  const { db, file } = freshDatabase(t);
  const checkpointer = startCheckpointer(file, { startAfterBytes: 256 * 1024, watchMs: 10, intervalMs: 10 });
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
  const text = 'x'.repeat(2_000);
  // ~800 KB of rows in commits of 20: far below the connection's own checkpoint point (10,000 pages).
  const batch = db.transaction((count: number) => {
    for (let i = 0; i < count; i++) insert.run(text);
  });
  for (let i = 0; i < 20; i++) batch(20);
  t.ok(statSync(`${file}-wal`).size > 256 * 1024, 'the WAL holds the writes');
  t.ok(await eventually(() => (checkpointer.last?.checkpointedFrames ?? 0) > 0), 'the thread reported a checkpoint');
  // No writer since: everything in the WAL is copied.
  t.ok(await eventually(() => checkpointer.last !== undefined && checkpointer.last.checkpointedFrames === checkpointer.last.walFrames));
  t.equal(checkpointer.last?.busy, false);
  await checkpointer.stop();
  await checkpointer.stop();
  // The writer goes on after the thread stopped, and a second connection sees every row.
  batch(1);
  const other = openDatabase(path.dirname(file));
  t.equal((other.prepare('SELECT count(*) AS n FROM notes').get() as { n: number }).n, 401);
  other.close();
  db.close();
});

t.test('a database that writes little never starts the thread', async (t) => {
  const { db, file } = freshDatabase(t);
  const checkpointer = startCheckpointer(file, { startAfterBytes: 4 * 1024 * 1024, watchMs: 5, intervalMs: 5 });
  db.prepare('INSERT INTO notes (text) VALUES (?)').run('small');
  // Several looks at the WAL's size, none past the threshold.
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal(checkpointer.last, undefined);
  await checkpointer.stop();
  db.close();
});
