import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/store/sqlite/open-database.js';

t.test('the database opens in WAL mode, without fsync per commit, checkpointing every 10,000 pages', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-open-database-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const db = openDatabase(dataDir);
  t.teardown(() => db.close());
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  // 1 = NORMAL: in WAL mode a commit writes the log without fsync; checkpoints sync.
  t.equal(db.pragma('synchronous', { simple: true }), 1);
  t.equal(db.pragma('wal_autocheckpoint', { simple: true }), 10_000);
  t.equal(db.pragma('foreign_keys', { simple: true }), 1);

  // A second connection (the CLI beside a serving gateway) reads what the first committed.
  db.exec('CREATE TABLE notes (text TEXT)');
  db.prepare('INSERT INTO notes (text) VALUES (?)').run('kept');
  const other = openDatabase(dataDir);
  t.teardown(() => other.close());
  t.same(other.prepare('SELECT text FROM notes').all(), [{ text: 'kept' }]);
});
