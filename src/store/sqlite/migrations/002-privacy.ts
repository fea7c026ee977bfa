import type { Migration } from './migration.js';

export const privacy: Migration = {
  version: 2,
  name: 'privacy: maps, dictionaries, key privacy policy',
  sql: `
    ALTER TABLE api_keys ADD COLUMN privacy TEXT;
    CREATE TABLE anonymization_maps (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      style TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    );
    CREATE INDEX anonymization_maps_by_expiry ON anonymization_maps (expires_at);
    CREATE TABLE map_entries (
      map_id TEXT NOT NULL REFERENCES anonymization_maps (id) ON DELETE CASCADE,
      type TEXT NOT NULL,
      n INTEGER NOT NULL,
      value_hash TEXT NOT NULL,
      ciphertext BLOB NOT NULL,
      surrogate_ciphertext BLOB,
      PRIMARY KEY (map_id, type, n),
      UNIQUE (map_id, type, value_hash)
    );
    CREATE TABLE dictionaries (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      name TEXT NOT NULL,
      entity_type TEXT NOT NULL,
      kind TEXT NOT NULL,
      terms TEXT NOT NULL,
      case_sensitive INTEGER NOT NULL,
      diacritic_sensitive INTEGER NOT NULL,
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (organization_id, name)
    );
  `,
};
