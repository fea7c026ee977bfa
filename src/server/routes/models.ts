import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import { upstreamFailure, upstreamHttpError } from '../../errors/upstream-errors.js';
import { forwardUpstream } from '../../pipeline/forward-upstream.js';
import type { ProviderRegistry } from '../../providers/registry.js';
import { MAX_ERROR_BODY_BYTES, readAnswer, readBody } from '../../providers/read-body.js';
import type { Provider } from '../../providers/types.js';
import { errorResponses } from '../schemas/common.js';
import { ModelList, ModelSchema } from '../schemas/openai.js';

interface ModelEntry {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
  [key: string]: unknown;
}

async function listProviderModels(provider: Provider, signal: AbortSignal): Promise<ModelEntry[]> {
  const response = await provider.request({ method: 'GET', path: '/models', headers: { accept: 'application/json' }, signal });
  if (response.status >= 400) {
    const text = (await readBody(response.body, MAX_ERROR_BODY_BYTES)).toString('utf8');
    throw upstreamHttpError(response.status, text, provider.id, undefined);
  }
  const text = (await readAnswer(response.body, provider)).toString('utf8');
  const parsed = JSON.parse(text) as { data?: unknown };
  return Array.isArray(parsed.data) ? (parsed.data as ModelEntry[]) : [];
}

/**
 * `/v1/models` merges the model lists of every provider, plus models named explicitly in config
 * that a provider does not list. A provider that fails is left out; if all fail, 502.
 */
export async function modelRoutes(app: FastifyInstance, options: { providers: ProviderRegistry }): Promise<void> {
  app.get(
    '/v1/models',
    {
      config: { scope: 'chat' },
      schema: {
        summary: 'List models',
        description: 'Models of every configured provider, merged.',
        tags: ['OpenAI compatible'],
        security: [{ bearerAuth: [] }],
        response: { 200: ModelList, ...errorResponses(401, 403, 502) },
      },
    },
    async (request) => {
      const providers = options.providers.all();
      const controller = new AbortController();
      const results = await Promise.allSettled(providers.map((provider) => listProviderModels(provider, controller.signal)));
      const seen = new Set<string>();
      const data: ModelEntry[] = [];
      results.forEach((result, index) => {
        const provider = providers[index] as Provider;
        const listed = result.status === 'fulfilled' ? result.value : [];
        if (result.status === 'rejected') {
          request.log.warn({ provider: provider.id, err: upstreamFailure(result.reason, provider.id).code }, 'model list failed');
        }
        const configured = options.providers
          .configuredModels(provider.id)
          .map((id): ModelEntry => ({ id, object: 'model', created: 0, owned_by: provider.id }));
        for (const model of [...listed, ...configured]) {
          if (seen.has(model.id)) continue;
          seen.add(model.id);
          data.push(model);
        }
      });
      if (providers.length > 0 && results.every((result) => result.status === 'rejected') && data.length === 0) {
        throw upstreamFailure((results[0] as PromiseRejectedResult).reason, (providers[0] as Provider).id);
      }
      return { object: 'list' as const, data };
    },
  );

  app.get(
    '/v1/models/:model',
    {
      config: { scope: 'chat' },
      schema: {
        summary: 'Retrieve a model',
        tags: ['OpenAI compatible'],
        security: [{ bearerAuth: [] }],
        params: Type.Object({ model: Type.String({ minLength: 1 }) }),
        response: { 200: ModelSchema, ...errorResponses(401, 403, 404, 502, 504) },
      },
    },
    async (request, reply) => {
      const { model } = request.params as { model: string };
      const provider = options.providers.resolve(model);
      if (provider === undefined) throw new PlatformError('model_not_found', 'No provider serves the requested model.', { param: 'model' });
      return forwardUpstream(request, reply, { provider, method: 'GET', path: `/models/${encodeURIComponent(model)}` });
    },
  );
}
