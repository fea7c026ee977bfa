import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import type { ValueCipher } from '../../privacy/vault/encryption.js';
import { DEFAULT_ORGANIZATION_ID } from '../../store/types.js';
import {
  CreateWebhookRequest,
  DeliveryListSchema,
  PageQuery,
  TestEventSchema,
  UpdateWebhookRequest,
  WebhookEndpointSchema,
  WebhookIdParams,
  WebhookListSchema,
} from '../../webhooks/api-schemas.js';
import type { WebhookDispatcher } from '../../webhooks/dispatcher.js';
import { generateWebhookSecret, newEndpointId, sealSecret } from '../../webhooks/secrets.js';
import { checkWebhookUrl, WebhookUrlError } from '../../webhooks/webhook-url.js';
import type { PagePosition, WebhookDeliveryWithAttempts, WebhookEndpointChanges, WebhookEndpointRecord, WebhookStore } from '../../webhooks/webhook-store-types.js';
import { errorResponses } from '../schemas/common.js';

export interface AdminWebhookRouteOptions {
  store: WebhookStore;
  dispatcher: WebhookDispatcher;
  cipher: ValueCipher;
  allowPrivateNetworks: boolean;
}

const security = [{ bearerAuth: [] }];
const tags = ['Administration'];
const NOT_FOUND = 'No webhook endpoint with this id for your organisation.';

const organizationOf = (request: FastifyRequest) => request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;

function describeEndpoint(record: WebhookEndpointRecord, secret?: string): Static<typeof WebhookEndpointSchema> {
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    description: record.description,
    enabled: record.enabled,
    ...(secret === undefined ? {} : { secret }),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

function describeDelivery(record: WebhookDeliveryWithAttempts) {
  return {
    id: record.id,
    event_id: record.eventId,
    event_type: record.eventType,
    status: record.status,
    attempts: record.attempts,
    next_attempt_at: record.nextAttemptAt,
    last_status: record.lastStatus,
    last_error: record.lastError,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    attempt_log: record.attemptLog.map((attempt) => ({
      attempt: attempt.attempt,
      started_at: attempt.startedAt,
      status_code: attempt.statusCode,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })),
  };
}

/** Opaque keyset cursors: the position of the last row of a page. */
const encodeCursor = (position: PagePosition) => Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): PagePosition | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Reported below like any other malformed cursor.
  }
  throw new PlatformError('validation_error', 'Invalid query field "cursor": pass `next_cursor` of the previous page unchanged.', { param: 'cursor' });
}

/** Rows fetched with one extra: if it came back there is a next page, which starts after the last row shown. */
function page<T extends PagePosition>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last) : null };
}

/** Secrets are in the body: keep them out of every cache on the way. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Admin API for webhook endpoints (scope `admin`, per organisation). */
export async function adminWebhookRoutes(app: FastifyInstance, options: AdminWebhookRouteOptions): Promise<void> {
  const { store, dispatcher, cipher } = options;

  const checkedUrl = (url: string) => {
    try {
      return checkWebhookUrl(url, { allowPrivateNetworks: options.allowPrivateNetworks });
    } catch (error) {
      if (error instanceof WebhookUrlError) throw new PlatformError('validation_error', `Invalid body field "url": ${error.message}`, { param: 'url' });
      throw error;
    }
  };
  const endpointOf = async (request: FastifyRequest) => {
    const { id } = request.params as Static<typeof WebhookIdParams>;
    const record = await store.getEndpoint(id, organizationOf(request));
    if (record === undefined) throw new PlatformError('not_found', NOT_FOUND);
    return record;
  };

  app.post(
    '/v1/admin/webhooks',
    {
      config: { scope: 'admin' },
      schema: {
        summary: 'Create a webhook endpoint',
        description: 'Answers the signing secret once; store it, it cannot be read again. Events are signed with it (`veil-signature`).',
        tags,
        security,
        body: CreateWebhookRequest,
        response: { 201: WebhookEndpointSchema, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body as Static<typeof CreateWebhookRequest>;
      const url = checkedUrl(body.url);
      const id = newEndpointId();
      const secret = body.secret ?? generateWebhookSecret();
      const record = await store.createEndpoint({
        id,
        organizationId: organizationOf(request),
        url,
        events: body.events ?? ['*'],
        description: body.description ?? null,
        secretCiphertext: sealSecret(cipher, id, secret),
        enabled: true,
      });
      return noStore(reply).code(201).send(describeEndpoint(record, secret));
    },
  );

  app.get(
    '/v1/admin/webhooks',
    {
      config: { scope: 'admin' },
      schema: {
        summary: 'List webhook endpoints',
        description: 'Oldest first; secrets are never listed.',
        tags,
        security,
        querystring: PageQuery,
        response: { 200: WebhookListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const query = request.query as Static<typeof PageQuery>;
      const limit = query.limit ?? 50;
      const after = decodeCursor(query.cursor);
      const rows = await store.listEndpoints(organizationOf(request), { limit: limit + 1, ...(after === undefined ? {} : { after }) });
      const { rows: shown, nextCursor } = page(rows, limit);
      return { data: shown.map((record) => describeEndpoint(record)), next_cursor: nextCursor };
    },
  );

  app.get(
    '/v1/admin/webhooks/:id',
    {
      config: { scope: 'admin' },
      schema: { summary: 'Get a webhook endpoint', tags, security, params: WebhookIdParams, response: { 200: WebhookEndpointSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => describeEndpoint(await endpointOf(request)),
  );

  app.patch(
    '/v1/admin/webhooks/:id',
    {
      config: { scope: 'admin' },
      schema: {
        summary: 'Update a webhook endpoint',
        description: 'Changes only the fields sent. `rotate_secret: true` (or a new `secret`) replaces the secret at once; the new one is answered once.',
        tags,
        security,
        params: WebhookIdParams,
        body: UpdateWebhookRequest,
        response: { 200: WebhookEndpointSchema, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params as Static<typeof WebhookIdParams>;
      const body = request.body as Static<typeof UpdateWebhookRequest>;
      if (body.rotate_secret === true && body.secret !== undefined) {
        throw new PlatformError('validation_error', 'Send either "rotate_secret" or "secret", not both.', { param: 'secret' });
      }
      const secret = body.secret ?? (body.rotate_secret === true ? generateWebhookSecret() : undefined);
      const changes: WebhookEndpointChanges = {
        ...(body.url === undefined ? {} : { url: checkedUrl(body.url) }),
        ...(body.events === undefined ? {} : { events: body.events }),
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(secret === undefined ? {} : { secretCiphertext: sealSecret(cipher, id, secret) }),
      };
      const record = await store.updateEndpoint(id, organizationOf(request), changes);
      if (record === undefined) throw new PlatformError('not_found', NOT_FOUND);
      if (secret !== undefined) noStore(reply);
      return describeEndpoint(record, secret);
    },
  );

  app.delete(
    '/v1/admin/webhooks/:id',
    {
      config: { scope: 'admin' },
      schema: {
        summary: 'Delete a webhook endpoint',
        description: 'Its queued deliveries and delivery log are deleted with it.',
        tags,
        security,
        params: WebhookIdParams,
        response: {
          200: Type.Object({ id: Type.String(), deleted: Type.Boolean() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params as Static<typeof WebhookIdParams>;
      if (!(await store.deleteEndpoint(id, organizationOf(request)))) throw new PlatformError('not_found', NOT_FOUND);
      return { id, deleted: true };
    },
  );

  app.post(
    '/v1/admin/webhooks/:id/test',
    {
      config: { scope: 'admin' },
      schema: {
        summary: 'Send a test event',
        description: 'Queues a signed `webhook.test` event for this endpoint only and answers at once; the attempt shows in its deliveries.',
        tags,
        security,
        params: WebhookIdParams,
        response: { 202: TestEventSchema, ...errorResponses(401, 403, 404), 409: { $ref: 'ErrorBody', description: 'The endpoint is disabled.' } },
      },
    },
    async (request, reply) => {
      const endpoint = await endpointOf(request);
      if (!endpoint.enabled) throw new PlatformError('conflict', 'This webhook endpoint is disabled; enable it before sending a test.');
      const event = await dispatcher.sendTest(endpoint);
      return reply.code(202).send({ event_id: event.id, delivery_id: event.deliveryIds[0] ?? '' });
    },
  );

  app.get(
    '/v1/admin/webhooks/:id/deliveries',
    {
      config: { scope: 'admin' },
      schema: {
        summary: 'List an endpoint\'s deliveries',
        description: 'Newest first, each with its attempts (time, HTTP status or error class, duration). Response bodies are never stored.',
        tags,
        security,
        params: WebhookIdParams,
        querystring: PageQuery,
        response: { 200: DeliveryListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const endpoint = await endpointOf(request);
      const query = request.query as Static<typeof PageQuery>;
      const limit = query.limit ?? 50;
      const before = decodeCursor(query.cursor);
      const rows = await store.listDeliveries(endpoint.id, endpoint.organizationId, { limit: limit + 1, ...(before === undefined ? {} : { before }) });
      const { rows: shown, nextCursor } = page(rows, limit);
      return { data: shown.map(describeDelivery), next_cursor: nextCursor };
    },
  );
}
