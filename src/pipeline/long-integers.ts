import { randomSlice } from '../privacy/vault/random-pool.js';
import { JSON_STRING, jsonMatches } from './json-tokens.js';

/** A JSON string literal (skipped), or an integer of 16 digits or more: the ones a double may round. */
const STRING_OR_LONG_INTEGER = new RegExp(String.raw`${JSON_STRING}|(?<![\d.eE+-])-?\d{16,}(?![\d.eE])`, 'g');
/** Cheap gate: no run of 16 digits, no integer to keep. */
const SIXTEEN_DIGITS = /\d{16}/;

/**
 * Serializes a body parsed from `raw`, keeping every integer beyond 2^53 as the client wrote it.
 * `JSON.parse` rounds such a number (a `seed` of 9007199254740993 becomes 9007199254740992), so a
 * body re-serialized after the privacy step would otherwise reach the provider changed. Each
 * unsafe integer of the parsed body takes back, in order, the next written token that parses to
 * the same value; the body is serialized with marks in their place, and the marks are swapped
 * for the tokens. Strings are never touched (card numbers in text stay text).
 */
export function serializeKeepingLongIntegers(body: unknown, raw: string): string {
  if (!SIXTEEN_DIGITS.test(raw)) return JSON.stringify(body);
  const tokens = jsonMatches(raw, STRING_OR_LONG_INTEGER);
  // Too dense with escapes to scan: the body is sent as parsed.
  if (tokens === undefined) return JSON.stringify(body);
  const written = new Map<number, string[]>();
  for (const [token] of tokens) {
    if (token.charCodeAt(0) === 0x22) continue;
    const value = Number(token);
    if (Number.isSafeInteger(value)) continue;
    const tokens = written.get(value);
    if (tokens === undefined) written.set(value, [token]);
    else tokens.push(token);
  }
  if (written.size === 0) return JSON.stringify(body);
  // A mark no client string can hold by chance: fresh random bits per call. Letters, digits and
  // '-' only, so it reads the same inside JSON and inside a regular expression.
  const mark = `veil-integer-${randomSlice(8).toString('hex')}-`;
  const kept: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (typeof value !== 'number' || Number.isSafeInteger(value)) return value;
    const token = written.get(value)?.shift();
    if (token === undefined) return value;
    kept.push(token);
    return `${mark}${kept.length - 1}`;
  });
  return text.replaceAll(new RegExp(`"${mark}(\\d+)"`, 'g'), (_match, index: string) => kept[Number(index)] as string);
}
