import t, { type Test } from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestGateway } from '../helpers/gateway.js';
import { openDatabase } from '../../src/store/sqlite/open-database.js';
import { createWebhooksPlugin, type WebhooksPluginOptions } from '../../src/webhooks/plugin.js';
import { verifySignature } from '../../src/webhooks/signature.js';
import { callApi, type DeliveryBody, type EndpointBody } from './call.js';
import { eventually, startReceiver, type Responder } from './receiver.js';

/** A data directory kept across gateways, and a way to start a gateway on it. */
async function setUp(t: Test, respond: Responder) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-webhooks-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const receiver = await startReceiver(respond);
  t.teardown(() => receiver.close());
  const start = (options: WebhooksPluginOptions) =>
    startTestGateway(t, { dataDir, plugins: [createWebhooksPlugin({ allowPrivateNetworks: true, pollIntervalMs: 20, ...options })] });
  return { dataDir, receiver, start };
}

async function adminCall(veil: Awaited<ReturnType<typeof startTestGateway>>) {
  const admin = await veil.createKey({ scopes: ['admin'] });
  return (method: string, route: string, body?: unknown) => callApi(veil.url, admin.key, method, route, body);
}

const settled = async (call: Awaited<ReturnType<typeof adminCall>>, id: string) =>
  eventually(async () => {
    const [delivery] = (await call('GET', `/v1/admin/webhooks/${id}/deliveries`)).body.data as DeliveryBody[];
    return delivery?.status === 'succeeded' ? delivery : undefined;
  });

t.test('a delivery that failed before a restart is delivered by the next gateway on the same data', async (t) => {
  const { receiver, start } = await setUp(t, (index) => (index === 0 ? 500 : 200));
  // The first gateway would retry only after ~1 s; it is stopped well before.
  const first = await start({ backoffBaseMs: 1000 });
  const call = await adminCall(first);
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url })).body as unknown as EndpointBody;
  await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  await receiver.waitFor(1);
  await eventually(async () => {
    const [delivery] = (await call('GET', `/v1/admin/webhooks/${created.id}/deliveries`)).body.data as DeliveryBody[];
    return delivery?.attempts === 1 ? delivery : undefined;
  });
  await first.close();

  const second = await start({ backoffBaseMs: 50 });
  await receiver.waitFor(2);
  const delivery = await settled(await adminCall(second), created.id);
  t.equal(delivery.attempts, 2);
  t.same(delivery.attempt_log.map((attempt) => attempt.status_code), [500, 200]);
  const last = receiver.requests[1];
  t.ok(verifySignature(created.secret ?? '', last?.headers['veil-signature'] as string, last?.rawBody ?? ''), 'the secret survived the restart');
  t.equal(receiver.requests[0]?.headers['veil-event-id'], last?.headers['veil-event-id'], 'the same event');
});

t.test('a delivery in flight when the gateway stops goes back to the queue, unattempted', async (t) => {
  const { receiver, start } = await setUp(t, (index) => (index === 0 ? 'hang' : 200));
  const first = await start({ backoffBaseMs: 50 });
  const call = await adminCall(first);
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url })).body as unknown as EndpointBody;
  await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  await receiver.waitFor(1);
  await first.close();

  const second = await start({ backoffBaseMs: 50 });
  await receiver.waitFor(2);
  const delivery = await settled(await adminCall(second), created.id);
  t.equal(delivery.attempts, 1, 'the interrupted attempt is not counted');
  t.equal(receiver.requests[0]?.headers['veil-event-id'], receiver.requests[1]?.headers['veil-event-id']);
});

t.test('a row left "delivering" by a crashed process is queued again once its claim expired', async (t) => {
  const { dataDir, receiver, start } = await setUp(t, () => 200);
  // worker: false, as in a process that only publishes: the test event stays queued.
  const first = await start({ worker: false });
  const call = await adminCall(first);
  const created = (await call('POST', '/v1/admin/webhooks', { url: receiver.url })).body as unknown as EndpointBody;
  await call('POST', `/v1/admin/webhooks/${created.id}/test`);
  await first.close();
  t.equal(receiver.requests.length, 0, 'not delivered without a worker');

  const db = openDatabase(dataDir);
  db.prepare("UPDATE webhook_deliveries SET status = 'delivering', claim_token = 'dead', locked_until = ?").run(new Date(Date.now() - 1000).toISOString());
  db.close();

  const second = await start({ backoffBaseMs: 50 });
  await receiver.waitFor(1);
  const delivery = await settled(await adminCall(second), created.id);
  t.equal(delivery.attempts, 1);
});
