import t from 'tap';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestGateway } from '../helpers/gateway.js';
import { createWebhooksPlugin } from '../../src/webhooks/plugin.js';
import { callApi, type EndpointBody } from './call.js';

// The default policy: private networks refused, as in production.
const veil = await startTestGateway(t, { plugins: [createWebhooksPlugin({ pollIntervalMs: 20 })] });
const admin = await veil.createKey({ scopes: ['admin'] });
const call = (method: string, path: string, body?: unknown, key = admin.key) => callApi(veil.url, key, method, path, body);

t.test('create answers the secret once; get and list never show it', async (t) => {
  const created = await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/veil', events: ['key.created', 'key.revoked'], description: 'security' });
  t.equal(created.status, 201);
  t.equal(created.headers.get('cache-control'), 'no-store');
  const endpoint = created.body as unknown as EndpointBody;
  t.match(endpoint, { url: 'https://hooks.example.com/veil', events: ['key.created', 'key.revoked'], enabled: true, description: 'security' });
  t.match(endpoint.id, /^wh_/);
  t.match(endpoint.secret, /^whsec_[A-Za-z0-9_-]{43}$/);

  const one = await call('GET', `/v1/admin/webhooks/${endpoint.id}`);
  t.equal(one.status, 200);
  t.notOk('secret' in one.body);
  const listed = await call('GET', '/v1/admin/webhooks');
  t.notOk(JSON.stringify(listed.body).includes(endpoint.secret ?? '---'));

  const given = await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/b', secret: 'my-own-secret-of-24-chars' });
  t.equal((given.body as unknown as EndpointBody).secret, 'my-own-secret-of-24-chars');
  t.same((given.body as unknown as EndpointBody).events, ['*'], 'every event by default');
});

t.test('list pages with next_cursor', async (t) => {
  await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/c' });
  const first = await call('GET', '/v1/admin/webhooks?limit=2');
  t.equal((first.body.data as unknown[]).length, 2);
  t.type(first.body.next_cursor, 'string');
  const second = await call('GET', `/v1/admin/webhooks?limit=2&cursor=${String(first.body.next_cursor)}`);
  t.equal((second.body.data as unknown[]).length, 1);
  t.equal(second.body.next_cursor, null);
  const ids = [...(first.body.data as EndpointBody[]), ...(second.body.data as EndpointBody[])].map((endpoint) => endpoint.id);
  t.equal(new Set(ids).size, 3, 'no endpoint twice');
  const bad = await call('GET', '/v1/admin/webhooks?cursor=garbage');
  t.equal(bad.status, 422);
  t.equal((bad.body.error as { param: string }).param, 'cursor');
});

t.test('patch changes only what is sent; rotating returns a new secret once; delete removes', async (t) => {
  const { body } = await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/d', events: ['webhook.test'] });
  const id = (body as unknown as EndpointBody).id;
  const disabled = await call('PATCH', `/v1/admin/webhooks/${id}`, { enabled: false, description: 'paused' });
  t.match(disabled.body, { enabled: false, description: 'paused', events: ['webhook.test'], url: 'https://hooks.example.com/d' });
  t.notOk('secret' in disabled.body);
  t.equal((await call('POST', `/v1/admin/webhooks/${id}/test`)).status, 409, 'a disabled endpoint gets no test');

  const rotated = await call('PATCH', `/v1/admin/webhooks/${id}`, { rotate_secret: true, events: ['*'], description: null });
  t.match((rotated.body as unknown as EndpointBody).secret, /^whsec_/);
  t.match(rotated.body, { events: ['*'], description: null });
  t.equal((await call('PATCH', `/v1/admin/webhooks/${id}`, { rotate_secret: true, secret: 'another-secret-0123456' })).status, 422);
  t.equal((await call('PATCH', `/v1/admin/webhooks/${id}`, {})).status, 422, 'an empty patch is refused');

  t.same((await call('DELETE', `/v1/admin/webhooks/${id}`)).body, { id, deleted: true });
  t.equal((await call('GET', `/v1/admin/webhooks/${id}`)).status, 404);
  t.equal((await call('DELETE', `/v1/admin/webhooks/${id}`)).status, 404);
});

t.test('a key without the admin scope gets 403; other organisations get 404', async (t) => {
  const { body } = await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/e' });
  const id = (body as unknown as EndpointBody).id;
  const forbidden = await call('GET', '/v1/admin/webhooks', undefined, veil.key);
  t.equal(forbidden.status, 403);
  t.equal(forbidden.body.code, 'insufficient_scope');
  t.equal((await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/' }, veil.key)).status, 403);

  const stranger = await veil.createKey({ scopes: ['admin'], organizationId: 'org_other' });
  for (const [method, path] of [['GET', ''], ['PATCH', ''], ['DELETE', ''], ['POST', '/test'], ['GET', '/deliveries']] as const) {
    const answer = await call(method, `/v1/admin/webhooks/${id}${path}`, method === 'PATCH' ? { enabled: false } : undefined, stranger.key);
    t.equal(answer.status, 404, `${method} ${path || '/'}`);
  }
  t.same((await call('GET', '/v1/admin/webhooks', undefined, stranger.key)).body.data, []);
  t.equal((await call('GET', `/v1/admin/webhooks/${id}`)).status, 200, 'still there for its owner');
});

t.test('refused URLs and bad fields are 422 naming the field', async (t) => {
  for (const url of ['http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://localhost:8080/', 'http://[::ffff:10.0.0.1]/', 'ftp://example.com/', 'https://u:p@example.com/']) {
    const refused = await call('POST', '/v1/admin/webhooks', { url });
    t.equal(refused.status, 422, url);
    t.equal((refused.body.error as { param: string }).param, 'url', url);
  }
  const { body } = await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/f' });
  const patched = await call('PATCH', `/v1/admin/webhooks/${(body as unknown as EndpointBody).id}`, { url: 'http://10.0.0.1/' });
  t.equal(patched.status, 422);
  t.equal((patched.body.error as { param: string }).param, 'url');

  const unknownEvent = await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/', events: ['key.created', 'key.exploded'] });
  t.equal(unknownEvent.status, 422);
  t.equal((unknownEvent.body.error as { param: string }).param, 'events[1]');
  t.equal((await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/', events: [] })).status, 422);
  t.equal((await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/', secret: 'short' })).status, 422);
  t.equal((await call('POST', '/v1/admin/webhooks', { url: 'https://hooks.example.com/', extra: 1 })).status, 422);
});

t.test('the OpenAPI document stays valid 3.1 and documents the admin webhook API', async (t) => {
  const document = (await (await fetch(`${veil.url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
  t.same(result.errors ?? [], []);
  t.ok(result.valid);
  t.ok(document.paths['/v1/admin/webhooks']?.post);
  t.ok(document.paths['/v1/admin/webhooks']?.get);
  for (const method of ['get', 'patch', 'delete']) t.ok(document.paths['/v1/admin/webhooks/{id}']?.[method], method);
  t.ok(document.paths['/v1/admin/webhooks/{id}/test']?.post);
  t.ok(document.paths['/v1/admin/webhooks/{id}/deliveries']?.get);
});
