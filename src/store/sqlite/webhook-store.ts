import { randomBytes } from 'node:crypto';
import type {
  ClaimedDelivery,
  DeliveryCompletion,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookStore,
} from '../../webhooks/webhook-store-types.js';
import type { SqliteDatabase } from './open-database.js';

interface EndpointRow {
  id: string;
  organization_id: string;
  url: string;
  events: string;
  description: string | null;
  secret_ciphertext: Buffer;
  enabled: number;
  created_at: string;
  updated_at: string;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  endpoint_id: string;
  organization_id: string;
  status: WebhookDeliveryRecord['status'];
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

interface ClaimRow extends DeliveryRow {
  payload: string;
  url: string;
  secret_ciphertext: Buffer;
  enabled: number;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  started_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

const toEndpoint = (row: EndpointRow): WebhookEndpointRecord => ({
  id: row.id,
  organizationId: row.organization_id,
  url: row.url,
  events: JSON.parse(row.events) as string[],
  description: row.description,
  secretCiphertext: row.secret_ciphertext,
  enabled: row.enabled === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toDelivery = (row: DeliveryRow): WebhookDeliveryRecord => ({
  id: row.id,
  eventId: row.event_id,
  eventType: row.event_type,
  endpointId: row.endpoint_id,
  organizationId: row.organization_id,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastStatus: row.last_status,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toAttempt = (row: AttemptRow): WebhookAttemptRecord => ({
  attempt: row.attempt,
  startedAt: row.started_at,
  statusCode: row.status_code,
  error: row.error,
  durationMs: row.duration_ms,
});

// Deliveries read with their event's type and organisation (kept once, on the event).
const DELIVERY_COLUMNS = `d.id, d.event_id, e.type AS event_type, d.endpoint_id, e.organization_id, d.status, d.attempts,
  d.next_attempt_at, d.last_status, d.last_error, d.created_at, d.updated_at`;
const CLAIM_SELECT = `SELECT ${DELIVERY_COLUMNS}, e.payload, w.url, w.secret_ciphertext, w.enabled
  FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id`;

/** The SQLite implementation of the webhook store (tables of migration 005). */
export function createSqliteWebhookStore(db: SqliteDatabase): WebhookStore {
  const insertEndpoint = db.prepare(`INSERT INTO webhook_endpoints
    (id, organization_id, url, events, description, secret_ciphertext, enabled, created_at, updated_at)
    VALUES (@id, @organization_id, @url, @events, @description, @secret_ciphertext, @enabled, @now, @now)`);
  const endpointById = db.prepare('SELECT * FROM webhook_endpoints WHERE id = ? AND organization_id = ?');
  const endpointsFirst = db.prepare('SELECT * FROM webhook_endpoints WHERE organization_id = ? ORDER BY created_at, id LIMIT ?');
  const endpointsAfter = db.prepare(
    'SELECT * FROM webhook_endpoints WHERE organization_id = ? AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?',
  );
  const allEndpoints = db.prepare('SELECT * FROM webhook_endpoints ORDER BY organization_id, created_at, id');
  const enabledEndpoints = db.prepare('SELECT * FROM webhook_endpoints WHERE organization_id = ? AND enabled = 1 ORDER BY created_at, id');
  const updateEndpoint = db.prepare(`UPDATE webhook_endpoints SET url = @url, events = @events, description = @description,
    enabled = @enabled, secret_ciphertext = @secret_ciphertext, updated_at = @now WHERE id = @id AND organization_id = @organization_id`);
  const deleteEndpoint = db.prepare('DELETE FROM webhook_endpoints WHERE id = ? AND organization_id = ?');

  const insertEvent = db.prepare('INSERT INTO webhook_events (id, organization_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertDelivery = db.prepare(`INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
    VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`);
  const dueIds = db.prepare(
    "SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
  );
  const claimOne = db.prepare(`UPDATE webhook_deliveries SET status = 'delivering', claim_token = ?, locked_until = ?, updated_at = ?
    WHERE id = ? AND status = 'pending'`);
  const claimedById = db.prepare(`${CLAIM_SELECT} WHERE d.id = ?`);
  const completeOne = db.prepare(`UPDATE webhook_deliveries SET status = @status, attempts = attempts + @counted,
    next_attempt_at = @next_attempt_at, last_status = @last_status, last_error = @last_error, claim_token = NULL, locked_until = NULL,
    updated_at = @now WHERE id = @id AND status = 'delivering' AND claim_token = @token`);
  const insertAttempt = db.prepare(`INSERT INTO webhook_delivery_attempts (delivery_id, attempt, started_at, status_code, error, duration_ms)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const releaseOne = db.prepare(`UPDATE webhook_deliveries SET status = 'pending', claim_token = NULL, locked_until = NULL,
    next_attempt_at = ?, updated_at = ? WHERE id = ? AND status = 'delivering' AND claim_token = ?`);
  const releaseExpired = db.prepare(`UPDATE webhook_deliveries SET status = 'pending', claim_token = NULL, locked_until = NULL,
    next_attempt_at = ?, updated_at = ? WHERE status = 'delivering' AND locked_until <= ?`);
  const deliveryById = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.id = ?`);
  const deliveriesFirst = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
    WHERE d.endpoint_id = ? AND e.organization_id = ? ORDER BY d.created_at DESC, d.id DESC LIMIT ?`);
  const deliveriesBefore = db.prepare(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
    WHERE d.endpoint_id = ? AND e.organization_id = ? AND (d.created_at, d.id) < (?, ?) ORDER BY d.created_at DESC, d.id DESC LIMIT ?`);
  const attemptsOf = db.prepare(
    'SELECT delivery_id, attempt, started_at, status_code, error, duration_ms FROM webhook_delivery_attempts WHERE delivery_id = ? ORDER BY attempt, id',
  );
  const purgeDeliveries = db.prepare("DELETE FROM webhook_deliveries WHERE status IN ('succeeded', 'failed') AND updated_at < ?");
  const purgeEvents = db.prepare(
    'DELETE FROM webhook_events WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)',
  );

  const toClaimed = (row: ClaimRow, claimToken: string): ClaimedDelivery => ({
    delivery: toDelivery(row),
    claimToken,
    payload: row.payload,
    endpoint: { id: row.endpoint_id, url: row.url, secretCiphertext: row.secret_ciphertext, enabled: row.enabled === 1 },
  });

  const claimRows = db.transaction((ids: readonly string[], leaseUntil: string, now: string) => {
    const claimed: ClaimedDelivery[] = [];
    for (const id of ids) {
      const token = randomBytes(12).toString('base64url');
      // The status condition is what makes a claim exclusive, across connections and processes.
      if (claimOne.run(token, leaseUntil, now, id).changes !== 1) continue;
      claimed.push(toClaimed(claimedById.get(id) as ClaimRow, token));
    }
    return claimed;
  });
  const claimDue = db.transaction((now: string, limit: number, leaseUntil: string) => {
    const ids = (dueIds.all(now, limit) as Array<{ id: string }>).map((row) => row.id);
    return claimRows(ids, leaseUntil, now);
  });

  return {
    async createEndpoint(endpoint) {
      const now = new Date().toISOString();
      insertEndpoint.run({
        id: endpoint.id,
        organization_id: endpoint.organizationId,
        url: endpoint.url,
        events: JSON.stringify(endpoint.events),
        description: endpoint.description,
        secret_ciphertext: endpoint.secretCiphertext,
        enabled: endpoint.enabled ? 1 : 0,
        now,
      });
      return { ...endpoint, createdAt: now, updatedAt: now };
    },
    async getEndpoint(id, organizationId) {
      const row = endpointById.get(id, organizationId) as EndpointRow | undefined;
      return row === undefined ? undefined : toEndpoint(row);
    },
    async listEndpoints(organizationId, { limit, after }) {
      const rows = (
        after === undefined ? endpointsFirst.all(organizationId, limit) : endpointsAfter.all(organizationId, after.createdAt, after.id, limit)
      ) as EndpointRow[];
      return rows.map(toEndpoint);
    },
    async listAllEndpoints() {
      return (allEndpoints.all() as EndpointRow[]).map(toEndpoint);
    },
    async enabledEndpoints(organizationId) {
      return (enabledEndpoints.all(organizationId) as EndpointRow[]).map(toEndpoint);
    },
    async updateEndpoint(id, organizationId, changes) {
      return db
        .transaction(() => {
          const row = endpointById.get(id, organizationId) as EndpointRow | undefined;
          if (row === undefined) return undefined;
          const current = toEndpoint(row);
          updateEndpoint.run({
            id,
            organization_id: organizationId,
            url: changes.url ?? current.url,
            events: JSON.stringify(changes.events ?? current.events),
            description: changes.description === undefined ? current.description : changes.description,
            enabled: (changes.enabled ?? current.enabled) ? 1 : 0,
            secret_ciphertext: changes.secretCiphertext ?? current.secretCiphertext,
            now: new Date().toISOString(),
          });
          return toEndpoint(endpointById.get(id, organizationId) as EndpointRow);
        })
        .immediate();
    },
    async deleteEndpoint(id, organizationId) {
      return deleteEndpoint.run(id, organizationId).changes > 0;
    },

    async enqueue(event, deliveries) {
      db.transaction(() => {
        insertEvent.run(event.id, event.organizationId, event.type, event.payload, event.createdAt);
        for (const delivery of deliveries) {
          insertDelivery.run(delivery.id, event.id, delivery.endpointId, event.createdAt, event.createdAt, event.createdAt);
        }
      }).immediate();
    },
    async claimDue(now, limit, leaseUntil) {
      if (limit <= 0) return [];
      return claimDue.immediate(now, limit, leaseUntil);
    },
    async claim(deliveryId, leaseUntil) {
      return claimRows.immediate([deliveryId], leaseUntil, new Date().toISOString())[0];
    },
    async complete(deliveryId, claimToken, completion: DeliveryCompletion, now) {
      return db
        .transaction(() => {
          const { attempt } = completion;
          // The attempt happened whatever became of the claim, so it is logged either way.
          if (attempt !== undefined) {
            insertAttempt.run(deliveryId, attempt.attempt, attempt.startedAt, attempt.statusCode, attempt.error, attempt.durationMs);
          }
          const changed = completeOne.run({
            id: deliveryId,
            token: claimToken,
            status: completion.status,
            counted: attempt === undefined ? 0 : 1,
            next_attempt_at: completion.nextAttemptAt,
            last_status: completion.lastStatus,
            last_error: completion.lastError,
            now,
          }).changes;
          return changed === 1;
        })
        .immediate();
    },
    async release(deliveryId, claimToken, now) {
      releaseOne.run(now, now, deliveryId, claimToken);
    },
    async releaseExpiredClaims(now) {
      return releaseExpired.run(now, now, now).changes;
    },

    async getDelivery(id) {
      const row = deliveryById.get(id) as DeliveryRow | undefined;
      return row === undefined ? undefined : toDelivery(row);
    },
    async listDeliveries(endpointId, organizationId, { limit, before }) {
      const rows = (
        before === undefined
          ? deliveriesFirst.all(endpointId, organizationId, limit)
          : deliveriesBefore.all(endpointId, organizationId, before.createdAt, before.id, limit)
      ) as DeliveryRow[];
      return rows.map((row) => ({ ...toDelivery(row), attemptLog: (attemptsOf.all(row.id) as AttemptRow[]).map(toAttempt) }));
    },
    async purgeFinished(before) {
      return db
        .transaction(() => {
          const deleted = purgeDeliveries.run(before).changes;
          purgeEvents.run(before);
          return deleted;
        })
        .immediate();
    },
  };
}
