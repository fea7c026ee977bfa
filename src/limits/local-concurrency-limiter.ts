import type { ConcurrencyLimiter } from './types.js';

/** Counts in-flight requests per key in this process; a Redis version would hold leases with a TTL. */
export function createLocalConcurrencyLimiter(): ConcurrencyLimiter {
  const inFlight = new Map<string, number>();
  return {
    async acquire(key, limit) {
      const current = inFlight.get(key) ?? 0;
      if (current >= limit) return undefined;
      inFlight.set(key, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left <= 0) inFlight.delete(key);
        else inFlight.set(key, left);
      };
    },
  };
}
