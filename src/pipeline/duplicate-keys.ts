import { JSON_STRING, jsonMatches } from './json-tokens.js';

/** A JSON string token, or one structural character. */
const TOKEN = new RegExp(String.raw`${JSON_STRING}|[{}[\],]`, 'g');

/**
 * Whether some object in the JSON text names a key twice. `JSON.parse` keeps the last value, so
 * what was analysed is only part of what a byte-for-byte forward would send:
 * `{"content": "jane@example.com", "content": "hello"}` must not go upstream as it is.
 * Keys are compared as decoded: `"cont\u0065nt"` repeats `"content"`.
 */
export function hasDuplicateKeys(json: string): boolean {
  const tokens = jsonMatches(json, TOKEN);
  // Too dense with escapes to scan: say yes, and the body goes upstream re-serialized from what was
  // parsed and analysed, which is always safe.
  if (tokens === undefined) return true;
  const objects: (Set<string> | undefined)[] = []; // undefined for an array
  let expectKey = false;
  for (const [token] of tokens) {
    switch (token) {
      case '{':
        objects.push(new Set());
        expectKey = true;
        break;
      case '[':
        objects.push(undefined);
        expectKey = false;
        break;
      case '}':
      case ']':
        objects.pop();
        expectKey = false;
        break;
      case ',':
        expectKey = objects.at(-1) !== undefined;
        break;
      default: {
        const keys = objects.at(-1);
        if (expectKey && keys !== undefined) {
          // Only a key with an escape needs decoding (the text was parsed already, so it is valid).
          const key = token.includes('\\') ? (JSON.parse(token) as string) : token.slice(1, -1);
          if (keys.has(key)) return true;
          keys.add(key);
        }
        expectKey = false;
      }
    }
  }
  return false;
}
