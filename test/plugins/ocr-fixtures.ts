import { createCanvas } from '@napi-rs/canvas';
import type { VeilConfig } from '../../src/config/schema.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

/** Documents for the OCR tests, made on the spot: no binary fixtures in the repository. */

export interface TextImage {
  width: number;
  height: number;
  /** Raw RGBA pixels. */
  rgba: Uint8ClampedArray;
  png: Buffer;
  jpeg: Buffer;
}

/** Large black sans-serif lines on white, one per 100 px: easy for Tesseract, like a clean scan. */
export async function renderText(lines: readonly string[], width = 1200, fontSize = 56): Promise<TextImage> {
  const height = 80 + lines.length * 100;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = `${fontSize}px sans-serif`;
  lines.forEach((line, index) => context.fillText(line, 60, 100 + index * 100));
  const rgba = context.getImageData(0, 0, width, height).data;
  return { width, height, rgba, png: await canvas.encode('png'), jpeg: await canvas.encode('jpeg', 92) };
}

/** An uncompressed 8-bit greyscale TIFF (little-endian, one strip) of an image. */
export function toTiff(image: TextImage): Buffer {
  const { width, height } = image;
  const grey = Buffer.alloc(width * height);
  for (let index = 0; index < grey.length; index++) grey[index] = image.rgba[index * 4] ?? 255;
  // ImageWidth, ImageLength, BitsPerSample, Compression=none, BlackIsZero, StripOffsets,
  // SamplesPerPixel, RowsPerStrip, StripByteCounts.
  const entries: Array<[tag: number, type: 3 | 4, value: number]> = [
    [256, 3, width],
    [257, 3, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0],
    [277, 3, 1],
    [278, 3, height],
    [279, 4, grey.length],
  ];
  const dataOffset = 8 + 2 + entries.length * 12 + 4;
  const header = Buffer.alloc(dataOffset);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(8, 4);
  header.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], index) => {
    const at = 10 + index * 12;
    header.writeUInt16LE(tag, at);
    header.writeUInt16LE(type, at + 2);
    header.writeUInt32LE(1, at + 4);
    const stored = tag === 273 ? dataOffset : value;
    if (type === 3) header.writeUInt16LE(stored, at + 8);
    else header.writeUInt32LE(stored, at + 8);
  });
  return Buffer.concat([header, grey]);
}

/** A PDF page: text lines in Helvetica (a text layer), and/or a JPEG drawn over the page width (a scan). */
export interface PdfPage {
  lines?: readonly string[];
  scan?: { jpeg: Buffer; width: number; height: number };
}

const A4 = { width: 595, height: 842 };

/**
 * A minimal valid PDF 1.4: catalog, page tree, one Helvetica font, per page a content stream and
 * optionally a DCTDecode image XObject; a classic xref table with exact byte offsets.
 */
export function makePdf(pages: readonly PdfPage[]): Buffer {
  const objects: Buffer[] = [];
  const reserve = () => objects.push(Buffer.alloc(0));
  const add = (body: Buffer | string) => objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  const stream = (dictionary: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

  const catalog = reserve();
  const tree = reserve();
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    let content = '';
    let xobjects = '';
    if (page.scan !== undefined) {
      const image = add(stream(`/Type /XObject /Subtype /Image /Width ${page.scan.width} /Height ${page.scan.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, page.scan.jpeg));
      xobjects = ` /XObject << /Scan ${image} 0 R >>`;
      const drawnHeight = (A4.width * page.scan.height) / page.scan.width;
      content += `q ${A4.width} 0 0 ${drawnHeight.toFixed(2)} 0 ${(A4.height - drawnHeight).toFixed(2)} cm /Scan Do Q\n`;
    }
    (page.lines ?? []).forEach((line, index) => {
      const escaped = line.replace(/[\\()]/g, (character) => `\\${character}`);
      content += `BT /F1 24 Tf 72 ${760 - index * 40} Td (${escaped}) Tj ET\n`;
    });
    const contents = add(stream('', Buffer.from(content, 'latin1')));
    kids.push(add(`<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${font} 0 R >>${xobjects} >> /Contents ${contents} 0 R >>`));
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${tree} 0 R >>`, 'latin1');
  objects[tree - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`, 'latin1');

  // A binary comment on line 2 tells tools the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

export const dataUri = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A gateway with the ocr plugin serving /v1/ocr. */
export async function startOcrGateway(
  t: Parameters<typeof startTestGateway>[0],
  ocrOptions: Record<string, unknown> = {},
  more: { dataDir?: string; adjust?: (config: VeilConfig) => void; plugins?: NonNullable<Parameters<typeof startTestGateway>[1]>['plugins'] } = {},
): Promise<TestGateway> {
  return startTestGateway(t, {
    ...(more.dataDir === undefined ? {} : { dataDir: more.dataDir }),
    ...(more.plugins === undefined ? {} : { plugins: more.plugins }),
    adjust: (config) => {
      config.plugins.endpoints = { ocr: 'ocr' };
      config.plugins.options = { ocr: ocrOptions };
      more.adjust?.(config);
    },
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POST /v1/ocr (or another JSON call) with a key. */
export async function call(veil: TestGateway, path: string, body?: unknown, key = veil.key): Promise<Answer> {
  const response = await fetch(`${veil.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** The page shape the tests read. */
export interface PageBody {
  index: number;
  markdown: string;
  source: 'ocr' | 'text-layer';
  confidence: number | null;
  dimensions: { width: number; height: number; dpi?: number } | null;
  blocks: Array<{ text: string; bbox: { x: number; y: number; width: number; height: number } | null; confidence: number | null }>;
}

export const pagesOf = (body: Record<string, unknown>) => body.pages as PageBody[];
