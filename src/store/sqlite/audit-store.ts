import type { AuditEntry, AuditStore } from '../../audit/audit-store.js';
import { createGroupCommit, DEFERRED_WRITE_MS } from './group-commit.js';
import type { SqliteDatabase } from './open-database.js';

interface AuditRow {
  id: number;
  time: string;
  request_id: string;
  organization_id: string | null;
  key_id: string | null;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
  model: string | null;
  provider: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  tokens_estimated: number | null;
  cost_usd: number | null;
  entity_counts: string | null;
  map_id: string | null;
  replayed: number;
  error_code: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  time: row.time,
  requestId: row.request_id,
  organizationId: row.organization_id,
  keyId: row.key_id,
  method: row.method,
  path: row.path,
  status: row.status,
  latencyMs: row.latency_ms,
  model: row.model,
  provider: row.provider,
  promptTokens: row.prompt_tokens,
  completionTokens: row.completion_tokens,
  tokensEstimated: row.tokens_estimated === null ? null : row.tokens_estimated === 1,
  costUsd: row.cost_usd,
  entityCounts: row.entity_counts === null ? null : (JSON.parse(row.entity_counts) as Record<string, number>),
  mapId: row.map_id,
  replayed: row.replayed === 1,
  errorCode: row.error_code,
});

export function createSqliteAuditStore(db: SqliteDatabase): AuditStore & { flush(): void } {
  const insert = db.prepare(`INSERT INTO audit_log (time, request_id, organization_id, key_id, method, path, status, latency_ms,
    model, provider, prompt_tokens, completion_tokens, tokens_estimated, cost_usd, entity_counts, map_id, replayed, error_code)
    VALUES (@time, @request_id, @organization_id, @key_id, @method, @path, @status, @latency_ms, @model, @provider,
    @prompt_tokens, @completion_tokens, @tokens_estimated, @cost_usd, @entity_counts, @map_id, @replayed, @error_code)`);
  const purge = db.prepare('DELETE FROM audit_log WHERE time < ?');

  // Group commit: nobody waits on an audit entry, so entries wait up to 10 ms to share a
  // transaction with others; a query writes them first, so a reader never misses its own requests.
  const writes = createGroupCommit(
    db,
    (row: Record<string, unknown>) => {
      insert.run(row);
    },
    { maxDelayMs: DEFERRED_WRITE_MS },
  );

  return {
    append(entry) {
      return writes.submit({
        time: entry.time,
        request_id: entry.requestId,
        organization_id: entry.organizationId,
        key_id: entry.keyId,
        method: entry.method,
        path: entry.path,
        status: entry.status,
        latency_ms: entry.latencyMs,
        model: entry.model,
        provider: entry.provider,
        prompt_tokens: entry.promptTokens,
        completion_tokens: entry.completionTokens,
        tokens_estimated: entry.tokensEstimated === null ? null : entry.tokensEstimated ? 1 : 0,
        cost_usd: entry.costUsd,
        entity_counts: entry.entityCounts === null ? null : JSON.stringify(entry.entityCounts),
        map_id: entry.mapId,
        replayed: entry.replayed ? 1 : 0,
        error_code: entry.errorCode,
      });
    },
    flush: () => writes.flush(),
    async query(query) {
      writes.flush();
      const conditions = ['organization_id = @organizationId'];
      if (query.since !== undefined) conditions.push('time >= @since');
      if (query.until !== undefined) conditions.push('time < @until');
      if (query.keyId !== undefined) conditions.push('key_id = @keyId');
      if (query.path !== undefined) conditions.push('path = @path');
      if (query.status !== undefined) conditions.push('status = @status');
      if (query.beforeId !== undefined) conditions.push('id < @beforeId');
      // Conditions are fixed strings; every value is a bound parameter.
      const sql = `SELECT * FROM audit_log WHERE ${conditions.join(' AND ')} ORDER BY id DESC LIMIT @limit`;
      const parameters: Record<string, unknown> = { organizationId: query.organizationId, limit: query.limit };
      for (const name of ['since', 'until', 'keyId', 'path', 'status', 'beforeId'] as const) {
        if (query[name] !== undefined) parameters[name] = query[name];
      }
      return (db.prepare(sql).all(parameters) as AuditRow[]).map(toEntry);
    },
    async purgeBefore(before) {
      return purge.run(before).changes;
    },
  };
}
