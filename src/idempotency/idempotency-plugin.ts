import { randomUUID } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../errors/platform-error.js';
import type { ValueCipher } from '../privacy/vault/encryption.js';
import type { ServerDependencies, ServerPlugin } from '../server/create-server.js';
import { createSqliteIdempotencyStore } from '../store/sqlite/idempotency-store.js';
import { openDatabase } from '../store/sqlite/open-database.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_PARAM, hashIdempotencyKey, parseIdempotencyKey, requestFingerprint } from './idempotency-key.js';
import type { IdempotencyRecordKey, IdempotencyStore } from './idempotency-store.js';
import { openRecordedResponse, replayableHeaders, sealRecordedResponse, type RecordedResponse } from './recorded-response.js';
import { RecordingStream } from './recording-stream.js';

/** A store plus how to let go of it when the app closes. */
export interface OpenedIdempotencyStore {
  store: IdempotencyStore;
  close(): Promise<void>;
}

export interface IdempotencyPluginOptions {
  /** How long a key is remembered, from its first use. Default 86,400 (24 h, SPEC.md section 8). */
  ttlSeconds?: number;
  /** Longest accepted Idempotency-Key. Default 255. */
  maxKeyLength?: number;
  /** An in-progress record older than this is presumed abandoned (crashed process) and may be taken over. Default 600. */
  inProgressTimeoutSeconds?: number;
  /** Answers larger than this are relayed but not recorded (the key is released). Default 16 MiB. */
  maxRecordedBytes?: number;
  /** How often expired records are purged. Default 600. */
  purgeIntervalSeconds?: number;
  /** Opens the store; default: a connection of its own to the data directory's SQLite database. */
  openStore?: (deps: ServerDependencies) => OpenedIdempotencyStore;
  /** The clock, in milliseconds (tests move it to expire records). */
  now?: () => number;
}

/** Response header marking an answer replayed from an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Response header of the 409 for a duplicate in flight: the OpenAI SDKs then do not retry it. */
export const SHOULD_RETRY_HEADER = 'x-should-retry';

/** One attempt holding a record, from the preHandler until its answer is stored or released. */
interface Reservation extends IdempotencyRecordKey {
  /** Associated data of the sealed answer: binds it to the API key, the request and the key. */
  context: string;
  /** `reserved` until onSend (or an early close) takes over; afterwards the answer or its stream decides. */
  state: 'reserved' | 'handled';
}

/** Statuses about the attempt rather than the operation: a retry must run again (see docs/idempotency.md). */
const ATTEMPT_STATUSES = new Set([401, 403, 408, 409, 429]);

/** Which answers are recorded: 2xx and 4xx, except the attempt statuses above; never 5xx. */
export function isRecordedStatus(status: number): boolean {
  return status >= 200 && status < 500 && !(status >= 300 && status < 400) && !ATTEMPT_STATUSES.has(status);
}

function defaultStore(deps: ServerDependencies): OpenedIdempotencyStore {
  // A second connection to the same WAL database; the IMMEDIATE transactions keep it consistent.
  const db = openDatabase(deps.config.dataDir);
  return {
    store: createSqliteIdempotencyStore(db),
    async close() {
      db.close();
    },
  };
}

function payloadBytes(payload: unknown): Buffer | undefined {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  if (payload instanceof Uint8Array) return Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  return undefined;
}

/**
 * Opens a recorded answer. One that cannot be read (the encryption key changed) is refused rather
 * than run again, which could repeat the operation the client wanted exactly once.
 */
function openOrRefuse(cipher: ValueCipher, context: string, sealed: Buffer): RecordedResponse {
  try {
    return openRecordedResponse(cipher, context, sealed);
  } catch {
    throw new PlatformError('internal_error', `The answer stored for this ${IDEMPOTENCY_PARAM} cannot be read; send a new key.`, {
      headers: { [SHOULD_RETRY_HEADER]: 'false' },
      retryable: false,
    });
  }
}

/** Store failures are logged by code only: messages of foreign errors could quote data. */
function logFailure(log: FastifyBaseLogger, error: unknown, what: string): void {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  log.warn({ code }, what);
}

/**
 * `Idempotency-Key` on every POST (PRODUCT.md section 3): the same key of the same API key within
 * the TTL replays the recorded status, headers and body (a stream as recorded) without running the
 * route again; another request under the key is a 422; a duplicate while the first still runs, a
 * 409 with `x-should-retry: false`. Answers are sealed with the vault's cipher.
 */
export function createIdempotencyPlugin(options: IdempotencyPluginOptions = {}): ServerPlugin {
  const ttlMs = (options.ttlSeconds ?? 86_400) * 1000;
  const maxKeyLength = options.maxKeyLength ?? 255;
  const staleMs = (options.inProgressTimeoutSeconds ?? 600) * 1000;
  const maxRecordedBytes = options.maxRecordedBytes ?? 16 * 1024 * 1024;
  const purgeIntervalMs = (options.purgeIntervalSeconds ?? 600) * 1000;
  const clock = options.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();

  return async (app, deps) => {
    const { cipher } = deps;
    const opened = (options.openStore ?? defaultStore)(deps);
    const { store } = opened;
    const reservations = new WeakMap<FastifyRequest, Reservation>();

    const purge = () => {
      store.purgeExpired(iso(clock())).catch((error: unknown) => logFailure(app.log, error, 'idempotency purge failed'));
    };
    purge();
    const timer = setInterval(purge, purgeIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await opened.close();
    });

    const release = async (request: FastifyRequest, reservation: Reservation) => {
      try {
        await store.release({ apiKeyId: reservation.apiKeyId, keyHash: reservation.keyHash, owner: reservation.owner });
      } catch (error) {
        logFailure(request.log, error, 'idempotency key not released');
      }
    };

    const save = async (request: FastifyRequest, reservation: Reservation, status: number, headers: Record<string, string>, body: Buffer) => {
      try {
        const sealedResponse = sealRecordedResponse(cipher, reservation.context, { headers, body });
        const { apiKeyId, keyHash, owner } = reservation;
        const mapId = request.veil.privacy?.mapId;
        const stored = await store.complete({ apiKeyId, keyHash, owner, status, sealedResponse, now: iso(clock()), ...(mapId === undefined ? {} : { mapId }) });
        // Not stored: the record was released (client gone) or taken over after the in-progress timeout.
        if (!stored) request.log.warn('idempotency record no longer held; answer not stored');
      } catch (error) {
        logFailure(request.log, error, 'idempotency record not stored');
        await release(request, reservation);
      }
    };

    const replay = (request: FastifyRequest, reply: FastifyReply, context: string, status: number, sealed: Buffer) => {
      const recorded = openOrRefuse(cipher, context, sealed);
      request.veil.replayed = true;
      reply.code(status).headers(recorded.headers).header(REPLAYED_HEADER, 'true');
      return reply.send(recorded.body);
    };

    /**
     * Relays a streamed answer through a recorder. Stored only when it went through whole and
     * clean: an upstream failure mid-stream (sent as an SSE error event) or a client that went away
     * releases the key instead, so a retry runs again rather than replaying half an answer.
     */
    const recordStream = (request: FastifyRequest, reservation: Reservation, status: number, headers: Record<string, string>, payload: Readable) => {
      let settled = false;
      const recorder = new RecordingStream(maxRecordedBytes, (body) => {
        settled = true;
        if (body === undefined || request.veil.errorCode !== undefined) void release(request, reservation);
        else void save(request, reservation, status, headers, body);
      });
      // pipeline: an error on either side destroys the other (the upstream is cancelled when the
      // client leaves), and backpressure flows through the pipe.
      pipeline(payload, recorder, (error) => {
        if (error && !settled) {
          settled = true;
          void release(request, reservation);
        }
      });
      return recorder;
    };

    // preHandler: after authentication (onRequest) and body parsing, before the route runs.
    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (request.method !== 'POST' || header === undefined || request.apiKey === null) return;
      const key = parseIdempotencyKey(header, maxKeyLength);
      if (request.rawBody === null && request.body instanceof Readable) {
        // Streamed bodies (multipart uploads to pass-through paths) are forwarded unread, so they
        // cannot be fingerprinted; refusing is safer than silently not being idempotent.
        throw new PlatformError('validation_error', `${IDEMPOTENCY_PARAM} is not supported for this content type; send JSON or leave the header out.`, {
          param: IDEMPOTENCY_PARAM,
        });
      }
      const apiKeyId = request.apiKey.id;
      const keyHash = hashIdempotencyKey(key);
      const fingerprint = requestFingerprint(request);
      const owner = randomUUID();
      const now = clock();
      const result = await store.begin({
        apiKeyId,
        keyHash,
        owner,
        fingerprint,
        now: iso(now),
        expiresAt: iso(now + ttlMs),
        staleBefore: iso(now - staleMs),
      });
      const context = `idempotency:${apiKeyId}:${fingerprint}:${key}`;
      switch (result.outcome) {
        case 'completed':
          return replay(request, reply, context, result.status, result.sealedResponse);
        case 'mismatch':
          throw new PlatformError('validation_error', `This ${IDEMPOTENCY_PARAM} was already used with a different request; send a new key.`, {
            param: IDEMPOTENCY_PARAM,
          });
        case 'in_progress':
          throw new PlatformError('conflict', `A request with this ${IDEMPOTENCY_PARAM} is still in progress; wait for its answer instead of retrying.`, {
            headers: { [SHOULD_RETRY_HEADER]: 'false' },
          });
        case 'started': {
          const reservation: Reservation = { apiKeyId, keyHash, owner, context, state: 'reserved' };
          reservations.set(request, reservation);
          // A client that leaves before any answer was sent (the upstream call is aborted then)
          // leaves nothing held: its retry runs again instead of meeting a 409.
          reply.raw.once('close', () => {
            if (reservation.state !== 'reserved') return;
            reservation.state = 'handled';
            void release(request, reservation);
          });
          return undefined;
        }
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const reservation = reservations.get(request);
      if (reservation === undefined || reservation.state !== 'reserved') return payload;
      reservation.state = 'handled';
      const status = reply.statusCode;
      if (!isRecordedStatus(status)) {
        // Released before the answer leaves, so the client's retry never meets its own record.
        await release(request, reservation);
        return payload;
      }
      const headers = replayableHeaders(reply.getHeaders());
      if (payload instanceof Readable) return recordStream(request, reservation, status, headers, payload);
      const body = payloadBytes(payload);
      if (body === undefined) {
        // A payload kind we cannot copy (web stream): relay it, and let a retry run again.
        await release(request, reservation);
        return payload;
      }
      if (body.length > maxRecordedBytes) await release(request, reservation);
      else await save(request, reservation, status, headers, body);
      return payload;
    });
  };
}
