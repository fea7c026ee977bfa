import type { OcrLanguage } from './task.js';

/**
 * `plugins.options.ocr`, validated (and defaulted) by the host against manifest.json, which holds
 * the defaults and descriptions.
 */
export interface OcrOptions {
  defaultLanguages: OcrLanguage[];
  maxDocumentBytes: number;
  maxPages: number;
  maxPixels: number;
  dpi: number;
  asyncPages: number;
  asyncBytes: number;
  maxPendingJobs: number;
  retentionSeconds: number;
  allowPrivateUrls: boolean;
  fetchTimeoutMs: number;
  niceness: number;
}
