import type { Argv, CommandModule } from 'yargs';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { createApiKey, KeyOptionError } from '../keys/api-keys.js';
import { openSqliteStores } from '../store/sqlite/index.js';
import { publishWebhookEvent } from '../webhooks/publish.js';
import type { ApiKeyRecord, KeyPrivacyPolicy, Stores } from '../store/types.js';

interface CommonArgs {
  'data-dir': string | undefined;
  config: string | undefined;
  json: boolean | undefined;
}

interface CreateArgs extends CommonArgs {
  name: string | undefined;
  organization: string | undefined;
  scopes: string | undefined;
  base: string | undefined;
  rps: number | undefined;
  concurrency: number | undefined;
  'daily-cap': number | undefined;
  expires: string | undefined;
  'privacy-entities': string | undefined;
  'allow-privacy-off': boolean | undefined;
}

interface RevokeArgs extends CommonArgs {
  id: string;
}

function withCommon<T>(yargs: Argv<T>): Argv<T & CommonArgs> {
  return yargs
    .option('data-dir', { type: 'string', describe: 'Data directory (default ./data; also VEIL_DATA_DIR)' })
    .option('config', { type: 'string', describe: 'Config file, for its dataDir' })
    .option('json', { type: 'boolean', describe: 'Print JSON' }) as Argv<T & CommonArgs>;
}

async function withStores<T>(args: CommonArgs, run: (stores: Stores) => Promise<T>): Promise<T> {
  let dataDir: string;
  try {
    dataDir = loadConfig({ config: args.config, dataDir: args['data-dir'] }).dataDir;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const stores = openSqliteStores(dataDir);
  try {
    return await run(stores);
  } finally {
    await stores.close();
  }
}

function fail(message: string): never {
  process.stderr.write(`veil: ${message}\n`);
  process.exit(2);
}

/** The public view of a key: everything but the hash. */
function describeKey(record: ApiKeyRecord) {
  return {
    id: record.id,
    name: record.name,
    organization_id: record.organizationId,
    scopes: record.scopes,
    base_id: record.baseId,
    rps: record.rateLimitRps,
    concurrency: record.concurrencyLimit,
    daily_cap_usd: record.dailyCapUsd,
    expires_at: record.expiresAt,
    privacy: record.privacy,
    revoked_at: record.revokedAt,
    created_at: record.createdAt,
  };
}

function privacyPolicyOf(args: CreateArgs): KeyPrivacyPolicy | undefined {
  const entities = args['privacy-entities']?.split(',').map((type) => type.trim().toUpperCase()).filter(Boolean);
  if (entities === undefined && args['allow-privacy-off'] !== true) return undefined;
  return { ...(entities === undefined ? {} : { entities }), ...(args['allow-privacy-off'] === true ? { allowOff: true } : {}) };
}

const create: CommandModule<object, CreateArgs> = {
  command: 'create',
  describe: 'Create an API key and print it once',
  builder: (yargs) =>
    withCommon(yargs)
      .option('name', { type: 'string', describe: 'A name to recognise the key by' })
      .option('organization', { type: 'string', describe: 'The organisation the key acts for: its maps and dictionaries are its own (default: the default organisation)' })
      .option('scopes', { type: 'string', describe: 'Comma-separated scopes (default: all but audit and admin)' })
      .option('base', { type: 'string', describe: 'Restrict the key to one Base' })
      .option('rps', { type: 'number', describe: 'Requests per second (default 50)' })
      .option('concurrency', { type: 'number', describe: 'Concurrent requests (default 100)' })
      .option('daily-cap', { type: 'number', describe: 'Daily spending cap in USD' })
      .option('expires', { type: 'string', describe: 'Expiry, ISO 8601' })
      .option('privacy-entities', { type: 'string', describe: 'Comma-separated entity types to anonymize for this key' })
      .option('allow-privacy-off', { type: 'boolean', describe: 'Let this key send x-veil-privacy: off' }),
  handler: async (args) => {
    const scopes = args.scopes?.split(',').map((scope) => scope.trim()).filter(Boolean);
    await withStores(args, async (stores) => {
      try {
        const { record, key } = await createApiKey(stores.keys, {
          name: args.name,
          organizationId: args.organization,
          scopes,
          baseId: args.base,
          rateLimitRps: args.rps,
          concurrencyLimit: args.concurrency,
          dailyCapUsd: args['daily-cap'],
          expiresAt: args.expires,
          privacy: privacyPolicyOf(args),
        });
        await publishWebhookEvent(stores.webhooks, record.organizationId, 'key.created', { key_id: record.id, scopes: record.scopes });
        if (args.json) process.stdout.write(`${JSON.stringify({ id: record.id, key })}\n`);
        else {
          process.stdout.write(`${key}\n`);
          process.stderr.write(`Created key ${record.id} with scopes ${record.scopes.join(',')}. It is shown only once.\n`);
        }
      } catch (error) {
        if (error instanceof KeyOptionError) fail(error.message);
        throw error;
      }
    });
  },
};

const list: CommandModule<object, CommonArgs> = {
  command: 'list',
  describe: 'List API keys (never their secrets)',
  builder: (yargs) => withCommon(yargs),
  handler: async (args) => {
    await withStores(args, async (stores) => {
      const keys = (await stores.keys.list()).map(describeKey);
      if (args.json) {
        process.stdout.write(`${JSON.stringify(keys)}\n`);
        return;
      }
      for (const key of keys) {
        const state = key.revoked_at !== null ? 'revoked' : key.expires_at !== null && Date.parse(key.expires_at) <= Date.now() ? 'expired' : 'active';
        process.stdout.write(`${key.id}\t${state}\t${key.name}\t${key.scopes.join(',')}${key.base_id === null ? '' : `\tbase=${key.base_id}`}\n`);
      }
    });
  },
};

const revoke: CommandModule<object, RevokeArgs> = {
  command: 'revoke <id>',
  describe: 'Revoke an API key by id',
  builder: (yargs) => withCommon(yargs).positional('id', { type: 'string', demandOption: true, describe: 'Key id' }) as Argv<RevokeArgs>,
  handler: async (args) => {
    await withStores(args, async (stores) => {
      const record = await stores.keys.get(args.id);
      const done = await stores.keys.revoke(args.id, new Date().toISOString());
      if (!done || record === undefined) fail(`No key with id ${args.id}.`);
      // Queued in the database; a running gateway's webhook worker delivers it.
      await publishWebhookEvent(stores.webhooks, record.organizationId, 'key.revoked', { key_id: args.id });
      if (args.json) process.stdout.write(`${JSON.stringify({ id: args.id, revoked: true })}\n`);
      else process.stdout.write(`Revoked ${args.id}\n`);
    });
  },
};

export const keysCommand: CommandModule = {
  command: 'keys <command>',
  describe: 'Manage API keys',
  builder: (yargs) => yargs.command(create).command(list).command(revoke).demandCommand(1),
  handler: () => undefined,
};
