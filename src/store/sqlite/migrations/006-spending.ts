import type { Migration } from './migration.js';

export const spending: Migration = {
  version: 6,
  name: 'spending per key and day',
  sql: `
    CREATE TABLE key_spending (
      key_id TEXT NOT NULL,
      day TEXT NOT NULL,
      cost_usd REAL NOT NULL DEFAULT 0,
      prompt_tokens INTEGER NOT NULL DEFAULT 0,
      completion_tokens INTEGER NOT NULL DEFAULT 0,
      requests INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (key_id, day)
    );
  `,
};
