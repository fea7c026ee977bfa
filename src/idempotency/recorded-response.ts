import type { ValueCipher } from '../privacy/vault/encryption.js';

/** An answer as recorded for replay: the headers worth replaying and the body bytes. */
export interface RecordedResponse {
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that describe the answer itself. Rate-limit headers, cookies and lengths describe the attempt. */
const REPLAYED_HEADERS = new Set(['content-type', 'cache-control', 'location', 'x-veil-map-id', 'x-upstream-request-id']);
const REPLAYED_PREFIXES = ['openai-'];
/** The replay gets its own x-request-id; the first request's id is kept under this name. */
export const ORIGINAL_REQUEST_ID_HEADER = 'original-request-id';

/** Picks the headers of a reply that a replay sends again. */
export function replayableHeaders(headers: Record<string, number | string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || Array.isArray(value)) continue;
    const lower = name.toLowerCase();
    if (lower === 'x-request-id') kept[ORIGINAL_REQUEST_ID_HEADER] = String(value);
    else if (REPLAYED_HEADERS.has(lower) || REPLAYED_PREFIXES.some((prefix) => lower.startsWith(prefix))) kept[lower] = String(value);
  }
  return kept;
}

/**
 * Seals headers and body together (the body can hold personal data restored into the answer).
 * The body travels as base64: answers may be binary (audio), and `ValueCipher` seals text.
 */
export function sealRecordedResponse(cipher: ValueCipher, context: string, response: RecordedResponse): Buffer {
  return cipher.seal(JSON.stringify({ headers: response.headers, body: response.body.toString('base64') }), context);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');
}

/** Opens what `sealRecordedResponse` sealed; throws when the context or the key do not match. */
export function openRecordedResponse(cipher: ValueCipher, context: string, sealed: Buffer): RecordedResponse {
  const parsed = JSON.parse(cipher.open(sealed, context)) as unknown;
  if (typeof parsed !== 'object' || parsed === null) throw new Error('unexpected recorded response');
  const { headers, body } = parsed as { headers?: unknown; body?: unknown };
  if (!isStringRecord(headers) || typeof body !== 'string') throw new Error('unexpected recorded response');
  return { headers, body: Buffer.from(body, 'base64') };
}
