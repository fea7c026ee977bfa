import type { Migration } from './migration.js';

export const webhooks: Migration = {
  version: 5,
  name: 'webhooks: endpoints, events, delivery queue and attempt log',
  sql: `
    CREATE TABLE webhook_endpoints (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      url TEXT NOT NULL,
      events TEXT NOT NULL,
      description TEXT,
      secret_ciphertext BLOB NOT NULL,
      enabled INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX webhook_endpoints_by_organization ON webhook_endpoints (organization_id, created_at, id);
    CREATE TABLE webhook_events (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      type TEXT NOT NULL,
      payload TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE webhook_deliveries (
      id TEXT PRIMARY KEY,
      event_id TEXT NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT,
      last_status INTEGER,
      last_error TEXT,
      claim_token TEXT,
      locked_until TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (event_id, endpoint_id)
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
    CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, created_at, id);
    CREATE INDEX webhook_deliveries_by_event ON webhook_deliveries (event_id);
    CREATE TABLE webhook_delivery_attempts (
      id INTEGER PRIMARY KEY,
      delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempt INTEGER NOT NULL,
      started_at TEXT NOT NULL,
      status_code INTEGER,
      error TEXT,
      duration_ms INTEGER NOT NULL
    );
    CREATE INDEX webhook_delivery_attempts_by_delivery ON webhook_delivery_attempts (delivery_id, attempt);
  `,
};
