import { layoutPage, roundBox, type LayoutLine } from './page-layout.js';
import type { OcrPageResult } from './task.js';

/** The fields of a pdf.js text item this module reads (`page.getTextContent().items`). */
export interface PdfTextItem {
  str: string;
  /** Text matrix [a, b, c, d, e, f]: (e, f) is the origin of the baseline in PDF user space. */
  transform: number[];
  /** Advance width and font height, in user space units. */
  width: number;
  height: number;
  hasEOL: boolean;
}

/** Maps a point in PDF user space (origin bottom left) to page pixels (origin top left). */
export type ToPixels = (x: number, y: number) => [number, number];

/** Glyphs reach below the baseline; pdf.js gives only the font height above it. */
const DESCENT = 0.2;

/** True when the text layer holds real text: letters or digits, not just spaces or unmapped glyphs. */
export function hasUsableText(items: readonly { str?: string }[]): boolean {
  return items.some((item) => typeof item.str === 'string' && /[\p{L}\p{N}]/u.test(item.str));
}

interface OpenLine {
  text: string;
  baseline: number;
  height: number;
  /** Right end of the last item in user space, to tell whether a space is missing between items. */
  end: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A page from its PDF text layer: exact text, so no confidence. Items are joined into lines (pdf.js
 * marks line ends; a jump of the baseline ends a line too) and lines into paragraphs (a vertical
 * gap larger than most of a line's height). Boxes are approximate: the font height above the
 * baseline plus a fixed descent.
 */
export function textLayerPage(
  index: number,
  items: readonly PdfTextItem[],
  toPixels: ToPixels,
  dimensions: { width: number; height: number; dpi: number },
): OcrPageResult {
  const lines: Array<OpenLine> = [];
  let current: OpenLine | undefined;
  const close = () => {
    if (current !== undefined && current.text.trim() !== '') lines.push(current);
    current = undefined;
  };
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    const height = item.height > 0 ? item.height : Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
    if (item.str !== '') {
      if (current !== undefined && Math.abs(y - current.baseline) > 0.5 * Math.max(height, current.height)) close();
      const [ax, ay] = toPixels(x, y - DESCENT * height);
      const [bx, by] = toPixels(x + item.width, y + height);
      if (current === undefined) {
        current = { text: '', baseline: y, height, end: x, x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
      } else {
        // pdf.js usually emits spaces itself; a visible gap without one still separates words.
        const gap = x - current.end;
        if (gap > 0.15 * height && !current.text.endsWith(' ') && !item.str.startsWith(' ')) current.text += ' ';
        current.x0 = Math.min(current.x0, ax, bx);
        current.y0 = Math.min(current.y0, ay, by);
        current.x1 = Math.max(current.x1, ax, bx);
        current.y1 = Math.max(current.y1, ay, by);
        current.height = Math.max(current.height, height);
      }
      current.text += item.str;
      current.end = x + item.width;
    }
    if (item.hasEOL) close();
  }
  close();

  const paragraphs: LayoutLine[][] = [];
  let previous: OpenLine | undefined;
  for (const line of lines) {
    const lineHeight = line.y1 - line.y0;
    const startsParagraph = previous === undefined || line.y0 - previous.y1 > 0.8 * Math.max(lineHeight, previous.y1 - previous.y0);
    if (startsParagraph) paragraphs.push([]);
    paragraphs[paragraphs.length - 1]?.push({ text: line.text.replace(/\s+/g, ' ').trim(), bbox: roundBox(line.x0, line.y0, line.x1, line.y1), confidence: null });
    previous = line;
  }
  return { index, ...layoutPage(paragraphs), dimensions, confidence: null, source: 'text-layer' };
}
