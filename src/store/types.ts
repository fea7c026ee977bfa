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
}

export type NewApiKey = Omit<ApiKeyRecord, 'revokedAt' | 'createdAt'>;

export interface KeyStore {
  insert(key: NewApiKey): Promise<ApiKeyRecord>;
  get(id: string): Promise<ApiKeyRecord | undefined>;
  list(organizationId?: string): Promise<ApiKeyRecord[]>;
  /** Marks a key revoked; returns false when no such key exists. */
  revoke(id: string, at: string): Promise<boolean>;
}

/** Everything persistent the gateway needs, opened once per process. */
export interface Stores {
  keys: KeyStore;
  close(): Promise<void>;
}
