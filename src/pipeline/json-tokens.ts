/**
 * A JSON string literal, escapes included, as regular-expression source (to skip or read strings in
 * JSON text). Written unrolled (runs of plain characters, then one escape at a time) rather than as
 * `"(?:[^"\\]|\\.)*"`: the alternation leaves one backtracking entry per character, and a string of
 * a few megabytes (a long message under the body limit) overflowed the stack with a RangeError.
 */
export const JSON_STRING = String.raw`"[^"\\]*(?:\\.[^"\\]*)*"`;

/**
 * Every match of a global regex built on JSON_STRING, or undefined when the text holds millions of
 * escapes in a row: the regex keeps a backtracking entry per escape and overflows its stack, and
 * each caller then falls back to treating the text as a whole.
 */
export function jsonMatches(text: string, regex: RegExp): RegExpExecArray[] | undefined {
  try {
    return [...text.matchAll(regex)];
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
