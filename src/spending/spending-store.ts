/** Spending per key and UTC day. Async for a PostgreSQL implementation later. */
export interface SpendingStore {
  add(keyId: string, day: string, entry: { costUsd: number; promptTokens: number; completionTokens: number }): Promise<void>;
  /** USD spent by the key on that day. */
  spent(keyId: string, day: string): Promise<number>;
}
