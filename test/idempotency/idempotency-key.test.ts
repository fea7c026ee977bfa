import t from 'tap';
import type { FastifyRequest } from 'fastify';
import { hashIdempotencyKey, parseIdempotencyKey, requestFingerprint } from '../../src/idempotency/idempotency-key.js';
import { isRecordedStatus } from '../../src/idempotency/idempotency-plugin.js';
import { replayableHeaders } from '../../src/idempotency/recorded-response.js';

const request = (fields: { method?: string; url?: string; headers?: Record<string, string>; body?: string | null }) =>
  ({
    method: fields.method ?? 'POST',
    url: fields.url ?? '/v1/chat/completions',
    headers: fields.headers ?? {},
    rawBody: fields.body === null ? null : Buffer.from(fields.body ?? '{"a":1}'),
  }) as unknown as FastifyRequest;

t.test('keys: 1 to max printable ASCII characters', async (t) => {
  for (const good of ['a', 'order-4711', ' spaced key ', '~'.repeat(255)]) t.equal(parseIdempotencyKey(good, 255), good);
  for (const bad of ['', 'x'.repeat(256), 'tab\there', 'clé', 'new\nline']) {
    t.throws(() => parseIdempotencyKey(bad, 255), { code: 'validation_error', param: 'Idempotency-Key' }, JSON.stringify(bad));
  }
  t.throws(() => parseIdempotencyKey(['a', 'b'], 255), { code: 'validation_error' }, 'sent twice as separate values');
  t.throws(() => parseIdempotencyKey('abcdef', 5), { code: 'validation_error' }, 'maxKeyLength applies');
  t.not(hashIdempotencyKey('a'), 'a');
  t.equal(hashIdempotencyKey('a'), hashIdempotencyKey('a'));
});

t.test('fingerprint: method, URL, operation headers and body bytes', async (t) => {
  const base = requestFingerprint(request({}));
  t.equal(requestFingerprint(request({})), base, 'stable');
  t.not(requestFingerprint(request({ body: '{"a": 1}' })), base, 'other bytes, even the same JSON');
  t.not(requestFingerprint(request({ url: '/v1/completions' })), base, 'other path');
  t.not(requestFingerprint(request({ url: '/v1/chat/completions?x=1' })), base, 'other query');
  t.not(requestFingerprint(request({ headers: { 'x-veil-map-id': 'map_1' } })), base, 'another map');
  t.not(requestFingerprint(request({ headers: { 'x-veil-privacy': 'off' } })), base, 'privacy off');
  t.equal(requestFingerprint(request({ headers: { 'user-agent': 'other' } })), base, 'other headers do not count');
  t.equal(requestFingerprint(request({ body: null })), requestFingerprint(request({ body: '' })), 'no body is an empty body');
});

t.test('recorded statuses', async (t) => {
  for (const status of [200, 201, 204, 400, 404, 413, 422]) t.ok(isRecordedStatus(status), `${status} recorded`);
  for (const status of [101, 301, 401, 403, 408, 409, 429, 500, 502, 503, 504]) t.notOk(isRecordedStatus(status), `${status} not recorded`);
});

t.test('replayed headers', async (t) => {
  t.same(
    replayableHeaders({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-veil-map-id': 'map_1',
      'x-upstream-request-id': 'up-1',
      'openai-processing-ms': '12',
      'x-request-id': 'req_1',
      'x-ratelimit-remaining-requests': '49',
      'set-cookie': ['a=b'],
      'content-length': 10,
    }),
    {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-veil-map-id': 'map_1',
      'x-upstream-request-id': 'up-1',
      'openai-processing-ms': '12',
      'original-request-id': 'req_1',
    },
  );
});
