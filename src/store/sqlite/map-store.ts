import type { LegacyMapEntry, MapRecord, MapStore, StoredMapEntries } from '../types.js';
import { createGroupCommit } from './group-commit.js';
import type { SqliteDatabase } from './open-database.js';

interface LegacyRow {
  type: string;
  n: number;
  ciphertext: Buffer;
  surrogate_ciphertext: Buffer | null;
}

const toLegacy = (row: LegacyRow): LegacyMapEntry => ({
  type: row.type,
  n: row.n,
  ciphertext: row.ciphertext,
  surrogateCiphertext: row.surrogate_ciphertext,
});

type MapWrite =
  | { kind: 'create'; map: MapRecord; sealed: Buffer }
  | { kind: 'update'; mapId: string; change: (stored: StoredMapEntries) => Buffer | undefined };

export function createSqliteMapStore(db: SqliteDatabase): MapStore & { flush(): void } {
  const insertMap = db.prepare(
    'INSERT INTO anonymization_maps (id, organization_id, style, created_at, expires_at, entries) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectMap = db.prepare(
    'SELECT id, organization_id, style, created_at, expires_at FROM anonymization_maps WHERE id = ? AND organization_id = ? AND expires_at > ?',
  );
  const selectSealed = db.prepare('SELECT entries FROM anonymization_maps WHERE id = ?');
  const selectLegacy = db.prepare('SELECT type, n, ciphertext, surrogate_ciphertext FROM map_entries WHERE map_id = ?');
  const updateSealed = db.prepare('UPDATE anonymization_maps SET entries = ? WHERE id = ?');
  const touch = db.prepare('UPDATE anonymization_maps SET expires_at = MAX(expires_at, ?) WHERE id = ?');
  const deleteMap = db.prepare('DELETE FROM anonymization_maps WHERE id = ? AND organization_id = ? RETURNING expires_at');
  const purge = db.prepare('DELETE FROM anonymization_maps WHERE expires_at <= ?');
  // Idempotency records whose recorded answer holds a map's values (migration 9) go with the map.
  const deleteAnswers = db.prepare('DELETE FROM idempotency_records WHERE map_id = ?');
  const purgeAnswers = db.prepare(
    'DELETE FROM idempotency_records WHERE map_id IN (SELECT id FROM anonymization_maps WHERE expires_at <= ?)',
  );
  const deleteWithAnswers = db.transaction((id: string, organizationId: string) => {
    const row = deleteMap.get(id, organizationId) as { expires_at: string } | undefined;
    if (row !== undefined) deleteAnswers.run(id);
    return row;
  });
  const purgeWithAnswers = db.transaction((now: string) => {
    purgeAnswers.run(now);
    return purge.run(now).changes;
  });

  const readEntries = (mapId: string): StoredMapEntries => {
    const row = selectSealed.get(mapId) as { entries: Buffer | null } | undefined;
    return { sealed: row?.entries ?? null, legacy: (selectLegacy.all(mapId) as LegacyRow[]).map(toLegacy) };
  };

  const writes = createGroupCommit(db, (write: MapWrite): void => {
    if (write.kind === 'create') {
      const { map, sealed } = write;
      insertMap.run(map.id, map.organizationId, map.style, map.createdAt, map.expiresAt, sealed);
      return;
    }
    const sealed = write.change(readEntries(write.mapId));
    if (sealed !== undefined) updateSealed.run(sealed, write.mapId);
  });

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
      return readEntries(mapId);
    },
    create: (map, sealed, maxDelayMs = 0) => writes.submit({ kind: 'create', map, sealed }, maxDelayMs),
    commitSoon: () => writes.commitSoon(),
    // IMMEDIATE (in the group commit): another process changing the same map waits instead of reading a stale list.
    update: (mapId, change) => writes.submit({ kind: 'update', mapId, change }),
    flush: () => writes.flush(),
    async touch(mapId, expiresAt) {
      touch.run(expiresAt, mapId);
    },
    async delete(id, organizationId, now) {
      // Maps still being written go first, so a delete never precedes the create it follows.
      writes.flush();
      // An expired map not yet purged goes too, but answers like a missing one (as every other read).
      const row = deleteWithAnswers(id, organizationId);
      return row !== undefined && row.expires_at > now;
    },
    async purgeExpired(now) {
      return purgeWithAnswers(now);
    },
  };
}
