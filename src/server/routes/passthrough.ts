import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../errors/platform-error.js';
import { forwardUpstream } from '../../pipeline/forward-upstream.js';
import type { PrivacyConfig } from '../../config/schema.js';
import { privacyFor } from '../../pipeline/privacy-policy.js';
import type { ProviderRegistry } from '../../providers/registry.js';

/**
 * Other OpenAI paths are passed to the fallback provider unchanged after authentication (and only
 * when the privacy policy allows, as nothing anonymizes them). The list
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

export async function passthroughRoutes(
  app: FastifyInstance,
  options: { providers: ProviderRegistry; privacy: PrivacyConfig },
): Promise<void> {
  for (const prefix of PASSTHROUGH_PREFIXES) {
    for (const url of [`/v1/${prefix}`, `/v1/${prefix}/*`]) {
      app.route({
        method: ['GET', 'POST', 'DELETE'],
        url,
        config: { scope: 'chat' },
        // Hidden from the OpenAPI document: these are the provider's endpoints, documented by it.
        schema: { hide: true },
        handler: async (request, reply) => {
          // These bodies are not anonymized, so while privacy is on they go through only if allowed.
          if (options.privacy.passthrough === 'block' && privacyFor(request, options.privacy).enabled) {
            throw new PlatformError(
              'privacy_policy_blocked',
              `/v1/${prefix} is not anonymized by Veil, so it is blocked while privacy is on (privacy.passthrough: allow, or x-veil-privacy: off with a key allowed to).`,
            );
          }
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
