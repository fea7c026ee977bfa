import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import OpenAI from 'openai';
import { loadConfig } from '../../src/config/load-config.js';
import type { VeilConfig } from '../../src/config/schema.js';
import { createApiKey, type CreateKeyOptions } from '../../src/keys/api-keys.js';
import { openSqliteStores } from '../../src/store/sqlite/index.js';
import type { ServerPlugin } from '../../src/server/create-server.js';
import { startGateway, type RunningGateway } from '../../src/server/start-gateway.js';

export interface TestGateway {
  gateway: RunningGateway;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** A key with the default scopes. */
  key: string;
  createKey(options?: CreateKeyOptions): Promise<{ id: string; key: string }>;
  /** The real `openai` client pointed at the gateway. */
  client(key?: string): OpenAI;
  close(): Promise<void>;
}

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** Starts a gateway on port 0 with its own data directory, torn down with the test. */
export async function startTestGateway(
  t: Teardown,
  options: {
    upstreamURL?: string;
    env?: NodeJS.ProcessEnv;
    adjust?: (config: VeilConfig) => void;
    /** Extra server plugins, for capabilities under development. */
    plugins?: readonly ServerPlugin[];
    /** Reuse a data directory (e.g. to restart a gateway on the same state). */
    dataDir?: string;
    /** A clock for time-based records. */
    now?: () => number;
  } = {},
): Promise<TestGateway> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'veil-test-'));
  const env: NodeJS.ProcessEnv = { ...options.env };
  if (options.upstreamURL !== undefined) env.VEIL_UPSTREAM_URL = options.upstreamURL;
  const config = loadConfig({ dataDir, port: 0, host: '127.0.0.1' }, env);
  config.log.level = 'silent';
  options.adjust?.(config);

  const createKey = async (keyOptions: CreateKeyOptions = {}) => {
    const stores = openSqliteStores(dataDir);
    try {
      const { record, key } = await createApiKey(stores.keys, keyOptions);
      return { id: record.id, key };
    } finally {
      await stores.close();
    }
  };
  const { key } = await createKey({ name: 'test' });
  const gateway = await startGateway(config, {
    ...(options.plugins === undefined ? {} : { plugins: options.plugins }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await gateway.close();
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  t.teardown(close);
  return {
    gateway,
    url: gateway.url,
    dataDir,
    key,
    createKey,
    client: (apiKey = key) => new OpenAI({ baseURL: `${gateway.url}/v1`, apiKey, maxRetries: 0, timeout: 10_000 }),
    close,
  };
}
