import t, { type Test } from 'tap';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCheckpointer } from '../../src/store/sqlite/checkpointer.js';
import { openDatabase } from '../../src/store/sqlite/open-database.js';

/** Resolves once `check` holds, polling; false if it still does not after `limitMs`. */
async function eventually(check: () => boolean, limitMs = 15_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

function freshDatabase(t: Test) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-checkpointer-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const db = openDatabase(dataDir);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
  const text = 'x'.repeat(2_000);
  const batch = db.transaction((count: number) => {
    for (let i = 0; i < count; i++) insert.run(text);
  });
  return { db, file: db.name, batch };
}

t.test('while the database is busy, a thread copies the WAL into the database file, and stops when it is quiet', async (t) => {
  const { db, file, batch } = freshDatabase(t);
  let written = 0;
  const checkpointer = startCheckpointer(file, () => written, { busyWrites: 10, quietLooks: 3, watchMs: 10, intervalMs: 10 });
  t.equal(checkpointer.running, false, 'not before the first look');
  // ~800 KB of rows in commits of 20: far below the connection's own checkpoint point (10,000 pages).
  for (let i = 0; i < 20; i++) batch(20);
  written += 400;
  t.ok(statSync(`${file}-wal`).size > 800_000, 'the WAL holds the writes');
  // The count keeps rising while we wait (a busy gateway), so the thread is not stopped as quiet meanwhile.
  const busy = (check: () => boolean) => () => {
    written += 10;
    return check();
  };
  t.ok(await eventually(busy(() => (checkpointer.last?.checkpointedFrames ?? 0) > 0)), 'the thread reported a checkpoint');
  // No writer since: everything in the WAL gets copied.
  t.ok(await eventually(busy(() => checkpointer.last !== undefined && checkpointer.last.checkpointedFrames === checkpointer.last.walFrames)));
  t.equal(checkpointer.last?.busy, false);
  // Three quiet looks in a row: the thread ends on its own; busy again, it comes back.
  t.ok(await eventually(() => !checkpointer.running), 'stopped when quiet');
  written += 10;
  t.ok(await eventually(() => checkpointer.running), 'started again when busy');
  await checkpointer.stop();
  t.equal(checkpointer.running, false);
  await checkpointer.stop();
  // The writer goes on after the thread stopped, and a second connection sees every row.
  batch(1);
  const other = openDatabase(path.dirname(file));
  t.equal((other.prepare('SELECT count(*) AS n FROM notes').get() as { n: number }).n, 401);
  other.close();
  db.close();
});

t.test('a database that writes little never starts the thread', async (t) => {
  const { db, file, batch } = freshDatabase(t);
  let written = 0;
  const checkpointer = startCheckpointer(file, () => written, { busyWrites: 100, watchMs: 5, intervalMs: 5 });
  // Ten writes per look at most: a quiet gateway.
  for (let look = 0; look < 10; look++) {
    batch(1);
    written += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  t.equal(checkpointer.running, false);
  t.equal(checkpointer.last, undefined);
  await checkpointer.stop();
  db.close();
});
