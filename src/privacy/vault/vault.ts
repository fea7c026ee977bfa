import { randomBytes } from 'node:crypto';
import { PlatformError } from '../../errors/platform-error.js';
import type { MapRecord, MapStore } from '../../store/types.js';
import { createRestoreTable, type RestoreTable } from '../operators/restore-table.js';
import { createSurrogate } from '../operators/surrogate.js';
import type { ValueCipher } from './encryption.js';

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
}

export interface Vault {
  /** Opens an existing map of the organisation (404 `map_not_found` otherwise), or creates one. */
  open(organizationId: string, mapId: string | undefined, style: MapRecord['style']): Promise<MapSession>;
  /** Gives every (type, value) a placeholder in the map, keeping existing ones. */
  assign(session: MapSession, values: ReadonlyArray<{ type: string; value: string }>): Promise<void>;
  delete(mapId: string, organizationId: string): Promise<boolean>;
  purgeExpired(): Promise<number>;
}

const entryContext = (mapId: string, type: string, n: number) => `${mapId}:${type}:${n}`;
const lookupKey = (type: string, value: string) => `${type}\u0000${value}`;

export function newMapId(): string {
  return `map_${randomBytes(16).toString('base64url')}`;
}

class OpenMap implements MapSession {
  private readonly byValue = new Map<string, MapEntry>();
  private readonly list: MapEntry[] = [];
  private table: RestoreTable | undefined;

  /** False until the map row is written: a new map is stored together with its first entries. */
  persisted: boolean;

  constructor(
    readonly map: MapRecord,
    readonly created: boolean,
  ) {
    this.persisted = !created;
  }

  add(entry: MapEntry): void {
    const key = lookupKey(entry.type, entry.value);
    if (this.byValue.has(key)) return;
    this.byValue.set(key, entry);
    this.list.push(entry);
    this.table = undefined;
  }

  replacementFor(type: string, value: string): string | undefined {
    return this.byValue.get(lookupKey(type, value))?.replacement;
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
    );
    return this.table;
  }
}

/**
 * Anonymization maps: values encrypted at rest (AES-256-GCM), numbers assigned atomically in the
 * store, expiry pushed forward on every use (`ttlSeconds` after the last use), organisation-scoped.
 */
export function createVault(store: MapStore, cipher: ValueCipher, ttlSeconds: number): Vault {
  const expiry = () => new Date(Date.now() + ttlSeconds * 1000).toISOString();

  function decrypt(session: OpenMap, record: { type: string; n: number; ciphertext: Buffer; surrogateCiphertext: Buffer | null }): MapEntry {
    const context = entryContext(session.map.id, record.type, record.n);
    const value = cipher.open(record.ciphertext, context);
    const placeholder = `[${record.type}_${record.n}]`;
    const surrogate = record.surrogateCiphertext === null ? undefined : cipher.open(record.surrogateCiphertext, `${context}:surrogate`);
    return { type: record.type, n: record.n, value, placeholder, replacement: surrogate ?? placeholder, ...(surrogate === undefined ? {} : { surrogate }) };
  }

  return {
    async open(organizationId, mapId, style) {
      const now = new Date().toISOString();
      if (mapId === undefined) {
        return new OpenMap({ id: newMapId(), organizationId, style, createdAt: now, expiresAt: expiry() }, true);
      }
      const map = await store.get(mapId, organizationId, now);
      // Another organisation's map and a map that never existed look the same: 404.
      if (map === undefined) throw new PlatformError('map_not_found', 'No anonymization map with this id for your organisation (it may have expired or been deleted).', { param: 'map_id' });
      const session = new OpenMap(map, false);
      for (const record of await store.entries(map.id)) session.add(decrypt(session, record));
      await store.touch(map.id, expiry());
      return session;
    },

    async assign(session, values) {
      if (!(session instanceof OpenMap)) throw new TypeError('foreign map session');
      const mapId = session.map.id;
      const fresh = new Map<string, { type: string; value: string }>();
      for (const item of values) {
        const key = lookupKey(item.type, item.value);
        if (session.replacementFor(item.type, item.value) === undefined && !fresh.has(key)) fresh.set(key, item);
      }
      if (fresh.size === 0 && session.persisted) return;
      const taken = new Set(session.entries().map((entry) => entry.replacement));
      const create = !session.persisted;
      // Entries sealed by this call are known in clear already; only ones another writer added are decrypted.
      const sealedHere = new Map<string, MapEntry>();
      const records = await store.assign(
        session.map,
        [...fresh.values()].map(({ type, value }) => ({
          type,
          valueHash: cipher.hash(mapId, type, value),
          seal: (n: number) => {
            const context = entryContext(mapId, type, n);
            const placeholder = `[${type}_${n}]`;
            let surrogateCiphertext: Buffer | null = null;
            let surrogate: string | undefined;
            if (session.map.style === 'surrogate') {
              surrogate = createSurrogate({ type, value, n, seed: mapId, taken });
              taken.add(surrogate);
              surrogateCiphertext = cipher.seal(surrogate, `${context}:surrogate`);
            }
            sealedHere.set(`${type}:${n}`, {
              type,
              n,
              value,
              placeholder,
              replacement: surrogate ?? placeholder,
              ...(surrogate === undefined ? {} : { surrogate }),
            });
            return { ciphertext: cipher.seal(value, context), surrogateCiphertext };
          },
        })),
        create,
      );
      session.persisted = true;
      for (const record of records) session.add(sealedHere.get(`${record.type}:${record.n}`) ?? decrypt(session, record));
    },

    delete: (mapId, organizationId) => store.delete(mapId, organizationId),
    purgeExpired: () => store.purgeExpired(new Date().toISOString()),
  };
}
