import t from 'tap';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });

const chat = (key: string, model = 'gpt-4o-mini', stream = false) =>
  fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, stream, messages: [{ role: 'user', content: 'What is 2 + 2?' }] }),
  });

t.test('a 5-rps key sending 20 requests at once gets 5 through and 429s with Retry-After', async (t) => {
  const { key } = await veil.createKey({ rateLimitRps: 5 });
  const sent = Date.now();
  const responses = await Promise.all(Array.from({ length: 20 }, () => chat(key)));
  // The burst allowance is one second of the rate (5); on a busy machine the 20 requests reach
  // the limiter spread over some time, and every 200 ms of that spread refills one more.
  const spread = Date.now() - sent;
  const accepted = responses.filter((response) => response.status === 200);
  const refused = responses.filter((response) => response.status === 429);
  t.ok(accepted.length >= 5 && accepted.length <= 5 + Math.ceil(spread / 200), `about 5 accepted (${accepted.length} over ${spread} ms)`);
  t.equal(refused.length, 20 - accepted.length);
  for (const response of refused) {
    t.ok(Number(response.headers.get('retry-after')) >= 1, 'Retry-After in whole seconds');
    t.equal(((await response.json()) as { code: string }).code, 'rate_limit_exceeded');
  }
  for (const response of accepted) {
    t.equal(response.headers.get('x-ratelimit-limit-requests'), '5');
    t.match(response.headers.get('x-ratelimit-remaining-requests'), /^[0-4]$/);
    t.match(response.headers.get('x-ratelimit-reset-requests'), /^\d+(\.\d+)?m?s$/);
    await response.arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  t.equal((await chat(key)).status, 200, 'the allowance refills');
});

t.test('the third parallel stream on a 2-concurrent key gets 429; slots free up when streams end', async (t) => {
  const { key } = await veil.createKey({ concurrencyLimit: 2 });
  const first = await chat(key, 'slow-stream', true);
  const second = await chat(key, 'slow-stream', true);
  t.equal(first.status, 200);
  t.equal(second.status, 200);
  const third = await chat(key, 'slow-stream', true);
  t.equal(third.status, 429);
  t.equal(((await third.json()) as { code: string }).code, 'concurrency_limit_exceeded');
  t.equal(third.headers.get('retry-after'), '1');
  await Promise.all([first.text(), second.text()]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const fourth = await chat(key, 'slow-stream', true);
  t.equal(fourth.status, 200);
  await fourth.text();
});

t.test('limits are per key', async (t) => {
  const a = await veil.createKey({ rateLimitRps: 1 });
  const b = await veil.createKey({ rateLimitRps: 1 });
  t.equal((await chat(a.key)).status, 200);
  t.equal((await chat(a.key)).status, 429);
  t.equal((await chat(b.key)).status, 200);
});
