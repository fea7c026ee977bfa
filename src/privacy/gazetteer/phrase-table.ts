/**
 * The place and organisation entries of the lexicon in a compact, transferable table: all entry
 * texts (lower-case, accent-folded words joined by single spaces) in one string with offsets,
 * typed arrays for kind, weight, word count and the "next entry under the same key" chain, and
 * an open-addressing hash index from key to first entry. Lookup keys are the entry itself for
 * one- and two-word entries and the first two words for longer ones.
 *
 * Why this layout: ~120,000 entries as objects with a token array each cost ~50 MB of heap. Here
 * they cost ~8 MB, lookups allocate nothing, and the whole table is a few strings and typed
 * arrays, so a worker thread builds it and hands it over without a copy: the garbage of the
 * build stays in the worker. Entries are stored folded only: a text word matches an entry word
 * when its folded form is equal, which is exactly what keeping both the accented and the folded
 * spelling used to give.
 */
import { foldAccents } from './tokenize.js';

/** Kinds of entries, by how much a match can be trusted on its own. */
export type PhraseKind = 'country' | 'region' | 'city' | 'organization';

const NON_ASCII = /[^\x00-\x7f]/;
const KINDS: readonly PhraseKind[] = ['country', 'region', 'city', 'organization'];
/** Sort rank of a kind: countries and regions (unambiguous) before cities before brands. */
const RANK: Readonly<Record<PhraseKind, number>> = { country: 0, region: 1, city: 2, organization: 3 };

/** The table as plain data, for `postMessage` (the typed arrays' buffers can be transferred). */
export interface PhraseTableData {
  /** Entry texts, concatenated. */
  readonly texts: string;
  /** Start of entry i in `texts`; entry i ends at `offsets[i + 1]`. */
  readonly offsets: Uint32Array;
  readonly kinds: Uint8Array;
  readonly weights: Uint32Array;
  readonly sizes: Uint8Array;
  /** Length of each entry's key (its first one or two words). */
  readonly keyLengths: Uint16Array;
  readonly chain: Int32Array;
  /** Hash slots holding the first entry of a key, or -1; the length is a power of two. */
  readonly slots: Int32Array;
  /** Entries that must match in one exact spelling, and those spellings ('\n'-joined). */
  readonly exactIds: Int32Array;
  readonly exactTexts: string;
}

/** FNV-1a over UTF-16 code units, continuing from `seed` (a hash of what comes before). */
export function wordHash(key: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const hash = (key: string): number => wordHash(key);
/** Bits of the filter of first words of two-word keys (2^18 bits: 32 KB, stays in cache). */
const PAIR_FILTER_BITS = 18;

/** Length of the lookup key of an entry text: the text itself, or its first two words. */
function keyLength(text: string): number {
  const first = text.indexOf(' ');
  if (first === -1) return text.length;
  const second = text.indexOf(' ', first + 1);
  return second === -1 ? text.length : second;
}

/** Read-only compact table of entries. Entry ids are dense integers. */
export class PhraseTable {
  private readonly exacts: ReadonlyMap<number, string>;
  /**
   * A bit per hash of the first word of every two-word key: most capitalised words start no
   * multi-word entry, and this answers so from 32 KB instead of a probe into the 1 MB index.
   */
  private readonly pairFirsts = new Uint32Array((1 << PAIR_FILTER_BITS) >>> 5);
  /** A bit per entry that has an exact spelling: most have none, and a bit is cheaper than the map. */
  private readonly hasExact: Uint32Array;

  constructor(private readonly data: PhraseTableData) {
    const spellings = data.exactTexts === '' ? [] : data.exactTexts.split('\n');
    this.exacts = new Map([...data.exactIds].map((id, i) => [id, spellings[i] ?? '']));
    this.hasExact = new Uint32Array((data.kinds.length >>> 5) + 1);
    for (const id of data.exactIds) this.hasExact[id >>> 5] = (this.hasExact[id >>> 5] ?? 0) | (1 << (id & 31));
    const { texts, offsets, keyLengths } = data;
    for (let id = 0; id < keyLengths.length; id++) {
      const start = offsets[id] ?? 0;
      const end = start + (keyLengths[id] ?? 0);
      let h = 0x811c9dc5;
      let at = start;
      for (; at < end && texts.charCodeAt(at) !== 32; at++) h = Math.imul(h ^ texts.charCodeAt(at), 0x01000193);
      if (at < end) this.markPairFirst(h >>> 0);
    }
  }

  private markPairFirst(h: number): void {
    const bit = h & ((1 << PAIR_FILTER_BITS) - 1);
    this.pairFirsts[bit >>> 5] = (this.pairFirsts[bit >>> 5] ?? 0) | (1 << (bit & 31));
  }

  /** False when no two-word key starts with the word of hash `h` (`wordHash(word)`); true means maybe. */
  mayStartPair(h: number): boolean {
    const bit = h & ((1 << PAIR_FILTER_BITS) - 1);
    return ((this.pairFirsts[bit >>> 5] ?? 0) & (1 << (bit & 31))) !== 0;
  }

  /** The buffers `postMessage` can transfer instead of copying. */
  static transferables(data: PhraseTableData): ArrayBuffer[] {
    const arrays = [data.offsets, data.kinds, data.weights, data.sizes, data.keyLengths, data.chain, data.slots, data.exactIds];
    return arrays.map((array) => array.buffer as ArrayBuffer);
  }

  /** Number of entries. */
  get size(): number {
    return this.data.kinds.length;
  }

  /** First (best) entry under a key, or -1. Longer entries first, then by kind rank and weight. */
  first(key: string, keyHash = hash(key)): number {
    const { slots, texts, offsets, keyLengths } = this.data;
    const mask = slots.length - 1;
    for (let slot = keyHash & mask; ; slot = (slot + 1) & mask) {
      const id = slots[slot] ?? -1;
      if (id === -1) return -1;
      if (keyLengths[id] === key.length && texts.startsWith(key, offsets[id] ?? 0)) return id;
    }
  }

  /**
   * `first(\`${a} ${b}\`)` (`aHash`: `wordHash(a)`, when known) without building the key: the two-word lookup runs for most
   * capitalised words of a text, and the joined string was its main cost.
   */
  firstPair(a: string, b: string, aHash = hash(a)): number {
    const { slots, texts, offsets, keyLengths } = this.data;
    const mask = slots.length - 1;
    const h = wordHash(b, Math.imul(aHash ^ 32, 0x01000193));
    const length = a.length + 1 + b.length;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const id = slots[slot] ?? -1;
      if (id === -1) return -1;
      if (keyLengths[id] !== length) continue;
      const at = offsets[id] ?? 0;
      if (texts.startsWith(a, at) && texts.charCodeAt(at + a.length) === 32 && texts.startsWith(b, at + a.length + 1)) return id;
    }
  }

  /** Next entry under the same key, or -1. */
  next(id: number): number {
    return this.data.chain[id] ?? -1;
  }

  kind(id: number): PhraseKind {
    return KINDS[this.data.kinds[id] ?? 0] ?? 'country';
  }

  /** Population for cities, occurrence count for organisations, 0 otherwise. */
  weight(id: number): number {
    return this.data.weights[id] ?? 0;
  }

  /** Number of words. */
  words(id: number): number {
    return this.data.sizes[id] ?? 0;
  }

  /** For one-word organisations: the spelling that must match exactly ("Carfax", not "carfax"). */
  exact(id: number): string | undefined {
    if (id < 0 || ((this.hasExact[id >>> 5] ?? 0) & (1 << (id & 31))) === 0) return undefined;
    return this.exacts.get(id);
  }

  /**
   * Whether `word` is the entry's word starting at character `at` of the entry text; returns
   * where the next word starts, or -1. Compares in place, without slicing the entry.
   */
  wordAt(id: number, at: number, word: string): number {
    const start = (this.data.offsets[id] ?? 0) + at;
    const end = this.data.offsets[id + 1] ?? 0;
    if (!this.data.texts.startsWith(word, start)) return -1;
    const after = start + word.length;
    if (after > end || (after < end && this.data.texts.charCodeAt(after) !== 32)) return -1;
    return after - (start - at) + 1;
  }

  /** The entry's words joined by spaces (lower case, accents folded). */
  text(id: number): string {
    return this.data.texts.slice(this.data.offsets[id] ?? 0, this.data.offsets[id + 1] ?? 0);
  }
}

/** Collects entries, merging duplicates, then freezes them into `PhraseTableData`. */
export class PhraseTableBuilder {
  private readonly texts: string[] = [];
  private readonly kinds: number[] = [];
  private readonly weights: number[] = [];
  private readonly exacts = new Map<number, string>();
  /** `kind|text|exact` -> id, so the same country from many locales is one entry. */
  private readonly seen = new Map<string, number>();

  /**
   * Adds an entry given as lower-case words (as `tokenize` produces them); the heaviest weight
   * of duplicates is kept. Entries of more than 6 words are ignored.
   */
  add(words: readonly string[], kind: PhraseKind, weight: number, exact?: string): void {
    if (words.length === 0 || words.length > 6) return;
    const joined = words.join(' ');
    const text = NON_ASCII.test(joined) ? foldAccents(joined) : joined;
    const id = `${kind}|${text}|${exact ?? ''}`;
    const previous = this.seen.get(id);
    if (previous !== undefined) {
      if ((this.weights[previous] ?? 0) < weight) this.weights[previous] = weight;
      return;
    }
    const entry = this.texts.length;
    this.seen.set(id, entry);
    this.texts.push(text);
    this.kinds.push(KINDS.indexOf(kind));
    this.weights.push(Math.min(weight, 0xffffffff));
    if (exact !== undefined && !exact.includes('\n')) this.exacts.set(entry, exact);
  }

  build(): PhraseTableData {
    const count = this.texts.length;
    const offsets = new Uint32Array(count + 1);
    const sizes = new Uint8Array(count);
    const keyLengths = new Uint16Array(count);
    const groups = new Map<string, number[]>();
    for (let id = 0; id < count; id++) {
      const text = this.texts[id] ?? '';
      offsets[id + 1] = (offsets[id] ?? 0) + text.length;
      let words = 1;
      for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) words++;
      sizes[id] = words;
      keyLengths[id] = keyLength(text);
      const key = text.slice(0, keyLengths[id]);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [id]);
      else group.push(id);
    }
    const rank = (id: number): number => RANK[KINDS[this.kinds[id] ?? 0] ?? 'country'];
    const chain = new Int32Array(count).fill(-1);
    let capacity = 1;
    while (capacity < groups.size * 2) capacity *= 2;
    const slots = new Int32Array(capacity).fill(-1);
    for (const [key, ids] of groups) {
      // Stable sort: equal entries keep insertion order.
      ids.sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0) || rank(a) - rank(b) || (this.weights[b] ?? 0) - (this.weights[a] ?? 0));
      for (let k = 0; k + 1 < ids.length; k++) chain[ids[k] ?? 0] = ids[k + 1] ?? -1;
      let slot = hash(key) & (capacity - 1);
      while (slots[slot] !== -1) slot = (slot + 1) & (capacity - 1);
      slots[slot] = ids[0] ?? -1;
    }
    return {
      texts: this.texts.join(''),
      offsets,
      kinds: Uint8Array.from(this.kinds),
      weights: Uint32Array.from(this.weights),
      sizes,
      keyLengths,
      chain,
      slots,
      exactIds: Int32Array.from(this.exacts.keys()),
      exactTexts: [...this.exacts.values()].join('\n'),
    };
  }
}
