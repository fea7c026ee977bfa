import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AuditEntry, AuditStore } from '../../audit/audit-store.js';
import { PlatformError } from '../../errors/platform-error.js';
import { DEFAULT_ORGANIZATION_ID } from '../../store/types.js';
import { errorResponses } from '../schemas/common.js';

const Query = Type.Object({
  since: Type.Optional(Type.String({ format: 'date-time', description: 'Entries at or after this time (ISO 8601).' })),
  until: Type.Optional(Type.String({ format: 'date-time', description: 'Entries before this time.' })),
  key_id: Type.Optional(Type.String()),
  path: Type.Optional(Type.String({ description: 'A route pattern, e.g. /v1/chat/completions.' })),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
  cursor: Type.Optional(Type.String({ description: 'From `next_cursor` of the previous page.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});

const Entry = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  request_id: Type.String(),
  key_id: Type.Union([Type.String(), Type.Null()]),
  method: Type.String(),
  path: Type.String(),
  status: Type.Integer(),
  latency_ms: Type.Number(),
  model: Type.Union([Type.String(), Type.Null()]),
  provider: Type.Union([Type.String(), Type.Null()]),
  prompt_tokens: Type.Union([Type.Integer(), Type.Null()]),
  completion_tokens: Type.Union([Type.Integer(), Type.Null()]),
  tokens_estimated: Type.Union([Type.Boolean(), Type.Null()]),
  cost_usd: Type.Union([Type.Number(), Type.Null()]),
  entity_counts: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()], { description: 'Entities anonymized, by type.' }),
  map_id: Type.Union([Type.String(), Type.Null()]),
  idempotent_replay: Type.Boolean(),
  error_code: Type.Union([Type.String(), Type.Null()]),
});

function present(entry: AuditEntry): Static<typeof Entry> {
  return {
    id: String(entry.id),
    time: entry.time,
    request_id: entry.requestId,
    key_id: entry.keyId,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    latency_ms: entry.latencyMs,
    model: entry.model,
    provider: entry.provider,
    prompt_tokens: entry.promptTokens,
    completion_tokens: entry.completionTokens,
    tokens_estimated: entry.tokensEstimated,
    cost_usd: entry.costUsd,
    entity_counts: entry.entityCounts,
    map_id: entry.mapId,
    idempotent_replay: entry.replayed,
    error_code: entry.errorCode,
  };
}

/** GET /v1/audit-log: the organisation's entries, newest first, filtered, cursor-paginated. */
export async function auditLogRoutes(app: FastifyInstance, options: { store: AuditStore }): Promise<void> {
  app.get(
    '/v1/audit-log',
    {
      config: { scope: 'audit' },
      schema: {
        summary: 'Query the audit log',
        description: 'One entry per request, newest first. Entries hold identifiers, outcomes, token counts, cost and privacy statistics; never content.',
        tags: ['Operations'],
        security: [{ bearerAuth: [] }],
        querystring: Query,
        response: {
          200: Type.Object({ data: Type.Array(Entry), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const query = request.query as Static<typeof Query>;
      const limit = query.limit ?? 50;
      let beforeId: number | undefined;
      if (query.cursor !== undefined) {
        beforeId = Number(Buffer.from(query.cursor, 'base64url').toString('utf8'));
        if (!Number.isSafeInteger(beforeId)) throw new PlatformError('validation_error', 'Invalid cursor.', { param: 'cursor' });
      }
      const rows = await options.store.query({
        organizationId: request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID,
        since: query.since,
        until: query.until,
        keyId: query.key_id,
        path: query.path,
        status: query.status,
        beforeId,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(present),
        next_cursor: rows.length > limit && last !== undefined ? Buffer.from(String(last.id)).toString('base64url') : null,
      };
    },
  );
}
