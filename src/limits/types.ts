/** The verdict of a rate limiter for one request. */
export interface RateDecision {
  allowed: boolean;
  /** Requests per second allowed for the key. */
  limit: number;
  /** Requests that could be made right now without waiting. */
  remaining: number;
  /** Milliseconds until the allowance is fully restored. */
  resetMs: number;
  /** When refused: milliseconds until a request would be allowed. */
  retryAfterMs: number;
}

/**
 * Requests-per-second limiting. Async so that a Redis implementation (one GCRA key per API key,
 * updated by a Lua script) can serve several gateway processes with the same algorithm.
 */
export interface RateLimiter {
  take(key: string, requestsPerSecond: number, now?: number): Promise<RateDecision>;
}

/** Concurrent requests per key. `acquire` returns a release function, or undefined when full. */
export interface ConcurrencyLimiter {
  acquire(key: string, limit: number): Promise<(() => void) | undefined>;
}
