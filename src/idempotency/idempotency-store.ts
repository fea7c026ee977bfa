/**
 * Storage of Idempotency-Key records. Async like every store, so a PostgreSQL or Redis
 * implementation (several gateway processes) can replace the embedded SQLite one.
 *
 * A record is identified by (API key id, hash of the Idempotency-Key); the store never sees the key
 * itself, the request body or the answer in clear: the answer arrives sealed by the caller.
 */

/** Identifies one record and the attempt that holds it. */
export interface IdempotencyRecordKey {
  apiKeyId: string;
  /** SHA-256 of the client's Idempotency-Key (base64url). */
  keyHash: string;
  /** Random token of the attempt that reserved the record: only it may complete or release it. */
  owner: string;
}

export interface BeginIdempotentRequest extends IdempotencyRecordKey {
  /** SHA-256 of the request (method, URL, body and the headers that change the operation). */
  fingerprint: string;
  /** ISO 8601 timestamps. */
  now: string;
  /** When a record created now expires (now + TTL). */
  expiresAt: string;
  /** An in-progress record started at or before this is presumed abandoned (a crashed process) and taken over. */
  staleBefore: string;
}

/**
 * What `begin` found, decided inside one atomic step:
 * - `started`: this attempt holds the record (new, expired and replaced, or abandoned and taken over);
 * - `completed`: an earlier attempt with the same fingerprint finished; replay its answer;
 * - `mismatch`: the key was used with a different request;
 * - `in_progress`: an earlier attempt with the same fingerprint is still running.
 */
export type BeginOutcome =
  | { outcome: 'started' }
  | { outcome: 'completed'; status: number; sealedResponse: Buffer }
  | { outcome: 'mismatch' }
  | { outcome: 'in_progress' };

export interface CompleteIdempotentRequest extends IdempotencyRecordKey {
  status: number;
  /** The recorded headers and body, sealed by the caller (AES-256-GCM). */
  sealedResponse: Buffer;
  now: string;
  /**
   * The anonymization map whose values the answer may hold (a restored answer, a deanonymized
   * text): the record goes when the map is deleted or expires.
   */
  mapId?: string;
}

export interface IdempotencyStore {
  /** Atomically (across processes) reserves the record for this attempt or reports the existing one. */
  begin(request: BeginIdempotentRequest): Promise<BeginOutcome>;
  /** Stores the answer; false when this attempt no longer holds the record (taken over or expired). */
  complete(request: CompleteIdempotentRequest): Promise<boolean>;
  /** Deletes the in-progress record of this attempt so that a retry runs again. */
  release(key: IdempotencyRecordKey): Promise<void>;
  /** Deletes records expired at `now`; returns how many. */
  purgeExpired(now: string): Promise<number>;
}
