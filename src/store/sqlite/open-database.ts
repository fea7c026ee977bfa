import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.js';

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) the SQLite database in the data directory, in WAL mode so the CLI can
 * manage keys while a gateway process serves, and brings its schema up to date.
 */
export function openDatabase(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, 'veil.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // A checkpoint costs two fsyncs, on the event loop; at the default (every 1,000 WAL pages) a
  // busy gateway, writing a few pages per anonymized request, ran several a second. Every
  // 10,000 pages (a WAL of up to ~40 MB, reused) costs a tenth of that; the pages a checkpoint
  // copies are mostly the same few rewritten, so it takes little longer.
  db.pragma('wal_autocheckpoint = 10000');
  db.pragma('foreign_keys = ON');
  // A second process (the CLI) may hold the write lock briefly; wait instead of failing.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
