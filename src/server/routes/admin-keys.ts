import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import { createApiKey, KeyOptionError, validateKeyOptions } from '../../keys/api-keys.js';
import { ALL_SCOPES } from '../../keys/scopes.js';
import { DEFAULT_ORGANIZATION_ID, type ApiKeyRecord, type KeyChanges, type KeyStore } from '../../store/types.js';
import { errorResponses } from '../schemas/common.js';

const organizationOf = (request: FastifyRequest) => request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;
const security = [{ bearerAuth: [] }];

const Privacy = Type.Object(
  {
    entities: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' }))),
    allow_off: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const KeyFields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  scopes: Type.Optional(Type.Array(Type.Union(ALL_SCOPES.map((scope) => Type.Literal(scope))), { minItems: 1 })),
  base_id: Type.Optional(Type.Union([Type.String({ minLength: 1 }), Type.Null()], { description: 'Restrict the key to one Base.' })),
  rps: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Requests per second; null = the default.' })),
  concurrency: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  daily_cap_usd: Type.Optional(Type.Union([Type.Number({ minimum: 0 }), Type.Null()])),
  expires_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  privacy: Type.Optional(Type.Union([Privacy, Type.Null()])),
};

const CreateKey = Type.Object(KeyFields, {
  additionalProperties: false,
  examples: [{ name: 'billing-service', scopes: ['chat', 'embeddings'], rps: 20, daily_cap_usd: 25 }],
});
const UpdateKey = Type.Object(KeyFields, { additionalProperties: false, examples: [{ rps: 100, daily_cap_usd: null }] });

const KeyView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  organization_id: Type.String(),
  scopes: Type.Array(Type.String()),
  base_id: Type.Union([Type.String(), Type.Null()]),
  rps: Type.Union([Type.Integer(), Type.Null()]),
  concurrency: Type.Union([Type.Integer(), Type.Null()]),
  daily_cap_usd: Type.Union([Type.Number(), Type.Null()]),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  privacy: Type.Union([Privacy, Type.Null()]),
  key: Type.Optional(Type.String({ description: 'The secret key: returned once, on creation.' })),
});

function present(record: ApiKeyRecord): Static<typeof KeyView> {
  return {
    id: record.id,
    name: record.name,
    organization_id: record.organizationId,
    scopes: record.scopes,
    base_id: record.baseId,
    rps: record.rateLimitRps,
    concurrency: record.concurrencyLimit,
    daily_cap_usd: record.dailyCapUsd,
    expires_at: record.expiresAt,
    revoked_at: record.revokedAt,
    created_at: record.createdAt,
    privacy:
      record.privacy === null
        ? null
        : { ...(record.privacy.entities === undefined ? {} : { entities: record.privacy.entities }), ...(record.privacy.allowOff === undefined ? {} : { allow_off: record.privacy.allowOff }) },
  };
}

function privacyOf(value: Static<typeof Privacy> | null | undefined) {
  if (value === undefined || value === null) return value;
  return { ...(value.entities === undefined ? {} : { entities: value.entities }), ...(value.allow_off === undefined ? {} : { allowOff: value.allow_off }) };
}

const IdParams = Type.Object({ id: Type.String({ minLength: 1 }) });
const ListQuery = Type.Object({
  cursor: Type.Optional(Type.String()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

export interface AdminKeyRoutesOptions {
  keys: KeyStore;
  /** Told about key lifecycle events (for webhooks). */
  onEvent?: (organizationId: string, type: 'key.created' | 'key.revoked', data: Record<string, unknown>) => void;
}

/** Key management for the admin UI and automation (scope `admin`), within the caller's organisation. */
export async function adminKeyRoutes(app: FastifyInstance, options: AdminKeyRoutesOptions): Promise<void> {
  const { keys } = options;
  const owned = async (request: FastifyRequest, id: string) => {
    const record = await keys.get(id);
    if (record === undefined || record.organizationId !== organizationOf(request)) {
      throw new PlatformError('not_found', 'No API key with this id in your organisation.');
    }
    return record;
  };

  app.post(
    '/v1/admin/keys',
    {
      config: { scope: 'admin' },
      schema: { summary: 'Create an API key', description: 'The secret `key` is in this response only.', tags: ['Administration'], security, body: CreateKey, response: { 201: KeyView, ...errorResponses(401, 403, 422) } },
    },
    async (request, reply) => {
      const body = request.body as Static<typeof CreateKey>;
      try {
        const { record, key } = await createApiKey(keys, {
          name: body.name,
          organizationId: organizationOf(request),
          scopes: body.scopes,
          baseId: body.base_id ?? undefined,
          rateLimitRps: body.rps ?? undefined,
          concurrencyLimit: body.concurrency ?? undefined,
          dailyCapUsd: body.daily_cap_usd ?? undefined,
          expiresAt: body.expires_at ?? undefined,
          privacy: privacyOf(body.privacy) ?? undefined,
        });
        options.onEvent?.(record.organizationId, 'key.created', { key_id: record.id, scopes: record.scopes });
        return reply.code(201).send({ ...present(record), key });
      } catch (error) {
        if (error instanceof KeyOptionError) throw new PlatformError('validation_error', error.message);
        throw error;
      }
    },
  );

  app.get(
    '/v1/admin/keys',
    {
      config: { scope: 'admin' },
      schema: { summary: 'List API keys', tags: ['Administration'], security, querystring: ListQuery, response: { 200: Type.Object({ data: Type.Array(KeyView), next_cursor: Type.Union([Type.String(), Type.Null()]) }), ...errorResponses(401, 403, 422) } },
    },
    async (request) => {
      const query = request.query as Static<typeof ListQuery>;
      const limit = query.limit ?? 50;
      const all = await keys.list(organizationOf(request));
      const start = query.cursor === undefined ? 0 : all.findIndex((record) => record.id === Buffer.from(query.cursor ?? '', 'base64url').toString('utf8')) + 1;
      const page = all.slice(start, start + limit);
      const last = page.at(-1);
      return { data: page.map(present), next_cursor: start + limit < all.length && last !== undefined ? Buffer.from(last.id).toString('base64url') : null };
    },
  );

  app.get(
    '/v1/admin/keys/:id',
    { config: { scope: 'admin' }, schema: { summary: 'Get an API key', tags: ['Administration'], security, params: IdParams, response: { 200: KeyView, ...errorResponses(401, 403, 404) } } },
    async (request) => present(await owned(request, (request.params as Static<typeof IdParams>).id)),
  );

  app.patch(
    '/v1/admin/keys/:id',
    {
      config: { scope: 'admin' },
      schema: { summary: 'Update an API key', description: 'Changes take effect within a second on every gateway process.', tags: ['Administration'], security, params: IdParams, body: UpdateKey, response: { 200: KeyView, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { id } = request.params as Static<typeof IdParams>;
      await owned(request, id);
      const body = request.body as Static<typeof UpdateKey>;
      const changes: KeyChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.scopes !== undefined) changes.scopes = body.scopes;
      if (body.base_id !== undefined) changes.baseId = body.base_id;
      if (body.rps !== undefined) changes.rateLimitRps = body.rps;
      if (body.concurrency !== undefined) changes.concurrencyLimit = body.concurrency;
      if (body.daily_cap_usd !== undefined) changes.dailyCapUsd = body.daily_cap_usd;
      if (body.expires_at !== undefined) changes.expiresAt = body.expires_at === null ? null : new Date(body.expires_at).toISOString();
      if (body.privacy !== undefined) changes.privacy = privacyOf(body.privacy) ?? null;
      try {
        validateKeyOptions({ scopes: changes.scopes });
      } catch (error) {
        if (error instanceof KeyOptionError) throw new PlatformError('validation_error', error.message, { param: 'scopes' });
        throw error;
      }
      const updated = await keys.update(id, changes);
      if (updated === undefined) throw new PlatformError('not_found', 'No API key with this id in your organisation.');
      return present(updated);
    },
  );

  app.delete(
    '/v1/admin/keys/:id',
    { config: { scope: 'admin' }, schema: { summary: 'Revoke an API key', description: 'Revocation is permanent; the record stays for the audit log.', tags: ['Administration'], security, params: IdParams, response: { 200: KeyView, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const { id } = request.params as Static<typeof IdParams>;
      const record = await owned(request, id);
      await keys.revoke(id, new Date().toISOString());
      options.onEvent?.(record.organizationId, 'key.revoked', { key_id: id });
      return present((await keys.get(id)) ?? record);
    },
  );
}
