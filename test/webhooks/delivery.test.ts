import t, { type Test } from 'tap';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { createWebhooksPlugin, type WebhooksPluginOptions } from '../../src/webhooks/plugin.js';
import { verifySignature } from '../../src/webhooks/signature.js';
import type { LookupFunction } from '../../src/webhooks/safe-connector.js';
import { callApi, type DeliveryBody, type EndpointBody } from './call.js';
import { eventually, startReceiver, type Receiver, type Responder } from './receiver.js';

const fast: WebhooksPluginOptions = { allowPrivateNetworks: true, backoffBaseMs: 50, pollIntervalMs: 20 };

async function setUp(t: Test, options: WebhooksPluginOptions, respond?: Responder) {
  const receiver = await startReceiver(respond);
  t.teardown(() => receiver.close());
  const veil = await startTestGateway(t, { plugins: [createWebhooksPlugin(options)] });
  const admin = await veil.createKey({ scopes: ['admin'] });
  const call = (method: string, path: string, body?: unknown) => callApi(veil.url, admin.key, method, path, body);
  return { receiver, veil, call };
}

async function deliveriesOf(call: (method: string, path: string) => ReturnType<typeof callApi>, id: string): Promise<DeliveryBody[]> {
  return (await call('GET', `/v1/admin/webhooks/${id}/deliveries`)).body.data as DeliveryBody[];
}

t.test('test delivers a signed webhook.test event', async (t) => {
  const { receiver, call } = await setUp(t, fast);
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url, events: ['key.created'] })).body as unknown as EndpointBody;
  const queued = await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  t.equal(queued.status, 202);
  const eventId = queued.body.event_id as string;
  t.match(eventId, /^evt_/);

  await receiver.waitFor(1);
  const request = receiver.requests[0];
  if (request === undefined) throw new Error('no request');
  t.equal(request.headers['content-type'], 'application/json');
  t.equal(request.headers['veil-event-id'], eventId);
  t.equal(request.headers['veil-event-type'], 'webhook.test');
  t.ok(verifySignature(created.secret ?? '', request.headers['veil-signature'] as string, request.rawBody), 'the signature verifies');
  t.notOk(verifySignature('whsec_wrong-secret-123456', request.headers['veil-signature'] as string, request.rawBody));
  const event = JSON.parse(request.rawBody) as Record<string, unknown>;
  t.same(Object.keys(event).sort(), ['created', 'data', 'id', 'organization_id', 'type']);
  t.match(event, { id: eventId, type: 'webhook.test', organization_id: 'org_default', data: { endpoint_id: created.id } });
  t.ok(Math.abs((event.created as number) - Date.now() / 1000) < 10, 'created is unix seconds');

  const [delivery] = await eventually(async () => {
    const list = await deliveriesOf(call, created.id);
    return list[0]?.status === 'succeeded' ? list : undefined;
  });
  t.match(delivery, { event_id: eventId, event_type: 'webhook.test', attempts: 1, last_status: 200, last_error: null });
  t.match(delivery?.attempt_log, [{ attempt: 1, status_code: 200, error: null }]);
});

t.test('published events reach the subscribed, enabled endpoints of the organisation only', async (t) => {
  const { receiver, veil, call } = await setUp(t, fast);
  const keys = (await call('POST', '/v1/admin/webhooks', { url: `${receiver.url}?keys`, events: ['key.created'] })).body as unknown as EndpointBody;
  await call('POST', '/v1/admin/webhooks', { url: `${receiver.url}?all`, events: ['*'] });
  const off = (await call('POST', '/v1/admin/webhooks', { url: `${receiver.url}?off`, events: ['*'] })).body as unknown as EndpointBody;
  await call('PATCH', `/v1/admin/webhooks/${off.id}`, { enabled: false });
  await call('POST', '/v1/admin/webhooks', { url: `${receiver.url}?ocr`, events: ['ocr.job.completed'] });

  const published = await veil.gateway.app.webhooks.publish('org_default', 'key.created', { key_id: 'abc123', scopes: ['chat'] });
  t.equal(published.deliveryIds.length, 2);
  const elsewhere = await veil.gateway.app.webhooks.publish('org_other', 'key.created', { key_id: 'x' });
  t.same(elsewhere.deliveryIds, [], 'no endpoint in another organisation');
  await receiver.waitFor(2);
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal(receiver.requests.length, 2);
  t.same(receiver.requests.map((request) => request.headers['veil-event-id']), [published.id, published.id]);
  t.same(receiver.requests.map((request) => request.url).sort(), ['/hook?all', '/hook?keys']);
  const toKeys = receiver.requests.find((request) => request.url === '/hook?keys');
  t.ok(verifySignature(keys.secret ?? '', toKeys?.headers['veil-signature'] as string, toKeys?.rawBody ?? ''), 'signed with that endpoint\'s secret');
});

t.test('a receiver failing twice gets the event on the third attempt, after growing delays', async (t) => {
  const { receiver, call } = await setUp(t, fast, (index) => (index < 2 ? 500 : 204));
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url })).body as unknown as EndpointBody;
  await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  await receiver.waitFor(3);
  const [first, second, third] = receiver.requests as [(typeof receiver.requests)[0], (typeof receiver.requests)[0], (typeof receiver.requests)[0]];
  t.ok(second.at - first.at >= 40, `first retry after ~50 ms (${Math.round(second.at - first.at)})`);
  t.ok(third.at - second.at >= 80, `second retry after ~100 ms (${Math.round(third.at - second.at)})`);
  t.equal(new Set(receiver.requests.map((request) => request.rawBody)).size, 1, 'the same body every time');
  for (const request of receiver.requests) t.ok(verifySignature(created.secret ?? '', request.headers['veil-signature'] as string, request.rawBody));

  const [delivery] = await eventually(async () => {
    const list = await deliveriesOf(call, created.id);
    return list[0]?.status === 'succeeded' ? list : undefined;
  });
  t.equal(delivery?.attempts, 3);
  t.same(delivery?.attempt_log.map((attempt) => attempt.status_code), [500, 500, 204]);
});

t.test('after max attempts the delivery is failed, with each attempt logged', async (t) => {
  const { receiver, call } = await setUp(t, { ...fast, maxAttempts: 3, backoffBaseMs: 10 }, () => 503);
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url })).body as unknown as EndpointBody;
  await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  const [delivery] = await eventually(async () => {
    const list = await deliveriesOf(call, created.id);
    return list[0]?.status === 'failed' ? list : undefined;
  });
  t.match(delivery, { attempts: 3, last_status: 503, next_attempt_at: null });
  await new Promise((resolve) => setTimeout(resolve, 150));
  t.equal(receiver.requests.length, 3, 'no fourth attempt');
});

t.test('a receiver that does not answer in time is a timeout, retried', async (t) => {
  const { receiver, call } = await setUp(t, { ...fast, requestTimeoutMs: 200 }, (index) => (index === 0 ? 'hang' : 200));
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url })).body as unknown as EndpointBody;
  await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  const [delivery] = await eventually(async () => {
    const list = await deliveriesOf(call, created.id);
    return list[0]?.status === 'succeeded' ? list : undefined;
  });
  t.match(delivery?.attempt_log, [{ attempt: 1, status_code: null, error: 'timeout' }, { attempt: 2, status_code: 200 }]);
});

t.test('SSRF: a host name resolving to loopback is refused when connecting, not only when saved', async (t) => {
  // hooks.example.test passes the check on save (it is a name); the resolver then answers 127.0.0.1.
  const resolvesToLoopback: LookupFunction = (_hostname, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]);
  const { receiver, call } = await setUp(t, { backoffBaseMs: 50, pollIntervalMs: 20, lookup: resolvesToLoopback });
  const created = await call('POST', '/v1/admin/webhooks', { url: `http://hooks.example.test:${receiver.port}/hook` });
  t.equal(created.status, 201);
  const id = (created.body as unknown as EndpointBody).id;
  await call('POST', `/v1/admin/webhooks/${id}/test`);
  const [delivery] = await eventually(async () => {
    const list = await deliveriesOf(call, id);
    return list[0]?.status === 'failed' ? list : undefined;
  });
  t.match(delivery, { attempts: 1, last_error: 'blocked_address', last_status: null }, 'not retried: the policy will refuse again');
  t.equal(receiver.requests.length, 0, 'nothing reached the receiver');
});

/** Inserts an endpoint past the save-time check, as if the policy had been looser when it was saved. */
async function insertEndpoint(veil: TestGateway, id: string, url: string): Promise<void> {
  const { openDatabase } = await import('../../src/store/sqlite/open-database.js');
  const { createSqliteWebhookStore } = await import('../../src/store/sqlite/webhook-store.js');
  const { createValueCipher, loadMasterKey } = await import('../../src/privacy/vault/encryption.js');
  const { sealSecret } = await import('../../src/webhooks/secrets.js');
  const db = openDatabase(veil.dataDir);
  try {
    const cipher = createValueCipher(loadMasterKey(undefined, veil.dataDir, () => undefined));
    await createSqliteWebhookStore(db).createEndpoint({
      id, organizationId: 'org_default', url, events: ['*'], description: null, secretCiphertext: sealSecret(cipher, id, 'whsec_x-0123456789abcdef'), enabled: true,
    });
  } finally {
    db.close();
  }
}

t.test('SSRF: localhost (real DNS) and literal loopback are refused at connect time', async (t) => {
  const { receiver, veil, call } = await setUp(t, { backoffBaseMs: 50, pollIntervalMs: 20 });
  await insertEndpoint(veil, 'wh_by_name', `http://localhost:${receiver.port}/hook`);
  await insertEndpoint(veil, 'wh_by_ip', `http://127.0.0.1:${receiver.port}/hook`);
  const published = await veil.gateway.app.webhooks.publish('org_default', 'key.revoked', { key_id: 'k1' });
  t.equal(published.deliveryIds.length, 2);
  for (const id of ['wh_by_name', 'wh_by_ip']) {
    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(call, id);
      return list[0]?.status === 'failed' ? list : undefined;
    });
    t.equal(delivery?.last_error, 'blocked_address', id);
  }
  t.equal(receiver.requests.length, 0);
});
