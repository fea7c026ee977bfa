import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/**
 * The checkpoint thread: copies the WAL's pages back into the database file on its own
 * connection, so the two fsyncs of a checkpoint never stall the event loop. PASSIVE: it never
 * waits for readers or writers, and copies what it can; the gateway's writer then starts the
 * WAL over once everything is copied. Each run is reported to the gateway.
 */
export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}

/** One checkpoint's outcome, as `PRAGMA wal_checkpoint` gives it. */
export interface CheckpointReport {
  /** The checkpoint could not run at all (another connection held the checkpoint lock). */
  busy: boolean;
  /** Frames in the WAL. */
  walFrames: number;
  /** Frames copied to the database file so far. */
  checkpointedFrames: number;
}

const port = parentPort;
if (port === null) throw new Error('checkpoint-worker must run in a worker thread');
const { file, intervalMs } = workerData as CheckpointWorkerData;
const db = new Database(file, { fileMustExist: true });
// Synced like the gateway's connection: the WAL before each checkpoint, the file after it.
db.pragma('synchronous = NORMAL');

const run = (): void => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number; log: number; checkpointed: number }>;
    if (row !== undefined) port.postMessage({ busy: row.busy !== 0, walFrames: row.log, checkpointedFrames: row.checkpointed } satisfies CheckpointReport);
  } catch {
    // A locked or closing database: the next run tries again, and the gateway's own automatic
    // checkpoint remains the backstop.
  }
};

const timer = setInterval(run, intervalMs);
port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  port.close();
});
