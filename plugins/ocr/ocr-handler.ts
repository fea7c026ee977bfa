import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { CapabilityHandler } from '../../src/plugins/types.js';
import type { ValueCipher } from '../../src/privacy/vault/encryption.js';
import { documentContext } from './job-runner.js';
import { organizationOf } from './job-routes.js';
import type { OcrJobStore } from './job-store.js';
import { languagePackage } from './languages.js';
import type { OcrOptions } from './options.js';
import { readDocument, type DocumentReference, type ReadDocumentOptions } from './read-document.js';
import type { OcrRunner } from './run-ocr.js';
import type { OcrJobBody, OcrLanguage, RunOptions } from './task.js';

interface OcrBody {
  model?: string;
  document: DocumentReference;
  languages?: OcrLanguage[];
  pages?: number[];
  async?: boolean;
}

export interface OcrHandlerDependencies {
  options: OcrOptions;
  reading: ReadDocumentOptions;
  installed: ReadonlySet<OcrLanguage>;
  runner: OcrRunner;
  store: OcrJobStore;
  cipher: ValueCipher;
  /** The reply of a request, to answer 202 (the capability handler returns only a body). */
  replyOf(request: FastifyRequest): FastifyReply | undefined;
  /** A job was queued. */
  onQueued(): void;
}

/**
 * POST /v1/ocr: small documents are read at once (200); large ones, or `async: true`, become a job
 * (202 with the job, `Location` to poll). A PDF's page count is known only once a worker opened
 * it, so a synchronous request that turns out to have too many pages becomes a job then.
 */
export function createOcrHandler(deps: OcrHandlerDependencies): CapabilityHandler {
  const { options } = deps;

  const queueJob = async (request: FastifyRequest, bytes: Buffer, run: RunOptions): Promise<OcrJobBody> => {
    const reply = deps.replyOf(request);
    // Without the reply the job would go out under the 200 schema: fail loudly instead.
    if (reply === undefined) throw new PlatformError('internal_error', 'The OCR plugin cannot answer 202 here.');
    if ((await deps.store.countPending()) >= options.maxPendingJobs) {
      throw new PlatformError('service_unavailable', `Too many OCR jobs are waiting (${options.maxPendingJobs}); retry later.`, {
        headers: { 'retry-after': '30' },
      });
    }
    const id = `ocrjob_${randomBytes(12).toString('base64url')}`;
    const createdAt = new Date().toISOString();
    await deps.store.create({
      id,
      organizationId: organizationOf(request),
      keyId: request.apiKey?.id ?? 'unknown',
      options: run,
      // The document may hold personal data: sealed at rest, deleted when the job ends.
      document: deps.cipher.seal(bytes.toString('base64'), documentContext(id)),
      documentBytes: bytes.length,
      createdAt,
    });
    deps.onQueued();
    reply.code(202).header('location', `/v1/ocr/jobs/${id}`);
    return { id, object: 'ocr.job', status: 'queued', created_at: createdAt, completed_at: null, result: null, error: null };
  };

  return async (raw, request) => {
    const body = raw as OcrBody;
    const languages = [...new Set(body.languages ?? options.defaultLanguages)];
    const missing = languages.filter((language) => !deps.installed.has(language));
    if (missing.length > 0) {
      throw new PlatformError(
        'service_unavailable',
        `OCR language data is not installed: ${missing.map((language) => `${language} (npm install ${languagePackage(language)})`).join(', ')}.`,
      );
    }
    const run: RunOptions = { languages, pages: body.pages ?? null };
    const document = await readDocument(body.document, deps.reading);
    if (document.kind !== 'pdf' && run.pages !== null && run.pages.some((page) => page !== 0)) {
      throw new PlatformError('validation_error', 'An image has one page, page 0.', { param: 'pages' });
    }
    // An image is one page; a PDF's count is known here only when pages were selected.
    const knownPages = document.kind !== 'pdf' ? 1 : run.pages === null ? 0 : new Set(run.pages).size;
    if (body.async === true || document.bytes.length > options.asyncBytes || knownPages > options.asyncPages) {
      return queueJob(request, document.bytes, run);
    }
    const outcome = await deps.runner.run(document, run, options.asyncPages, false);
    if (outcome.outcome === 'needs-job') return queueJob(request, document.bytes, run);
    return outcome.result;
  };
}
