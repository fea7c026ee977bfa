/** A JSON string literal, escapes included, as regular-expression source (to skip or read strings in JSON text). */
export const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
