import type { MapEntryRecord, MapRecord, MapStore } from '../types.js';
import type { SqliteDatabase } from './open-database.js';

interface EntryRow {
  type: string;
  n: number;
  value_hash: string;
  ciphertext: Buffer;
  surrogate_ciphertext: Buffer | null;
}

const toEntry = (row: EntryRow): MapEntryRecord => ({
  type: row.type,
  n: row.n,
  valueHash: row.value_hash,
  ciphertext: row.ciphertext,
  surrogateCiphertext: row.surrogate_ciphertext,
});

export function createSqliteMapStore(db: SqliteDatabase): MapStore {
  const insertMap = db.prepare(
    'INSERT INTO anonymization_maps (id, organization_id, style, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const selectMap = db.prepare(
    'SELECT id, organization_id, style, created_at, expires_at FROM anonymization_maps WHERE id = ? AND organization_id = ? AND expires_at > ?',
  );
  const selectEntries = db.prepare('SELECT type, n, value_hash, ciphertext, surrogate_ciphertext FROM map_entries WHERE map_id = ?');
  const selectByHash = db.prepare(
    'SELECT type, n, value_hash, ciphertext, surrogate_ciphertext FROM map_entries WHERE map_id = ? AND type = ? AND value_hash = ?',
  );
  const maxNumber = db.prepare('SELECT COALESCE(MAX(n), 0) AS n FROM map_entries WHERE map_id = ? AND type = ?');
  const insertEntry = db.prepare(
    'INSERT INTO map_entries (map_id, type, n, value_hash, ciphertext, surrogate_ciphertext) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE anonymization_maps SET expires_at = MAX(expires_at, ?) WHERE id = ?');
  const deleteMap = db.prepare('DELETE FROM anonymization_maps WHERE id = ? AND organization_id = ?');
  const purge = db.prepare('DELETE FROM anonymization_maps WHERE expires_at <= ?');

  // IMMEDIATE: another process appending to the same map waits instead of taking the same number.
  const assign = db.transaction((mapId: string, entries: Parameters<MapStore['assign']>[1]): MapEntryRecord[] =>
    entries.map((entry) => {
      const existing = selectByHash.get(mapId, entry.type, entry.valueHash) as EntryRow | undefined;
      if (existing !== undefined) return toEntry(existing);
      const n = (maxNumber.get(mapId, entry.type) as { n: number }).n + 1;
      const sealed = entry.seal(n);
      insertEntry.run(mapId, entry.type, n, entry.valueHash, sealed.ciphertext, sealed.surrogateCiphertext);
      return { type: entry.type, n, valueHash: entry.valueHash, ...sealed };
    }),
  );

  return {
    async create(map: MapRecord) {
      insertMap.run(map.id, map.organizationId, map.style, map.createdAt, map.expiresAt);
    },
    async get(id, organizationId, now) {
      const row = selectMap.get(id, organizationId, now) as
        | { id: string; organization_id: string; style: MapRecord['style']; created_at: string; expires_at: string }
        | undefined;
      return row === undefined
        ? undefined
        : { id: row.id, organizationId: row.organization_id, style: row.style, createdAt: row.created_at, expiresAt: row.expires_at };
    },
    async entries(mapId) {
      return (selectEntries.all(mapId) as EntryRow[]).map(toEntry);
    },
    async assign(mapId, entries) {
      return entries.length === 0 ? [] : assign.immediate(mapId, entries);
    },
    async touch(mapId, expiresAt) {
      touch.run(expiresAt, mapId);
    },
    async delete(id, organizationId) {
      return deleteMap.run(id, organizationId).changes > 0;
    },
    async purgeExpired(now) {
      return purge.run(now).changes;
    },
  };
}
