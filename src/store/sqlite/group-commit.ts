import type { SqliteDatabase } from './open-database.js';

/**
 * Group commit: every write submitted during one event-loop turn runs in one IMMEDIATE
 * transaction, so a burst of requests costs one commit instead of one each; a lone write waits
 * only for the current turn to end. If the batch fails, items are retried one by one so one bad
 * item cannot fail the others. `flush` runs what is pending at once (before the database closes).
 */
export interface GroupCommit<Item, Result> {
  submit(item: Item): Promise<Result>;
  flush(): void;
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<Item, Result>(db: SqliteDatabase, apply: (item: Item) => Result): GroupCommit<Item, Result> {
  let queue: Array<Pending<Item, Result>> = [];
  const runBatch = db.transaction((batch: Array<Pending<Item, Result>>) => batch.map((pending) => apply(pending.item)));
  const runOne = db.transaction((item: Item) => apply(item));

  const flush = (): void => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    if (!db.open) {
      for (const pending of batch) pending.reject(new Error('the database is closed'));
      return;
    }
    try {
      const results = runBatch.immediate(batch);
      batch.forEach((pending, index) => pending.resolve(results[index] as Result));
    } catch {
      for (const pending of batch) {
        try {
          pending.resolve(runOne.immediate(pending.item));
        } catch (error) {
          pending.reject(error);
        }
      }
    }
  };

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ item, resolve, reject });
      });
    },
    flush,
  };
}
