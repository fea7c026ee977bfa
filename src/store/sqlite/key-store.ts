import type { ApiKeyRecord, KeyChanges, KeyPrivacyPolicy, KeyStore, NewApiKey } from '../types.js';
import type { SqliteDatabase } from './open-database.js';

interface KeyRow {
  id: string;
  organization_id: string;
  name: string;
  secret_hash: string;
  scopes: string;
  base_id: string | null;
  rate_limit_rps: number | null;
  concurrency_limit: number | null;
  daily_cap_usd: number | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
  privacy: string | null;
}

function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    secretHash: row.secret_hash,
    scopes: JSON.parse(row.scopes) as string[],
    baseId: row.base_id,
    rateLimitRps: row.rate_limit_rps,
    concurrencyLimit: row.concurrency_limit,
    dailyCapUsd: row.daily_cap_usd,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
    privacy: row.privacy === null ? null : (JSON.parse(row.privacy) as KeyPrivacyPolicy),
  };
}

export function createSqliteKeyStore(db: SqliteDatabase): KeyStore {
  const insert = db.prepare(`INSERT INTO api_keys
    (id, organization_id, name, secret_hash, scopes, base_id, rate_limit_rps, concurrency_limit, daily_cap_usd,
     expires_at, revoked_at, created_at, privacy)
    VALUES (@id, @organization_id, @name, @secret_hash, @scopes, @base_id, @rate_limit_rps, @concurrency_limit,
     @daily_cap_usd, @expires_at, NULL, @created_at, @privacy)`);
  const byId = db.prepare('SELECT * FROM api_keys WHERE id = ?');
  const all = db.prepare('SELECT * FROM api_keys ORDER BY created_at, id');
  const byOrganization = db.prepare('SELECT * FROM api_keys WHERE organization_id = ? ORDER BY created_at, id');
  const columns: Record<keyof KeyChanges, string> = {
    name: 'name',
    scopes: 'scopes',
    baseId: 'base_id',
    rateLimitRps: 'rate_limit_rps',
    concurrencyLimit: 'concurrency_limit',
    dailyCapUsd: 'daily_cap_usd',
    expiresAt: 'expires_at',
    privacy: 'privacy',
  };
  const revoke = db.prepare('UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?');

  return {
    async insert(key: NewApiKey) {
      const createdAt = new Date().toISOString();
      insert.run({
        id: key.id,
        organization_id: key.organizationId,
        name: key.name,
        secret_hash: key.secretHash,
        scopes: JSON.stringify(key.scopes),
        base_id: key.baseId,
        rate_limit_rps: key.rateLimitRps,
        concurrency_limit: key.concurrencyLimit,
        daily_cap_usd: key.dailyCapUsd,
        expires_at: key.expiresAt,
        created_at: createdAt,
        privacy: key.privacy === null ? null : JSON.stringify(key.privacy),
      });
      return { ...key, revokedAt: null, createdAt };
    },
    async get(id) {
      const row = byId.get(id) as KeyRow | undefined;
      return row === undefined ? undefined : toRecord(row);
    },
    async list(organizationId) {
      const rows = (organizationId === undefined ? all.all() : byOrganization.all(organizationId)) as KeyRow[];
      return rows.map(toRecord);
    },
    async update(id, changes) {
      const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as Array<[keyof KeyChanges, unknown]>;
      if (entries.length > 0) {
        // Column names come from the fixed table above, never from input.
        const assignments = entries.map(([field]) => `${columns[field]} = @${field}`).join(', ');
        const values: Record<string, unknown> = { id };
        for (const [field, value] of entries) {
          values[field] = field === 'scopes' || field === 'privacy' ? (value === null ? null : JSON.stringify(value)) : value;
        }
        db.prepare(`UPDATE api_keys SET ${assignments} WHERE id = @id`).run(values);
      }
      const row = byId.get(id) as KeyRow | undefined;
      return row === undefined ? undefined : toRecord(row);
    },
    async revoke(id, at) {
      return revoke.run(at, id).changes > 0;
    },
  };
}
