/**
 * Placeholder numbers a text already uses in its own words: a template that says "Dear
 * [PERSON_1]" before naming Jane Doe must not have Jane Doe numbered PERSON_1, or restoring the
 * answer would put her name where the user wrote the placeholder. Read generously (any case, `_`,
 * space or hyphen, with or without brackets, every word suffix of a multi-word type): a number
 * reserved in vain only makes the next one higher.
 */
const PLACEHOLDER_LIKE = /([A-Za-z][A-Za-z0-9]*(?:[_ -][A-Za-z][A-Za-z0-9]*)*)[_ -](\d{1,6})(?!\d)/g;
/** Cheap test first: most texts have no letter or `_` directly before a separator and a digit. */
const MAYBE = /[A-Za-z][_ -]\d/;

/** Key of a reserved (type, number): the type as the restore grammar canonicalises it. */
export const reservedKey = (type: string, n: number): string => `${type.toUpperCase().replace(/[ -]/g, '_')}\u0000${n}`;

export function reservedNumbers(texts: readonly string[]): Set<string> {
  const reserved = new Set<string>();
  for (const text of texts) {
    if (!MAYBE.test(text)) continue;
    for (const match of text.matchAll(PLACEHOLDER_LIKE)) {
      const words = (match[1] as string).split(/[_ -]/);
      const n = Number(match[2]);
      for (let first = 0; first < words.length; first++) reserved.add(reservedKey(words.slice(first).join('_'), n));
    }
  }
  return reserved;
}
