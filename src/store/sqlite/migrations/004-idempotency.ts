import type { Migration } from './migration.js';

/**
 * Idempotency-Key records. The key is stored only as a hash and the answer only sealed; the status
 * stays readable for operators. Timestamps are ISO 8601 text like the other tables.
 */
export const idempotency: Migration = {
  version: 4,
  name: 'idempotency records',
  sql: `
    CREATE TABLE idempotency_records (
      api_key_id TEXT NOT NULL,
      key_hash TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      owner TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('in_progress', 'completed')),
      status INTEGER,
      response BLOB,
      started_at TEXT NOT NULL,
      completed_at TEXT,
      expires_at TEXT NOT NULL,
      PRIMARY KEY (api_key_id, key_hash)
    );
    CREATE INDEX idempotency_records_by_expiry ON idempotency_records (expires_at);
  `,
};
