import { randomBytes } from 'node:crypto';

/**
 * Every event type Veil sends. Endpoints subscribe to some of them or to `*`. Types emitted by
 * features still to come are listed already so that endpoints can subscribe ahead of them.
 * docs/webhooks.md describes each type's `data`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'webhook.test',
  'key.created',
  'key.revoked',
  'spending_cap.reached',
  'ocr.job.completed',
  'workflow.run.completed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What an endpoint's `events` list may hold: event types, or `*` for all of them. */
export type WebhookSubscription = WebhookEventType | '*';

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** Whether an endpoint subscribed to `events` receives `type`. */
export function subscribesTo(events: readonly string[], type: string): boolean {
  return events.includes('*') || events.includes(type);
}

/**
 * The JSON body of every delivery. `data` holds identifiers, counts and states only: never personal
 * data, prompt or document content, nor secrets, since it leaves the gateway.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  /** Unix seconds. */
  created: number;
  organization_id: string;
  data: Record<string, unknown>;
}

export function newEventId(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

export function buildEvent(organizationId: string, type: WebhookEventType, data: Record<string, unknown>, nowMs: number): WebhookEvent {
  return { id: newEventId(), type, created: Math.floor(nowMs / 1000), organization_id: organizationId, data };
}
