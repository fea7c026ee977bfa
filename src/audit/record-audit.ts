import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditStore } from './audit-store.js';

/**
 * Writes one audit entry per request when its connection closes, so requests that failed, were
 * refused before reaching a route, or were abandoned by the client mid-stream are recorded too.
 * Only identifiers, counts and outcomes: never content, never values.
 */
export function recordAudit(store: AuditStore, request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('close', () => {
    const context = request.veil;
    const finished = reply.raw.writableFinished;
    void store
      .append({
        time: new Date().toISOString(),
        requestId: request.id,
        organizationId: request.apiKey?.organizationId ?? null,
        keyId: request.apiKey?.id ?? null,
        method: request.method,
        path: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        latencyMs: Math.round(reply.elapsedTime * 100) / 100,
        model: context.model ?? null,
        provider: context.provider ?? null,
        promptTokens: context.usage?.promptTokens ?? null,
        completionTokens: context.usage?.completionTokens ?? null,
        tokensEstimated: context.usage?.estimated ?? null,
        costUsd: context.costUsd ?? null,
        entityCounts: context.privacy?.entityCounts ?? null,
        mapId: context.privacy?.mapId ?? null,
        replayed: context.replayed === true,
        errorCode: context.errorCode ?? (finished ? null : 'client_disconnected'),
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
  });
}
