import type { FastifyInstance } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import { PlatformError } from '../../src/errors/platform-error.js';
import { CAPABILITY_ROUTES } from '../../src/plugins/capabilities/index.js';
import type { Capability, PluginRegistration } from '../../src/plugins/types.js';
import { createBackend } from './backend.js';
import { teiRerankRequest, teiRerankResponse, type RerankBody } from './tei.js';

interface EndpointOptions {
  path: string;
  model?: string;
  format: 'cohere' | 'tei';
}

interface Options {
  baseURL: string;
  apiKey?: string;
  apiKeyEnv?: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxResponseBytes: number;
  endpoints: Record<string, EndpointOptions>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API key from the options or the environment; a named variable that is unset stops start-up. */
function apiKeyOf(options: Options): string | undefined {
  if (options.apiKeyEnv === undefined) return options.apiKey;
  const value = process.env[options.apiKeyEnv];
  if (value === undefined || value === '') {
    throw new Error(`plugins.options.remote.apiKeyEnv names ${options.apiKeyEnv}, which is not set: export ${options.apiKeyEnv}=<the backend's API key>.`);
  }
  return value;
}

/** A check of answers against the capability's response schema (none for `embeddings`, served on /v1/embeddings). */
function answerChecker(ajv: Ajv, capability: Capability): ValidateFunction | undefined {
  const definition = CAPABILITY_ROUTES[capability];
  return definition === undefined ? undefined : ajv.compile(definition.response);
}

/** Whether the capability's request has a `model` field, which the configured model may fill. */
function takesModel(capability: Capability): boolean {
  if (capability === 'embeddings') return true;
  const properties = (CAPABILITY_ROUTES[capability]?.body as { properties?: Json } | undefined)?.properties;
  return properties?.model !== undefined;
}

/**
 * Serves any set of capabilities from one HTTP backend. Each answer is checked against the
 * endpoint's response schema before it reaches the client, and names a model: the backend's, or
 * the configured one.
 */
export async function register(app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const options = registration.options as Options;
  const apiKey = apiKeyOf(options);
  const backend = createBackend({
    baseURL: options.baseURL,
    headers: { ...options.headers, ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }) },
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    name: `remote ${new URL(options.baseURL).host}`,
  });
  app.addHook('onClose', async () => backend.close());
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

  for (const capability of registration.capabilities) {
    const endpoint = options.endpoints[capability];
    if (endpoint === undefined) {
      throw new Error(`plugins.options.remote.endpoints.${capability} is not set: give the backend's path for it, e.g. { "path": "/${capability}" }.`);
    }
    if (endpoint.format === 'tei' && capability !== 'rerank') {
      throw new Error(`plugins.options.remote.endpoints.${capability}.format: "tei" is only for rerank.`);
    }
    const check = answerChecker(ajv, capability);
    const fillModel = takesModel(capability) && endpoint.model !== undefined;

    registration.serve(capability, async (raw, request) => {
      const body = raw as Json;
      // The client going away cancels the backend call.
      const controller = new AbortController();
      const abort = () => controller.abort();
      const socket = request.raw.socket;
      socket.once('close', abort);
      try {
        // The host validated the body against the rerank schema before this handler ran.
        const rerankBody = body as unknown as RerankBody;
        const outgoing =
          endpoint.format === 'tei' ? teiRerankRequest(rerankBody) : fillModel && body.model === undefined ? { ...body, model: endpoint.model } : body;
        const answer = await backend.post(endpoint.path, outgoing, { signal: controller.signal, requestId: request.id });
        const translated = endpoint.format === 'tei' ? teiRerankResponse(answer, rerankBody) : answer;
        if (!isObject(translated)) {
          throw new PlatformError('upstream_error', `The backend of ${capability} answered with JSON of another shape${endpoint.format === 'tei' ? ' (expected TEI\'s [{index, score}])' : ''}.`);
        }
        const model = typeof translated.model === 'string' && translated.model !== '' ? translated.model : (endpoint.model ?? `remote${endpoint.path}`);
        const result = { ...translated, model };
        if (check !== undefined && !check(result)) {
          const problems = (check.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '(answer)'} ${error.message ?? ''}`).join('; ');
          throw new PlatformError('upstream_error', `The backend of ${capability} answered with JSON that does not fit the endpoint's schema: ${problems}.`);
        }
        return result;
      } finally {
        socket.off('close', abort);
      }
    });
  }
}
