import type { Static } from '@sinclair/typebox';
import type { OcrJob, OcrPage, OcrResult } from '../../src/plugins/capabilities/ocr.js';

/** Shapes shared by the gateway thread and the OCR worker threads. */

export type OcrPageResult = Static<typeof OcrPage>;
export type OcrResultBody = Static<typeof OcrResult>;
export type OcrJobBody = Static<typeof OcrJob>;
export type OcrBlock = OcrPageResult['blocks'][number];

/** What the file really is, from its first bytes (the declared MIME type is not trusted). */
export type DocumentKind = 'png' | 'jpeg' | 'tiff' | 'pdf';

export const OCR_LANGUAGES = ['eng', 'deu', 'fra'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** The options of one OCR run, as sent by the client (after defaults). Stored with a job. */
export interface RunOptions {
  languages: OcrLanguage[];
  /** Zero-based pages; null: all. */
  pages: number[] | null;
}

/** One task for a worker thread. */
export interface OcrTask extends RunOptions {
  bytes: Uint8Array;
  kind: DocumentKind;
  /** Most pages one request may process (plugin option `maxPages`). */
  maxPages: number;
  /**
   * For synchronous requests: when more pages than this are selected, stop before any OCR and
   * answer `needs-job`, so the gateway can turn the request into a job. Null for jobs.
   */
  syncPageLimit: number | null;
}

export type OcrTaskResult =
  | { outcome: 'done'; pages: OcrPageResult[]; usedOcr: boolean; usedTextLayer: boolean }
  | { outcome: 'needs-job'; pageCount: number };

/** Settings every worker thread gets at start. */
export interface OcrWorkerData {
  /** Folder with `<lang>.traineddata.gz` of every installed language. */
  languageDir: string;
  /** Given to tesseract.js so that it never writes into the current directory. */
  cacheDir: string;
  dpi: number;
  maxPixels: number;
  /** Niceness of the OCR threads (Linux); 0 leaves them at the gateway's priority. */
  niceness: number;
}

/**
 * A problem with the document itself (a page that does not exist, an unreadable PDF). Its `code`
 * crosses the thread boundary, and the pool turns it into a 422 (a failed job with that code).
 */
export class DocumentError extends Error {
  override name = 'DocumentError';
  readonly code = 'validation_error';
}
