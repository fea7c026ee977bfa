import { PlatformError } from '../../src/errors/platform-error.js';
import type { DocumentFetcher } from './fetch-document.js';
import { detectKind, imageSize, type ImageSize } from './file-type.js';
import type { DocumentKind } from './task.js';

/** The `document` field of a request. */
export type DocumentReference = { type: 'document_url'; document_url: string } | { type: 'image_url'; image_url: string };

export interface LoadedDocument {
  bytes: Buffer;
  kind: DocumentKind;
  /** Images only: the size from the header. */
  image: ImageSize | null;
}

export interface ReadDocumentOptions {
  maxBytes: number;
  maxPixels: number;
  fetcher: DocumentFetcher;
}

/**
 * Resolves the request's document to bytes and their real type: a base64 data URI or an http(s)
 * URL. The declared MIME type is ignored; the first bytes decide, and anything but PNG, JPEG,
 * TIFF or PDF is refused before a worker sees it.
 */
export async function readDocument(document: DocumentReference, options: ReadDocumentOptions): Promise<LoadedDocument> {
  const param = `document.${document.type}`;
  const reference = document.type === 'image_url' ? document.image_url : document.document_url;
  let bytes: Buffer;
  if (/^data:/i.test(reference)) bytes = decodeDataUri(reference, param, options.maxBytes);
  else if (/^https?:\/\//i.test(reference)) bytes = await options.fetcher.fetch(reference, param);
  else throw new PlatformError('validation_error', 'The document must be a base64 data: URI or an http(s) URL.', { param });

  const kind = detectKind(bytes);
  if (kind === undefined) {
    throw new PlatformError('validation_error', 'The document is not a PNG, JPEG, TIFF or PDF file (judged by its content, not its declared type).', { param });
  }
  if (kind === 'pdf') return { bytes, kind, image: null };
  const size = imageSize(bytes, kind);
  if (size === undefined) throw new PlatformError('validation_error', `The ${kind.toUpperCase()} header is damaged or cut short.`, { param });
  if (size.width * size.height > options.maxPixels) {
    throw new PlatformError(
      'payload_too_large',
      `The image is ${size.width} x ${size.height} pixels; at most ${options.maxPixels} pixels are read (plugins.options.ocr.maxPixels).`,
      { param },
    );
  }
  return { bytes, kind, image: size };
}

/**
 * Decodes `data:<type>;base64,<payload>` strictly. Node's decoder skips characters outside the
 * alphabet instead of failing, so the decoded length is compared with the length the payload
 * promises: any skipped character changes it. Line breaks, which some encoders insert, are
 * tolerated on a second, slower pass.
 */
export function decodeDataUri(uri: string, param: string, maxBytes: number): Buffer {
  const comma = uri.indexOf(',');
  if (comma === -1 || !/;base64$/i.test(uri.slice(0, comma))) {
    throw new PlatformError('validation_error', 'A data: URI document must be base64 (data:<type>;base64,...).', { param });
  }
  const payload = uri.slice(comma + 1);
  const decode = (text: string): Buffer | undefined => {
    const expected = decodedLength(text);
    if (expected === undefined) return undefined;
    if (expected > maxBytes) {
      throw new PlatformError('payload_too_large', `The document is larger than ${maxBytes} bytes (plugins.options.ocr.maxDocumentBytes).`, { param });
    }
    const bytes = Buffer.from(text, 'base64');
    return bytes.length === expected ? bytes : undefined;
  };
  const bytes = decode(payload) ?? (/\s/.test(payload) ? decode(payload.replace(/\s+/g, '')) : undefined);
  if (bytes === undefined) throw new PlatformError('validation_error', 'The data: URI is not valid base64.', { param });
  if (bytes.length === 0) throw new PlatformError('validation_error', 'The document is empty.', { param });
  return bytes;
}

/** Bytes a well-formed base64 text decodes to (padding optional); undefined for an impossible length. */
function decodedLength(text: string): number | undefined {
  let end = text.length;
  if (text.endsWith('==')) end -= 2;
  else if (text.endsWith('=')) end -= 1;
  if (end % 4 === 1) return undefined;
  return Math.floor((end * 3) / 4);
}
