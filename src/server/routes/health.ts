import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import { errorResponses } from '../schemas/common.js';

const Health = Type.Object({ status: Type.String({ examples: ['ok'] }) });

/** Liveness and readiness, without authentication, for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance, options: { isReady: () => Promise<boolean> }): Promise<void> {
  app.get('/healthz', { schema: { summary: 'Liveness', tags: ['Operations'], response: { 200: Health } } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { summary: 'Readiness: storage reachable', tags: ['Operations'], response: { 200: Health, ...errorResponses(503) } } },
    async () => {
      const ready = await options.isReady().catch(() => false);
      if (!ready) throw new PlatformError('service_unavailable', 'Storage is not reachable.');
      return { status: 'ready' };
    },
  );
}
