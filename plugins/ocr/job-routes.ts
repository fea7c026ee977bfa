import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PlatformError } from '../../src/errors/platform-error.js';
import { OcrJob } from '../../src/plugins/capabilities/ocr.js';
import type { ValueCipher } from '../../src/privacy/vault/encryption.js';
import { errorResponses } from '../../src/server/schemas/common.js';
import { DEFAULT_ORGANIZATION_ID } from '../../src/store/types.js';
import { resultContext } from './job-runner.js';
import type { OcrJobRecord, OcrJobStore } from './job-store.js';
import type { OcrJobBody, OcrResultBody } from './task.js';

export const organizationOf = (request: FastifyRequest) => request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;

/** The public view of a job; the sealed result is opened only here, for its owner. */
export function jobView(job: OcrJobRecord, cipher: ValueCipher): OcrJobBody {
  let result: OcrResultBody | null = null;
  if (job.status === 'succeeded' && job.result !== null) {
    try {
      result = JSON.parse(cipher.open(job.result, resultContext(job.id))) as OcrResultBody;
    } catch {
      throw new PlatformError('internal_error', 'The stored result cannot be decrypted (was the encryption key changed?).');
    }
  }
  return {
    id: job.id,
    object: 'ocr.job',
    status: job.status,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    result,
    error: job.status === 'failed' ? { code: job.errorCode ?? 'internal_error', message: job.errorMessage ?? 'The OCR job failed.' } : null,
  };
}

const JobParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'OCR job id (`ocrjob_...`).' }) });

/**
 * GET /v1/ocr/jobs/{id}: scope `nlp`, organisation-scoped. Another organisation's job answers 404,
 * like one that never existed or whose result has expired.
 */
export async function jobRoutes(app: FastifyInstance, options: { store: OcrJobStore; cipher: ValueCipher }): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/v1/ocr/jobs/:id',
    {
      config: { scope: 'nlp' },
      schema: {
        summary: 'Get an OCR job',
        description:
          'Status and, once succeeded, the result of an asynchronous OCR job (POST /v1/ocr answered 202). Results are kept for the retention period (plugins.options.ocr.retentionSeconds, default 24 h), then answer 404.',
        tags: ['Language and documents'],
        security: [{ bearerAuth: [] }],
        params: JobParams,
        response: { 200: OcrJob, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const job = await options.store.get(request.params.id, organizationOf(request), new Date().toISOString());
      if (job === undefined) throw new PlatformError('not_found', 'No OCR job with this id (it may have expired).');
      return jobView(job, options.cipher);
    },
  );
}
