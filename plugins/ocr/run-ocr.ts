import { createRequire } from 'node:module';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { WorkerPool } from '../../src/plugins/worker-pool.js';
import type { DocumentKind, OcrResultBody, OcrTask, OcrTaskResult, RunOptions } from './task.js';

const tesseractVersion = (createRequire(import.meta.url)('tesseract.js/package.json') as { version: string }).version;
const TESSERACT_MODEL = `tesseract.js-${tesseractVersion.split('.')[0] ?? tesseractVersion}`;
const TEXT_LAYER_METHOD = 'pdf.js text layer';

export type RunOutcome = { outcome: 'done'; result: OcrResultBody } | { outcome: 'needs-job'; pageCount: number };

/** Runs documents through the worker pool and shapes the response. */
export interface OcrRunner {
  /**
   * `syncPageLimit`: for a synchronous request, the most pages it may process before it must
   * become a job (null for jobs). `transfer` hands the bytes to the worker without a copy; the
   * buffer is unusable afterwards.
   */
  run(document: { bytes: Buffer; kind: DocumentKind }, options: RunOptions, syncPageLimit: number | null, transfer: boolean): Promise<RunOutcome>;
}

/** `pool` is called when a document is to be read (the pool may start then). */
export function createOcrRunner(pool: () => WorkerPool, maxPages: number): OcrRunner {
  return {
    async run({ bytes, kind }, options, syncPageLimit, transfer) {
      const size = bytes.byteLength;
      let payload: Uint8Array = bytes;
      const transferList: ArrayBuffer[] = [];
      if (transfer) {
        // Small Buffers share one pooled ArrayBuffer: give the worker a buffer of its own.
        const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Buffer.from(bytes);
        payload = new Uint8Array(own.buffer as ArrayBuffer, own.byteOffset, own.byteLength);
        transferList.push(own.buffer as ArrayBuffer);
      }
      const task: OcrTask = { bytes: payload, kind, languages: options.languages, pages: options.pages, maxPages, syncPageLimit };
      const answer = await pool().run<OcrTaskResult>(task, transferList);
      if (answer.outcome === 'needs-job') return answer;
      const methods = [
        ...(answer.usedOcr ? [`${TESSERACT_MODEL} (${options.languages.join('+')})`] : []),
        ...(answer.usedTextLayer ? [TEXT_LAYER_METHOD] : []),
      ];
      if (methods.length === 0) {
        // Only possible for a PDF with no pages selected.
        throw new PlatformError('validation_error', 'No page was selected.', { param: 'pages' });
      }
      return {
        outcome: 'done',
        result: { model: methods.join(' + '), pages: answer.pages, usage_info: { pages_processed: answer.pages.length, doc_size_bytes: size } },
      };
    },
  };
}
