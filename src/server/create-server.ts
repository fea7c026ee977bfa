import path from 'node:path';
import type { ServerOptions } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import swagger from '@fastify/swagger';
import type { VeilConfig } from '../config/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { createIdempotencyPlugin } from '../idempotency/idempotency-plugin.js';
import { createWebhooksPlugin } from '../webhooks/plugin.js';
import { cacheKeyStore } from '../keys/cached-key-store.js';
import { createGcraRateLimiter } from '../limits/gcra-rate-limiter.js';
import { createLocalConcurrencyLimiter } from '../limits/local-concurrency-limiter.js';
import { createMetrics } from '../metrics/metrics.js';
import { countRequestInFlight } from '../metrics/requests-in-flight.js';
import { createEnforceLimits } from '../pipeline/enforce-limits.js';
import { createMeterUsage } from '../pipeline/meter-usage.js';
import { registerPlugins } from '../plugins/plugin-host.js';
import { createAuthenticate } from '../pipeline/authenticate.js';
import { createAnonymizeRequest } from '../pipeline/anonymize-request.js';
import type { PrivacyService } from '../privacy/privacy-service.js';
import type { ValueCipher } from '../privacy/vault/encryption.js';
import type { ProviderRegistry } from '../providers/registry.js';
import type { Stores } from '../store/types.js';
import { registerBodyParsers } from './json-body-parser.js';
import { createFrameworkErrorHandler, registerErrorHandlers } from './error-handler.js';
import { loggerOptions } from './logger-options.js';
import { openapiDocument } from './openapi-document.js';
import { adminKeyRoutes } from './routes/admin-keys.js';
import { auditLogRoutes } from './routes/audit-log.js';
import { dictionaryRoutes } from './routes/dictionaries.js';
import { metricsRoutes } from './routes/metrics.js';
import { gateRoutes } from './routes/gate.js';
import { healthRoutes } from './routes/health.js';
import { modelCallRoutes } from './routes/model-calls.js';
import { modelRoutes } from './routes/models.js';
import { openapiRoutes } from './routes/openapi.js';
import { passthroughRoutes } from './routes/passthrough.js';
import { ErrorBodySchema, errorResponses } from './schemas/common.js';
import { serializersOnFirstUse } from './serializer-compiler.js';
import { registerValidatorCompiler } from './validator-compiler.js';
import { answerClientError, answerUnmetExpectation, newRequestId } from './client-error.js';
import type { RequestContext } from './request-context.js';
import './fastify-types.js';


/**
 * Node checks request deadlines on a timer (every 30 s by default), so a 60 s limit could take
 * 90 s to bite; the check runs at a quarter of the limit instead. The headers' own deadline (60 s)
 * may not exceed the whole request's.
 */
function requestTimeouts(requestTimeoutMs: number): ServerOptions {
  if (requestTimeoutMs === 0) return {};
  return {
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
    headersTimeout: Math.min(60_000, requestTimeoutMs),
  };
}

export interface ServerDependencies {
  config: VeilConfig;
  stores: Stores;
  providers: ProviderRegistry;
  privacy: PrivacyService;
  /** Seals stored secrets and bodies (AES-256-GCM), the same key as the vault's. */
  cipher: ValueCipher;
  /** Publishes platform events (webhooks): organisation, event type, data without personal data. */
  events?: (organizationId: string, type: string, data: Record<string, unknown>) => void;
  /** The clock for time-based records (idempotency expiry); tests move it forward. */
  now?: () => number;
  /** Extra plugins registered after the built-in routes (tests, embedders). */
  plugins?: readonly ServerPlugin[];
}

/** A capability added to the app: hooks and routes, given the server's dependencies. */
export type ServerPlugin = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

/** 'close' listeners a response may carry before Node warns of a leak (see the onRequest hook). */
const RESPONSE_MAX_LISTENERS = 32;

const IdempotencyHeaders = Type.Object(
  {
    'idempotency-key': Type.Optional(
      // Checked (1-255 printable ASCII) by the idempotency step, which names the header in its 422.
      Type.String({ description: 'Replays the stored answer for 24 h instead of running the request again (1-255 printable ASCII).' }),
    ),
  },
  { additionalProperties: true },
);

/**
 * What every route of a kind may answer, said once here rather than in each route: an
 * authenticated route may be rate limited (429); a route with a JSON body refuses another
 * Content-Type (415); an authenticated POST accepts Idempotency-Key and meets its duplicate in
 * flight with 409; any route may fail (500). A route that says more keeps its own wording.
 */
function documentCommonAnswers(route: RouteOptions): void {
  const { schema } = route;
  if (schema === undefined || schema.hide === true || schema.response === undefined) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const authenticated = route.config?.scope !== undefined;
  const idempotent = authenticated && methods.includes('POST');
  if (idempotent) schema.headers ??= IdempotencyHeaders;
  const statuses = [
    ...(schema.body !== undefined ? [415] : []),
    ...(idempotent ? [409] : []),
    ...(authenticated ? [429] : []),
    500,
  ];
  const responses = schema.response as Record<string, unknown>;
  for (const [status, answer] of Object.entries(errorResponses(...statuses))) if (!(status in responses)) responses[status] = answer;
}

/**
 * Builds the Fastify app (not yet listening): request id -> authenticate -> route -> pipeline ->
 * provider. Storage and providers come in as dependencies so tests and other deployments can swap them.
 */
export async function createServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.log.level),
    // Per-request lines come from our own onResponse hook (log.requests), which logs no URL query.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.server.bodyLimitBytes,
    // A body that never finishes would hold its connection (and its parser) for good: Fastify's default is no limit.
    requestTimeout: config.server.requestTimeoutMs,
    http: requestTimeouts(config.server.requestTimeoutMs),
    trustProxy: config.server.trustProxy,
    requestIdHeader: false,
    genReqId: newRequestId,
    clientErrorHandler: answerClientError,
    frameworkErrors: createFrameworkErrorHandler((request, reply) => recordAudit(deps.stores.audit, request, reply)),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } },
  });
  app.server.on('checkExpectation', answerUnmetExpectation);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('veil', null as unknown as RequestContext);

  registerValidatorCompiler(app);
  registerBodyParsers(app);
  registerErrorHandlers(app);
  app.addSchema(ErrorBodySchema);
  await app.register(swagger, openapiDocument());
  app.addHook('onRoute', documentCommonAnswers);

  const keys = cacheKeyStore(deps.stores.keys);
  const authenticate = createAuthenticate(keys);
  const enforceLimits = createEnforceLimits(createGcraRateLimiter(), createLocalConcurrencyLimiter(), config.limits);
  const metrics = createMetrics();
  // request -> (audit + metrics on close) -> authenticate -> limits -> route
  app.addHook('onRequest', async (request, reply) => {
    request.veil = {};
    // One 'close' listener per concern (in-flight count, audit, metrics, limits, idempotency,
    // the upstream call's abort) plus Node's and Fastify's stream plumbing: a streamed,
    // idempotent answer has 11, and Node's default of 10 would log a leak warning for each.
    reply.raw.setMaxListeners(RESPONSE_MAX_LISTENERS);
    countRequestInFlight(reply.raw);
    reply.header('x-request-id', request.id);
    recordAudit(deps.stores.audit, request, reply);
    reply.raw.once('close', () => metrics.observe(request, reply));
    await authenticate(request);
    await enforceLimits(request, reply);
  });
  if (config.log.requests) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, path: request.routeOptions.url ?? 'unknown', status: reply.statusCode, ms: reply.elapsedTime },
        'request',
      );
    });
  }

  // ... -> idempotency (preHandler: replay or reserve the key) -> route
  await createIdempotencyPlugin({
    ...config.idempotency,
    openStore: () => ({ store: deps.stores.idempotency, close: async () => undefined }),
    ...(deps.now === undefined ? {} : { now: deps.now }),
  })(app, deps);

  await app.register(healthRoutes, {
    isReady: async () => (await deps.stores.keys.get('readiness-probe'), true),
  });
  await app.register(openapiRoutes);
  // Model calls: authenticate (hook above) -> anonymize -> forward -> restore.
  const meterUsage = createMeterUsage({
    pricing: config.pricing,
    spending: deps.stores.spending,
    warn: (message) => app.log.warn(message),
    ...(deps.events === undefined ? {} : { onCapReached: (keyId: string, organizationId: string, capUsd: number) => deps.events?.(organizationId, 'spending_cap.reached', { key_id: keyId, cap_usd: capUsd }) }),
  });
  // Backend plugins (language and document endpoints) first: local embedding models answer on /v1/embeddings.
  const plugins = await registerPlugins(app, {
    config,
    stores: deps.stores,
    privacy: deps.privacy,
    modelsDir: path.resolve(config.plugins.modelsDir),
    dataDir: config.dataDir,
    log: app.log,
    cipher: deps.cipher,
    publish: (organizationId, type, data) => deps.events?.(organizationId, type, data),
  });
  await app.register(modelCallRoutes, {
    providers: deps.providers,
    steps: [meterUsage, createAnonymizeRequest(deps.privacy)],
    localEmbeddings: plugins.embeddings,
  });
  await app.register(modelRoutes, { providers: deps.providers });
  await app.register(passthroughRoutes, { providers: deps.providers, privacy: deps.privacy.config });
  await app.register(gateRoutes, { privacy: deps.privacy });
  await app.register(dictionaryRoutes, { store: deps.stores.dictionaries, privacy: deps.privacy });
  await app.register(auditLogRoutes, { store: deps.stores.audit });
  await app.register(adminKeyRoutes, { keys, ...(deps.events === undefined ? {} : { onEvent: deps.events }) });
  if (config.metrics.enabled) await app.register(metricsRoutes, { metrics, requireKey: config.metrics.requireKey });
  for (const plugin of deps.plugins ?? []) await plugin(app, deps);
  // Signed webhooks, unless an extra plugin (a test with its own options) already provides them.
  if (!app.hasDecorator('webhooks')) await createWebhooksPlugin()(app, deps);
  return app;
}
