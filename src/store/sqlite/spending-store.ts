import type { SpendingStore } from '../../spending/spending-store.js';
import { createGroupCommit, DEFERRED_WRITE_MS } from './group-commit.js';
import type { SqliteDatabase } from './open-database.js';

interface DayTotals {
  keyId: string;
  day: string;
  costUsd: number;
  promptTokens: number;
  completionTokens: number;
  requests: number;
  written: Promise<void>;
}

export function createSqliteSpendingStore(db: SqliteDatabase): SpendingStore & { flush(): void } {
  const add = db.prepare(`INSERT INTO key_spending (key_id, day, cost_usd, prompt_tokens, completion_tokens, requests)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (key_id, day) DO UPDATE SET cost_usd = cost_usd + excluded.cost_usd,
      prompt_tokens = prompt_tokens + excluded.prompt_tokens,
      completion_tokens = completion_tokens + excluded.completion_tokens, requests = requests + excluded.requests`);
  const spent = db.prepare('SELECT cost_usd FROM key_spending WHERE key_id = ? AND day = ?');

  // A key's requests are summed while their write waits (up to 10 ms, like audit entries) and
  // written as one row update in a shared commit (group-commit.ts); a request's promise resolves
  // when its share is stored. `spent` counts the sums not written yet.
  const open = new Map<string, DayTotals>();
  const slotOf = (keyId: string, day: string): string => `${keyId}\u0000${day}`;
  const writes = createGroupCommit(
    db,
    (totals: DayTotals) => {
      // Closed to new requests once written: later ones start the next sum.
      open.delete(slotOf(totals.keyId, totals.day));
      add.run(totals.keyId, totals.day, totals.costUsd, totals.promptTokens, totals.completionTokens, totals.requests);
    },
    { maxDelayMs: DEFERRED_WRITE_MS },
  );

  return {
    add(keyId, day, entry) {
      const slot = slotOf(keyId, day);
      let totals = open.get(slot);
      if (totals === undefined) {
        const fresh: DayTotals = { keyId, day, costUsd: 0, promptTokens: 0, completionTokens: 0, requests: 0, written: Promise.resolve() };
        fresh.written = writes.submit(fresh);
        open.set(slot, fresh);
        totals = fresh;
      }
      totals.costUsd += entry.costUsd;
      totals.promptTokens += entry.promptTokens;
      totals.completionTokens += entry.completionTokens;
      totals.requests += 1;
      return totals.written;
    },
    flush: () => writes.flush(),
    async spent(keyId, day) {
      const stored = (spent.get(keyId, day) as { cost_usd: number } | undefined)?.cost_usd ?? 0;
      return stored + (open.get(slotOf(keyId, day))?.costUsd ?? 0);
    },
  };
}
