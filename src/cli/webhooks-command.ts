import type { Argv, CommandModule } from 'yargs';
import { ConfigError, loadConfig } from '../config/load-config.js';
import type { VeilConfig } from '../config/schema.js';
import { createValueCipher, loadMasterKey, type ValueCipher } from '../privacy/vault/encryption.js';
import { openDatabase } from '../store/sqlite/open-database.js';
import { createSqliteWebhookStore } from '../store/sqlite/webhook-store.js';
import { DEFAULT_ORGANIZATION_ID } from '../store/types.js';
import { resolveWebhooksConfig, webhooksSectionOf, WebhooksConfigError, type WebhooksConfig } from '../webhooks/config.js';
import { createWebhookDispatcher } from '../webhooks/dispatcher.js';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from '../webhooks/event-types.js';
import { generateWebhookSecret, newEndpointId, sealSecret } from '../webhooks/secrets.js';
import { checkWebhookUrl, WebhookUrlError } from '../webhooks/webhook-url.js';
import type { WebhookEndpointRecord, WebhookStore } from '../webhooks/webhook-store-types.js';

interface CommonArgs {
  'data-dir': string | undefined;
  config: string | undefined;
  json: boolean | undefined;
  organization: string | undefined;
}

interface AddArgs extends CommonArgs {
  url: string;
  events: string | undefined;
  description: string | undefined;
}

interface IdArgs extends CommonArgs {
  id: string;
}

interface Context {
  store: WebhookStore;
  /** Loaded on first use: listing and removing need no key (and must not generate one). */
  cipher(): ValueCipher;
  webhooks: WebhooksConfig;
  organizationId: string;
}

function withCommon<T>(yargs: Argv<T>): Argv<T & CommonArgs> {
  return yargs
    .option('data-dir', { type: 'string', describe: 'Data directory (default ./data; also VEIL_DATA_DIR)' })
    .option('config', { type: 'string', describe: 'Config file, for its dataDir and webhooks options' })
    .option('organization', { type: 'string', describe: `Organisation id (default ${DEFAULT_ORGANIZATION_ID})` })
    .option('json', { type: 'boolean', describe: 'Print JSON' }) as Argv<T & CommonArgs>;
}

function fail(message: string): never {
  process.stderr.write(`veil: ${message}\n`);
  process.exit(2);
}

async function withContext<T>(args: CommonArgs, run: (context: Context) => Promise<T>): Promise<T> {
  let config: VeilConfig;
  let webhooks: WebhooksConfig;
  try {
    config = loadConfig({ config: args.config, dataDir: args['data-dir'] });
    webhooks = resolveWebhooksConfig(webhooksSectionOf(config));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof WebhooksConfigError) fail(error.message);
    throw error;
  }
  const db = openDatabase(config.dataDir);
  try {
    let loaded: ValueCipher | undefined;
    // The same master key as the gateway's, so both can open the secrets the other sealed.
    const cipher = () =>
      (loaded ??= createValueCipher(loadMasterKey(config.privacy.encryptionKey, config.dataDir, (message) => process.stderr.write(`veil: ${message}\n`))));
    const store = createSqliteWebhookStore(db);
    return await run({ store, cipher, webhooks, organizationId: args.organization ?? DEFAULT_ORGANIZATION_ID });
  } finally {
    db.close();
  }
}

/** The public view of an endpoint: everything but the sealed secret. */
function describeEndpoint(record: WebhookEndpointRecord) {
  return {
    id: record.id,
    organization_id: record.organizationId,
    url: record.url,
    events: record.events,
    description: record.description,
    enabled: record.enabled,
    created_at: record.createdAt,
  };
}

function parseEvents(list: string | undefined): string[] {
  if (list === undefined) return ['*'];
  const events = [...new Set(list.split(',').map((event) => event.trim()).filter(Boolean))];
  const unknown = events.filter((event) => event !== '*' && !isWebhookEventType(event));
  if (unknown.length > 0) fail(`Unknown event type(s) ${unknown.join(', ')} in --events; valid: *, ${WEBHOOK_EVENT_TYPES.join(', ')}.`);
  if (events.length === 0) fail('--events needs at least one event type (or *).');
  return events;
}

const add: CommandModule<object, AddArgs> = {
  command: 'add <url>',
  describe: 'Add a webhook endpoint and print its signing secret once',
  builder: (yargs) =>
    withCommon(yargs)
      .positional('url', { type: 'string', demandOption: true, describe: 'Receiver URL (http or https)' })
      .option('events', { type: 'string', describe: `Comma-separated event types (default *): ${WEBHOOK_EVENT_TYPES.join(', ')}` })
      .option('description', { type: 'string', describe: 'A note for administrators' }) as Argv<AddArgs>,
  handler: async (args) => {
    const events = parseEvents(args.events);
    await withContext(args, async ({ store, cipher, webhooks, organizationId }) => {
      let url: string;
      try {
        url = checkWebhookUrl(args.url, { allowPrivateNetworks: webhooks.allowPrivateNetworks });
      } catch (error) {
        if (error instanceof WebhookUrlError) fail(error.message);
        throw error;
      }
      const id = newEndpointId();
      const secret = generateWebhookSecret();
      const record = await store.createEndpoint({
        id,
        organizationId,
        url,
        events,
        description: args.description ?? null,
        secretCiphertext: sealSecret(cipher(), id, secret),
        enabled: true,
      });
      if (args.json) process.stdout.write(`${JSON.stringify({ ...describeEndpoint(record), secret })}\n`);
      else {
        process.stdout.write(`${secret}\n`);
        process.stderr.write(`Created webhook ${record.id} for ${record.events.join(',')}. The signing secret is shown only once.\n`);
      }
    });
  },
};

const list: CommandModule<object, CommonArgs> = {
  command: 'list',
  describe: 'List webhook endpoints (never their secrets)',
  builder: (yargs) => withCommon(yargs),
  handler: async (args) => {
    await withContext(args, async ({ store }) => {
      const all = (await store.listAllEndpoints()).filter((record) => args.organization === undefined || record.organizationId === args.organization);
      if (args.json) {
        process.stdout.write(`${JSON.stringify(all.map(describeEndpoint))}\n`);
        return;
      }
      for (const record of all) {
        process.stdout.write(`${record.id}\t${record.enabled ? 'enabled' : 'disabled'}\t${record.url}\t${record.events.join(',')}\t${record.organizationId}\n`);
      }
    });
  },
};

const remove: CommandModule<object, IdArgs> = {
  command: 'remove <id>',
  describe: 'Remove a webhook endpoint with its queued deliveries',
  builder: (yargs) => withCommon(yargs).positional('id', { type: 'string', demandOption: true, describe: 'Webhook id' }) as Argv<IdArgs>,
  handler: async (args) => {
    await withContext(args, async ({ store, organizationId }) => {
      if (!(await store.deleteEndpoint(args.id, organizationId))) fail(`No webhook with id ${args.id} in ${organizationId}.`);
      if (args.json) process.stdout.write(`${JSON.stringify({ id: args.id, deleted: true })}\n`);
      else process.stdout.write(`Removed ${args.id}\n`);
    });
  },
};

const test: CommandModule<object, IdArgs> = {
  command: 'test <id>',
  describe: 'Send a signed webhook.test event now and print the outcome (exit 1 if it failed)',
  builder: (yargs) => withCommon(yargs).positional('id', { type: 'string', demandOption: true, describe: 'Webhook id' }) as Argv<IdArgs>,
  handler: async (args) => {
    const ok = await withContext(args, async ({ store, cipher, webhooks, organizationId }) => {
      const endpoint = await store.getEndpoint(args.id, organizationId);
      if (endpoint === undefined) fail(`No webhook with id ${args.id} in ${organizationId}.`);
      if (!endpoint.enabled) fail(`Webhook ${args.id} is disabled.`);
      const dispatcher = createWebhookDispatcher({ store, cipher: cipher(), config: webhooks });
      try {
        const event = await dispatcher.sendTest(endpoint);
        const deliveryId = event.deliveryIds[0] as string;
        // A running gateway may claim it first; then report what is known so far.
        const result = await dispatcher.deliverNow(deliveryId);
        const outcome = result ?? { deliveryId, status: 'delivering', statusCode: null, error: null, durationMs: 0, nextAttemptAt: null };
        if (args.json) process.stdout.write(`${JSON.stringify({ event_id: event.id, delivery_id: deliveryId, status: outcome.status, status_code: outcome.statusCode, error: outcome.error, duration_ms: outcome.durationMs, next_attempt_at: outcome.nextAttemptAt })}\n`);
        else if (result === undefined) process.stdout.write(`Queued ${event.id}; a running gateway is delivering it.\n`);
        else {
          const answer = result.statusCode === null ? result.error : `HTTP ${result.statusCode}`;
          const next = result.status === 'pending' ? ` (retried by the gateway at ${result.nextAttemptAt ?? 'once due'})` : '';
          process.stdout.write(`${result.status === 'succeeded' ? 'Delivered' : 'Failed'} ${event.id}: ${answer} in ${result.durationMs} ms${next}\n`);
        }
        return result === undefined || result.status === 'succeeded';
      } finally {
        await dispatcher.stop();
      }
    });
    if (!ok) process.exitCode = 1;
  },
};

/** `veil webhooks add|list|remove|test`, on the data directory's database like `veil keys`. */
export const webhooksCommand: CommandModule = {
  command: 'webhooks <command>',
  describe: 'Manage webhook endpoints',
  builder: (yargs) => yargs.command(add).command(list).command(remove).command(test).demandCommand(1),
  handler: () => undefined,
};
