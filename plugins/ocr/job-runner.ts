import type { FastifyBaseLogger } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { ValueCipher } from '../../src/privacy/vault/encryption.js';
import type { ClaimedJob, OcrJobStore } from './job-store.js';
import type { OcrResultBody, RunOptions } from './task.js';

/** Sealed values are bound to their job, so one job's ciphertext cannot be moved to another. */
export const documentContext = (jobId: string) => `ocr-document:${jobId}`;
export const resultContext = (jobId: string) => `ocr-result:${jobId}`;

export interface JobRunnerOptions {
  store: OcrJobStore;
  cipher: ValueCipher;
  /** Reads one stored document; throws PlatformError for problems with the document. */
  execute(document: Buffer, options: RunOptions): Promise<OcrResultBody>;
  /** Whether the pool has a free thread now. Jobs take only free threads: synchronous requests come first. */
  hasCapacity(): boolean;
  /** Jobs this process runs at once (the pool's thread count). */
  concurrency: number;
  publish(organizationId: string, type: string, data: Record<string, unknown>): void;
  log: FastifyBaseLogger;
  retentionMs: number;
  /** A claim lasts this long unless renewed (renewed every third of it). */
  leaseMs?: number;
  /** How often to look for jobs queued by other processes or left from before a restart. */
  pollMs?: number;
}

export interface JobRunner {
  /** A job was queued or a thread came free. */
  wake(): void;
  start(): Promise<void>;
  /** Stops taking jobs and puts this process's running jobs back in the queue. */
  close(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Runs queued OCR jobs from the database on free worker threads, seals their results, and
 * announces each finished job with `ocr.job.completed` (job id, status, page count: never text).
 * Any gateway process on the same database may take a job (claims are atomic). A stopping
 * gateway puts its jobs back in the queue; a crashed one leaves a lease that runs out, and its
 * jobs are failed with `interrupted`, not retried: the document may be what brought it down.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { store, cipher, log } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const running = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let closed = false;
  let pumping = false;
  let pumpAgain = false;

  const finish = (job: { id: string; organizationId: string }, status: 'succeeded' | 'failed', pageCount: number | null) => {
    options.publish(job.organizationId, 'ocr.job.completed', { job_id: job.id, status, page_count: pageCount });
  };

  const process = async (job: ClaimedJob): Promise<void> => {
    const now = Date.now();
    try {
      const document = Buffer.from(cipher.open(job.document, documentContext(job.id)), 'base64');
      const result = await options.execute(document, job.options);
      if (closed) return;
      const sealed = cipher.seal(JSON.stringify(result), resultContext(job.id));
      const completedAt = Date.now();
      await store.complete(job.id, { status: 'succeeded', result: sealed, pageCount: result.pages.length }, iso(completedAt), iso(completedAt + options.retentionMs));
      finish(job, 'succeeded', result.pages.length);
    } catch (error) {
      if (closed) return;
      if (error instanceof PlatformError && error.code === 'service_unavailable') {
        // The pool filled up with synchronous requests meanwhile: wait for the next free thread.
        await store.requeue([job.id]);
        return;
      }
      const known = error instanceof PlatformError;
      if (!known || error.status >= 500) log.error({ err: known ? error : { type: (error as Error).name }, jobId: job.id, ms: Date.now() - now }, 'ocr job failed');
      const completedAt = Date.now();
      await store.complete(
        job.id,
        { status: 'failed', errorCode: known ? error.code : 'internal_error', errorMessage: known ? error.message : 'The OCR job failed.' },
        iso(completedAt),
        iso(completedAt + options.retentionMs),
      );
      finish(job, 'failed', null);
    }
  };

  const pump = async (): Promise<void> => {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        while (!closed && running.size < options.concurrency && options.hasCapacity()) {
          const now = Date.now();
          const job = await store.claimNext(iso(now), iso(now + leaseMs));
          if (job === undefined) break;
          running.add(job.id);
          void process(job)
            .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'ocr job bookkeeping failed'))
            .finally(() => {
              running.delete(job.id);
              void pump();
            });
        }
      } while (pumpAgain && !closed);
    } catch (error) {
      log.error({ err: error }, 'ocr job queue failed');
    } finally {
      pumping = false;
    }
  };

  const failAbandoned = async () => {
    const now = Date.now();
    for (const job of await store.failAbandoned(iso(now), iso(now + options.retentionMs))) finish(job, 'failed', null);
  };

  const every = (ms: number, task: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      task().catch((error: unknown) => log.error({ err: error }, 'ocr job housekeeping failed'));
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    wake() {
      if (!closed) void pump();
    },
    async start() {
      await failAbandoned();
      await store.purgeExpired(iso(Date.now()));
      every(pollMs, pump);
      every(Math.max(1_000, Math.floor(leaseMs / 3)), async () => store.renew([...running], iso(Date.now() + leaseMs)));
      every(30_000, failAbandoned);
      every(600_000, async () => store.purgeExpired(iso(Date.now())));
      void pump();
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await store.requeue([...running]);
      running.clear();
    },
  };
}
