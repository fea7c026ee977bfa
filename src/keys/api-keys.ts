import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_ORGANIZATION_ID, type ApiKeyRecord, type KeyPrivacyPolicy, type KeyStore } from '../store/types.js';
import { DEFAULT_SCOPES, isScope, ALL_SCOPES, type Scope } from './scopes.js';

/**
 * Key format: `veil_<id>_<secret>`. The id is public (it names the key in logs, the audit log and
 * the CLI); the secret is 32 random bytes, stored only as a SHA-256 hash. A fast hash is right
 * here because the secret is high-entropy: there is nothing to brute-force.
 */
const KEY_PATTERN = /^veil_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface CreateKeyOptions {
  name?: string | undefined;
  organizationId?: string | undefined;
  scopes?: readonly string[] | undefined;
  baseId?: string | undefined;
  rateLimitRps?: number | undefined;
  concurrencyLimit?: number | undefined;
  dailyCapUsd?: number | undefined;
  expiresAt?: string | undefined;
  privacy?: KeyPrivacyPolicy | undefined;
}

/** How an organisation id is written: an identifier (`acme`, `team-7`), never free text. */
const ORGANIZATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class KeyOptionError extends Error {
  override name = 'KeyOptionError';
}

/** Checks key options; throws KeyOptionError naming the flag or field at fault. */
export function validateKeyOptions(options: CreateKeyOptions): Scope[] {
  const scopes = options.scopes === undefined ? [...DEFAULT_SCOPES] : [...new Set(options.scopes)];
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0) {
    throw new KeyOptionError(`Unknown scope(s) ${unknown.join(', ')}; valid scopes: ${ALL_SCOPES.join(', ')}.`);
  }
  if (scopes.length === 0) throw new KeyOptionError('A key needs at least one scope (--scopes).');
  if (options.organizationId !== undefined && !ORGANIZATION_ID.test(options.organizationId)) {
    throw new KeyOptionError('--organization must be 1-64 letters, digits, "_" or "-".');
  }
  for (const [flag, value] of [
    ['--rps', options.rateLimitRps],
    ['--concurrency', options.concurrencyLimit],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
      throw new KeyOptionError(`${flag} must be a positive integer.`);
    }
  }
  if (options.dailyCapUsd !== undefined && !(options.dailyCapUsd >= 0)) {
    throw new KeyOptionError('--daily-cap must be a non-negative number of USD.');
  }
  if (options.expiresAt !== undefined && Number.isNaN(Date.parse(options.expiresAt))) {
    throw new KeyOptionError('--expires must be an ISO 8601 date or time, e.g. 2027-01-31T00:00:00Z.');
  }
  return scopes as Scope[];
}

/** Creates a key and returns the record with the plain key, which is shown once and never again. */
export async function createApiKey(
  store: KeyStore,
  options: CreateKeyOptions = {},
): Promise<{ record: ApiKeyRecord; key: string }> {
  const scopes = validateKeyOptions(options);
  const id = randomId(12);
  const secret = randomBytes(32).toString('base64url');
  const record = await store.insert({
    id,
    organizationId: options.organizationId ?? DEFAULT_ORGANIZATION_ID,
    name: options.name ?? id,
    secretHash: hashSecret(secret),
    scopes,
    baseId: options.baseId ?? null,
    rateLimitRps: options.rateLimitRps ?? null,
    concurrencyLimit: options.concurrencyLimit ?? null,
    dailyCapUsd: options.dailyCapUsd ?? null,
    expiresAt: options.expiresAt === undefined ? null : new Date(options.expiresAt).toISOString(),
    privacy: options.privacy ?? null,
  });
  return { record, key: `veil_${id}_${secret}` };
}

export type KeyCheck =
  | { ok: true; record: ApiKeyRecord }
  | { ok: false; reason: 'malformed' | 'unknown' | 'revoked' | 'expired' };

/** Looks a presented key up and checks it in constant time against the stored hash. */
export async function verifyApiKey(store: KeyStore, presented: string, now = Date.now()): Promise<KeyCheck> {
  const match = KEY_PATTERN.exec(presented);
  if (match === null) return { ok: false, reason: 'malformed' };
  const [, id, secret] = match as unknown as [string, string, string];
  const record = await store.get(id);
  const expected = Buffer.from(record?.secretHash ?? hashSecret('unknown-key-padding'), 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  // Compare even when the id is unknown, so timing does not tell which ids exist.
  const equal = timingSafeEqual(expected, actual);
  if (record === undefined || !equal) return { ok: false, reason: 'unknown' };
  if (record.revokedAt !== null) return { ok: false, reason: 'revoked' };
  if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, record };
}
