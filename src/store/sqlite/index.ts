import type { Stores } from '../types.js';
import { createSqliteKeyStore } from './key-store.js';
import { openDatabase } from './open-database.js';

/** The embedded default: every store in one SQLite file in the data directory. */
export function openSqliteStores(dataDir: string): Stores {
  const db = openDatabase(dataDir);
  return {
    keys: createSqliteKeyStore(db),
    async close() {
      db.close();
    },
  };
}
