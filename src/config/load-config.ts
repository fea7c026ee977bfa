import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { parse as parseYaml } from 'yaml';
import { ConfigSchema, type VeilConfig } from './schema.js';

/** Options given on the command line; they win over everything else. */
export interface ConfigFlags {
  config?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  dataDir?: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readConfigFile(file: string): Json {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read config file ${file} (set by --config or VEIL_CONFIG): ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ConfigError(`Config file ${file} is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (!isObject(parsed)) throw new ConfigError(`Config file ${file} must hold an object at the top level.`);
  return parsed;
}

function section(target: Json, key: string): Json {
  const existing = target[key];
  if (isObject(existing)) return existing;
  const created: Json = {};
  target[key] = created;
  return created;
}

function applyEnvironment(raw: Json, env: NodeJS.ProcessEnv): void {
  if (env.VEIL_DATA_DIR) raw.dataDir = env.VEIL_DATA_DIR;
  if (env.VEIL_HOST) section(raw, 'server').host = env.VEIL_HOST;
  if (env.VEIL_PORT) section(raw, 'server').port = Number(env.VEIL_PORT);
  if (env.VEIL_LOG_LEVEL) section(raw, 'log').level = env.VEIL_LOG_LEVEL;
  if (env.VEIL_ENCRYPTION_KEY) section(raw, 'privacy').encryptionKey = env.VEIL_ENCRYPTION_KEY;
  if (env.VEIL_PRIVACY) section(raw, 'privacy').enabled = env.VEIL_PRIVACY !== 'off';
  if (env.VEIL_UPSTREAM_URL) {
    const providers = Array.isArray(raw.providers) ? (raw.providers as unknown[]) : [];
    // The shortcut provider comes last so that models routed explicitly in the file win.
    raw.providers = [
      ...providers.filter((provider) => !(isObject(provider) && provider.id === 'default')),
      { id: 'default', baseURL: env.VEIL_UPSTREAM_URL, apiKeyEnv: 'VEIL_UPSTREAM_API_KEY', models: ['*'] },
    ];
  }
}

function applyFlags(raw: Json, flags: ConfigFlags): void {
  if (flags.dataDir !== undefined) raw.dataDir = flags.dataDir;
  if (flags.host !== undefined) section(raw, 'server').host = flags.host;
  if (flags.port !== undefined) section(raw, 'server').port = flags.port;
}

function describeErrors(raw: Json): string {
  return [...Value.Errors(ConfigSchema, raw)]
    .slice(0, 5)
    .map((error) => {
      const option = error.path.replace(/^\//, '').replaceAll('/', '.') || '(top level)';
      return `  - ${option}: ${error.message}${error.value === undefined ? '' : ` (got ${JSON.stringify(error.value)})`}`;
    })
    .join('\n');
}

/**
 * Builds the configuration once: schema defaults <- config file <- environment <- flags.
 * Throws a ConfigError naming each option to fix. Modules receive the result as a parameter.
 */
export function loadConfig(flags: ConfigFlags = {}, env: NodeJS.ProcessEnv = process.env): VeilConfig {
  const file = flags.config ?? env.VEIL_CONFIG;
  const raw: Json = file === undefined ? {} : readConfigFile(path.resolve(file));
  applyEnvironment(raw, env);
  applyFlags(raw, flags);
  const withDefaults = Value.Default(ConfigSchema, Value.Clone(raw)) as Json;
  if (!Value.Check(ConfigSchema, withDefaults)) {
    throw new ConfigError(`Invalid configuration${file === undefined ? '' : ` in ${file}`}:\n${describeErrors(withDefaults)}`);
  }
  const config = withDefaults as VeilConfig;
  const ids = new Set<string>();
  for (const provider of config.providers) {
    if (ids.has(provider.id)) throw new ConfigError(`providers: the id "${provider.id}" is used twice.`);
    ids.add(provider.id);
    const fromEnv = provider.apiKeyEnv === undefined ? undefined : env[provider.apiKeyEnv];
    if (provider.apiKey === undefined && fromEnv !== undefined) provider.apiKey = fromEnv;
  }
  return config;
}
