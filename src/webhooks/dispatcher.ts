import type { ValueCipher } from '../privacy/vault/encryption.js';
import { retryDelayMs } from './backoff.js';
import type { WebhooksConfig } from './config.js';
import type { WebhookEventType } from './event-types.js';
import { enqueueEvent, publishWebhookEvent, type PublishedEvent } from './publish.js';
import type { LookupFunction } from './safe-connector.js';
import { openSecret } from './secrets.js';
import { createWebhookSender, type AttemptOutcome, type WebhookSender } from './sender.js';
import type { ClaimedDelivery, DeliveryCompletion, DeliveryStatus, WebhookEndpointRecord, WebhookStore } from './webhook-store-types.js';

/** The few logger methods the worker uses (pino's satisfy it). Nothing logged holds a URL, secret or payload. */
export interface WebhookLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type { PublishedEvent } from './publish.js';

/** The result of one attempt, as the CLI and tests see it. */
export interface DeliveryResult {
  deliveryId: string;
  /** `pending`: will be retried at `nextAttemptAt` (or was given back on shutdown). */
  status: DeliveryStatus;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: string | null;
}

/** Queues events and delivers them. Any process may publish; queued events survive restarts. */
export interface WebhookDispatcher {
  /** Queues the event for every enabled endpoint of the organisation subscribed to its type. */
  publish(organizationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<PublishedEvent>;
  /** Queues a `webhook.test` event for this endpoint only. */
  sendTest(endpoint: WebhookEndpointRecord): Promise<PublishedEvent>;
  /** Claims one pending delivery and attempts it now; undefined when another worker holds it. */
  deliverNow(deliveryId: string): Promise<DeliveryResult | undefined>;
  /** One worker pass: claims due deliveries and waits for their attempts. */
  runOnce(): Promise<DeliveryResult[]>;
  /** Starts the worker loop (an unref'd timer). */
  start(): void;
  /** Stops the loop; deliveries in flight are aborted and given back to the queue, unattempted. */
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  store: WebhookStore;
  cipher: ValueCipher;
  config: WebhooksConfig;
  log?: WebhookLogger;
  /** Replaces DNS resolution for deliveries (tests). */
  lookup?: LookupFunction;
  /** Unix milliseconds. */
  clock?: () => number;
  random?: () => number;
}

const SWEEP_EVERY_MS = 30_000;
const PURGE_EVERY_MS = 3_600_000;
/** Errors retrying cannot fix: the address policy refused the receiver. */
const TERMINAL_ERRORS = new Set(['blocked_address']);
const silent: WebhookLogger = { debug: () => undefined, warn: () => undefined, error: () => undefined };

export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { store, cipher, config } = options;
  const log = options.log ?? silent;
  const clock = options.clock ?? Date.now;
  const random = options.random ?? Math.random;
  const iso = (ms: number) => new Date(ms).toISOString();
  // A claim outlives the longest possible attempt; after that its process is presumed dead.
  const leaseMs = config.requestTimeoutMs + 30_000;
  const sender: WebhookSender = createWebhookSender({
    allowPrivateNetworks: config.allowPrivateNetworks,
    requestTimeoutMs: config.requestTimeoutMs,
    now: clock,
    ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
  });
  const stopping = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let currentTick: Promise<void> | undefined;
  let pokedDuringTick = false;
  let lastSweep = 0;
  let lastPurge = 0;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => {
      inFlight.delete(promise);
      poke();
    }).catch(() => undefined);
    return promise;
  };

  /** Runs a worker pass at once when something was queued, instead of at the next poll. */
  const pokeIfQueued = (event: PublishedEvent) => {
    if (event.deliveryIds.length > 0) poke();
    return event;
  };

  function completion(outcome: AttemptOutcome, attempt: number): DeliveryCompletion['status'] {
    if (outcome.ok) return 'succeeded';
    if (outcome.error !== null && TERMINAL_ERRORS.has(outcome.error)) return 'failed';
    return attempt >= config.maxAttempts ? 'failed' : 'pending';
  }

  async function attempt(claimed: ClaimedDelivery): Promise<DeliveryResult> {
    const { delivery, endpoint, claimToken } = claimed;
    const attemptNumber = delivery.attempts + 1;
    const result = (status: DeliveryStatus, outcome: Partial<AttemptOutcome>, nextAttemptAt: string | null = null): DeliveryResult => ({
      deliveryId: delivery.id,
      status,
      attempt: attemptNumber,
      statusCode: outcome.statusCode ?? null,
      error: outcome.error ?? null,
      durationMs: outcome.durationMs ?? 0,
      nextAttemptAt,
    });
    const giveUp = async (reason: string) => {
      await store.complete(delivery.id, claimToken, { status: 'failed', nextAttemptAt: null, lastStatus: null, lastError: reason }, iso(clock()));
      log.warn({ deliveryId: delivery.id, endpointId: endpoint.id, reason }, 'webhook delivery not attempted');
      return result('failed', { error: reason });
    };
    if (!endpoint.enabled) return giveUp('endpoint_disabled');
    let secret: string;
    try {
      secret = openSecret(cipher, endpoint.id, endpoint.secretCiphertext);
    } catch {
      // Sealed under another master key (VEIL_ENCRYPTION_KEY changed): rotate the endpoint's secret.
      return giveUp('secret_unreadable');
    }
    const startedAt = iso(clock());
    const outcome = await sender.send(
      { url: endpoint.url, secret, eventId: delivery.eventId, eventType: delivery.eventType, body: claimed.payload },
      stopping.signal,
    );
    if (stopping.signal.aborted && !outcome.ok) {
      await store.release(delivery.id, claimToken, iso(clock()));
      return result('pending', {}, null);
    }
    const status = completion(outcome, attemptNumber);
    const nextAttemptAt =
      status === 'pending' ? iso(clock() + retryDelayMs(attemptNumber, { baseMs: config.backoffBaseMs, capMs: config.backoffCapMs }, random)) : null;
    await store.complete(
      delivery.id,
      claimToken,
      {
        status,
        nextAttemptAt,
        lastStatus: outcome.statusCode,
        lastError: outcome.error,
        attempt: { attempt: attemptNumber, startedAt, statusCode: outcome.statusCode, error: outcome.error, durationMs: outcome.durationMs },
      },
      iso(clock()),
    );
    const details = { deliveryId: delivery.id, endpointId: endpoint.id, eventType: delivery.eventType, attempt: attemptNumber, statusCode: outcome.statusCode, error: outcome.error };
    if (status === 'failed') log.warn(details, 'webhook delivery failed for good');
    else if (status === 'pending') log.debug(details, 'webhook delivery failed; will retry');
    return result(status, outcome, nextAttemptAt);
  }

  async function housekeeping(now: number): Promise<void> {
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      const released = await store.releaseExpiredClaims(iso(now));
      if (released > 0) log.warn({ released }, 'webhook deliveries left mid-delivery by a stopped process were queued again');
    }
    if (now - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now;
      await store.purgeFinished(iso(now - config.retentionDays * 86_400_000));
    }
  }

  async function claimAndStart(): Promise<Array<Promise<DeliveryResult>>> {
    const free = config.concurrency - inFlight.size;
    if (free <= 0 || stopping.signal.aborted) return [];
    const now = clock();
    await housekeeping(now);
    const claimed = await store.claimDue(iso(now), free, iso(now + leaseMs));
    return claimed.map((row) => track(attempt(row)));
  }

  function schedule(delayMs: number): void {
    if (!running || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      currentTick = tick();
    }, delayMs);
    // The worker never keeps the process alive on its own.
    timer.unref();
  }

  async function tick(): Promise<void> {
    pokedDuringTick = false;
    try {
      await claimAndStart();
    } catch (error) {
      log.error({ err: error }, 'webhook worker pass failed');
    }
    currentTick = undefined;
    schedule(pokedDuringTick ? 0 : config.pollIntervalMs);
  }

  /** Runs a pass soon: new events go out without waiting for the poll interval. */
  function poke(): void {
    if (!running) return;
    if (currentTick !== undefined) {
      pokedDuringTick = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    schedule(0);
  }

  return {
    async publish(organizationId, type, data) {
      return pokeIfQueued(await publishWebhookEvent(store, organizationId, type, data, clock()));
    },
    async sendTest(endpoint) {
      const data = { endpoint_id: endpoint.id, message: 'A test event sent from Veil.' };
      return pokeIfQueued(await enqueueEvent(store, endpoint.organizationId, 'webhook.test', data, [endpoint], clock()));
    },
    async deliverNow(deliveryId) {
      const now = clock();
      const claimed = await store.claim(deliveryId, iso(now + leaseMs));
      return claimed === undefined ? undefined : track(attempt(claimed));
    },
    async runOnce() {
      return Promise.all(await claimAndStart());
    },
    start() {
      if (running || stopping.signal.aborted) return;
      running = true;
      // lastSweep = 0: the first pass queues again what a crashed process left mid-delivery.
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      stopping.abort();
      await currentTick;
      await Promise.allSettled([...inFlight]);
      await sender.close();
    },
  };
}
