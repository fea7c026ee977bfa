import type Tesseract from 'tesseract.js';
import { layoutPage, roundBox, roundConfidence, type LayoutLine } from './page-layout.js';
import { DocumentError, type OcrLanguage, type OcrPageResult } from './task.js';

type TesseractWorker = Tesseract.Worker;

/** Tesseract engines of one worker thread, one per language set, created on first use. */
export interface TesseractEngines {
  recognize(image: Buffer, languages: readonly OcrLanguage[]): Promise<RecognizedPage>;
  close(): Promise<void>;
}

export type RecognizedPage = Pick<OcrPageResult, 'markdown' | 'blocks' | 'confidence'>;

/**
 * Each engine holds its traineddata in memory (tens of MB per language), so a thread keeps only a
 * few language sets and ends the least recently used one beyond that.
 */
const MAX_ENGINES = 2;

/**
 * tesseract.js runs its WebAssembly in a thread of its own, started from this worker thread; the
 * gateway thread only ever sees the finished page. Fully offline: traineddata comes from the
 * `@tesseract.js-data/<lang>` packages, linked into `languageDir`, and `cacheMethod: 'none'` keeps
 * tesseract.js from writing a cache (by default into the current directory).
 */
export function createTesseractEngines(options: { languageDir: string; cacheDir: string }): TesseractEngines {
  const engines = new Map<string, Promise<TesseractWorker>>();

  const start = async (key: string): Promise<TesseractWorker> => {
    const { default: tesseract } = (await import('tesseract.js')) as { default: typeof Tesseract };
    return tesseract.createWorker(key, tesseract.OEM.LSTM_ONLY, {
      langPath: options.languageDir,
      cachePath: options.cacheDir,
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows every failed job as an uncaught exception, which
      // would take this whole thread down; the job's promise is rejected either way.
      errorHandler: () => undefined,
    });
  };

  const engineFor = (languages: readonly OcrLanguage[]): Promise<TesseractWorker> => {
    const key = languages.join('+');
    let engine = engines.get(key);
    if (engine !== undefined) {
      engines.delete(key); // re-inserted below: Map order is the recency order
    } else {
      engine = start(key);
      // A failed start is not cached: the next request tries again.
      engine.catch(() => engines.delete(key));
    }
    engines.set(key, engine);
    for (const [oldKey, oldEngine] of engines) {
      if (engines.size <= MAX_ENGINES) break;
      engines.delete(oldKey);
      void oldEngine.then((worker) => worker.terminate()).catch(() => undefined);
    }
    return engine;
  };

  return {
    async recognize(image, languages) {
      const engine = await engineFor(languages);
      try {
        const { data } = await engine.recognize(image, {}, { text: false, blocks: true });
        return toPage(data);
      } catch (error) {
        // tesseract.js rejects with a string; Leptonica could not decode the image.
        if (String(error).includes('Error attempting to read image')) throw new DocumentError('The image data is damaged or in an unsupported variant of its format.');
        throw error;
      }
    },
    async close() {
      const all = [...engines.values()];
      engines.clear();
      await Promise.allSettled(all.map(async (engine) => (await engine).terminate()));
    },
  };
}

/** Tesseract's blocks -> paragraphs -> lines -> words, as lines in paragraphs; confidences 0-1. */
function toPage(data: Tesseract.Page): RecognizedPage {
  const paragraphs: LayoutLine[][] = [];
  const wordConfidences: number[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      paragraphs.push(
        paragraph.lines.map((line) => {
          for (const word of line.words) if (word.text.trim() !== '') wordConfidences.push(word.confidence);
          return {
            text: line.text.replace(/\s+/g, ' ').trim(),
            bbox: roundBox(line.bbox.x0, line.bbox.y0, line.bbox.x1, line.bbox.y1),
            confidence: roundConfidence(line.confidence / 100),
          };
        }),
      );
    }
  }
  const mean = wordConfidences.length === 0 ? null : roundConfidence(wordConfidences.reduce((sum, value) => sum + value, 0) / wordConfidences.length / 100);
  return { ...layoutPage(paragraphs), confidence: mean };
}
