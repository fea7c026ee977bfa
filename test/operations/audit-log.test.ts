import t from 'tap';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
const auditor = await veil.createKey({ scopes: ['audit'] });

const SECRETS = ['Zebulon Quixote', 'zebulon.quixote@example.com', 'DE89 3704 0044 0532 0130 00'];

interface Page {
  data: Array<Record<string, unknown>>;
  next_cursor: string | null;
}

async function audit(query = '', key = auditor.key): Promise<{ status: number; page: Page }> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const response = await fetch(`${veil.url}/v1/audit-log${query}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, page: (await response.json()) as Page };
}

t.test('one entry per request, failures included, with privacy statistics and no content', async (t) => {
  const { key, id } = await veil.createKey({});
  const send = (body: unknown) =>
    fetch(`${veil.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.text());
  await send({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `I am ${SECRETS[0]}, ${SECRETS[1]}, IBAN ${SECRETS[2]}` }] });
  await send({ model: 'fail-500', messages: [{ role: 'user', content: `Again ${SECRETS[1]}` }] });
  await send({ model: 'gpt-4o-mini', messages: [{ role: 5 }] });

  const { status, page } = await audit(`?key_id=${id}`);
  t.equal(status, 200);
  t.equal(page.data.length, 3);
  const [invalid, failed, ok] = page.data;
  t.match(ok, { path: '/v1/chat/completions', method: 'POST', status: 200, model: 'gpt-4o-mini', provider: 'default', error_code: null });
  t.match(ok?.map_id, /^map_/);
  t.match(ok?.entity_counts, { EMAIL: 1, IBAN: 1 });
  t.match(failed, { status: 502, error_code: 'upstream_error' });
  t.match(invalid, { status: 422, error_code: 'validation_error' });
  const everything = JSON.stringify(page);
  for (const secret of SECRETS) t.notOk(everything.includes(secret), 'no original value in the audit log');
});

t.test('filters and cursor pagination', async (t) => {
  const { key, id } = await veil.createKey({});
  for (let index = 0; index < 5; index++) await fetch(`${veil.url}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
  const first = await audit(`?key_id=${id}&limit=2`);
  t.equal(first.page.data.length, 2);
  t.type(first.page.next_cursor, 'string');
  const second = await audit(`?key_id=${id}&limit=2&cursor=${first.page.next_cursor}`);
  const third = await audit(`?key_id=${id}&limit=2&cursor=${second.page.next_cursor}`);
  t.equal(third.page.data.length, 1);
  t.equal(third.page.next_cursor, null);
  const ids = [...first.page.data, ...second.page.data, ...third.page.data].map((entry) => entry.id);
  t.equal(new Set(ids).size, 5, 'no entry twice');
  const byPath = await audit(`?key_id=${id}&path=/v1/models&status=200`);
  t.equal(byPath.page.data.length, 5);
  const future = await audit(`?key_id=${id}&since=2999-01-01T00:00:00Z`);
  t.equal(future.page.data.length, 0);
});

t.test('the audit scope is needed, and organisations see only their own entries', async (t) => {
  t.equal((await audit('', veil.key)).status, 403, 'default keys lack audit');
  const stranger = await veil.createKey({ organizationId: 'org_other', scopes: ['audit'] });
  const theirs = await audit('', stranger.key);
  t.ok(theirs.page.data.every((entry) => entry.key_id === stranger.id), 'only their own requests');
});
