import type { MapEntryRecord, MapRecord, MapStore, NewMapEntry } from '../types.js';
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

  // Group commit: every assign asked for during one event-loop turn shares one IMMEDIATE
  // transaction (IMMEDIATE: another process appending to the same map waits instead of taking the
  // same number). Under load this turns many small commits into one; alone, it adds no delay.
  interface Pending {
    map: MapRecord;
    entries: readonly NewMapEntry[];
    create: boolean;
    resolve: (records: MapEntryRecord[]) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];
  const runBatch = db.transaction((batch: Pending[]) => batch.map((item) => assignOne(item.map, item.entries, item.create)));
  const flush = () => {
    const batch = queue;
    queue = [];
    try {
      const results = runBatch.immediate(batch);
      batch.forEach((item, index) => item.resolve(results[index] as MapEntryRecord[]));
    } catch {
      // One bad item must not fail the others: retry them one by one.
      for (const item of batch) {
        try {
          item.resolve(db.transaction(() => assignOne(item.map, item.entries, item.create)).immediate());
        } catch (error) {
          item.reject(error);
        }
      }
    }
  };

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
      return new Promise<MapEntryRecord[]>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ map, entries, create, resolve, reject });
      });
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
