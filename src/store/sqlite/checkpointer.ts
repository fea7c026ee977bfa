import { Worker } from 'node:worker_threads';
import type { CheckpointReport, CheckpointWorkerData } from './checkpoint-worker.js';

export interface CheckpointerOptions {
  /** Writes per look (once a second by default) from which the thread runs. */
  busyWrites?: number;
  /** Quiet looks in a row after which a running thread is stopped. */
  quietLooks?: number;
  /** How often the thread checkpoints while it runs. */
  intervalMs?: number;
  /** How often the write count is looked at. */
  watchMs?: number;
}

export interface Checkpointer {
  /** Whether the thread is running. */
  readonly running: boolean;
  /** The last checkpoint the thread reported, if it has run. */
  readonly last: CheckpointReport | undefined;
  /** Stops the thread and the watch, waiting for the thread's connection to close. */
  stop(): Promise<void>;
}

/** ~35 privacy-on requests a second (a map, an audit entry and a spending row each). */
const BUSY_WRITES = 100;
const QUIET_LOOKS = 30;
const INTERVAL_MS = 1_000;
const WATCH_MS = 1_000;
const STOP_WAIT_MS = 5_000;

/**
 * Checkpoints the WAL of `file` in a worker thread while the database is busy (`writes` counts
 * what has been written so far), so that the gateway's connection no longer checkpoints on the
 * event loop: a checkpoint's fsyncs held the loop for up to ~100 ms under privacy-on load. A
 * store that writes little (the CLI, a quiet gateway, a test) never starts the thread, and a
 * thread stops after half a minute of quiet, so idle memory stays as it was. The thread never
 * keeps a process alive; one that fails leaves the connection's own checkpoints, with a warning.
 */
export function startCheckpointer(file: string, writes: () => number, options: CheckpointerOptions = {}): Checkpointer {
  const busyWrites = options.busyWrites ?? BUSY_WRITES;
  const quietLooks = options.quietLooks ?? QUIET_LOOKS;
  let worker: Worker | undefined;
  let last: CheckpointReport | undefined;
  let stopped = false;
  let failed = false;
  let seen = writes();
  let quiet = 0;
  /** A thread stopped for quiet that is still closing its connection. */
  let closing: Promise<void> | undefined;

  const start = (): void => {
    const data: CheckpointWorkerData = { file, intervalMs: options.intervalMs ?? INTERVAL_MS };
    const thread = new Worker(new URL('./checkpoint-worker.js', import.meta.url), { workerData: data });
    thread.on('message', (report: CheckpointReport) => {
      last = report;
    });
    thread.on('error', (error) => {
      failed = true;
      process.emitWarning(`The SQLite checkpoint thread failed (${error.message}); checkpoints run on the event loop again.`);
    });
    thread.once('exit', () => {
      if (worker === thread) worker = undefined;
    });
    thread.unref();
    worker = thread;
  };

  const end = async (thread: Worker): Promise<void> => {
    if (worker === thread) worker = undefined;
    const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    thread.postMessage('stop');
    // A checkpoint in progress finishes first; a thread that does not answer is ended.
    const timer = setTimeout(() => void thread.terminate(), STOP_WAIT_MS);
    await ended;
    clearTimeout(timer);
  };

  const watch = setInterval(() => {
    const now = writes();
    const busy = now - seen >= busyWrites;
    seen = now;
    quiet = busy ? 0 : quiet + 1;
    if (busy && worker === undefined && !failed) start();
    else if (quiet >= quietLooks && worker !== undefined) closing = end(worker);
  }, options.watchMs ?? WATCH_MS);
  watch.unref();

  return {
    get running() {
      return worker !== undefined;
    },
    get last() {
      return last;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(watch);
      if (worker !== undefined) await end(worker);
      await closing;
    },
  };
}
