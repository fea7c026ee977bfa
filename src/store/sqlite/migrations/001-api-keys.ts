import type { Migration } from './migration.js';

export const apiKeys: Migration = {
  version: 1,
  name: 'api keys',
  sql: `
    CREATE TABLE api_keys (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      name TEXT NOT NULL,
      secret_hash TEXT NOT NULL,
      scopes TEXT NOT NULL,
      base_id TEXT,
      rate_limit_rps INTEGER,
      concurrency_limit INTEGER,
      daily_cap_usd REAL,
      expires_at TEXT,
      revoked_at TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX api_keys_by_organization ON api_keys (organization_id, created_at);
  `,
};
