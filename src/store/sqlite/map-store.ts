import type { MapEntryRecord, MapRecord, MapStore, NewMapEntry } from '../types.js';
import { createGroupCommit } from './group-commit.js';
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

export function createSqliteMapStore(db: SqliteDatabase): MapStore & { flush(): void } {
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

  const assignOne = (map: MapRecord, entries: readonly NewMapEntry[], create: boolean): MapEntryRecord[] => {
    if (create) {
      // A map created in this transaction has no entries yet: number in memory, insert only.
      insertMap.run(map.id, map.organizationId, map.style, map.createdAt, map.expiresAt);
      const counts = new Map<string, number>();
      return entries.map((entry) => {
        const n = (counts.get(entry.type) ?? 0) + 1;
        counts.set(entry.type, n);
        const sealed = entry.seal(n);
        insertEntry.run(map.id, entry.type, n, entry.valueHash, sealed.ciphertext, sealed.surrogateCiphertext);
        return { type: entry.type, n, valueHash: entry.valueHash, ...sealed };
      });
    }
    return entries.map((entry) => {
      const existing = selectByHash.get(map.id, entry.type, entry.valueHash) as EntryRow | undefined;
      if (existing !== undefined) return toEntry(existing);
      const n = (maxNumber.get(map.id, entry.type) as { n: number }).n + 1;
      const sealed = entry.seal(n);
      insertEntry.run(map.id, entry.type, n, entry.valueHash, sealed.ciphertext, sealed.surrogateCiphertext);
      return { type: entry.type, n, valueHash: entry.valueHash, ...sealed };
    });
  };

  const writes = createGroupCommit(db, (item: { map: MapRecord; entries: readonly NewMapEntry[]; create: boolean }) =>
    assignOne(item.map, item.entries, item.create),
  );

  return {
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
    assign(map, entries, create) {
      if (entries.length === 0 && !create) return Promise.resolve([]);
      // IMMEDIATE (in the group commit): another process appending to the same map waits instead of taking the same number.
      return writes.submit({ map, entries, create });
    },
    flush: () => writes.flush(),
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
