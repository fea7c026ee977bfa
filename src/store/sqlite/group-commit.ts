import type { SqliteDatabase } from './open-database.js';

/**
 * Group commit: every write submitted during one event-loop turn, by any store of the same
 * database, runs in one IMMEDIATE transaction, so a burst of requests (each writing an audit
 * entry, its spending and perhaps a map) costs one commit instead of several each; a lone write
 * waits only for the current turn to end. Writes nobody waits on (audit entries, spending) may
 * instead wait up to `maxDelayMs` for company: they ride along with the next write that cannot
 * wait, a `flush` (reads call it), or their timer, so a busy gateway commits a few times per
 * 10 ms rather than once per turn. If the batch fails, writes are retried one by one so one bad
 * write cannot fail the others. `flush` runs what is pending at once (before reads and before the
 * database closes).
 */
export interface GroupCommit<Item, Result> {
  /** Queues a write; `maxDelayMs` overrides the committer's own delay for this write. */
  submit(item: Item, maxDelayMs?: number): Promise<Result>;
  /** Writes waiting for company are committed at the end of this turn instead of on their timer. */
  commitSoon(): void;
  flush(): void;
}

interface PendingWrite {
  run: () => unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface WriteQueue {
  push(write: PendingWrite, maxDelayMs: number): void;
  hurry(): void;
  flush(): void;
  /** Writes run so far (committed or failed). */
  readonly written: number;
}

export interface GroupCommitOptions {
  /** How long a write may wait for others before it is committed (default 0: end of the turn). */
  maxDelayMs?: number;
}

/** How long a record nobody waits on (an audit entry, a spending sum) may wait for company. */
export const DEFERRED_WRITE_MS = 10;

/** Writes in one transaction beyond which the queue commits without waiting for its timer. */
const MAX_BATCH = 512;

const queues = new WeakMap<SqliteDatabase, WriteQueue>();

/** How many writes the group commit of `db` has run: how fast the database's WAL grows, roughly. */
export function groupCommitWrites(db: SqliteDatabase): number {
  return queues.get(db)?.written ?? 0;
}

function createWriteQueue(db: SqliteDatabase): WriteQueue {
  let queue: PendingWrite[] = [];
  let written = 0;
  let immediate: NodeJS.Immediate | undefined;
  let timer: NodeJS.Timeout | undefined;
  const runBatch = db.transaction((batch: PendingWrite[]) => batch.map((write) => write.run()));
  const runOne = db.transaction((write: PendingWrite) => write.run());

  const flush = (): void => {
    if (immediate !== undefined) clearImmediate(immediate);
    if (timer !== undefined) clearTimeout(timer);
    immediate = undefined;
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    written += batch.length;
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
    push(write, maxDelayMs) {
      queue.push(write);
      if (immediate !== undefined) return;
      if (maxDelayMs <= 0 || queue.length >= MAX_BATCH) {
        immediate = setImmediate(flush);
      } else if (timer === undefined) {
        // Kept ref'd: a process that ends on its own still writes what it recorded (10 ms later at most).
        timer = setTimeout(flush, maxDelayMs);
      }
    },
    hurry() {
      if (queue.length > 0 && immediate === undefined) immediate = setImmediate(flush);
    },
    flush,
    get written() {
      return written;
    },
  };
}

export function createGroupCommit<Item, Result>(
  db: SqliteDatabase,
  apply: (item: Item) => Result,
  options: GroupCommitOptions = {},
): GroupCommit<Item, Result> {
  const maxDelayMs = options.maxDelayMs ?? 0;
  let queue = queues.get(db);
  if (queue === undefined) {
    queue = createWriteQueue(db);
    queues.set(db, queue);
  }
  const shared = queue;
  return {
    submit(item, delay = maxDelayMs) {
      return new Promise<Result>((resolve, reject) => {
        shared.push({ run: () => apply(item), resolve: resolve as (result: unknown) => void, reject }, delay);
      });
    },
    commitSoon: () => shared.hurry(),
    flush: () => shared.flush(),
  };
}
