import { isWebhookEventType } from './event-types.js';
import { publishWebhookEvent } from './publish.js';
import type { WebhookStore } from './webhook-store-types.js';

/** The shape of `ServerDependencies.events`: fire and forget, called on the request path. */
export type EventSink = (organizationId: string, type: string, data: Record<string, unknown>) => void;

/**
 * Publishes platform events (key.created, spending_cap.reached, ...) as webhooks by queueing them
 * in the store; the worker of any gateway process on the same database delivers them within its
 * poll interval. Never throws into the caller: a request must not fail because an event could not
 * be queued, so failures (and unknown event types, a programming error) go to `onError`.
 */
export function webhookEventSink(store: WebhookStore, onError: (error: unknown, type: string) => void): EventSink {
  return (organizationId, type, data) => {
    if (!isWebhookEventType(type)) {
      onError(new Error(`"${type}" is not a webhook event type; add it to WEBHOOK_EVENT_TYPES and docs/webhooks.md.`), type);
      return;
    }
    publishWebhookEvent(store, organizationId, type, data).catch((error: unknown) => onError(error, type));
  };
}
