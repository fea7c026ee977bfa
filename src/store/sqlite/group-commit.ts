import type { SqliteDatabase } from './open-database.js';

/**
 * Group commit: every write submitted during one event-loop turn, by any store of the same
 * database, runs in one IMMEDIATE transaction, so a burst of requests (each writing an audit
 * entry, its spending and perhaps a map) costs one commit instead of several each; a lone write
 * waits only for the current turn to end. If the batch fails, writes are retried one by one so
 * one bad write cannot fail the others. `flush` runs what is pending at once (before the database
 * closes).
 */
export interface GroupCommit<Item, Result> {
  submit(item: Item): Promise<Result>;
  flush(): void;
}

interface PendingWrite {
  run: () => unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface WriteQueue {
  push(write: PendingWrite): void;
  flush(): void;
}

const queues = new WeakMap<SqliteDatabase, WriteQueue>();

function createWriteQueue(db: SqliteDatabase): WriteQueue {
  let queue: PendingWrite[] = [];
  const runBatch = db.transaction((batch: PendingWrite[]) => batch.map((write) => write.run()));
  const runOne = db.transaction((write: PendingWrite) => write.run());

  const flush = (): void => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    if (!db.open) {
      for (const write of batch) write.reject(new Error('the database is closed'));
      return;
    }
    try {
      const results = runBatch.immediate(batch);
      batch.forEach((write, index) => write.resolve(results[index]));
    } catch {
      for (const write of batch) {
        try {
          write.resolve(runOne.immediate(write));
        } catch (error) {
          write.reject(error);
        }
      }
    }
  };

  return {
    push(write) {
      if (queue.length === 0) setImmediate(flush);
      queue.push(write);
    },
    flush,
  };
}

export function createGroupCommit<Item, Result>(db: SqliteDatabase, apply: (item: Item) => Result): GroupCommit<Item, Result> {
  let queue = queues.get(db);
  if (queue === undefined) {
    queue = createWriteQueue(db);
    queues.set(db, queue);
  }
  const shared = queue;
  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        shared.push({ run: () => apply(item), resolve: resolve as (result: unknown) => void, reject });
      });
    },
    flush: () => shared.flush(),
  };
}
