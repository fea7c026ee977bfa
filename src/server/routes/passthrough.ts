import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../errors/platform-error.js';
import { forwardUpstream } from '../../pipeline/forward-upstream.js';
import type { ProviderRegistry } from '../../providers/registry.js';

/**
 * Other OpenAI paths are passed to the fallback provider unchanged after authentication. The list
 * is explicit so that a typo such as /v1/chat/completion is a 404 from Veil, not a provider error.
 */
export const PASSTHROUGH_PREFIXES = [
  'moderations',
  'audio',
  'images',
  'files',
  'uploads',
  'batches',
  'fine_tuning',
  'vector_stores',
  'assistants',
  'threads',
  'responses',
] as const;

export async function passthroughRoutes(app: FastifyInstance, options: { providers: ProviderRegistry }): Promise<void> {
  for (const prefix of PASSTHROUGH_PREFIXES) {
    for (const url of [`/v1/${prefix}`, `/v1/${prefix}/*`]) {
      app.route({
        method: ['GET', 'POST', 'DELETE'],
        url,
        config: { scope: 'chat' },
        // Hidden from the OpenAPI document: these are the provider's endpoints, documented by it.
        schema: { hide: true },
        handler: async (request, reply) => {
          const provider = options.providers.fallback();
          if (provider === undefined) {
            throw new PlatformError('service_unavailable', 'No upstream provider is configured; set VEIL_UPSTREAM_URL.');
          }
          const [path = '', query] = request.url.slice('/v1'.length).split('?', 2) as [string, string | undefined];
          const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
          const body = request.rawBody ?? (hasBody ? (request.body as Readable) : undefined);
          const contentType = request.headers['content-type'];
          return forwardUpstream(request, reply, {
            provider,
            method: request.method as 'GET' | 'POST' | 'DELETE',
            path,
            ...(query === undefined ? {} : { query }),
            ...(body === undefined ? {} : { body }),
            ...(contentType === undefined ? {} : { contentType }),
          });
        },
      });
    }
  }
}
