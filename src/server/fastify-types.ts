import type { ApiKeyRecord } from '../store/types.js';
import type { Scope } from '../keys/scopes.js';
import type { RequestContext } from './request-context.js';

/** What the gateway adds to Fastify's request and route config. */
declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated key; set by the authenticate step on every route that needs a scope. */
    apiKey: ApiKeyRecord | null;
    /** The request body exactly as received, for forwarding unchanged when nothing rewrote it. */
    rawBody: Buffer | null;
    /** Facts about the request for the audit log, metrics and spending. */
    veil: RequestContext;
  }
  interface FastifyContextConfig {
    /** The scope a key needs for this route; routes without one are public (health, OpenAPI). */
    scope?: Scope;
  }
}
