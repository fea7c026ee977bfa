import type { Stores } from '../types.js';
import { createSqliteAuditStore } from './audit-store.js';
import { createSqliteDictionaryStore } from './dictionary-store.js';
import { createSqliteIdempotencyStore } from './idempotency-store.js';
import { createSqliteSpendingStore } from './spending-store.js';
import { createSqliteWebhookStore } from './webhook-store.js';
import { createSqliteKeyStore } from './key-store.js';
import { createSqliteMapStore } from './map-store.js';
import { openDatabase } from './open-database.js';

/** The embedded default: every store in one SQLite file in the data directory. */
export function openSqliteStores(dataDir: string): Stores {
  const db = openDatabase(dataDir);
  return {
    keys: createSqliteKeyStore(db),
    audit: createSqliteAuditStore(db),
    spending: createSqliteSpendingStore(db),
    idempotency: createSqliteIdempotencyStore(db),
    webhooks: createSqliteWebhookStore(db),
    maps: createSqliteMapStore(db),
    dictionaries: createSqliteDictionaryStore(db),
    async close() {
      db.close();
    },
  };
}
