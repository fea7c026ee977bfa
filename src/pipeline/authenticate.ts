import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../errors/platform-error.js';
import { verifyApiKey } from '../keys/api-keys.js';
import type { KeyStore } from '../store/types.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const REJECTIONS = {
  malformed: 'Invalid API key. Veil keys look like veil_<id>_<secret>; create one with `veil keys create`.',
  unknown: 'Invalid API key.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
} as const;

/**
 * First step of every route that declares a scope: a valid, unexpired, unrevoked key (401
 * otherwise) holding that scope (403 otherwise). Runs before the body is read, so unauthenticated
 * callers cannot make the gateway parse anything.
 */
export function createAuthenticate(keys: KeyStore): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const scope = request.routeOptions.config.scope;
    if (scope === undefined) return;
    const header = request.headers.authorization;
    if (header === undefined || header === '') {
      throw new PlatformError('missing_api_key', 'Missing API key: send the header "Authorization: Bearer <key>".');
    }
    const presented = BEARER.exec(header)?.[1];
    if (presented === undefined) {
      throw new PlatformError('invalid_api_key', 'The Authorization header must be "Bearer <key>".');
    }
    const check = await verifyApiKey(keys, presented);
    if (!check.ok) throw new PlatformError('invalid_api_key', REJECTIONS[check.reason]);
    if (!check.record.scopes.includes(scope)) {
      throw new PlatformError('insufficient_scope', `This API key lacks the "${scope}" scope needed for ${request.routeOptions.url ?? request.url}.`);
    }
    request.apiKey = check.record;
  };
}
