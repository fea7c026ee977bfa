import type { RateDecision, RateLimiter } from './types.js';

/**
 * GCRA (generic cell rate algorithm), in process. One number per key, the theoretical arrival time
 * (TAT): each request pushes it one emission interval (1000 / rps ms) into the future; a request is
 * refused when that would put the TAT more than one second ahead of now. This allows a burst of
 * `rps` requests, then exactly `rps` per second, with no window edges to game; and the state is a
 * single value updated by compare-and-set, which is what makes a Redis version straightforward.
 */
export function createGcraRateLimiter(maxKeys = 100_000): RateLimiter {
  const arrivals = new Map<string, number>();

  function sweep(now: number): void {
    // Keys whose TAT is in the past hold no state worth keeping.
    for (const [key, tat] of arrivals) if (tat <= now) arrivals.delete(key);
  }

  return {
    async take(key, requestsPerSecond, now = performance.timeOrigin + performance.now()): Promise<RateDecision> {
      const interval = 1000 / requestsPerSecond;
      const tolerance = 1000; // a full second of burst
      const tat = Math.max(arrivals.get(key) ?? now, now);
      const next = tat + interval;
      if (next - now > tolerance + 1e-9) {
        return {
          allowed: false,
          limit: requestsPerSecond,
          remaining: 0,
          resetMs: tat - now,
          retryAfterMs: next - now - tolerance,
        };
      }
      if (arrivals.size >= maxKeys) sweep(now);
      arrivals.set(key, next);
      return {
        allowed: true,
        limit: requestsPerSecond,
        remaining: Math.max(0, Math.floor((tolerance - (next - now)) / interval + 1e-9)),
        resetMs: next - now,
        retryAfterMs: 0,
      };
    },
  };
}
