import type { FastifyInstance } from 'fastify';
import type { ServerDependencies, ServerPlugin } from '../server/create-server.js';
import { adminWebhookRoutes } from '../server/routes/admin-webhooks.js';
import { openDatabase, type SqliteDatabase } from '../store/sqlite/open-database.js';
import { createSqliteWebhookStore } from '../store/sqlite/webhook-store.js';
import { resolveWebhooksConfig, webhooksSectionOf, type WebhooksConfig } from './config.js';
import { createWebhookDispatcher, type WebhookDispatcher } from './dispatcher.js';
import type { LookupFunction } from './safe-connector.js';
import type { WebhookStore } from './webhook-store-types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes webhook events (`app.webhooks.publish(organizationId, 'key.created', {...})`). */
    webhooks: WebhookDispatcher;
  }
}

/** Options of the webhooks plugin; config fields override `config.webhooks` (tests, embedders). */
export interface WebhooksPluginOptions extends Partial<WebhooksConfig> {
  /** The store to use; by default `deps.stores.webhooks`, else one on the data directory's database. */
  store?: WebhookStore;
  /** Replaces DNS resolution for deliveries (tests of the address policy). */
  lookup?: LookupFunction;
}

function storeFromDependencies(deps: ServerDependencies): WebhookStore | undefined {
  return (deps.stores as { webhooks?: WebhookStore }).webhooks;
}

/**
 * Signed webhooks: the admin API under /v1/admin/webhooks, `app.webhooks` for publishing events,
 * and the delivery worker, started now and stopped when the app closes.
 */
export function createWebhooksPlugin(options: WebhooksPluginOptions = {}): ServerPlugin {
  const { store: givenStore, lookup, ...overrides } = options;
  return async (app: FastifyInstance, deps: ServerDependencies) => {
    const config = resolveWebhooksConfig(webhooksSectionOf(deps.config), overrides);
    let store = givenStore ?? storeFromDependencies(deps);
    let ownDatabase: SqliteDatabase | undefined;
    if (store === undefined) {
      // Until the store is part of `Stores`, open a second connection to the same file (WAL allows it).
      ownDatabase = openDatabase(deps.config.dataDir);
      store = createSqliteWebhookStore(ownDatabase);
    }
    const dispatcher = createWebhookDispatcher({
      store,
      cipher: deps.cipher,
      config,
      log: app.log.child({ component: 'webhooks' }),
      ...(lookup === undefined ? {} : { lookup }),
    });
    app.decorate('webhooks', dispatcher);
    await app.register(adminWebhookRoutes, { store, dispatcher, cipher: deps.cipher, allowPrivateNetworks: config.allowPrivateNetworks });
    if (config.worker) app.addHook('onReady', async () => dispatcher.start());
    // preClose: deliveries in flight are given back to the queue while the database is still open.
    app.addHook('preClose', async () => dispatcher.stop());
    app.addHook('onClose', async () => ownDatabase?.close());
  };
}
