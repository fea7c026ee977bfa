/**
 * The place and organisation entries of the lexicon in a compact table: one string per entry
 * (its lower-case, accent-folded words joined by single spaces) plus typed arrays for kind,
 * weight, word count and the "next entry under the same key" chain. Lookup keys are the entry
 * itself for one-word entries and the first two words for longer ones.
 *
 * Why not an object per entry: ~140,000 entries as objects with a token array each cost ~50 MB
 * of heap; this layout costs ~10 MB and allocates nothing on lookup. Entries are stored folded
 * only: a text word matches an entry word when its folded form is equal, which is exactly what
 * keeping both the accented and the folded spelling used to give.
 */
import { foldAccents } from './tokenize.js';

/** Kinds of entries, by how much a match can be trusted on its own. */
export type PhraseKind = 'country' | 'region' | 'city' | 'organization';

const NON_ASCII = /[^\x00-\x7f]/;
const KINDS: readonly PhraseKind[] = ['country', 'region', 'city', 'organization'];
/** Sort rank of a kind: countries and regions (unambiguous) before cities before brands. */
const RANK: Readonly<Record<PhraseKind, number>> = { country: 0, region: 1, city: 2, organization: 3 };

/** Lookup key of an entry text: the text itself, or its first two words. */
function keyOf(text: string): string {
  const first = text.indexOf(' ');
  if (first === -1) return text;
  const second = text.indexOf(' ', first + 1);
  return second === -1 ? text : text.slice(0, second);
}

/** Read-only compact table of entries. Entry ids are dense integers. */
export class PhraseTable {
  constructor(
    private readonly texts: readonly string[],
    private readonly kinds: Uint8Array,
    private readonly weights: Uint32Array,
    private readonly sizes: Uint8Array,
    private readonly chain: Int32Array,
    private readonly heads: ReadonlyMap<string, number>,
    private readonly exacts: ReadonlyMap<number, string>,
  ) {}

  /** Number of entries. */
  get size(): number {
    return this.texts.length;
  }

  /** First (best) entry under a key, or -1. Longer entries first, then by kind rank and weight. */
  first(key: string): number {
    return this.heads.get(key) ?? -1;
  }

  /** Next entry under the same key, or -1. */
  next(id: number): number {
    return this.chain[id] ?? -1;
  }

  kind(id: number): PhraseKind {
    return KINDS[this.kinds[id] ?? 0] ?? 'country';
  }

  /** Population for cities, occurrence count for organisations, 0 otherwise. */
  weight(id: number): number {
    return this.weights[id] ?? 0;
  }

  /** Number of words. */
  words(id: number): number {
    return this.sizes[id] ?? 0;
  }

  /** For one-word organisations: the spelling that must match exactly ("Carfax", not "carfax"). */
  exact(id: number): string | undefined {
    return this.exacts.get(id);
  }

  /** The entry's words joined by spaces (lower case, accents folded). */
  text(id: number): string {
    return this.texts[id] ?? '';
  }
}

/** Collects entries, merging duplicates, then freezes them into a `PhraseTable`. */
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
    if (exact !== undefined) this.exacts.set(entry, exact);
  }

  build(): PhraseTable {
    const count = this.texts.length;
    const sizes = new Uint8Array(count);
    const groups = new Map<string, number[]>();
    for (let id = 0; id < count; id++) {
      const text = this.texts[id] ?? '';
      let words = 1;
      for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) words++;
      sizes[id] = words;
      const key = keyOf(text);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [id]);
      else group.push(id);
    }
    const rank = (id: number): number => RANK[KINDS[this.kinds[id] ?? 0] ?? 'country'];
    const chain = new Int32Array(count).fill(-1);
    const heads = new Map<string, number>();
    for (const [key, ids] of groups) {
      // Stable sort: equal entries keep insertion order.
      ids.sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0) || rank(a) - rank(b) || (this.weights[b] ?? 0) - (this.weights[a] ?? 0));
      for (let k = 0; k + 1 < ids.length; k++) chain[ids[k] ?? 0] = ids[k + 1] ?? -1;
      // Keys of one- and two-word entries are the entry's own string (keyOf returns it), not a copy.
      heads.set(key, ids[0] ?? -1);
    }
    return new PhraseTable(
      this.texts,
      Uint8Array.from(this.kinds),
      Uint32Array.from(this.weights),
      sizes,
      chain,
      heads,
      this.exacts,
    );
  }
}
