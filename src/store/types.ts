import type { AuditStore } from '../audit/audit-store.js';
import type { IdempotencyStore } from '../idempotency/idempotency-store.js';
import type { WebhookStore } from '../webhooks/webhook-store-types.js';
import type { SpendingStore } from '../spending/spending-store.js';

/**
 * Storage interfaces. Every method is async so that a PostgreSQL or Redis implementation can
 * replace the embedded SQLite one without touching callers.
 */

/** The organisation a self-hosted deployment puts every key in unless told otherwise. */
export const DEFAULT_ORGANIZATION_ID = 'org_default';

/** A stored API key. The secret itself is never stored, only its SHA-256 hash. */
export interface ApiKeyRecord {
  id: string;
  organizationId: string;
  name: string;
  secretHash: string;
  scopes: string[];
  /** Set when the key may reach only one Base's resources. */
  baseId: string | null;
  /** Requests per second; null means the configured default. */
  rateLimitRps: number | null;
  /** Concurrent requests; null means the configured default. */
  concurrencyLimit: number | null;
  /** Daily spending cap in USD; null means none. */
  dailyCapUsd: number | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  /** Per-key privacy policy; null means the configured default. */
  privacy: KeyPrivacyPolicy | null;
}

/** What a key may change about the privacy gateway. */
export interface KeyPrivacyPolicy {
  /** Entity types anonymized for this key (instead of the configured list). */
  entities?: string[];
  /** Whether requests with this key may send `x-veil-privacy: off`. */
  allowOff?: boolean;
}

export type NewApiKey = Omit<ApiKeyRecord, 'revokedAt' | 'createdAt'>;

export type KeyChanges = Partial<
  Pick<ApiKeyRecord, 'name' | 'scopes' | 'baseId' | 'rateLimitRps' | 'concurrencyLimit' | 'dailyCapUsd' | 'expiresAt' | 'privacy'>
>;

/** An anonymization map: which placeholders stand for which (encrypted) values. */
export interface MapRecord {
  id: string;
  organizationId: string;
  style: 'placeholder' | 'surrogate';
  createdAt: string;
  expiresAt: string;
}

/** One (type, value) of a map. The value and surrogate are AES-256-GCM ciphertexts. */
export interface MapEntryRecord {
  type: string;
  n: number;
  /** Keyed hash of the value, to find an existing entry without decrypting. */
  valueHash: string;
  ciphertext: Buffer;
  surrogateCiphertext: Buffer | null;
}

export interface NewMapEntry {
  type: string;
  valueHash: string;
  /** Builds the stored entry once its number is known (numbers are assigned inside the transaction). */
  seal(n: number): { ciphertext: Buffer; surrogateCiphertext: Buffer | null };
}

export interface MapStore {
  /** The map if it exists, belongs to the organisation and has not expired. */
  get(id: string, organizationId: string, now: string): Promise<MapRecord | undefined>;
  entries(mapId: string): Promise<MapEntryRecord[]>;
  /**
   * Adds entries atomically: a (type, valueHash) already present (perhaps added meanwhile by another
   * writer) keeps its number; new ones get the next number of their type. Returns every entry asked
   * for. With `create`, the map row itself is written in the same transaction (a new map costs one
   * commit, not two).
   */
  assign(map: MapRecord, entries: readonly NewMapEntry[], create: boolean): Promise<MapEntryRecord[]>;
  touch(mapId: string, expiresAt: string): Promise<void>;
  delete(id: string, organizationId: string): Promise<boolean>;
  /** Deletes expired maps; returns how many. */
  purgeExpired(now: string): Promise<number>;
}

export interface DictionaryRecord {
  id: string;
  organizationId: string;
  name: string;
  entityType: string;
  kind: 'deny' | 'allow';
  terms: Array<{ term: string; canonicalId?: string }>;
  caseSensitive: boolean;
  diacriticSensitive: boolean;
  /** Increases on every update; caches of compiled matchers key on it. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface DictionaryStore {
  /** Creates the dictionary, or replaces the one with the same name in the organisation. */
  upsert(dictionary: Omit<DictionaryRecord, 'version' | 'createdAt' | 'updatedAt'>): Promise<{ record: DictionaryRecord; created: boolean }>;
  get(id: string, organizationId: string): Promise<DictionaryRecord | undefined>;
  list(organizationId: string): Promise<DictionaryRecord[]>;
  delete(id: string, organizationId: string): Promise<boolean>;
  /** A number that changes whenever any dictionary of the organisation changes. */
  revision(organizationId: string): Promise<string>;
}

export interface KeyStore {
  insert(key: NewApiKey): Promise<ApiKeyRecord>;
  get(id: string): Promise<ApiKeyRecord | undefined>;
  list(organizationId?: string): Promise<ApiKeyRecord[]>;
  /** Changes the mutable fields of a key; returns the updated record, or undefined when none. */
  update(id: string, changes: KeyChanges): Promise<ApiKeyRecord | undefined>;
  /** Marks a key revoked; returns false when no such key exists. */
  revoke(id: string, at: string): Promise<boolean>;
}

/** Everything persistent the gateway needs, opened once per process. */
export interface Stores {
  keys: KeyStore;
  audit: AuditStore;
  spending: SpendingStore;
  /** Idempotency-Key records: answers sealed by the caller, keys stored hashed. */
  idempotency: IdempotencyStore;
  webhooks: WebhookStore;
  maps: MapStore;
  dictionaries: DictionaryStore;
  close(): Promise<void>;
}
