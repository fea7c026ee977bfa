import path from 'node:path';
import Database from 'better-sqlite3';
import t from 'tap';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';
import { callsTo, chat, post } from './helpers.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
const client = veil.client();
const chatURL = `${veil.url}/v1/chat/completions`;
// A streamed, idempotent answer carries the most 'close' listeners of any response: Node must
// not warn of a leak (operators would read it in their logs on every such request).
const listenerWarnings: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.name === 'MaxListenersExceededWarning') listenerWarnings.push(warning.message);
};
process.on('warning', onWarning);
t.teardown(() => {
  process.off('warning', onWarning);
});

t.test('non-stream chat: the same key replays the identical answer without calling the upstream', async (t) => {
  const before = callsTo(upstream.requests, '/v1/chat/completions');
  const params = { model: 'gpt-4o-mini', messages: [{ role: 'user' as const, content: 'Please write to jane.doe@example.com about the order.' }] };
  const options = { headers: { 'Idempotency-Key': 'replay-non-stream-1' } };
  const first = await client.chat.completions.create(params, options).withResponse();
  const second = await client.chat.completions.create(params, options).withResponse();

  t.equal(callsTo(upstream.requests, '/v1/chat/completions') - before, 1, 'the upstream was called once');
  t.same(second.data, first.data, 'identical answer');
  t.equal(first.data.choices[0]?.message.content, 'Echo: Please write to jane.doe@example.com about the order.', 'restored answer');
  t.equal(first.response.headers.get('idempotent-replayed'), null, 'the first answer is not a replay');
  t.equal(second.response.headers.get('idempotent-replayed'), 'true');
  t.match(first.response.headers.get('x-veil-map-id'), /^map_/);
  t.equal(second.response.headers.get('x-veil-map-id'), first.response.headers.get('x-veil-map-id'), 'the same map: nothing ran again');
  t.equal(second.response.headers.get('content-type'), first.response.headers.get('content-type'));
  t.equal(second.response.headers.get('original-request-id'), first.response.headers.get('x-request-id'));
  t.not(second.response.headers.get('x-request-id'), first.response.headers.get('x-request-id'), 'the replay has its own request id');
  t.equal(second.response.headers.get('x-upstream-request-id'), 'upstream-req-1');
});

t.test('streamed chat: the replay sends the recorded SSE bytes', async (t) => {
  const before = callsTo(upstream.requests, '/v1/chat/completions');
  const body = chat('Stream it, Jane Doe at jane.doe@example.com.', { stream: true });
  const first = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'replay-stream-1' });
  const second = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'replay-stream-1' });

  t.equal(first.status, 200);
  t.match(first.text, /data: \[DONE\]\n\n$/);
  t.equal(callsTo(upstream.requests, '/v1/chat/completions') - before, 1, 'the upstream was called once');
  t.equal(second.status, 200);
  t.equal(second.text, first.text, 'identical SSE bytes');
  t.equal(second.headers.get('idempotent-replayed'), 'true');
  t.match(second.headers.get('content-type'), /^text\/event-stream/);

  // The SDK reads a replayed stream like any other (same JSON bytes: same key order as `chat()`).
  const stream = await client.chat.completions.create(
    { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Stream it, Jane Doe at jane.doe@example.com.' }], stream: true },
    { headers: { 'Idempotency-Key': 'replay-stream-1' } },
  );
  let text = '';
  for await (const part of stream) text += part.choices[0]?.delta.content ?? '';
  t.equal(text, 'Echo: Stream it, Jane Doe at jane.doe@example.com.');
  t.equal(callsTo(upstream.requests, '/v1/chat/completions') - before, 1, 'still one upstream call');
});

t.test('the same key with a different body is a 422 naming the header', async (t) => {
  const first = await post(chatURL, veil.key, chat('first body'), { 'Idempotency-Key': 'different-body-1' });
  t.equal(first.status, 200);
  const second = await post(chatURL, veil.key, chat('second body'), { 'Idempotency-Key': 'different-body-1' });
  t.equal(second.status, 422);
  const error = JSON.parse(second.text) as { code: string; message: string; error: { param: string } };
  t.equal(error.code, 'validation_error');
  t.equal(error.error.param, 'Idempotency-Key');
  t.match(error.message, /different request/);
  const otherPath = await post(`${veil.url}/v1/completions`, veil.key, { model: 'gpt-4o-mini', prompt: 'first body' }, { 'Idempotency-Key': 'different-body-1' });
  t.equal(otherPath.status, 422, 'another path under the same key is another request');
});

t.test('a duplicate while the first still streams is a 409 with x-should-retry: false', async (t) => {
  const before = callsTo(upstream.requests, '/v1/chat/completions');
  const body = chat('slow one', { model: 'slow-stream', stream: true });
  const headers = { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json', 'Idempotency-Key': 'concurrent-1' };
  const first = await fetch(chatURL, { method: 'POST', headers, body: JSON.stringify(body) });
  t.equal(first.status, 200, 'the first is streaming');

  const duplicate = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'concurrent-1' });
  t.equal(duplicate.status, 409);
  t.equal(duplicate.headers.get('x-should-retry'), 'false');
  t.equal((JSON.parse(duplicate.text) as { code: string }).code, 'conflict');

  const firstText = await first.text();
  t.match(firstText, /part5/);
  const replay = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'concurrent-1' });
  t.equal(replay.headers.get('idempotent-replayed'), 'true', 'after the first finished, the answer is replayed');
  t.equal(replay.text, firstText);
  t.equal(callsTo(upstream.requests, '/v1/chat/completions') - before, 1);
});

t.test('keys are per API key: another key with the same Idempotency-Key runs normally', async (t) => {
  const other = await veil.createKey({ name: 'other' });
  const before = callsTo(upstream.requests, '/v1/chat/completions');
  const body = chat('shared idempotency key');
  const mine = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'shared-1' });
  const theirs = await post(chatURL, other.key, body, { 'Idempotency-Key': 'shared-1' });
  t.equal(mine.status, 200);
  t.equal(theirs.status, 200);
  t.equal(theirs.headers.get('idempotent-replayed'), null);
  t.equal(callsTo(upstream.requests, '/v1/chat/completions') - before, 2, 'both ran');
  const theirReplay = await post(chatURL, other.key, body, { 'Idempotency-Key': 'shared-1' });
  t.equal(theirReplay.headers.get('idempotent-replayed'), 'true', 'each key has its own record');
});

t.test('Mode 2: /v1/gate/anonymize under the same key gives the same map back', async (t) => {
  const url = `${veil.url}/v1/gate/anonymize`;
  const body = { text: 'Call Jane Doe at jane.doe@example.com.' };
  const first = await post(url, veil.key, body, { 'Idempotency-Key': 'gate-1' });
  const second = await post(url, veil.key, body, { 'Idempotency-Key': 'gate-1' });
  const fresh = await post(url, veil.key, body);
  const mapOf = (answer: { text: string }) => (JSON.parse(answer.text) as { map_id: string }).map_id;
  t.equal(first.status, 200);
  t.equal(second.headers.get('idempotent-replayed'), 'true');
  t.equal(mapOf(second), mapOf(first), 'the same map_id');
  t.equal(second.text, first.text);
  t.not(mapOf(fresh), mapOf(first), 'without the header a new map is made');
});

t.test('an answer holding a map\'s values is not replayed once the map has expired', async (t) => {
  const text = 'Call Jane Doe at jane.doe@example.com.';
  const anonymized = JSON.parse((await post(`${veil.url}/v1/gate/anonymize`, veil.key, { text })).text) as { map_id: string; text: string };
  const url = `${veil.url}/v1/gate/deanonymize`;
  const body = { map_id: anonymized.map_id, text: anonymized.text };
  const first = await post(url, veil.key, body, { 'Idempotency-Key': 'restore-1' });
  t.equal(first.status, 200);
  t.equal(JSON.parse(first.text).text, text);
  const replayed = await post(url, veil.key, body, { 'Idempotency-Key': 'restore-1' });
  t.equal(replayed.headers.get('idempotent-replayed'), 'true', 'replayed while the map lives');
  // The map expires (its TTL passed; the purge has not run yet).
  const db = new Database(path.join(veil.dataDir, 'veil.db'));
  db.prepare('UPDATE anonymization_maps SET expires_at = ? WHERE id = ?').run(new Date(Date.now() - 1000).toISOString(), anonymized.map_id);
  db.close();
  const afterExpiry = await post(url, veil.key, body, { 'Idempotency-Key': 'restore-1' });
  t.equal(afterExpiry.status, 404, 'the request runs again and meets the expired map');
  t.equal(afterExpiry.headers.get('idempotent-replayed'), null);
  t.notMatch(afterExpiry.text, /Jane|jane\.doe/, 'no original value comes back');
});

t.test('recorded 4xx answers are replayed too', async (t) => {
  const first = await post(chatURL, veil.key, chat('bad', { model: 'fail-400' }), { 'Idempotency-Key': 'client-error-1' });
  const second = await post(chatURL, veil.key, chat('bad', { model: 'fail-400' }), { 'Idempotency-Key': 'client-error-1' });
  t.equal(first.status, 400);
  t.equal(second.status, 400);
  t.equal(second.text, first.text);
  t.equal(second.headers.get('idempotent-replayed'), 'true');
});

t.test('requests without the header, and GETs with it, are untouched', async (t) => {
  const before = callsTo(upstream.requests, '/v1/chat/completions');
  await post(chatURL, veil.key, chat('no header'));
  const again = await post(chatURL, veil.key, chat('no header'));
  t.equal(again.headers.get('idempotent-replayed'), null);
  t.equal(callsTo(upstream.requests, '/v1/chat/completions') - before, 2);
  const models = await fetch(`${veil.url}/v1/models`, { headers: { authorization: `Bearer ${veil.key}`, 'Idempotency-Key': 'get-1' } });
  t.equal(models.status, 200);
  t.equal(models.headers.get('idempotent-replayed'), null);
});

t.test('no listener-leak warning on any of these responses', async (t) => {
  // Warnings are emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  t.same(listenerWarnings, []);
});
