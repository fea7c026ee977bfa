import type { PricingConfig } from '../config/schema.js';

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** True when Veil counted the tokens itself because the upstream reported none. */
  estimated: boolean;
}

/** Price lookup like model routing: exact name, then the longest prefix ending in "*". */
export function createPriceTable(pricing: PricingConfig): (model: string, usage: TokenUsage) => number | undefined {
  const exact = new Map<string, { input: number; output: number }>();
  const prefixes: Array<{ prefix: string; price: { input: number; output: number } }> = [];
  for (const [pattern, price] of Object.entries(pricing)) {
    if (pattern.endsWith('*')) prefixes.push({ prefix: pattern.slice(0, -1), price });
    else exact.set(pattern, price);
  }
  prefixes.sort((a, b) => b.prefix.length - a.prefix.length);
  return (model, usage) => {
    const price = exact.get(model) ?? prefixes.find(({ prefix }) => model.startsWith(prefix))?.price;
    if (price === undefined) return undefined;
    const cost = (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1_000_000;
    // Nano-dollar precision: enough for any price, and sums that read as written (1.3, not 1.2999999999999998).
    return Math.round(cost * 1e9) / 1e9;
  };
}

/** The UTC day a cost belongs to, e.g. `2026-11-21`. */
export function utcDay(at = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** Seconds until the next UTC midnight, when daily caps reset. */
export function secondsUntilUtcMidnight(at = new Date()): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}
