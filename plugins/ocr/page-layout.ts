import type { OcrBlock } from './task.js';

/** Lines and paragraphs to the response's `markdown` and `blocks`, shared by OCR and text layers. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutLine {
  text: string;
  bbox: Box | null;
  confidence: number | null;
}

/**
 * Blocks are lines: the unit a reader highlights, finer than Tesseract's blocks and coarser than
 * words. Markdown is the plain text: lines joined by a line break, paragraphs by a blank line. It
 * is not escaped (a `*` stays a `*`), so it equals the text of the blocks.
 */
export function layoutPage(paragraphs: readonly (readonly LayoutLine[])[]): { markdown: string; blocks: OcrBlock[] } {
  const kept = paragraphs.map((lines) => lines.filter((line) => line.text !== '')).filter((lines) => lines.length > 0);
  return {
    markdown: kept.map((lines) => lines.map((line) => line.text).join('\n')).join('\n\n'),
    blocks: kept.flat().map((line) => ({ text: line.text, bbox: line.bbox, confidence: line.confidence })),
  };
}

/** Rounds for the response: whole pixels are what a consumer draws with. */
export function roundBox(x0: number, y0: number, x1: number, y1: number): Box {
  const left = Math.round(Math.min(x0, x1));
  const top = Math.round(Math.min(y0, y1));
  return { x: left, y: top, width: Math.round(Math.max(x0, x1)) - left, height: Math.round(Math.max(y0, y1)) - top };
}

/** Three decimals are plenty for a confidence and keep responses small. */
export const roundConfidence = (value: number): number => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;
