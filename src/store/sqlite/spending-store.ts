import type { SpendingStore } from '../../spending/spending-store.js';
import { createGroupCommit } from './group-commit.js';
import type { SqliteDatabase } from './open-database.js';

export function createSqliteSpendingStore(db: SqliteDatabase): SpendingStore & { flush(): void } {
  const add = db.prepare(`INSERT INTO key_spending (key_id, day, cost_usd, prompt_tokens, completion_tokens, requests)
    VALUES (?, ?, ?, ?, ?, 1)
    ON CONFLICT (key_id, day) DO UPDATE SET cost_usd = cost_usd + excluded.cost_usd,
      prompt_tokens = prompt_tokens + excluded.prompt_tokens,
      completion_tokens = completion_tokens + excluded.completion_tokens, requests = requests + 1`);
  const spent = db.prepare('SELECT cost_usd FROM key_spending WHERE key_id = ? AND day = ?');
  // Group commit, as for the audit log: one transaction per event-loop turn.
  const writes = createGroupCommit(db, (row: [string, string, number, number, number]) => {
    add.run(...row);
  });
  return {
    add(keyId, day, entry) {
      return writes.submit([keyId, day, entry.costUsd, entry.promptTokens, entry.completionTokens]);
    },
    flush: () => writes.flush(),
    async spent(keyId, day) {
      return (spent.get(keyId, day) as { cost_usd: number } | undefined)?.cost_usd ?? 0;
    },
  };
}
