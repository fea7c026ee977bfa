import type { PricingConfig } from '../config/schema.js';
import { PlatformError } from '../errors/platform-error.js';
import { createPriceTable, secondsUntilUtcMidnight, utcDay } from '../spending/pricing.js';
import type { SpendingStore } from '../spending/spending-store.js';
import { createUsageMeter } from '../spending/usage-meter.js';
import type { ExchangeStep } from './exchange.js';

export interface MeterUsageOptions {
  pricing: PricingConfig;
  spending: SpendingStore;
  /** Told once when a key's spending reaches its cap (for the `spending_cap.reached` webhook). */
  onCapReached?: (keyId: string, organizationId: string, capUsd: number) => void;
  warn: (message: string) => void;
}

/**
 * Spending, before and after the call. Before: a key at its daily cap (UTC day) is refused with
 * 429 before anything is forwarded. After: token usage from the answer (Veil asks streams for
 * their usage chunk and strips it again when the client did not ask), priced per model, added to
 * the key's day and to the request's audit entry.
 */
export function createMeterUsage(options: MeterUsageOptions): ExchangeStep {
  const price = createPriceTable(options.pricing);
  const unpriced = new Set<string>();
  return async (exchange) => {
    const key = exchange.request.apiKey;
    const cap = key?.dailyCapUsd ?? null;
    if (key !== null && cap !== null) {
      const spent = await options.spending.spent(key.id, utcDay());
      if (spent >= cap) {
        throw new PlatformError('daily_spending_cap_exceeded', `This key reached its daily spending cap of ${cap} USD; it resets at 00:00 UTC.`, {
          headers: { 'retry-after': String(secondsUntilUtcMidnight()) },
        });
      }
    }

    let stripStreamUsage = false;
    if (exchange.stream && exchange.kind !== 'embedding') {
      const streamOptions = exchange.body.stream_options;
      const asked = typeof streamOptions === 'object' && streamOptions !== null && (streamOptions as { include_usage?: unknown }).include_usage === true;
      if (!asked) {
        exchange.body.stream_options = { ...(typeof streamOptions === 'object' && streamOptions !== null ? streamOptions : {}), include_usage: true };
        exchange.bodyChanged = true;
        stripStreamUsage = true;
      }
    }

    const request = exchange.request;
    // First in the chain: usage is read from the upstream's own chunks, before any restore.
    exchange.responseRewriters.unshift(
      createUsageMeter({
        stripStreamUsage,
        promptText: () => JSON.stringify(exchange.kind === 'embedding' ? exchange.body.input : (exchange.body.messages ?? exchange.body.prompt ?? '')),
        onUsage: (usage) => {
          const cost = price(exchange.model, usage);
          if (cost === undefined && !unpriced.has(exchange.model) && Object.keys(options.pricing).length > 0) {
            unpriced.add(exchange.model);
            options.warn(`No price configured for model "${exchange.model}"; its requests cost 0 against spending caps.`);
          }
          request.veil.usage = usage;
          request.veil.costUsd = cost ?? 0;
          if (key === null) return;
          const entry = { costUsd: cost ?? 0, promptTokens: usage.promptTokens, completionTokens: usage.completionTokens };
          const day = utcDay();
          const record = async () => {
            // The read is only needed to notice the crossing of a cap.
            const spentBefore = cap === null ? 0 : await options.spending.spent(key.id, day);
            await options.spending.add(key.id, day, entry);
            if (cap !== null && spentBefore < cap && spentBefore + entry.costUsd >= cap) options.onCapReached?.(key.id, key.organizationId, cap);
          };
          record().catch((error: unknown) => request.log.error({ err: error }, 'recording spending failed'));
        },
      }),
    );
  };
}
