import { Type } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from './event-types.js';

/** Request and response schemas of the admin webhook API; they validate and become the OpenAPI document. */

const EXAMPLE_ID = 'wh_3kT9xQm2LpZ8vR1aYc0N';
const EXAMPLE_URL = 'https://hooks.example.com/veil';

const Subscription = Type.Union([...WEBHOOK_EVENT_TYPES, '*'].map((type) => Type.Literal(type)), {
  description: `An event type, or \`*\` for every type: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
});

const events = (description: string) =>
  Type.Array(Subscription, {
    minItems: 1,
    maxItems: WEBHOOK_EVENT_TYPES.length + 1,
    uniqueItems: true,
    description,
    examples: [['key.created', 'key.revoked'], ['*']],
  });

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'Where events are POSTed: http(s) only, and not a loopback, private, link-local or reserved address (checked again on the resolved address at every delivery) unless `webhooks.allowPrivateNetworks` is on.',
  examples: [EXAMPLE_URL],
});

const Secret = Type.String({
  minLength: 16,
  maxLength: 256,
  description: 'Signing secret to use instead of a generated one (at least 16 characters).',
});

const Description = Type.String({ maxLength: 500, description: 'A note for administrators.' });

export const CreateWebhookRequest = Type.Object(
  {
    url: Url,
    events: Type.Optional(events('Event types the endpoint receives (default `["*"]`).')),
    description: Type.Optional(Description),
    secret: Type.Optional(Secret),
  },
  { additionalProperties: false, examples: [{ url: EXAMPLE_URL, events: ['key.created', 'key.revoked'], description: 'Security team' }] },
);

export const UpdateWebhookRequest = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(events('Event types the endpoint receives, replacing the list.')),
    enabled: Type.Optional(Type.Boolean({ description: 'A disabled endpoint receives nothing; its queued deliveries fail.' })),
    description: Type.Optional(Type.Union([Description, Type.Null()])),
    rotate_secret: Type.Optional(Type.Boolean({ description: 'Replace the secret with a new generated one, returned once in `secret`.' })),
    secret: Type.Optional(Secret),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ enabled: false }, { rotate_secret: true }] },
);

export const WebhookEndpointSchema = Type.Object(
  {
    id: Type.String({ examples: [EXAMPLE_ID] }),
    url: Type.String({ examples: [EXAMPLE_URL] }),
    events: Type.Array(Type.String(), { examples: [['key.created', 'key.revoked']] }),
    description: Type.Union([Type.String(), Type.Null()]),
    enabled: Type.Boolean(),
    secret: Type.Optional(
      Type.String({
        description: 'The signing secret. Only in the answer that created or rotated it; store it now, it cannot be read again.',
        examples: ['whsec_Jq0l3cVmR8pX2aZt6yN1bK4sD7fH9gW5eU0iO3rT2yQ'],
      }),
    ),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { description: 'A webhook endpoint. The secret is stored encrypted and never shown after creation.' },
);

export const WebhookListSchema = Type.Object({
  data: Type.Array(WebhookEndpointSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last page.' }),
});

const AttemptSchema = Type.Object({
  attempt: Type.Integer({ minimum: 1 }),
  started_at: Type.String({ format: 'date-time' }),
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'The receiver\'s HTTP status; null when it did not answer.' }),
  error: Type.Union([Type.String(), Type.Null()], {
    description: 'Why there was no answer: timeout, connection_refused, connection_reset, dns_error, tls_error, unreachable, blocked_address, network_error.',
    examples: ['timeout'],
  }),
  duration_ms: Type.Integer({ minimum: 0 }),
});

export const DeliverySchema = Type.Object(
  {
    id: Type.String({ examples: ['dlv_Vb8Qe2Lr9Kx1Zt4Hn7Mc0Pa'] }),
    event_id: Type.String({ examples: ['evt_p2Xr7LqT0nVb5Kc9Ze3Hw1'] }),
    event_type: Type.String({ examples: ['webhook.test'] }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('delivering'), Type.Literal('succeeded'), Type.Literal('failed')]),
    attempts: Type.Integer({ minimum: 0 }),
    next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When a pending delivery is tried next.' }),
    last_status: Type.Union([Type.Integer(), Type.Null()]),
    last_error: Type.Union([Type.String(), Type.Null()], { description: 'Error class of the last attempt; response bodies are never stored.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    attempt_log: Type.Array(AttemptSchema, { description: 'One entry per attempt, oldest first.' }),
  },
  { description: 'One event queued for one endpoint, with its attempts.' },
);

export const DeliveryListSchema = Type.Object({
  data: Type.Array(DeliverySchema, { description: 'Newest first.' }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});

export const TestEventSchema = Type.Object(
  {
    event_id: Type.String({ examples: ['evt_p2Xr7LqT0nVb5Kc9Ze3Hw1'] }),
    delivery_id: Type.String({ examples: ['dlv_Vb8Qe2Lr9Kx1Zt4Hn7Mc0Pa'] }),
  },
  { description: 'The queued `webhook.test` event; follow it in the endpoint\'s deliveries.' },
);

export const WebhookIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'Webhook endpoint id.' }) });

export const PageQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'From `next_cursor` of the previous page.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
