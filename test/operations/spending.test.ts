import t from 'tap';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, {
  upstreamURL: upstream.baseURL,
  adjust: (config) => {
    // 7 prompt + 3 completion tokens (the fake upstream's usage) cost 0.7 + 0.6 = 1.3 USD.
    config.pricing = { 'gpt-4o-mini': { input: 100_000, output: 200_000 }, 'no-usage': { input: 1, output: 1 } };
  },
});
const admin = await veil.createKey({ scopes: ['audit', 'chat'] });

async function auditEntries() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const response = await fetch(`${veil.url}/v1/audit-log?limit=100`, { headers: { authorization: `Bearer ${admin.key}` } });
  return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
}

const chat = (key: string, extra: Record<string, unknown> = {}, model = 'gpt-4o-mini') =>
  fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'What is 2 + 2?' }], ...extra }),
  });

t.test('once the daily cap is reached, 429 daily_spending_cap_exceeded before anything is forwarded', async (t) => {
  const { key } = await veil.createKey({ dailyCapUsd: 2 });
  t.equal((await chat(key)).status, 200, '1.3 USD spent');
  t.equal((await chat(key)).status, 200, '2.6 USD spent: this one crossed the cap');
  const calls = upstream.requests.length;
  const refused = await chat(key);
  t.equal(refused.status, 429);
  t.equal(((await refused.json()) as { code: string }).code, 'daily_spending_cap_exceeded');
  t.ok(Number(refused.headers.get('retry-after')) > 0, 'retry after the UTC day ends');
  t.equal(upstream.requests.length, calls, 'the upstream was not called');
});

t.test('streams: Veil asks for usage and strips it when the client did not', async (t) => {
  const { key, id } = await veil.createKey({});
  const text = await (await chat(key, { stream: true })).text();
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as { stream_options?: { include_usage?: boolean } };
  t.equal(sent.stream_options?.include_usage, true, 'asked upstream');
  t.notMatch(text, /"usage"/, 'stripped for the client');
  t.match(text, /data: \[DONE\]/);
  const withUsage = await (await chat(key, { stream: true, stream_options: { include_usage: true } })).text();
  t.match(withUsage, /"usage"/, 'kept when the client asked');
  const entries = (await auditEntries()).filter((entry) => entry.key_id === id);
  t.equal(entries.length, 2);
  for (const entry of entries) {
    t.equal(entry.prompt_tokens, 7);
    t.equal(entry.cost_usd, Math.round((0.7 + (entry.completion_tokens as number) * 0.2) * 1e9) / 1e9, 'priced per token and model');
    t.equal(entry.tokens_estimated, false);
  }
});

t.test('without upstream usage, tokens are counted with gpt-tokenizer', async (t) => {
  const { key, id } = await veil.createKey({});
  t.equal((await chat(key, {}, 'no-usage')).status, 200);
  await (await chat(key, { stream: true }, 'no-usage')).text();
  const entries = (await auditEntries()).filter((entry) => entry.key_id === id);
  t.equal(entries.length, 2);
  for (const entry of entries) {
    t.equal(entry.tokens_estimated, true);
    t.ok((entry.prompt_tokens as number) > 0);
    t.ok((entry.completion_tokens as number) > 0, 'the echo answer was counted');
  }
});
