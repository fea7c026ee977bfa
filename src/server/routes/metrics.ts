import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../metrics/metrics.js';

/** Prometheus text at /metrics; with `metrics.requireKey` it needs a key with the admin scope. */
export async function metricsRoutes(app: FastifyInstance, options: { metrics: Metrics; requireKey: boolean }): Promise<void> {
  app.get(
    '/metrics',
    {
      ...(options.requireKey ? { config: { scope: 'admin' as const } } : {}),
      schema: { summary: 'Prometheus metrics', tags: ['Operations'], hide: true },
    },
    async (_request, reply) => reply.type(options.metrics.registry.contentType).send(await options.metrics.registry.metrics()),
  );
}
