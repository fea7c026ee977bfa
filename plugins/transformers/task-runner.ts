import { availableParallelism } from 'node:os';
import { PlatformError } from '../../src/errors/platform-error.js';
import { createWorkerPool, type WorkerPool } from '../../src/plugins/worker-pool.js';
import type { InferenceTask, TaskOutcome, WorkerSettings } from './tasks.js';

/** Sends tasks to the inference workers and turns their expected failures into platform errors. */
export interface TaskRunner {
  run<Value>(task: InferenceTask, transfer?: ArrayBuffer[]): Promise<Value>;
  close(): Promise<void>;
}

export interface TaskRunnerOptions {
  threads: number;
  maxQueue: number;
  settings: Omit<WorkerSettings, 'onnxThreads'>;
}

/**
 * The pool starts on the first task, not at start-up: a gateway that routes these endpoints here
 * but never calls them spawns no threads. ONNX Runtime's intra-op threads are split between the
 * workers so they do not all claim every core.
 */
export function createTaskRunner(options: TaskRunnerOptions): TaskRunner {
  let pool: WorkerPool | undefined;
  const settings: WorkerSettings = { ...options.settings, onnxThreads: Math.max(1, Math.floor(availableParallelism() / options.threads)) };
  return {
    async run<Value>(task: InferenceTask, transfer: ArrayBuffer[] = []): Promise<Value> {
      pool ??= createWorkerPool({
        file: new URL('./inference-worker.js', import.meta.url),
        threads: options.threads,
        maxQueue: options.maxQueue,
        name: 'Local model inference',
        workerData: settings,
      });
      const outcome = await pool.run<TaskOutcome<Value>>(task, transfer);
      if (!outcome.ok) throw new PlatformError(outcome.code, outcome.message);
      return outcome.value;
    },
    async close() {
      await pool?.close();
    },
  };
}
