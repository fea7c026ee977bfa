import { workerData } from 'node:worker_threads';
import { serveWorkerTasks } from '../../src/plugins/serve-worker-tasks.js';
import { imageSize } from './file-type.js';
import { readPdf, selectPages } from './pdf-document.js';
import { createTesseractEngines } from './tesseract-engine.js';
import { lowerThreadPriority } from './thread-priority.js';
import type { OcrTask, OcrTaskResult, OcrWorkerData } from './task.js';

/**
 * Worker thread of the OCR pool (src/plugins/worker-pool.ts): PDF parsing, rendering and OCR all
 * happen here, off the gateway's event loop. One task at a time per thread.
 */

const settings = workerData as OcrWorkerData;

// pdf.js 5 compiles fonts with ArrayBuffer.prototype.transferToFixedLength (ES2024, Node >= 21).
// Without it, pages whose text has to be rendered (a text layer without usable text) come out
// blank on Node 20. This thread is ours alone, so the standard method is supplied here.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

// Before any OCR thread exists, so that tesseract.js's thread inherits it.
lowerThreadPriority(settings.niceness);

const engines = createTesseractEngines({ languageDir: settings.languageDir, cacheDir: settings.cacheDir });

async function run(task: OcrTask): Promise<OcrTaskResult> {
  if (task.kind === 'pdf') return readPdf(task, engines, settings);
  // Images are one page (a multi-page TIFF: its first page).
  selectPages(task.pages, 1, task.maxPages);
  const image = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const size = imageSize(image, task.kind) ?? null;
  const recognized = await engines.recognize(image, task.languages);
  return { outcome: 'done', pages: [{ index: 0, ...recognized, dimensions: size, source: 'ocr' }], usedOcr: true, usedTextLayer: false };
}

serveWorkerTasks((task) => run(task as OcrTask));
