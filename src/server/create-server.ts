import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { VeilConfig } from '../config/schema.js';
import { cacheKeyStore } from '../keys/cached-key-store.js';
import { createAuthenticate } from '../pipeline/authenticate.js';
import { createAnonymizeRequest } from '../pipeline/anonymize-request.js';
import type { PrivacyService } from '../privacy/privacy-service.js';
import type { ValueCipher } from '../privacy/vault/encryption.js';
import type { ProviderRegistry } from '../providers/registry.js';
import type { Stores } from '../store/types.js';
import { registerBodyParsers } from './json-body-parser.js';
import { registerErrorHandlers } from './error-handler.js';
import { loggerOptions } from './logger-options.js';
import { openapiDocument } from './openapi-document.js';
import { dictionaryRoutes } from './routes/dictionaries.js';
import { gateRoutes } from './routes/gate.js';
import { healthRoutes } from './routes/health.js';
import { modelCallRoutes } from './routes/model-calls.js';
import { modelRoutes } from './routes/models.js';
import { openapiRoutes } from './routes/openapi.js';
import { passthroughRoutes } from './routes/passthrough.js';
import { ErrorBodySchema } from './schemas/common.js';
import { registerValidatorCompiler } from './validator-compiler.js';
import type { RequestContext } from './request-context.js';
import './fastify-types.js';

export interface ServerDependencies {
  config: VeilConfig;
  stores: Stores;
  providers: ProviderRegistry;
  privacy: PrivacyService;
  /** Seals stored secrets and bodies (AES-256-GCM), the same key as the vault's. */
  cipher: ValueCipher;
  /** Extra plugins registered after the built-in routes (tests, embedders). */
  plugins?: readonly ServerPlugin[];
}

/** A capability added to the app: hooks and routes, given the server's dependencies. */
export type ServerPlugin = (app: FastifyInstance, deps: ServerDependencies) => Promise<void>;

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
    trustProxy: config.server.trustProxy,
    requestIdHeader: false,
    genReqId: () => `req_${randomUUID().replaceAll('-', '')}`,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.decorateRequest('apiKey', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('veil', null as unknown as RequestContext);

  registerValidatorCompiler(app);
  registerBodyParsers(app);
  registerErrorHandlers(app);
  app.addSchema(ErrorBodySchema);
  await app.register(swagger, openapiDocument());

  const authenticate = createAuthenticate(cacheKeyStore(deps.stores.keys));
  app.addHook('onRequest', async (request, reply) => {
    request.veil = {};
    reply.header('x-request-id', request.id);
    await authenticate(request);
  });
  if (config.log.requests) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, path: request.routeOptions.url ?? 'unknown', status: reply.statusCode, ms: reply.elapsedTime },
        'request',
      );
    });
  }

  await app.register(healthRoutes, {
    isReady: async () => (await deps.stores.keys.get('readiness-probe'), true),
  });
  await app.register(openapiRoutes);
  // Model calls: authenticate (hook above) -> anonymize -> forward -> restore.
  await app.register(modelCallRoutes, { providers: deps.providers, steps: [createAnonymizeRequest(deps.privacy)] });
  await app.register(modelRoutes, { providers: deps.providers });
  await app.register(passthroughRoutes, { providers: deps.providers, privacy: deps.privacy.config });
  await app.register(gateRoutes, { privacy: deps.privacy });
  await app.register(dictionaryRoutes, { store: deps.stores.dictionaries, privacy: deps.privacy });
  for (const plugin of deps.plugins ?? []) await plugin(app, deps);
  return app;
}
