import t from 'tap';
import { ConfigSchema } from '../../src/config/schema.js';
import { startTestGateway } from '../helpers/gateway.js';
import { createWebhooksPlugin } from '../../src/webhooks/plugin.js';
import { verifySignature } from '../../src/webhooks/signature.js';
import { callApi, type EndpointBody } from './call.js';
import { startReceiver } from './receiver.js';

// Needs the wiring of ServerDependencies.events to webhookEventSink in start-gateway.ts, done
// together with `webhooks` in ConfigSchema.
const wired = 'webhooks' in ConfigSchema.properties;

t.test('key.created and key.revoked from the admin key API reach a subscribed endpoint', { skip: wired ? false : 'webhooks not wired into start-gateway yet' }, async (t) => {
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const veil = await startTestGateway(t, { plugins: [createWebhooksPlugin({ allowPrivateNetworks: true, pollIntervalMs: 20 })] });
  const admin = await veil.createKey({ scopes: ['admin'] });
  const call = (method: string, path: string, body?: unknown) => callApi(veil.url, admin.key, method, path, body);
  const endpoint = (await call('POST', '/v1/admin/webhooks', { url: receiver.url, events: ['key.created', 'key.revoked'] })).body as unknown as EndpointBody;

  const created = await call('POST', '/v1/admin/keys', { scopes: ['chat'] });
  t.equal(created.status, 201);
  const keyId = created.body.id as string;
  await receiver.waitFor(1);
  t.equal((await call('DELETE', `/v1/admin/keys/${keyId}`)).status, 200);
  await receiver.waitFor(2);

  const events = receiver.requests.map((request) => {
    t.ok(verifySignature(endpoint.secret ?? '', request.headers['veil-signature'] as string, request.rawBody));
    return JSON.parse(request.rawBody) as { type: string; data: { key_id: string } };
  });
  t.match(events, [{ type: 'key.created', data: { key_id: keyId } }, { type: 'key.revoked', data: { key_id: keyId } }]);
  t.notOk(receiver.requests.some((request) => request.rawBody.includes(String(created.body.key))), 'the key secret is never sent');
});
