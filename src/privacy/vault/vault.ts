import { PlatformError } from '../../errors/platform-error.js';
import type { LegacyMapEntry, MapRecord, MapStore, StoredMapEntries } from '../../store/types.js';
import { createRestoreTable, type RestoreTable } from '../operators/restore-table.js';
import { createSurrogate } from '../operators/surrogate.js';
import type { ValueCipher } from './encryption.js';
import { randomSlice } from './random-pool.js';
import { reservedKey } from './reserved-numbers.js';

/** One decrypted entry of a map, alive only for the request that opened it. */
export interface MapEntry {
  type: string;
  n: number;
  value: string;
  /** What replaces the value in text: `[TYPE_N]`, or the surrogate in the surrogate style. */
  replacement: string;
  placeholder: string;
  surrogate?: string;
}

/** A map opened for one request: lookups by value, and the restore table of every entry. */
export interface MapSession {
  readonly map: MapRecord;
  /** True when this request created the map. */
  readonly created: boolean;
  replacementFor(type: string, value: string): string | undefined;
  entries(): readonly MapEntry[];
  restoreTable(): RestoreTable;
  /** Resolves once everything assigned so far is stored; rejects if that write failed. */
  saved(): Promise<void>;
  /**
   * Tells the map that the request carrying its placeholders has gone upstream: a new map's row
   * that was to be committed at the end of its turn is committed now, while the upstream works.
   */
  dispatched(): void;
}

export interface Vault {
  /** Opens an existing map of the organisation (404 `map_not_found` otherwise), or creates one. */
  open(organizationId: string, mapId: string | undefined, style: MapRecord['style']): Promise<MapSession>;
  /**
   * Gives every (type, value) a placeholder in the map, keeping existing ones. For a map this
   * request created, the numbers are known at once and the write goes on in the background:
   * `session.saved()` tells when it is stored, and the map id must not leave the process before.
   */
  assign(
    session: MapSession,
    values: ReadonlyArray<{ type: string; value: string }>,
    reserved?: ReadonlySet<string>,
    /** The texts being anonymized: no surrogate may occur in them (a value left in clear there would restore wrongly). */
    texts?: readonly string[],
  ): Promise<void>;
  delete(mapId: string, organizationId: string): Promise<boolean>;
  purgeExpired(): Promise<number>;
}

/** The sealed list's plaintext: one `[type, n, value, surrogate?]` tuple per entry. */
type ListedEntry = [type: string, n: number, value: string, surrogate?: string];

const legacyContext = (mapId: string, type: string, n: number) => `${mapId}:${type}:${n}`;
// The list is bound to its map: a list copied onto another map's row does not decrypt.
const listContext = (mapId: string) => `${mapId}:entries`;

/**
 * `map_`, the creation time in milliseconds as 12 hex digits, then 128 random bits. The random part
 * makes ids unguessable; the time prefix makes new ids sort after older ones, so inserting a map
 * appends to the right edge of the id index instead of touching a random page of it. With random
 * ids, a map insert cost 25 µs at 400,000 maps against 11 µs (docs/benchmarks.md), and more once
 * the index outgrows the page cache.
 */
export function newMapId(now = Date.now()): string {
  return `map_${now.toString(16).padStart(12, '0')}${randomSlice(16).toString('base64url')}`;
}

/**
 * Items keyed by (type, value), looked up per type, then per value: no key is built from the two
 * (a joined key cost ~0.2 µs a lookup).
 */
class PairMap<Item> {
  private readonly byType = new Map<string, Map<string, Item>>();

  /** Adds the item unless the pair has one already; false then. */
  add(type: string, value: string, item: Item): boolean {
    let values = this.byType.get(type);
    if (values === undefined) {
      values = new Map();
      this.byType.set(type, values);
    } else if (values.has(value)) {
      return false;
    }
    values.set(value, item);
    return true;
  }

  get(type: string, value: string): Item | undefined {
    return this.byType.get(type)?.get(value);
  }
}

class OpenMap implements MapSession {
  private readonly byValue = new PairMap<MapEntry>();
  private readonly list: MapEntry[] = [];
  private table: RestoreTable | undefined;
  private write: Promise<void> = Promise.resolve();
  private writeError: { error: unknown } | undefined;

  /** False until the map row has been handed to the store: a new map is written with its first entries. */
  submitted: boolean;
  /** The row waits for `dispatched()` (or its fallback timer) rather than for company. */
  commitOnDispatch = false;

  constructor(
    readonly map: MapRecord,
    readonly created: boolean,
    /** Ends the wait of writes that wait for company (a new map's row, for one). */
    private readonly commitSoon: () => void,
  ) {
    this.submitted = !created;
  }

  add(entry: MapEntry): void {
    if (!this.byValue.add(entry.type, entry.value, entry)) return;
    this.list.push(entry);
    this.table = undefined;
  }

  replacementFor(type: string, value: string): string | undefined {
    return this.byValue.get(type, value)?.replacement;
  }

  entries(): readonly MapEntry[] {
    return this.list;
  }

  restoreTable(): RestoreTable {
    this.table ??= createRestoreTable(
      this.list.map((entry) => ({
        placeholder: entry.placeholder,
        type: entry.type,
        n: entry.n,
        original: entry.value,
        ...(entry.surrogate === undefined ? {} : { surrogate: entry.surrogate }),
      })),
      { surrogateStyle: this.map.style === 'surrogate' },
    );
    return this.table;
  }

  /** Remembers a background write; its failure is kept for `saved()` instead of going unhandled. */
  track(write: Promise<void>): void {
    this.write = this.write.then(() => write).catch((error: unknown) => {
      this.writeError ??= { error };
    });
  }

  dispatched(): void {
    if (!this.commitOnDispatch) return;
    this.commitOnDispatch = false;
    this.commitSoon();
  }

  async saved(): Promise<void> {
    // Someone needs the map stored now: a row still waiting for others to share its commit goes at the end of this turn.
    this.commitSoon();
    await this.write;
    if (this.writeError !== undefined) throw this.writeError.error;
  }
}


function toEntry(type: string, n: number, value: string, surrogate: string | undefined): MapEntry {
  const placeholder = `[${type}_${n}]`;
  return { type, n, value, placeholder, replacement: surrogate ?? placeholder, ...(surrogate === undefined ? {} : { surrogate }) };
}

/**
 * Anonymization maps: each map's entries are one AES-256-GCM sealed list on the map's row, numbers
 * are assigned in the store's write transaction (or in memory for a map no one else knows yet),
 * expiry is pushed forward on every use (`ttlSeconds` after the last use), organisation-scoped.
 */
export interface VaultOptions {
  /**
   * How long a new map's row may wait for other writes to share its commit, asked per map; it is
   * committed at the latest when `saved()` is called. Default 0: right after `dispatched()`.
   */
  createDelayMs?: () => number;
  /**
   * How long a row waiting for `dispatched()` waits at most, so that a request that fails before
   * it goes upstream still has its map stored. Default 10 ms.
   */
  dispatchWaitMs?: number;
}

const DISPATCH_WAIT_MS = 10;

export function createVault(store: MapStore, cipher: ValueCipher, ttlSeconds: number, options: VaultOptions = {}): Vault {
  const createDelayMs = options.createDelayMs ?? (() => 0);
  const dispatchWaitMs = options.dispatchWaitMs ?? DISPATCH_WAIT_MS;
  const commitSoon = () => store.commitSoon();
  const expiry = (now = Date.now()) => new Date(now + ttlSeconds * 1000).toISOString();

  const sealList = (mapId: string, entries: readonly MapEntry[]): Buffer =>
    cipher.seal(
      JSON.stringify(entries.map((entry): ListedEntry => (entry.surrogate === undefined ? [entry.type, entry.n, entry.value] : [entry.type, entry.n, entry.value, entry.surrogate]))),
      listContext(mapId),
    );

  function openLegacy(mapId: string, record: LegacyMapEntry): MapEntry {
    const context = legacyContext(mapId, record.type, record.n);
    const surrogate = record.surrogateCiphertext === null ? undefined : cipher.open(record.surrogateCiphertext, `${context}:surrogate`);
    return toEntry(record.type, record.n, cipher.open(record.ciphertext, context), surrogate);
  }

  /** The stored entries in clear: `listed` (in the sealed list) and `legacy` (one row each). */
  function openStored(mapId: string, stored: StoredMapEntries): { listed: MapEntry[]; legacy: MapEntry[] } {
    const listed =
      stored.sealed === null
        ? []
        : (JSON.parse(cipher.open(stored.sealed, listContext(mapId))) as ListedEntry[]).map(([type, n, value, surrogate]) => toEntry(type, n, value, surrogate));
    return { listed, legacy: stored.legacy.map((record) => openLegacy(mapId, record)) };
  }

  /** Gives each fresh value the next number of its type after those in `known`, and a surrogate if the style asks. */
  function numberFresh(
    map: MapRecord,
    known: readonly MapEntry[],
    fresh: Iterable<{ type: string; value: string }>,
    reserved: ReadonlySet<string> | undefined,
    texts: readonly string[] | undefined,
  ): MapEntry[] {
    const highest = new Map<string, number>();
    for (const entry of known) highest.set(entry.type, Math.max(highest.get(entry.type) ?? 0, entry.n));
    const existing = new PairMap<MapEntry>();
    for (const entry of known) existing.add(entry.type, entry.value, entry);
    const taken = new Set(known.map((entry) => entry.replacement));
    // Lower-cased once for every candidate of every value (surrogate.ts compares without case).
    const avoid = map.style === 'surrogate' ? texts?.map((text) => text.toLowerCase()) : undefined;
    const added: MapEntry[] = [];
    for (const { type, value } of fresh) {
      if (existing.get(type, value) !== undefined) continue;
      let n = (highest.get(type) ?? 0) + 1;
      // Numbers the input itself writes as placeholders are skipped (reserved-numbers.ts).
      if (reserved !== undefined && reserved.size > 0) while (reserved.has(reservedKey(type, n))) n++;
      highest.set(type, n);
      let surrogate: string | undefined;
      if (map.style === 'surrogate') {
        surrogate = createSurrogate({ type, value, n, seed: map.id, taken, ...(avoid === undefined ? {} : { avoid }) });
        taken.add(surrogate);
      }
      added.push(toEntry(type, n, value, surrogate));
    }
    return added;
  }

  return {
    async open(organizationId, mapId, style) {
      const clock = Date.now();
      const now = new Date(clock).toISOString();
      if (mapId === undefined) {
        return new OpenMap({ id: newMapId(clock), organizationId, style, createdAt: now, expiresAt: expiry(clock) }, true, commitSoon);
      }
      const map = await store.get(mapId, organizationId, now);
      // Another organisation's map and a map that never existed look the same: 404.
      if (map === undefined) throw new PlatformError('map_not_found', 'No anonymization map with this id for your organisation (it may have expired or been deleted).', { param: 'map_id' });
      // Used now: the expiry moves forward (never back), and the session reports the new one.
      const expiresAt = expiry();
      await store.touch(map.id, expiresAt);
      const session = new OpenMap(expiresAt > map.expiresAt ? { ...map, expiresAt } : map, false, commitSoon);
      const { listed, legacy } = openStored(map.id, await store.entries(map.id));
      for (const entry of [...legacy, ...listed]) session.add(entry);
      return session;
    },

    async assign(session, values, reserved, texts) {
      if (!(session instanceof OpenMap)) throw new TypeError('foreign map session');
      const seen = new PairMap<true>();
      const fresh: Array<{ type: string; value: string }> = [];
      for (const item of values) {
        if (session.replacementFor(item.type, item.value) === undefined && seen.add(item.type, item.value, true)) fresh.push(item);
      }
      const mapId = session.map.id;
      if (!session.submitted) {
        // Nobody else knows this map id yet: number in memory, write in the background (one row, one seal).
        for (const entry of numberFresh(session.map, session.entries(), fresh, reserved, texts)) session.add(entry);
        session.submitted = true;
        // A row with no company to wait for is committed once its request has gone upstream, so
        // the commit overlaps the upstream's work: committed at the end of this turn, it ran
        // before the upstream call (undici writes a request on a reused socket in a later
        // immediate) and delayed it.
        const delay = createDelayMs();
        session.commitOnDispatch = delay <= 0;
        session.track(store.create(session.map, sealList(mapId, session.entries()), delay > 0 ? delay : dispatchWaitMs));
        return;
      }
      if (fresh.length === 0) return;
      // Numbered inside the write transaction against what is stored then; the result of the last
      // run counts (a failed group batch runs `change` again on its own).
      let current: MapEntry[] = [];
      await store.update(mapId, (stored) => {
        const { listed, legacy } = openStored(mapId, stored);
        const added = numberFresh(session.map, [...legacy, ...listed], fresh, reserved, texts);
        current = [...legacy, ...listed, ...added];
        return added.length === 0 ? undefined : sealList(mapId, [...listed, ...added]);
      });
      for (const entry of current) session.add(entry);
    },

    delete: (mapId, organizationId) => store.delete(mapId, organizationId, new Date().toISOString()),
    purgeExpired: () => store.purgeExpired(new Date().toISOString()),
  };
}
