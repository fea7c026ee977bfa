/**
 * A set of words that answers "no" for most words without hashing them. The gazetteer asks
 * small word lists (titles, legal suffixes) about every token of a text; each token is a fresh
 * string, and its first lookup in any hashed collection computes its hash. A bit per (length,
 * first character) decides most lookups from two array reads; only words that share both with
 * a member are looked up. Behaves as a `Set` in every other way.
 */

/** Lengths with their own mask; longer words always take the hashed lookup. */
const MAX_FILTERED_LENGTH = 31;

/** A `Set<string>` with a cheap pre-check in `has`. */
export class WordSet extends Set<string> {
  /** Per length: bit (first UTF-16 unit mod 32) set when some member has that length and first unit. */
  private readonly masks = new Uint32Array(MAX_FILTERED_LENGTH + 1);

  constructor(words: Iterable<string> = []) {
    super();
    for (const word of words) this.add(word);
  }

  override add(word: string): this {
    const length = word.length;
    if (length <= MAX_FILTERED_LENGTH && length > 0) {
      this.masks[length] = (this.masks[length] ?? 0) | (1 << (word.charCodeAt(0) & 31));
    }
    return super.add(word);
  }

  // Deleting leaves the bits set: a stale bit only sends a word to the hashed lookup.
  override has(word: string): boolean {
    const length = word.length;
    if (length > 0 && length <= MAX_FILTERED_LENGTH && ((this.masks[length] ?? 0) & (1 << (word.charCodeAt(0) & 31))) === 0) {
      return false;
    }
    return super.has(word);
  }
}
