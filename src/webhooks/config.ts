import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * The `webhooks` section of the configuration. Every option has a default, so `webhooks: {}` (or
 * no section at all) is valid.
 */
export const WebhooksConfigSchema = Type.Object(
  {
    worker: Type.Boolean({
      default: true,
      description: 'Deliver queued events from this process. Several processes may deliver from one database; each event is sent by one of them.',
    }),
    allowPrivateNetworks: Type.Boolean({
      default: false,
      description: 'Allow webhook URLs on loopback, private, link-local and other non-public addresses (on-premises receivers, tests).',
    }),
    pollIntervalMs: Type.Integer({ minimum: 10, default: 1000, description: 'How often the worker looks for due deliveries.' }),
    maxAttempts: Type.Integer({ minimum: 1, maximum: 50, default: 8, description: 'Attempts per delivery before it is marked failed.' }),
    backoffBaseMs: Type.Integer({ minimum: 1, default: 10_000, description: 'Delay before the first retry; doubles on each further retry, with jitter.' }),
    backoffCapMs: Type.Integer({ minimum: 1, default: 3_600_000, description: 'Longest delay between two attempts.' }),
    requestTimeoutMs: Type.Integer({ minimum: 100, default: 10_000, description: 'Time a receiver has to answer one delivery.' }),
    concurrency: Type.Integer({ minimum: 1, maximum: 256, default: 8, description: 'Deliveries in flight at once in one process.' }),
    retentionDays: Type.Integer({ minimum: 1, default: 30, description: 'Finished deliveries and their attempt log are deleted after this many days.' }),
  },
  { default: {}, additionalProperties: false },
);

export type WebhooksConfig = Static<typeof WebhooksConfigSchema>;

export class WebhooksConfigError extends Error {
  override name = 'WebhooksConfigError';
}

/** Fills defaults under `configured` (from the config file) and `overrides` (tests, embedders) and validates the result. */
export function resolveWebhooksConfig(configured: Partial<WebhooksConfig> | undefined, overrides: Partial<WebhooksConfig> = {}): WebhooksConfig {
  const merged = Value.Default(WebhooksConfigSchema, { ...configured, ...overrides }) as unknown;
  if (!Value.Check(WebhooksConfigSchema, merged)) {
    const first = [...Value.Errors(WebhooksConfigSchema, merged)][0];
    const option = first === undefined ? '' : first.path.replace(/^\//, '');
    throw new WebhooksConfigError(`Invalid webhooks configuration${option ? ` at webhooks.${option}` : ''}: ${first?.message ?? 'invalid'}.`);
  }
  return merged;
}

/** The `webhooks` section of a loaded configuration, whether or not the main schema declares it yet. */
export function webhooksSectionOf(config: object): Partial<WebhooksConfig> | undefined {
  return (config as { webhooks?: Partial<WebhooksConfig> }).webhooks;
}
