import type { Stores } from '../types.js';
import { createSqliteAuditStore } from './audit-store.js';
import { createSqliteDictionaryStore, type TermsCodec } from './dictionary-store.js';
import { createSqliteIdempotencyStore } from './idempotency-store.js';
import { createSqliteSpendingStore } from './spending-store.js';
import { createSqliteWebhookStore } from './webhook-store.js';
import { createSqliteKeyStore } from './key-store.js';
import { createSqliteMapStore } from './map-store.js';
import { startCheckpointer } from './checkpointer.js';
import { groupCommitWrites } from './group-commit.js';
import { openDatabase } from './open-database.js';

/**
 * The embedded default: every store in one SQLite file in the data directory. The gateway passes
 * `dictionaryTerms` to seal dictionary terms at rest; tools that never read dictionaries need not.
 */
export function openSqliteStores(dataDir: string, options: { dictionaryTerms?: TermsCodec } = {}): Stores {
  const db = openDatabase(dataDir);
  const checkpointer = startCheckpointer(db.name, () => groupCommitWrites(db));
  const audit = createSqliteAuditStore(db);
  const spending = createSqliteSpendingStore(db);
  const maps = createSqliteMapStore(db);
  return {
    keys: createSqliteKeyStore(db),
    audit,
    spending,
    idempotency: createSqliteIdempotencyStore(db),
    webhooks: createSqliteWebhookStore(db),
    maps,
    dictionaries: createSqliteDictionaryStore(db, options.dictionaryTerms),
    async close() {
      // The thread's connection first: the last one to close checkpoints what is left and removes the WAL.
      await checkpointer.stop();
      // Writes still queued (for this turn, or while the thread stopped) go in before the database closes.
      for (const store of [maps, audit, spending]) store.flush();
      db.close();
    },
  };
}
