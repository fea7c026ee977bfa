/**
 * Delay before the next attempt after `failedAttempts` failures: `baseMs` doubled for each further
 * failure, capped at `capMs`, then spread by +/-20 % so endpoints that failed together (a receiver
 * outage) are not all retried in the same instant.
 */
export function retryDelayMs(failedAttempts: number, options: { baseMs: number; capMs: number }, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const delay = Math.min(options.baseMs * 2 ** exponent, options.capMs);
  const jittered = delay * (0.8 + 0.4 * random());
  return Math.round(Math.min(jittered, options.capMs));
}
