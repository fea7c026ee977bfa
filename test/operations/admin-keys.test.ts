import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

const veil = await startTestGateway(t);
const admin = await veil.createKey({ scopes: ['admin'] });

async function call(method: string, path: string, body?: unknown, key = admin.key) {
  const response = await fetch(`${veil.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

t.test('create, use, update, list and revoke a key through the admin API', async (t) => {
  const created = await call('POST', '/v1/admin/keys', { name: 'svc', scopes: ['gate'], rps: 7 });
  t.equal(created.status, 201);
  const key = created.body.key as string;
  t.match(key, /^veil_/);
  const id = created.body.id as string;

  const anonymize = () => call('POST', '/v1/gate/anonymize', { text: 'mail a@example.com' }, key);
  const first = await anonymize();
  t.equal(first.status, 200);

  const updated = await call('PATCH', `/v1/admin/keys/${id}`, { rps: 9, scopes: ['gate', 'chat'] });
  t.equal(updated.body.rps, 9);
  t.same(updated.body.scopes, ['gate', 'chat']);
  const listed = await call('GET', '/v1/admin/keys?limit=100');
  t.ok((listed.body.data as Array<{ id: string; key?: string }>).some((entry) => entry.id === id && entry.key === undefined), 'listed without its secret');

  t.equal((await call('DELETE', `/v1/admin/keys/${id}`)).status, 200);
  const after = await anonymize();
  t.equal(after.status, 401, 'a revoked key is refused at once');
});

t.test('admin scope required; other organisations cannot see or change keys; bad input is 422', async (t) => {
  t.equal((await call('GET', '/v1/admin/keys', undefined, veil.key)).status, 403);
  const otherAdmin = await veil.createKey({ organizationId: 'org_other', scopes: ['admin'] });
  t.equal((await call('GET', `/v1/admin/keys/${admin.id}`, undefined, otherAdmin.key)).status, 404);
  t.equal((await call('DELETE', `/v1/admin/keys/${admin.id}`, undefined, otherAdmin.key)).status, 404);
  t.equal((await call('POST', '/v1/admin/keys', { scopes: ['everything'] })).status, 422);
  t.equal((await call('PATCH', `/v1/admin/keys/${admin.id}`, { rps: 0 })).status, 422);
  t.equal((await call('PATCH', `/v1/admin/keys/${admin.id}`, { expires_at: 'soon' })).status, 422, 'date-time format checked');
});
