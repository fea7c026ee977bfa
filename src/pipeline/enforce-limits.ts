import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../errors/platform-error.js';
import type { ConcurrencyLimiter, RateLimiter } from '../limits/types.js';

export interface LimitDefaults {
  requestsPerSecond: number;
  concurrentRequests: number;
}

/** OpenAI writes reset times as durations ("1s", "120ms"); clients parse that form. */
function duration(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(3).replace(/\.?0+$/, '')}s` : `${Math.max(0, Math.ceil(ms))}ms`;
}

/**
 * Second step after authentication: the key's requests-per-second (GCRA) and concurrent-request
 * limits. Every authenticated response carries the x-ratelimit-* headers; a refusal is 429 with
 * Retry-After in whole seconds (at least 1).
 */
export function createEnforceLimits(rate: RateLimiter, concurrency: ConcurrencyLimiter, defaults: LimitDefaults) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = request.apiKey;
    if (key === null) return;
    const decision = await rate.take(key.id, key.rateLimitRps ?? defaults.requestsPerSecond);
    reply.header('x-ratelimit-limit-requests', String(decision.limit));
    reply.header('x-ratelimit-remaining-requests', String(decision.remaining));
    reply.header('x-ratelimit-reset-requests', duration(decision.resetMs));
    if (!decision.allowed) {
      throw new PlatformError('rate_limit_exceeded', `Rate limit of ${decision.limit} requests per second exceeded for this key.`, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) },
      });
    }
    const limit = key.concurrencyLimit ?? defaults.concurrentRequests;
    const release = await concurrency.acquire(key.id, limit);
    if (release === undefined) {
      throw new PlatformError('concurrency_limit_exceeded', `This key already has ${limit} requests in flight.`, {
        headers: { 'retry-after': '1' },
      });
    }
    // 'close' fires for finished and for aborted responses alike.
    reply.raw.once('close', release);
  };
}
