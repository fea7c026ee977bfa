import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const LIMIT_CODES = new Set(['rate_limit_exceeded', 'concurrency_limit_exceeded', 'daily_spending_cap_exceeded']);

export interface Metrics {
  readonly registry: Registry;
  /** Counts one finished (or abandoned) request. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Prometheus metrics, in a registry of the gateway's own (not prom-client's global one), so several
 * gateways in one process (tests, embedders) do not collide. Labels are route patterns, status
 * codes, providers and entity types: bounded sets, never request data.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'veil_process_' });
  const requests = new Counter({
    name: 'veil_requests_total',
    help: 'Requests by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'veil_request_duration_seconds',
    help: 'Time from request to the end of the response (the whole stream for streams).',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'veil_upstream_errors_total',
    help: 'Upstream failures by provider and error code.',
    labelNames: ['provider', 'code'] as const,
    registers: [registry],
  });
  const limitRejections = new Counter({
    name: 'veil_limit_rejections_total',
    help: 'Requests refused by a limit, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const entities = new Counter({
    name: 'veil_entities_anonymized_total',
    help: 'Entities replaced by placeholders, by type.',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'veil_tokens_total',
    help: 'Tokens by provider and kind (prompt, completion).',
    labelNames: ['provider', 'kind'] as const,
    registers: [registry],
  });

  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ route, method: request.method, status: String(reply.statusCode) });
      duration.observe({ route }, reply.elapsedTime / 1000);
      const context = request.veil;
      const code = context.errorCode;
      if (code !== undefined && code.startsWith('upstream_')) upstreamErrors.inc({ provider: context.provider ?? 'unknown', code });
      if (code !== undefined && LIMIT_CODES.has(code)) limitRejections.inc({ kind: code });
      for (const [type, count] of Object.entries(context.privacy?.entityCounts ?? {})) entities.inc({ type }, count);
      if (context.usage !== undefined && context.provider !== undefined) {
        tokens.inc({ provider: context.provider, kind: 'prompt' }, context.usage.promptTokens);
        tokens.inc({ provider: context.provider, kind: 'completion' }, context.usage.completionTokens);
      }
    },
  };
}
