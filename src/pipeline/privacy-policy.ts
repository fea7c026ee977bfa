import type { FastifyRequest } from 'fastify';
import type { PrivacyConfig } from '../config/schema.js';
import { PlatformError } from '../errors/platform-error.js';

export interface EffectivePrivacy {
  enabled: boolean;
  /** Entity types for this request; undefined means the configured default. */
  entities: readonly string[] | undefined;
}

/**
 * The privacy policy of one request: config, then the key's own policy, then the
 * `x-veil-privacy: off` header, honoured only for keys allowed to turn privacy off.
 */
export function privacyFor(request: FastifyRequest, config: PrivacyConfig): EffectivePrivacy {
  const policy = request.apiKey?.privacy ?? null;
  const header = request.headers['x-veil-privacy'];
  const entities = policy?.entities !== undefined && policy.entities.length > 0 ? policy.entities : undefined;
  if (header === undefined) return { enabled: config.enabled, entities };
  if (header === 'on') return { enabled: true, entities };
  if (header !== 'off') {
    throw new PlatformError('validation_error', 'The x-veil-privacy header must be "on" or "off".', { param: 'x-veil-privacy' });
  }
  if (config.enabled && policy?.allowOff !== true) {
    throw new PlatformError('privacy_policy_blocked', 'This API key may not turn privacy off (create it with --allow-privacy-off).');
  }
  return { enabled: false, entities };
}
