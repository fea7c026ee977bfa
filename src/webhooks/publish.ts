import { buildEvent, subscribesTo, type WebhookEventType } from './event-types.js';
import { newDeliveryId } from './secrets.js';
import type { WebhookEndpointRecord, WebhookStore } from './webhook-store-types.js';

export interface PublishedEvent {
  id: string;
  /** One per endpoint that will receive it; empty when no enabled endpoint subscribes. */
  deliveryIds: string[];
}

/**
 * Queues an event for the given endpoints (all of them, whatever they subscribe to). An event
 * nobody receives is not stored: there is nothing to deliver or to look up.
 */
export async function enqueueEvent(
  store: WebhookStore,
  organizationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  endpoints: readonly WebhookEndpointRecord[],
  nowMs: number = Date.now(),
): Promise<PublishedEvent> {
  const event = buildEvent(organizationId, type, data, nowMs);
  const deliveries = endpoints.map((endpoint) => ({ id: newDeliveryId(), endpointId: endpoint.id }));
  if (deliveries.length > 0) {
    await store.enqueue({ id: event.id, organizationId, type, payload: JSON.stringify(event), createdAt: new Date(nowMs).toISOString() }, deliveries);
  }
  return { id: event.id, deliveryIds: deliveries.map((delivery) => delivery.id) };
}

/**
 * Queues an event for every enabled endpoint of the organisation subscribed to its type. Needs only
 * the store, so any process can publish (the CLI too); a gateway's worker delivers it.
 * `data` must hold identifiers, counts and states only: no personal data, content or secrets.
 */
export async function publishWebhookEvent(
  store: WebhookStore,
  organizationId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  nowMs: number = Date.now(),
): Promise<PublishedEvent> {
  const endpoints = (await store.enabledEndpoints(organizationId)).filter((endpoint) => subscribesTo(endpoint.events, type));
  return enqueueEvent(store, organizationId, type, data, endpoints, nowMs);
}
