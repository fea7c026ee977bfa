import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { VeilConfig } from '../config/schema.js';
import { requestsInFlight } from '../metrics/requests-in-flight.js';
import { createProviderRegistry } from '../providers/registry.js';
import { DEFERRED_WRITE_MS } from '../store/sqlite/group-commit.js';
import { openSqliteStores } from '../store/sqlite/index.js';
import { createPrivacyService, type PrivacyService } from '../privacy/privacy-service.js';
import { createValueCipher, loadMasterKey } from '../privacy/vault/encryption.js';
import { sealedTermsCodec } from '../privacy/vault/sealed-terms.js';
import { createVault } from '../privacy/vault/vault.js';
import { webhookEventSink } from '../webhooks/event-sink.js';
import { createServer, type ServerPlugin } from './create-server.js';
import { releaseStartupMemory } from './release-startup-memory.js';

export interface RunningGateway {
  app: FastifyInstance;
  /** e.g. `http://127.0.0.1:8080` */
  url: string;
  /**
   * Graceful stop: refuse new requests, let in-flight ones (streams too) finish within
   * `server.shutdownTimeoutMs`, then cut what remains, close provider pools and the database.
   */
  close(): Promise<void>;
}

/** Opens storage and providers from the config, builds the server and starts listening. */
export async function startGateway(
  config: VeilConfig,
  options: { plugins?: readonly ServerPlugin[]; now?: () => number } = {},
): Promise<RunningGateway> {
  const warnings: string[] = [];
  // The key file lives in the data directory, and the stores need the key to seal dictionary terms.
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const cipher = createValueCipher(loadMasterKey(config.privacy.encryptionKey, config.dataDir, (message) => warnings.push(message)));
  const stores = openSqliteStores(config.dataDir, { dictionaryTerms: sealedTermsCodec(cipher) });
  const providers = createProviderRegistry(config.providers);
  let app: FastifyInstance;
  let purge: NodeJS.Timeout | undefined;
  let privacy: PrivacyService | undefined;
  try {
    // With other requests in flight, a new map's row waits for their writes to share its commit,
    // until its answer needs it at the latest; a request alone commits once it has gone upstream
    // (`session.dispatched()`), while the upstream works.
    const vault = createVault(stores.maps, cipher, config.privacy.mapTtlSeconds, {
      createDelayMs: () => (requestsInFlight() > 1 ? DEFERRED_WRITE_MS : 0),
    });
    privacy = createPrivacyService(config.privacy, vault, stores.dictionaries, { modelsDir: path.resolve(config.plugins.modelsDir) });
    // Load the recognizers' data (about a second) and the NER model, if one is configured, before
    // listening, not on the first request: a missing model stops the start with what to install.
    privacy.warmUp();
    await privacy.ready();
    const events = webhookEventSink(stores.webhooks, (error, type) => app.log.error({ err: error, type }, 'webhook event not queued'));
    app = await createServer({
      config,
      stores,
      providers,
      privacy,
      cipher,
      events,
      ...(options.plugins === undefined ? {} : { plugins: options.plugins }),
      ...(options.now === undefined ? {} : { now: options.now }),
    });
    for (const warning of warnings) app.log.warn(warning);
    const retentionMs = config.audit.retentionDays * 86_400_000;
    const purgeExpired = () =>
      Promise.all([vault.purgeExpired(), stores.audit.purgeBefore(new Date(Date.now() - retentionMs).toISOString())]).catch((error: unknown) =>
        app.log.error({ err: error }, 'purge failed'),
      );
    await purgeExpired();
    purge = setInterval(purgeExpired, 10 * 60 * 1000);
    purge.unref();
    app.addHook('onClose', async () => {
      clearInterval(purge);
      await providers.close();
      await stores.close();
      await privacy?.close();
    });
    await releaseStartupMemory();
    await app.listen({ host: config.server.host, port: config.server.port });
  } catch (error) {
    clearInterval(purge);
    await providers.close();
    await stores.close();
    await privacy?.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.server.port;
  const host = config.server.host.includes(':') ? `[${config.server.host}]` : config.server.host;
  let closing: Promise<void> | undefined;
  return {
    app,
    url: `http://${host}:${port}`,
    close() {
      closing ??= (async () => {
        const timer = setTimeout(() => app.server.closeAllConnections(), config.server.shutdownTimeoutMs);
        // A keep-alive connection whose stream just finished would otherwise hold the close until
        // its idle timeout; drop connections as soon as they fall idle.
        const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
        timer.unref();
        sweeper.unref();
        try {
          await app.close();
        } finally {
          clearTimeout(timer);
          clearInterval(sweeper);
        }
      })();
      return closing;
    },
  };
}
