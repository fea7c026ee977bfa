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

/**
 * What a map holds, as stored: `sealed` is the AES-256-GCM ciphertext of the whole entry list
 * (null until the first write); `legacy` are entries written one row each by releases before
 * migration 8, still read so no older map is lost.
 */
export interface StoredMapEntries {
  sealed: Buffer | null;
  legacy: LegacyMapEntry[];
}

/** One (type, value) of a map stored as its own row (before migration 8); value and surrogate are ciphertexts. */
export interface LegacyMapEntry {
  type: string;
  n: number;
  ciphertext: Buffer;
  surrogateCiphertext: Buffer | null;
}

export interface MapStore {
  /** The map if it exists, belongs to the organisation and has not expired. */
  get(id: string, organizationId: string, now: string): Promise<MapRecord | undefined>;
  entries(mapId: string): Promise<StoredMapEntries>;
  /**
   * Writes a new map together with its sealed entry list (one row, one commit shared with other
   * writes). The write may wait up to `maxDelayMs` (default 0: the end of this turn) for others to
   * share its commit; `commitSoon` ends the wait.
   */
  create(map: MapRecord, sealed: Buffer, maxDelayMs?: number): Promise<void>;
  /** Writes waiting for company are committed at the end of this turn. */
  commitSoon(): void;
  /**
   * Changes a map's entries atomically: `change` runs inside an IMMEDIATE transaction with the
   * entries as stored at that moment (another process may have added some since they were read)
   * and returns the new sealed list, or undefined to write nothing. So two writers never give two
   * values the same number.
   */
  update(mapId: string, change: (stored: StoredMapEntries) => Buffer | undefined): Promise<void>;
  touch(mapId: string, expiresAt: string): Promise<void>;
  /** Deletes the map; true when it existed for the organisation and had not expired at `now`. */
  delete(id: string, organizationId: string, now: string): Promise<boolean>;
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

/** A dictionary change refused because the organisation's dictionaries would hold too many terms. */
export class TermBudgetError extends Error {
  override name = 'TermBudgetError';
  constructor(
    /** Terms the organisation's dictionaries would hold after the change. */
    readonly total: number,
    readonly budget: number,
  ) {
    super(`The organisation's dictionaries would hold ${total} terms; at most ${budget} are allowed.`);
  }
}

export interface DictionaryStore {
  /**
   * Creates the dictionary, or replaces the one with the same name in the organisation. With
   * `maxTerms`, rejects with a {@link TermBudgetError} (and changes nothing) when the
   * organisation's dictionaries would hold more terms in all, checked in the write's transaction.
   */
  upsert(
    dictionary: Omit<DictionaryRecord, 'version' | 'createdAt' | 'updatedAt'>,
    options?: { maxTerms?: number },
  ): Promise<{ record: DictionaryRecord; created: boolean }>;
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
