/**
 * The lexicon's word flags (first name, last name, common word) in a compact open-addressing
 * table keyed by the phrase table's word hash. The gazetteer looks up every capitalised token;
 * with a `Map` each lookup hashed the fresh token string and walked V8's hash chains. Here the
 * token's hash is the one the phrase-table lookup of the same word needs anyway (computed once
 * per token by TokenView), a slot holds the full 32-bit hash so most probes are settled
 * without touching the key text, and the keys sit in one string.
 */
import { wordHash } from './phrase-table.js';

/** Read-only word -> flags table, built once from the lexicon's map. */
export class WordTable {
  private readonly texts: string;
  private readonly offsets: Uint32Array;
  private readonly values: Uint8Array;
  /** Entry index + 1 per slot (0: empty); the length is a power of two. */
  private readonly slots: Int32Array;
  /** The full hash of the entry in each slot. */
  private readonly hashes: Uint32Array;

  constructor(entries: ReadonlyMap<string, number>) {
    const keys = [...entries.keys()];
    let capacity = 1;
    while (capacity < keys.length * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.hashes = new Uint32Array(capacity);
    this.offsets = new Uint32Array(keys.length + 1);
    this.values = new Uint8Array(keys.length);
    const mask = capacity - 1;
    keys.forEach((key, index) => {
      this.offsets[index + 1] = (this.offsets[index] ?? 0) + key.length;
      this.values[index] = entries.get(key) ?? 0;
      const h = wordHash(key);
      let slot = h & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = index + 1;
      this.hashes[slot] = h;
    });
    this.texts = keys.join('');
  }

  /** Number of words. */
  get size(): number {
    return this.values.length;
  }

  /** Flags of `word` (lower case), or undefined; `hash` is `wordHash(word)` when already known. */
  get(word: string, hash = wordHash(word)): number | undefined {
    const { slots, hashes, offsets, texts } = this;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] ?? 0;
      if (entry === 0) return undefined;
      if (hashes[slot] !== hash) continue;
      const start = offsets[entry - 1] ?? 0;
      if ((offsets[entry] ?? 0) - start === word.length && texts.startsWith(word, start)) return this.values[entry - 1];
    }
  }
}
