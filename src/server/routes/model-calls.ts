import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import { createExchange, outgoingBody, type Exchange, type ExchangeStep } from '../../pipeline/exchange.js';
import { forwardUpstream } from '../../pipeline/forward-upstream.js';
import type { ProviderRegistry } from '../../providers/registry.js';
import type { Scope } from '../../keys/scopes.js';
import type { CapabilityHandler } from '../../plugins/types.js';
import { errorResponses } from '../schemas/common.js';
import {
  ChatCompletionRequest,
  ChatCompletionResponse,
  CompletionRequest,
  CompletionResponse,
  EmbeddingRequest,
  EmbeddingResponse,
} from '../schemas/openai.js';

export interface ModelCallRouteOptions {
  providers: ProviderRegistry;
  /** Steps run in order on every model call before it is forwarded (privacy, limits, ...). */
  steps: readonly ExchangeStep[];
  /** The embeddings plugin, for models named `local/...` (computed here; nothing leaves the gateway). */
  localEmbeddings?: CapabilityHandler | undefined;
}

interface ModelCallRoute {
  url: string;
  kind: Exchange['kind'];
  scope: Scope;
  upstreamPath: string;
  summary: string;
  description: string;
  body: TSchema;
  response: TSchema;
}

const ROUTES: readonly ModelCallRoute[] = [
  {
    url: '/v1/chat/completions',
    kind: 'chat',
    scope: 'chat',
    upstreamPath: '/chat/completions',
    summary: 'Create a chat completion',
    description:
      'OpenAI-compatible chat completion, streamed as Server-Sent Events when `stream` is true. Routed to the provider configured for `model`.',
    body: ChatCompletionRequest,
    response: ChatCompletionResponse,
  },
  {
    url: '/v1/completions',
    kind: 'completion',
    scope: 'chat',
    upstreamPath: '/completions',
    summary: 'Create a legacy text completion',
    description: 'OpenAI-compatible legacy completion (discouraged; use chat completions).',
    body: CompletionRequest,
    response: CompletionResponse,
  },
  {
    url: '/v1/embeddings',
    kind: 'embedding',
    scope: 'embeddings',
    upstreamPath: '/embeddings',
    summary: 'Create embeddings',
    description: 'OpenAI-compatible embeddings; `encoding_format` and `dimensions` are passed to the provider unchanged.',
    body: EmbeddingRequest,
    response: EmbeddingResponse,
  },
];

/** The OpenAI-compatible model calls: one handler, three routes. */
export async function modelCallRoutes(app: FastifyInstance, options: ModelCallRouteOptions): Promise<void> {
  for (const route of ROUTES) {
    app.post(
      route.url,
      {
        config: { scope: route.scope },
        schema: {
          summary: route.summary,
          description: route.description,
          tags: ['OpenAI compatible'],
          security: [{ bearerAuth: [] }],
          body: route.body,
          response: { 200: route.response, ...errorResponses(400, 401, 403, 404, 413, 422, 502, 503, 504) },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const exchange = createExchange(request, route.kind);
        if (route.kind === 'embedding' && exchange.model.startsWith('local/')) {
          request.veil.model = exchange.model;
          request.veil.provider = 'local';
          if (options.localEmbeddings === undefined) {
            throw new PlatformError('service_unavailable', 'No local embeddings backend: set plugins.endpoints.embeddings in the config (e.g. "transformers").', { param: 'model' });
          }
          return options.localEmbeddings(request.body, request);
        }
        const provider = options.providers.resolve(exchange.model);
        if (provider === undefined) {
          throw new PlatformError(
            'model_not_found',
            // The model is not quoted: an error message never echoes what the request carried.
            'No provider serves the requested model. Set VEIL_UPSTREAM_URL or add a provider for it under "providers" in the config file.',
            { param: 'model' },
          );
        }
        request.veil.model = exchange.model;
        request.veil.provider = provider.id;
        for (const step of options.steps) await step(exchange);
        return forwardUpstream(request, reply, {
          provider,
          method: 'POST',
          path: route.upstreamPath,
          body: outgoingBody(exchange),
          contentType: 'application/json',
          responseRewriters: exchange.responseRewriters,
          streamRequested: exchange.stream,
          responseHeaders: exchange.responseHeaders,
          beforeResponse: exchange.beforeResponse,
          afterDispatch: exchange.afterDispatch,
        });
      },
    );
  }
}
