import { imageSize } from './file-type.js';
import type { TesseractEngines } from './tesseract-engine.js';
import { hasUsableText, textLayerPage, type PdfTextItem } from './text-layer.js';
import { DocumentError, type OcrPageResult, type OcrTask, type OcrTaskResult } from './task.js';

export interface PdfSettings {
  dpi: number;
  maxPixels: number;
}

const canvasImport = () => import('@napi-rs/canvas');

/**
 * Pages of a PDF: the text layer where there is one (exact, and ~100x cheaper than OCR); pages
 * without usable text (scans) are rendered at `dpi` with pdf.js on @napi-rs/canvas and OCR'd.
 * A page holding both a scan and some real text counts as a text page: its scanned part is not
 * read (a documented limit).
 */
export async function readPdf(task: OcrTask, engines: TesseractEngines, settings: PdfSettings): Promise<OcrTaskResult> {
  const { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } = await import('unpdf');
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0: pdf.js would otherwise print warnings about the file to the console.
    pdf = await getDocumentProxy(task.bytes, { CanvasFactory, verbosity: 0, isEvalSupported: false, maxImageSize: settings.maxPixels });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'PasswordException' ? 'it is encrypted with a password' : 'it is damaged or not a PDF';
    throw new DocumentError(`The PDF cannot be read: ${reason}.`);
  }
  try {
    const selected = selectPages(task.pages, pdf.numPages, task.maxPages);
    if (task.syncPageLimit !== null && selected.length > task.syncPageLimit) return { outcome: 'needs-job', pageCount: selected.length };

    const pages: OcrPageResult[] = [];
    let usedOcr = false;
    let usedTextLayer = false;
    for (const index of selected) {
      const page = await pdf.getPage(index + 1);
      const natural = page.getViewport({ scale: 1 });
      // Never render beyond maxPixels: a poster-sized page gets a lower resolution instead.
      const scale = Math.min(settings.dpi / 72, Math.sqrt(settings.maxPixels / (natural.width * natural.height)));
      const viewport = page.getViewport({ scale });
      const dpi = Math.round(scale * 72);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is typeof item & PdfTextItem => 'str' in item);
      if (hasUsableText(items)) {
        usedTextLayer = true;
        const toPixels = (x: number, y: number): [number, number] => {
          const [px = 0, py = 0] = viewport.convertToViewportPoint(x, y) as number[];
          return [px, py];
        };
        // Whole pixels as a canvas would have them, so text and scanned pages of one PDF agree.
        pages.push(textLayerPage(index, items, toPixels, { width: Math.floor(viewport.width), height: Math.floor(viewport.height), dpi }));
      } else {
        usedOcr = true;
        const png = Buffer.from(await renderPageAsImage(pdf, index + 1, { canvasImport, scale }));
        const size = imageSize(png, 'png');
        const recognized = await engines.recognize(png, task.languages);
        pages.push({
          index,
          ...recognized,
          dimensions: { width: size?.width ?? Math.floor(viewport.width), height: size?.height ?? Math.floor(viewport.height), dpi },
          source: 'ocr',
        });
      }
      page.cleanup();
    }
    return { outcome: 'done', pages, usedOcr, usedTextLayer };
  } finally {
    await pdf.destroy();
  }
}

/** The requested pages in the order given, without repeats; all pages when none were named. */
export function selectPages(requested: readonly number[] | null, pageCount: number, maxPages: number): number[] {
  const selected = requested === null ? Array.from({ length: pageCount }, (_, index) => index) : [...new Set(requested)];
  const missing = selected.filter((index) => index >= pageCount);
  if (missing.length > 0) {
    throw new DocumentError(`The document has ${pageCount} page${pageCount === 1 ? '' : 's'} (0 to ${pageCount - 1}); there is no page ${missing.join(', ')}.`);
  }
  if (selected.length > maxPages) {
    throw new DocumentError(`The document has ${selected.length} pages to read; at most ${maxPages} are read per request (plugins.options.ocr.maxPages): select some with "pages".`);
  }
  return selected;
}
