/**
 * A JSON string literal, escapes included, as regular-expression source (to skip or read strings in
 * JSON text). Written unrolled (runs of plain characters, then one escape at a time) rather than as
 * `"(?:[^"\\]|\\.)*"`: the alternation leaves one backtracking entry per character, and a string of
 * a few megabytes (a long message under the body limit) overflowed the stack with a RangeError.
 */
export const JSON_STRING = String.raw`"[^"\\]*(?:\\.[^"\\]*)*"`;
