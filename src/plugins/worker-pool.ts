import { Worker } from 'node:worker_threads';
import { PlatformError } from '../errors/platform-error.js';

/**
 * A small pool of worker threads for CPU-heavy work (OCR, model inference), so the proxy's event
 * loop keeps its latency while they run. Threads start on demand (an endpoint nobody calls costs
 * no thread and no memory) up to `threads`. Bounded: when every thread is busy and `maxQueue`
 * tasks wait, `run` refuses with 503 instead of queueing without end.
 *
 * A worker module receives `{ id, task }` messages and answers `{ id, result }` or
 * `{ id, error: { code?, message } }` (see `serveWorkerTasks`).
 */
export interface WorkerPool {
  run<Result>(task: unknown, transfer?: ArrayBuffer[]): Promise<Result>;
  /** Tasks running or waiting. */
  readonly pending: number;
  close(): Promise<void>;
}

interface Job {
  id: number;
  task: unknown;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: { code?: string; message: string };
}

export function createWorkerPool(options: { file: URL; threads: number; maxQueue: number; name: string; workerData?: unknown }): WorkerPool {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let live = 0;

  const spawn = (): Worker => {
    live += 1;
    const worker = new Worker(options.file, { workerData: options.workerData });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = busy.get(worker);
      if (job === undefined || job.id !== reply.id) return;
      busy.delete(worker);
      if (reply.error !== undefined) {
        job.reject(
          reply.error.code === 'validation_error'
            ? new PlatformError('validation_error', reply.error.message)
            : new PlatformError('internal_error', `${options.name} failed: ${reply.error.message}`),
        );
      } else job.resolve(reply.result);
      idle.push(worker);
      pump();
    });
    worker.on('error', () => {
      // A crashed worker fails its job and is replaced.
      const job = busy.get(worker);
      busy.delete(worker);
      live -= 1;
      const at = idle.indexOf(worker);
      if (at !== -1) idle.splice(at, 1);
      job?.reject(new PlatformError('internal_error', `${options.name} worker crashed.`));
      if (!closed && queue.length > 0) {
        idle.push(spawn());
        pump();
      }
    });
    return worker;
  };

  const pump = (): void => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop() as Worker;
      const job = queue.shift() as Job;
      busy.set(worker, job);
      worker.postMessage({ id: job.id, task: job.task }, job.transfer);
    }
  };


  return {
    get pending() {
      return busy.size + queue.length;
    },
    run<Result>(task: unknown, transfer: ArrayBuffer[] = []): Promise<Result> {
      if (closed) return Promise.reject(new PlatformError('service_unavailable', `${options.name} is shutting down.`));
      if (idle.length === 0 && live < options.threads) idle.push(spawn());
      if (idle.length === 0 && queue.length >= options.maxQueue) {
        return Promise.reject(
          new PlatformError('service_unavailable', `${options.name} is busy (${options.threads} running, ${queue.length} waiting); retry later.`, {
            headers: { 'retry-after': '5' },
          }),
        );
      }
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, task, transfer, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new PlatformError('service_unavailable', `${options.name} is shutting down.`));
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
