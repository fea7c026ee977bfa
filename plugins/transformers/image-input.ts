import { PlatformError } from '../../src/errors/platform-error.js';

export interface ImageInputOptions {
  allowUrls: boolean;
  maxPixels: number;
  maxBytes: number;
  /** How long an image download may take. */
  fetchTimeoutMs?: number;
}

const invalid = (index: number, message: string) => new PlatformError('validation_error', `input[${index}] ${message}`, { param: 'input' });

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker; undefined for anything else. */
export function imageSize(bytes: Uint8Array): { format: 'png' | 'jpeg'; width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && png.every((byte, index) => bytes[index] === byte)) {
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    // SOF0-SOF15 carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: 'jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
    offset += standalone ? 2 : 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function decodeDataUri(uri: string, index: number): Uint8Array {
  const comma = uri.indexOf(',');
  const header = comma < 0 ? '' : uri.slice(5, comma).toLowerCase();
  if (comma < 0 || !header.split(';').includes('base64')) throw invalid(index, 'must be a base64 data URI (data:image/png;base64,...).');
  const payload = uri.slice(comma + 1).replace(/\s+/g, '');
  if (!BASE64.test(payload)) throw invalid(index, 'is not valid base64.');
  // A copy with its own ArrayBuffer: small Buffers share Node's pool, which must not be transferred to a worker.
  return new Uint8Array(Buffer.from(payload, 'base64'));
}

/** Downloads an image, bounded in time and size (only when the operator allowed URLs). */
async function fetchImage(url: string, index: number, options: ImageInputOptions): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 10_000) });
  } catch (error) {
    throw invalid(index, `could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel();
    throw invalid(index, `could not be fetched: HTTP ${response.status}.`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    // Leaving the loop (by throwing) cancels the download.
    if (size > options.maxBytes) {
      throw invalid(index, `is larger than ${options.maxBytes} bytes (plugins.options.transformers.maxImageBytes).`);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Turns the request's images (data URIs, or URLs when allowed) into PNG/JPEG bytes, refusing
 * anything else with 422 before a worker spends time on it.
 */
export async function readImages(inputs: readonly string[], options: ImageInputOptions): Promise<Uint8Array[]> {
  const images: Uint8Array[] = [];
  for (const [index, input] of inputs.entries()) {
    let bytes: Uint8Array;
    if (input.startsWith('data:')) bytes = decodeDataUri(input, index);
    else if (/^https?:\/\//i.test(input)) {
      if (!options.allowUrls) {
        throw invalid(index, 'is a URL: image URLs are not fetched (the gateway makes no outbound requests for images). Send a data URI (data:image/png;base64,...), or set plugins.options.transformers.allowImageUrls to true.');
      }
      bytes = await fetchImage(input, index, options);
    } else throw invalid(index, 'must be a data URI (data:image/png;base64,...) of a PNG or JPEG image.');
    const size = imageSize(bytes);
    if (size === undefined) throw invalid(index, 'is not a PNG or JPEG image.');
    if (size.width === 0 || size.height === 0) throw invalid(index, 'has no pixels.');
    if (size.width * size.height > options.maxPixels) {
      throw invalid(index, `is ${size.width}x${size.height} pixels, more than ${options.maxPixels} (plugins.options.transformers.maxImagePixels).`);
    }
    images.push(bytes);
  }
  return images;
}
