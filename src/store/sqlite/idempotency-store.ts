import type { BeginIdempotentRequest, BeginOutcome, IdempotencyStore } from '../../idempotency/idempotency-store.js';
import type { SqliteDatabase } from './open-database.js';

interface RecordRow {
  fingerprint: string;
  state: 'in_progress' | 'completed';
  status: number | null;
  response: Buffer | null;
  started_at: string;
  expires_at: string;
  /** The expiry of the map the answer holds values of: null when it has none, or the map is gone. */
  map_expires_at: string | null;
  map_id: string | null;
}

/** Idempotency records in the gateway's SQLite database (table `idempotency_records`, migration 4). */
export function createSqliteIdempotencyStore(db: SqliteDatabase): IdempotencyStore {
  const select = db.prepare(
    `SELECT r.fingerprint, r.state, r.status, r.response, r.started_at, r.expires_at, r.map_id, m.expires_at AS map_expires_at
       FROM idempotency_records r LEFT JOIN anonymization_maps m ON m.id = r.map_id
      WHERE r.api_key_id = ? AND r.key_hash = ?`,
  );
  // REPLACE: an expired or abandoned record is overwritten by the attempt that takes it.
  const reserve = db.prepare(`INSERT OR REPLACE INTO idempotency_records
    (api_key_id, key_hash, fingerprint, owner, state, status, response, started_at, completed_at, expires_at)
    VALUES (@apiKeyId, @keyHash, @fingerprint, @owner, 'in_progress', NULL, NULL, @now, NULL, @expiresAt)`);
  const complete = db.prepare(`UPDATE idempotency_records
    SET state = 'completed', status = @status, response = @response, completed_at = @now, map_id = @mapId
    WHERE api_key_id = @apiKeyId AND key_hash = @keyHash AND owner = @owner AND state = 'in_progress'`);
  const release = db.prepare(
    "DELETE FROM idempotency_records WHERE api_key_id = ? AND key_hash = ? AND owner = ? AND state = 'in_progress'",
  );
  const purge = db.prepare('DELETE FROM idempotency_records WHERE expires_at <= ?');

  const decide = (request: BeginIdempotentRequest): BeginOutcome => {
    const row = select.get(request.apiKeyId, request.keyHash) as RecordRow | undefined;
    const take = (): BeginOutcome => {
      reserve.run({
        apiKeyId: request.apiKeyId,
        keyHash: request.keyHash,
        fingerprint: request.fingerprint,
        owner: request.owner,
        now: request.now,
        expiresAt: request.expiresAt,
      });
      return { outcome: 'started' };
    };
    if (row === undefined || row.expires_at <= request.now) return take();
    // A different request under the same key is refused whatever the state of the first one.
    if (row.fingerprint !== request.fingerprint) return { outcome: 'mismatch' };
    // An answer that holds a map's values lives no longer than the map: once it has expired (or
    // been deleted), the request runs again instead of replaying the values.
    if (row.map_id !== null && (row.map_expires_at === null || row.map_expires_at <= request.now)) return take();
    if (row.state === 'completed' && row.status !== null && row.response !== null) {
      return { outcome: 'completed', status: row.status, sealedResponse: row.response };
    }
    if (row.started_at <= request.staleBefore) return take();
    return { outcome: 'in_progress' };
  };
  // IMMEDIATE: the write lock is taken before the read, so two processes cannot both reserve the key.
  const begin = db.transaction(decide);

  return {
    async begin(request) {
      return begin.immediate(request);
    },
    async complete(request) {
      const result = complete.run({
        apiKeyId: request.apiKeyId,
        keyHash: request.keyHash,
        owner: request.owner,
        status: request.status,
        response: request.sealedResponse,
        now: request.now,
        mapId: request.mapId ?? null,
      });
      return result.changes > 0;
    },
    async release(key) {
      release.run(key.apiKeyId, key.keyHash, key.owner);
    },
    async purgeExpired(now) {
      return purge.run(now).changes;
    },
  };
}
