import type { ProviderConfig } from '../config/schema.js';
import { openaiCompatible } from './openai-compatible.js';
import type { Provider } from './types.js';

export interface ProviderRegistry {
  /** The provider serving a model: exact name first, then the longest prefix, then a `*` provider. */
  resolve(model: string): Provider | undefined;
  /** The provider for requests that name no model (pass-through paths, model lists). */
  fallback(): Provider | undefined;
  all(): readonly Provider[];
  /** Explicit (non-wildcard) model names from config, per provider. */
  configuredModels(providerId: string): readonly string[];
  close(): Promise<void>;
}

const ADAPTERS: Record<ProviderConfig['type'], (config: ProviderConfig) => Provider> = {
  'openai-compatible': openaiCompatible,
};

export function createProviderRegistry(configs: readonly ProviderConfig[]): ProviderRegistry {
  const providers = configs.map((config) => ADAPTERS[config.type](config));
  const exact = new Map<string, Provider>();
  const prefixes: Array<{ prefix: string; provider: Provider }> = [];
  let wildcard: Provider | undefined;
  configs.forEach((config, index) => {
    const provider = providers[index] as Provider;
    for (const pattern of config.models) {
      if (pattern === '*') wildcard ??= provider;
      else if (pattern.endsWith('*')) prefixes.push({ prefix: pattern.slice(0, -1), provider });
      else if (!exact.has(pattern)) exact.set(pattern, provider);
    }
  });
  prefixes.sort((a, b) => b.prefix.length - a.prefix.length);

  return {
    resolve(model) {
      return exact.get(model) ?? prefixes.find(({ prefix }) => model.startsWith(prefix))?.provider ?? wildcard;
    },
    fallback() {
      return wildcard ?? providers[0];
    },
    all() {
      return providers;
    },
    configuredModels(providerId) {
      const config = configs.find((candidate) => candidate.id === providerId);
      return config === undefined ? [] : config.models.filter((model) => !model.endsWith('*'));
    },
    async close() {
      await Promise.all(providers.map((provider) => provider.close()));
    },
  };
}
