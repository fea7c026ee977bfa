import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import Database from 'better-sqlite3';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';
import { callsTo, chat, eventually, post } from './helpers.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
let clock = Date.now();
const veil = await startTestGateway(t, {
  upstreamURL: upstream.baseURL,
  now: () => clock,
});
const chatURL = `${veil.url}/v1/chat/completions`;
const chatCalls = () => callsTo(upstream.requests, '/v1/chat/completions');

t.test('a 5xx is not stored: a retry calls the upstream again', async (t) => {
  const before = chatCalls();
  const body = chat('fails', { model: 'fail-500' });
  const first = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'server-error-1' });
  const second = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'server-error-1' });
  t.equal(first.status, 502);
  t.equal(second.status, 502);
  t.equal(second.headers.get('idempotent-replayed'), null);
  t.equal(chatCalls() - before, 2, 'the retry ran');
});

t.test('a stream that broke mid-way is not stored', async (t) => {
  const before = chatCalls();
  const body = chat('breaks', { model: 'die-mid-stream', stream: true });
  const first = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'broken-stream-1' });
  t.equal(first.status, 200);
  t.match(first.text, /"error"/, 'the client got the SSE error event');
  const retry = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'broken-stream-1' });
  t.equal(retry.headers.get('idempotent-replayed'), null);
  t.equal(chatCalls() - before, 2, 'the retry ran');
});

t.test('a client that disconnects mid-stream leaves no record behind', async (t) => {
  const before = chatCalls();
  const body = chat('cut short', { model: 'slow-stream', stream: true });
  const controller = new AbortController();
  const response = await fetch(chatURL, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json', 'Idempotency-Key': 'disconnect-1' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  await reader?.read();
  controller.abort();
  await reader?.cancel().catch(() => undefined);
  // The release happens when the server notices the close; until then a retry is a 409.
  const ran = await eventually(async () => {
    const retry = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'disconnect-1' });
    return retry.status === 200 && retry.headers.get('idempotent-replayed') === null;
  });
  t.ok(ran, 'a retry runs again');
  t.ok(chatCalls() - before >= 2);
});

t.test('a client that leaves before any answer releases the key at once', async (t) => {
  const body = chat('waits for headers', { model: 'slow-headers' });
  const controller = new AbortController();
  const pending = fetch(chatURL, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json', 'Idempotency-Key': 'early-close-1' },
    body: JSON.stringify(body),
    signal: controller.signal,
  }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 200));
  controller.abort();
  await pending;
  const released = await eventually(async () => {
    const quick = await post(`${veil.url}/v1/chat/completions`, veil.key, chat('other body'), { 'Idempotency-Key': 'early-close-1' });
    // 422 (another body) while held; once released, another body reserves the key and runs.
    return quick.status === 200;
  });
  t.ok(released, 'the key was released when the client left');
});

t.test('stored answers are encrypted at rest', async (t) => {
  const secret = 'quokka-7731 jane.doe@example.com';
  const first = await post(chatURL, veil.key, chat(`Remember ${secret}`), { 'Idempotency-Key': 'at-rest-1' });
  t.ok(first.text.includes(secret), 'the answer holds the distinctive text');
  const db = new Database(path.join(veil.dataDir, 'veil.db'), { readonly: true });
  const rows = db.prepare("SELECT key_hash, response FROM idempotency_records WHERE state = 'completed'").all() as Array<{ key_hash: string; response: Buffer }>;
  db.close();
  t.ok(rows.length > 0, 'records were stored');
  t.notOk(rows.some((row) => row.key_hash === 'at-rest-1'), 'the key is stored hashed');
  let bytes = '';
  for (const file of ['veil.db', 'veil.db-wal']) {
    const full = path.join(veil.dataDir, file);
    if (existsSync(full)) bytes += readFileSync(full).toString('latin1');
  }
  for (const fragment of ['quokka-7731', 'jane.doe@example.com', 'at-rest-1']) t.notOk(bytes.includes(fragment), `"${fragment}" is not in the database files`);
});

t.test('the Idempotency-Key is validated', async (t) => {
  const body = chat('validate');
  for (const [label, key] of [
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ] as const) {
    const answer = await post(chatURL, veil.key, body, { 'Idempotency-Key': key });
    t.equal(answer.status, 422, label);
    t.equal((JSON.parse(answer.text) as { error: { param: string } }).error.param, 'Idempotency-Key', `${label}: names the header`);
  }
  const longest = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'k'.repeat(255) });
  t.equal(longest.status, 200, '255 characters are fine');
});

t.test('streamed request bodies (multipart pass-through) are refused with the header', async (t) => {
  const form = new FormData();
  form.append('purpose', 'batch');
  form.append('file', new Blob(['{}']), 'input.jsonl');
  const response = await fetch(`${veil.url}/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'Idempotency-Key': 'multipart-1' },
    body: form,
  });
  t.equal(response.status, 422);
  const error = (await response.json()) as { message: string; error: { param: string } };
  t.equal(error.error.param, 'Idempotency-Key');
  t.match(error.message, /not supported for this content type/);
});

t.test('a key expires after 24 hours', async (t) => {
  const before = chatCalls();
  const body = chat('expiring');
  await post(chatURL, veil.key, body, { 'Idempotency-Key': 'expiry-1' });
  clock += 23 * 3600 * 1000;
  const within = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'expiry-1' });
  t.equal(within.headers.get('idempotent-replayed'), 'true', 'replayed within 24 h');
  clock += 2 * 3600 * 1000;
  const after = await post(chatURL, veil.key, body, { 'Idempotency-Key': 'expiry-1' });
  t.equal(after.headers.get('idempotent-replayed'), null, 'runs again after 24 h');
  t.equal(chatCalls() - before, 2);
  const otherBody = await post(chatURL, veil.key, chat('another body'), { 'Idempotency-Key': 'expiry-1' });
  t.equal(otherBody.status, 422, 'the new record holds the key again');
});
