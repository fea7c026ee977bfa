import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OCR_LANGUAGES, type OcrLanguage } from './task.js';

const require = createRequire(import.meta.url);

/** Where the worker threads find traineddata, and which languages are installed. */
export interface LanguageFiles {
  languageDir: string;
  cacheDir: string;
  installed: ReadonlySet<OcrLanguage>;
  remove(): void;
}

/** The npm package holding a language's traineddata. */
export const languagePackage = (language: OcrLanguage) => `@tesseract.js-data/${language}`;

/**
 * tesseract.js reads every language of a worker from one `langPath`, but each
 * `@tesseract.js-data/<lang>` package has its own folder. A private temporary folder of symbolic
 * links joins them, so one engine can read eng+deu together. Nothing is copied or downloaded.
 */
export function linkLanguageFiles(): LanguageFiles {
  const root = mkdtempSync(path.join(tmpdir(), 'veil-ocr-'));
  const languageDir = path.join(root, 'lang');
  const cacheDir = path.join(root, 'cache');
  mkdirSync(languageDir);
  mkdirSync(cacheDir);
  const installed = new Set<OcrLanguage>();
  for (const language of OCR_LANGUAGES) {
    let source: string;
    try {
      const data = require(languagePackage(language)) as { langPath: string };
      source = path.join(data.langPath, `${language}.traineddata.gz`);
    } catch {
      continue; // not installed: requests for it answer 503 naming the package
    }
    if (!existsSync(source)) continue;
    symlinkSync(source, path.join(languageDir, `${language}.traineddata.gz`));
    installed.add(language);
  }
  return { languageDir, cacheDir, installed, remove: () => rmSync(root, { recursive: true, force: true }) };
}
