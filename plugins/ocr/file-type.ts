import type { DocumentKind } from './task.js';

/**
 * File type and image size from the bytes themselves. Only headers are read, so this is cheap on
 * the gateway thread, and it lets a request be refused before any decoding (an unknown format, or
 * a small file that would expand to a huge bitmap).
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MARKER = Buffer.from('%PDF-', 'latin1');
/** PDF readers accept the header anywhere in the first KB (some files start with junk). */
const PDF_HEADER_WINDOW = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((value, index) => bytes[index] === value);

/** PNG, JPEG, TIFF (classic, either byte order) or PDF; undefined for anything else. */
export function detectKind(bytes: Buffer): DocumentKind | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  const pdfAt = bytes.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MARKER);
  return pdfAt === -1 ? undefined : 'pdf';
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from an image header; undefined when the header is cut short or malformed. */
export function imageSize(bytes: Buffer, kind: Exclude<DocumentKind, 'pdf'>): ImageSize | undefined {
  try {
    if (kind === 'png') return pngSize(bytes);
    if (kind === 'jpeg') return jpegSize(bytes);
    return tiffSize(bytes);
  } catch (error) {
    // A RangeError from reading past the end: a truncated header.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

function pngSize(bytes: Buffer): ImageSize | undefined {
  // The IHDR chunk must come first: length (4), "IHDR" (4), then width and height.
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return positive(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    // Fill bytes, and markers without a length field.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (JPEG_FRAME_MARKERS.has(marker)) return positive(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    offset += 2 + length;
  }
  return undefined;
}

function tiffSize(bytes: Buffer): ImageSize | undefined {
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const directory = u32(4);
  const entries = u16(directory);
  let width: number | undefined;
  let height: number | undefined;
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    const tag = u16(entry);
    if (tag !== 256 && tag !== 257) continue;
    // SHORT (3) or LONG (4), stored in the entry's value field.
    const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
    if (tag === 256) width = value;
    else height = value;
  }
  return width === undefined || height === undefined ? undefined : positive(width, height);
}

const positive = (width: number, height: number): ImageSize | undefined => (width > 0 && height > 0 ? { width, height } : undefined);
