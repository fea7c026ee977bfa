import t from 'tap';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createValueCipher } from '../../src/privacy/vault/encryption.js';
import { openDatabase } from '../../src/store/sqlite/open-database.js';
import { createSqliteWebhookStore } from '../../src/store/sqlite/webhook-store.js';
import { resolveWebhooksConfig } from '../../src/webhooks/config.js';
import { createWebhookDispatcher } from '../../src/webhooks/dispatcher.js';
import { webhookEventSink } from '../../src/webhooks/event-sink.js';
import { sealSecret } from '../../src/webhooks/secrets.js';
import { eventually, startReceiver } from './receiver.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-dispatch-'));
t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
const cipher = createValueCipher(randomBytes(32));
const config = resolveWebhooksConfig({}, { allowPrivateNetworks: true, backoffBaseMs: 50, concurrency: 4 });

/** Two workers, each with its own connection to the database, as two processes would have. */
function worker() {
  const db = openDatabase(dataDir);
  const store = createSqliteWebhookStore(db);
  const dispatcher = createWebhookDispatcher({ store, cipher, config });
  t.teardown(async () => {
    await dispatcher.stop();
    db.close();
  });
  return { store, dispatcher };
}

t.test('concurrent workers never deliver the same row twice', async (t) => {
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const a = worker();
  const b = worker();
  await a.store.createEndpoint({
    id: 'wh_one', organizationId: 'org_a', url: receiver.url, events: ['*'], description: null, secretCiphertext: sealSecret(cipher, 'wh_one', 'whsec_0123456789abcdef'), enabled: true,
  });
  const published = [];
  for (let index = 0; index < 30; index++) published.push(await a.dispatcher.publish('org_a', 'spending_cap.reached', { key_id: `k${index}` }));

  let delivered = 0;
  for (let round = 0; round < 20 && delivered < 30; round++) {
    const [fromA, fromB] = await Promise.all([a.dispatcher.runOnce(), b.dispatcher.runOnce()]);
    delivered += fromA.length + fromB.length;
  }
  t.equal(delivered, 30);
  const ids = receiver.requests.map((request) => request.headers['veil-event-id']);
  t.equal(ids.length, 30, 'thirty requests');
  t.equal(new Set(ids).size, 30, 'each event once');
  t.same(new Set(ids), new Set(published.map((event) => event.id)));
  t.same(await Promise.all([a.dispatcher.runOnce(), b.dispatcher.runOnce()]), [[], []], 'nothing left');
});

t.test('deliverNow claims one pending delivery; a claimed one cannot be taken again', async (t) => {
  const receiver = await startReceiver(() => 500);
  t.teardown(() => receiver.close());
  const a = worker();
  const b = worker();
  const endpoint = await a.store.createEndpoint({
    id: 'wh_two', organizationId: 'org_b', url: receiver.url, events: ['webhook.test'], description: null, secretCiphertext: sealSecret(cipher, 'wh_two', 'whsec_0123456789abcdef'), enabled: true,
  });
  const event = await a.dispatcher.sendTest(endpoint);
  const deliveryId = event.deliveryIds[0] ?? '';
  const [first, second] = await Promise.all([a.dispatcher.deliverNow(deliveryId), b.dispatcher.deliverNow(deliveryId)]);
  const results = [first, second].filter((result) => result !== undefined);
  t.equal(results.length, 1, 'one worker got it');
  t.match(results[0], { status: 'pending', attempt: 1, statusCode: 500, error: null });
  t.ok(Date.parse(results[0]?.nextAttemptAt ?? '') > Date.now(), 'retry scheduled later');
  t.equal(receiver.requests.length, 1);
  t.match(await a.store.getDelivery(deliveryId), { status: 'pending', attempts: 1, lastStatus: 500 });
});

t.test('a secret that cannot be opened (another master key) fails the delivery without sending', async (t) => {
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const a = worker();
  const other = createValueCipher(randomBytes(32));
  const endpoint = await a.store.createEndpoint({
    id: 'wh_three', organizationId: 'org_c', url: receiver.url, events: ['*'], description: null, secretCiphertext: sealSecret(other, 'wh_three', 'whsec_0123456789abcdef'), enabled: true,
  });
  const event = await a.dispatcher.sendTest(endpoint);
  t.match(await a.dispatcher.deliverNow(event.deliveryIds[0] ?? ''), { status: 'failed', error: 'secret_unreadable' });
  t.equal(receiver.requests.length, 0);
});

t.test('the event sink queues known event types for subscribers and reports unknown ones', async (t) => {
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const a = worker();
  await a.store.createEndpoint({
    id: 'wh_four', organizationId: 'org_d', url: receiver.url, events: ['key.created'], description: null, secretCiphertext: sealSecret(cipher, 'wh_four', 'whsec_0123456789abcdef'), enabled: true,
  });
  const errors: string[] = [];
  const sink = webhookEventSink(a.store, (_error, type) => errors.push(type));
  sink('org_d', 'key.created', { key_id: 'k1', scopes: ['chat'] });
  sink('org_d', 'key.revoked', { key_id: 'k1' });
  sink('org_d', 'key.exploded', {});
  t.same(errors, ['key.exploded']);
  // Publishing is fire and forget: wait until it is queued.
  const queued = await eventually(async () => {
    const deliveries = await a.store.listDeliveries('wh_four', 'org_d', { limit: 10 });
    return deliveries.length > 0 ? deliveries : undefined;
  });
  t.equal(queued.length, 1, 'only the subscribed type');
  await a.dispatcher.runOnce();
  await receiver.waitFor(1);
  t.match(JSON.parse(receiver.requests[0]?.rawBody ?? '{}'), { type: 'key.created', organization_id: 'org_d', data: { key_id: 'k1', scopes: ['chat'] } });
});
