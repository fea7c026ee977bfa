import type Database from 'better-sqlite3';

/**
 * Versioned, append-only schema migrations. Never edit a released entry: add a new one.
 */
const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
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
  },
  {
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
  },
];

export function migrate(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    // IMMEDIATE: two processes starting at once must not both apply the same migration.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version);
      if (again !== undefined) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}
