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
  // A checkpoint costs two fsyncs; on this connection they run on the event loop. A busy
  // gateway's checkpoints run in a thread of their own (checkpointer.ts); this one, every 10,000
  // pages (a WAL of up to ~40 MB), is the backstop should that thread fall behind or fail.
  db.pragma('wal_autocheckpoint = 10000');
  db.pragma('foreign_keys = ON');
  // A second process (the CLI) may hold the write lock briefly; wait instead of failing.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
