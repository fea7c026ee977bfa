import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { CheckpointReport, CheckpointWorkerData } from './checkpoint-worker.js';

export interface CheckpointerOptions {
  /** WAL size at which the thread starts; below it, SQLite's own checkpoints are rare and small. */
  startAfterBytes?: number;
  /** How often the thread checkpoints once started. */
  intervalMs?: number;
  /** How often the WAL's size is looked at until the thread starts. */
  watchMs?: number;
}

export interface Checkpointer {
  /** The last checkpoint the thread reported, if it has run. */
  readonly last: CheckpointReport | undefined;
  /** Stops the thread (and the watch), waiting for its connection to close. */
  stop(): Promise<void>;
}

/** ~1,000 WAL pages: SQLite's own default checkpoint point. */
const START_AFTER_BYTES = 4 * 1024 * 1024;
const INTERVAL_MS = 1_000;
const WATCH_MS = 1_000;
const STOP_WAIT_MS = 5_000;

/**
 * Checkpoints the WAL of `file` in a worker thread once it has grown (a gateway under load), so
 * that the gateway's connection no longer checkpoints on the event loop: a checkpoint's fsyncs
 * held the loop for up to 90 ms under privacy-on load. A store that writes little (the CLI, a
 * test) never starts the thread. Threads are unref'd: they never keep a process alive.
 */
export function startCheckpointer(file: string, options: CheckpointerOptions = {}): Checkpointer {
  const walFile = `${file}-wal`;
  const startAfter = options.startAfterBytes ?? START_AFTER_BYTES;
  let worker: Worker | undefined;
  let last: CheckpointReport | undefined;
  let stopped = false;
  let exited = false;

  const start = (): void => {
    const data: CheckpointWorkerData = { file, intervalMs: options.intervalMs ?? INTERVAL_MS };
    const thread = new Worker(new URL('./checkpoint-worker.js', import.meta.url), { workerData: data });
    thread.on('message', (report: CheckpointReport) => {
      last = report;
    });
    // A thread that fails leaves checkpoints to SQLite's automatic ones, as before it started.
    thread.on('error', () => undefined);
    thread.once('exit', () => {
      exited = true;
    });
    thread.unref();
    worker = thread;
  };

  const watch = setInterval(() => {
    let size = 0;
    try {
      size = statSync(walFile).size;
    } catch {
      return;
    }
    if (size < startAfter) return;
    clearInterval(watch);
    start();
  }, options.watchMs ?? WATCH_MS);
  watch.unref();

  return {
    get last() {
      return last;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(watch);
      const thread = worker;
      if (thread === undefined || exited) return;
      const ended = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.postMessage('stop');
      // A checkpoint in progress finishes first; a thread that does not answer is ended.
      const timer = setTimeout(() => void thread.terminate(), STOP_WAIT_MS);
      await ended;
      clearTimeout(timer);
    },
  };
}
