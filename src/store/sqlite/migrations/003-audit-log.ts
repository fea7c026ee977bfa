import type { Migration } from './migration.js';

/** Append-only: a trigger refuses updates; rows leave only through the retention purge. */
export const auditLog: Migration = {
  version: 3,
  name: 'audit log',
  sql: `
    CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      time TEXT NOT NULL,
      request_id TEXT NOT NULL,
      organization_id TEXT,
      key_id TEXT,
      method TEXT NOT NULL,
      path TEXT NOT NULL,
      status INTEGER NOT NULL,
      latency_ms REAL NOT NULL,
      model TEXT,
      provider TEXT,
      prompt_tokens INTEGER,
      completion_tokens INTEGER,
      tokens_estimated INTEGER,
      cost_usd REAL,
      entity_counts TEXT,
      map_id TEXT,
      replayed INTEGER NOT NULL DEFAULT 0,
      error_code TEXT
    );
    CREATE INDEX audit_log_by_organization ON audit_log (organization_id, id);
    CREATE INDEX audit_log_by_time ON audit_log (time);
    CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  `,
};
