/**
 * Storage for webhook endpoints, the delivery queue and the attempt log. Async like every store
 * (src/store/types.ts) so a PostgreSQL implementation can replace SQLite without touching callers.
 * Times are ISO 8601 strings (`Date#toISOString`), which sort as they compare.
 */

/** An administrator-configured receiver. The secret is stored sealed (AES-256-GCM), never in clear. */
export interface WebhookEndpointRecord {
  id: string;
  organizationId: string;
  url: string;
  /** Subscribed event types, or `['*']`. */
  events: string[];
  description: string | null;
  /** `ValueCipher.seal(secret, 'webhook:' + id)`. */
  secretCiphertext: Buffer;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NewWebhookEndpoint = Omit<WebhookEndpointRecord, 'createdAt' | 'updatedAt'>;

/** Fields a PATCH may change; absent ones stay as they are. */
export interface WebhookEndpointChanges {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
  secretCiphertext?: Buffer;
}

export type DeliveryStatus = 'pending' | 'delivering' | 'succeeded' | 'failed';

/** One (event, endpoint) pair in the queue. */
export interface WebhookDeliveryRecord {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  organizationId: string;
  status: DeliveryStatus;
  attempts: number;
  /** When a pending delivery is due; null once it succeeded or failed. */
  nextAttemptAt: string | null;
  /** HTTP status of the last attempt, null when it got no answer. */
  lastStatus: number | null;
  /** Error class of the last attempt (`timeout`, `connection_refused`, ...), never a response body. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One row of the delivery log. */
export interface WebhookAttemptRecord {
  attempt: number;
  startedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryWithAttempts extends WebhookDeliveryRecord {
  attemptLog: WebhookAttemptRecord[];
}

/** A stored event: the exact body that is signed and sent to every subscribed endpoint. */
export interface WebhookEventRecord {
  id: string;
  organizationId: string;
  type: string;
  /** The JSON body, kept byte for byte so every retry sends (and signs) the same bytes. */
  payload: string;
  createdAt: string;
}

/** A delivery this process holds the claim on, with what it needs to send it. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryRecord;
  /** Proves the claim when the result is written; a claim taken over after its lease ran out no longer matches. */
  claimToken: string;
  payload: string;
  endpoint: Pick<WebhookEndpointRecord, 'id' | 'url' | 'secretCiphertext' | 'enabled'>;
}

/** What became of one attempt, written together with its log row. */
export interface DeliveryCompletion {
  status: Exclude<DeliveryStatus, 'delivering'>;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  /** The log row; absent when nothing was sent (e.g. the endpoint was disabled meanwhile). */
  attempt?: WebhookAttemptRecord;
}

/** Keyset pagination position: the last row of the previous page. */
export interface PagePosition {
  createdAt: string;
  id: string;
}

export interface WebhookStore {
  createEndpoint(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRecord>;
  /** The endpoint if it exists and belongs to the organisation. */
  getEndpoint(id: string, organizationId: string): Promise<WebhookEndpointRecord | undefined>;
  /** Oldest first, after `after`. */
  listEndpoints(organizationId: string, page: { limit: number; after?: PagePosition }): Promise<WebhookEndpointRecord[]>;
  /** Every endpoint, of all organisations (the CLI's list). */
  listAllEndpoints(): Promise<WebhookEndpointRecord[]>;
  /** Enabled endpoints of the organisation, for matching an event against their subscriptions. */
  enabledEndpoints(organizationId: string): Promise<WebhookEndpointRecord[]>;
  updateEndpoint(id: string, organizationId: string, changes: WebhookEndpointChanges): Promise<WebhookEndpointRecord | undefined>;
  /** Deletes the endpoint with its queued deliveries and log. */
  deleteEndpoint(id: string, organizationId: string): Promise<boolean>;

  /** Stores the event and one pending delivery per endpoint, due at once, in one transaction. */
  enqueue(event: WebhookEventRecord, deliveries: ReadonlyArray<{ id: string; endpointId: string }>): Promise<void>;
  /**
   * Claims up to `limit` pending deliveries due at `now`: each row moves from `pending` to
   * `delivering` only if it is still pending, inside one IMMEDIATE transaction, so two workers (in
   * one process or several) never claim the same row. The claim lasts until `leaseUntil`.
   */
  claimDue(now: string, limit: number, leaseUntil: string): Promise<ClaimedDelivery[]>;
  /** Claims one delivery if it is pending (due or not), e.g. to send a test right away. */
  claim(deliveryId: string, leaseUntil: string): Promise<ClaimedDelivery | undefined>;
  /** Writes an attempt's result and log row; false when the claim was lost meanwhile. */
  complete(deliveryId: string, claimToken: string, completion: DeliveryCompletion, now: string): Promise<boolean>;
  /** Gives a claimed delivery back, unattempted and due at `now` (shutdown mid-delivery). */
  release(deliveryId: string, claimToken: string, now: string): Promise<void>;
  /** Puts `delivering` rows whose lease ran out (their process died) back to pending; returns how many. */
  releaseExpiredClaims(now: string): Promise<number>;

  getDelivery(id: string): Promise<WebhookDeliveryRecord | undefined>;
  /** One endpoint's deliveries, newest first, before `before`, each with its attempt log. */
  listDeliveries(
    endpointId: string,
    organizationId: string,
    page: { limit: number; before?: PagePosition },
  ): Promise<WebhookDeliveryWithAttempts[]>;
  /** Deletes succeeded and failed deliveries last updated before `before`, and events left with none. */
  purgeFinished(before: string): Promise<number>;
}
