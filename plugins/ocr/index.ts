import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { PluginRegistration } from '../../src/plugins/types.js';
import { createWorkerPool, type WorkerPool } from '../../src/plugins/worker-pool.js';
import { createDocumentFetcher } from './fetch-document.js';
import { detectKind } from './file-type.js';
import { createJobRunner } from './job-runner.js';
import { jobRoutes } from './job-routes.js';
import { openSqliteJobStore } from './job-store.js';
import { linkLanguageFiles } from './languages.js';
import { createOcrHandler } from './ocr-handler.js';
import type { OcrOptions } from './options.js';
import { createOcrRunner, type OcrRunner } from './run-ocr.js';
import type { OcrWorkerData } from './task.js';

/** Room for JSON around the base64 of the largest document. */
const BODY_OVERHEAD = 64 * 1024;

/**
 * The `ocr` plugin: POST /v1/ocr (served through the host) and GET /v1/ocr/jobs/{id}. Every
 * decode, render and OCR runs in the plugin's worker pool (`plugins.workerThreads` threads,
 * `plugins.maxQueuedJobs` waiting before 503); this thread only routes bytes and results.
 */
export async function register(app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const options = registration.options as OcrOptions;
  const { context } = registration;
  const threads = context.config.plugins.workerThreads;

  const store = openSqliteJobStore(context.dataDir);
  const languages = linkLanguageFiles();
  const workerData: OcrWorkerData = { languageDir: languages.languageDir, cacheDir: languages.cacheDir, dpi: options.dpi, maxPixels: options.maxPixels, niceness: options.niceness };
  // Threads start with the first document, so a gateway that never reads one pays nothing for them.
  let started: WorkerPool | undefined;
  let closing = false;
  const pool = (): WorkerPool => {
    if (closing) throw new PlatformError('service_unavailable', 'OCR is shutting down.');
    return (started ??= createWorkerPool({ file: new URL('./ocr-worker.js', import.meta.url), threads, maxQueue: context.config.plugins.maxQueuedJobs, name: 'OCR', workerData }));
  };
  const fetcher = createDocumentFetcher({ allowPrivateUrls: options.allowPrivateUrls, timeoutMs: options.fetchTimeoutMs, maxBytes: options.maxDocumentBytes });
  const ocr = createOcrRunner(pool, options.maxPages);

  const jobs = createJobRunner({
    store,
    cipher: context.cipher,
    async execute(document, run) {
      const kind = detectKind(document);
      if (kind === undefined) throw new PlatformError('validation_error', 'The stored document is not a PNG, JPEG, TIFF or PDF file.');
      // The decrypted copy is needed no more: hand it to the worker without copying.
      const outcome = await ocr.run({ bytes: document, kind }, run, null, true);
      if (outcome.outcome !== 'done') throw new PlatformError('internal_error', 'The OCR worker asked to queue a job that is already queued.');
      return outcome.result;
    },
    hasCapacity: () => (started?.pending ?? 0) < threads,
    concurrency: threads,
    publish: (organizationId, type, data) => context.publish(organizationId, type, data),
    log: context.log,
    retentionMs: options.retentionSeconds * 1000,
  });
  // A synchronous request that ends frees a thread that a queued job may take.
  const runner: OcrRunner = {
    async run(...args) {
      try {
        return await ocr.run(...args);
      } finally {
        jobs.wake();
      }
    },
  };

  // The capability handler returns a body only; a 202 needs the reply.
  const replies = new WeakMap<FastifyRequest, FastifyReply>();
  app.addHook('preHandler', async (request, reply) => {
    replies.set(request, reply);
  });
  // Inline documents arrive as base64 in JSON: let the body hold the largest allowed document,
  // even when that is more than server.bodyLimitBytes.
  const bodyLimit = Math.ceil(options.maxDocumentBytes / 3) * 4 + BODY_OVERHEAD;
  app.addHook('onRoute', (route) => {
    if (route.url === '/v1/ocr' && bodyLimit > (route.bodyLimit ?? context.config.server.bodyLimitBytes)) route.bodyLimit = bodyLimit;
  });

  registration.serve(
    'ocr',
    createOcrHandler({
      options,
      reading: { maxBytes: options.maxDocumentBytes, maxPixels: options.maxPixels, fetcher },
      installed: languages.installed,
      runner,
      store,
      cipher: context.cipher,
      replyOf: (request) => replies.get(request),
      onQueued: () => jobs.wake(),
    }),
  );
  await app.register(jobRoutes, { store, cipher: context.cipher });

  app.addHook('onClose', async () => {
    closing = true;
    await jobs.close();
    await started?.close();
    await fetcher.close();
    await store.close();
    languages.remove();
  });
  await jobs.start();
}
