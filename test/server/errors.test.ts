import t, { type Test } from 'tap';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer } from 'node:net';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, {
  upstreamURL: upstream.baseURL,
  adjust: (config) => {
    config.server.bodyLimitBytes = 64 * 1024;
    const provider = config.providers[0];
    if (provider) provider.timeouts.headersMs = 300;
  },
});

interface ErrorShape {
  code: string;
  message: string;
  request_id: string;
  error: { code: string; message: string; type: string; param: string | null };
}

async function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${veil.url}${path}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json', ...headers },
  });
  return { response, body: (await response.json()) as ErrorShape };
}

function assertErrorBody(t: Test, response: Response, body: ErrorShape, status: number, code: string) {
  t.equal(response.status, status, `status ${status}`);
  t.equal(body.code, code);
  t.equal(body.error.code, code, 'OpenAI-style error object carries the same code');
  t.type(body.message, 'string');
  t.equal(body.error.message, body.message);
  t.equal(body.request_id, response.headers.get('x-request-id'), 'request_id matches the header');
}

const chat = (model: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ model, messages: [{ role: 'user', content: 'hi' }], ...extra });

t.test('400: unparseable JSON and invalid UTF-8', async (t) => {
  const broken = await post('/v1/chat/completions', '{"model": "x", "messages": [');
  assertErrorBody(t, broken.response, broken.body, 400, 'invalid_json');
  const bytes = Buffer.concat([Buffer.from('{"model":"x","messages":[{"role":"user","content":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}]}')]);
  const utf8 = await post('/v1/chat/completions', bytes);
  assertErrorBody(t, utf8.response, utf8.body, 400, 'invalid_json');
  t.match(utf8.body.message, /UTF-8/);
  t.equal(upstream.requests.length, 0, 'nothing was forwarded');
});

t.test('422: a body nested thousands of levels deep is refused, not a stack overflow', async (t) => {
  const before = upstream.requests.length;
  const nest = (levels: number, inner: string) => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);
  const deep = nest(5000, '"jane.doe@example.com"');
  for (const body of [
    `{"model":"gpt","messages":[{"role":"user","content":"Jane Doe","extra":${deep}}]}`,
    `{"model":"gpt","messages":[{"role":"user","content":"jane.doe@example.com"}],"unknown_field":${deep}}`,
  ]) {
    const { response, body: error } = await post('/v1/chat/completions', body);
    assertErrorBody(t, response, error, 422, 'validation_error');
    t.equal(error.error.param, 'body');
  }
  t.equal(upstream.requests.length, before, 'nothing was forwarded');
  // Brackets inside strings do not count, and a body at the limit passes.
  const brackets = '[{'.repeat(500);
  const fine = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: `{"model":"gpt","messages":[{"role":"user","content":"${brackets} \\\" {"}],"metadata":${nest(120, '"x"')}}`,
  });
  t.equal(fine.status, 200);
  await fine.arrayBuffer();
});

t.test('401: missing, malformed, unknown, revoked and expired keys', async (t) => {
  const missing = await fetch(`${veil.url}/v1/models`);
  assertErrorBody(t, missing, (await missing.json()) as ErrorShape, 401, 'missing_api_key');
  for (const key of ['not-a-key', 'veil_aaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']) {
    const { response, body } = await post('/v1/chat/completions', chat('gpt'), { authorization: `Bearer ${key}` });
    assertErrorBody(t, response, body, 401, 'invalid_api_key');
  }
  const expired = await veil.createKey({ expiresAt: '2020-01-01T00:00:00Z' });
  const late = await post('/v1/chat/completions', chat('gpt'), { authorization: `Bearer ${expired.key}` });
  assertErrorBody(t, late.response, late.body, 401, 'invalid_api_key');
  t.match(late.body.message, /expired/);
});

t.test('403: a valid key without the scope', async (t) => {
  const embeddingsOnly = await veil.createKey({ scopes: ['embeddings'] });
  const { response, body } = await post('/v1/chat/completions', chat('gpt'), { authorization: `Bearer ${embeddingsOnly.key}` });
  assertErrorBody(t, response, body, 403, 'insufficient_scope');
  t.match(body.message, /"chat" scope/);
});

t.test('404: unknown routes and models without a provider', async (t) => {
  const response = await fetch(`${veil.url}/v1/chat/completion`, { method: 'POST', headers: { authorization: `Bearer ${veil.key}` } });
  assertErrorBody(t, response, (await response.json()) as ErrorShape, 404, 'not_found');
  const outside = await fetch(`${veil.url}/nowhere`);
  assertErrorBody(t, outside, (await outside.json()) as ErrorShape, 404, 'not_found');
});

t.test('404 and 422 messages name the route and the field, never data a client put in them', async (t) => {
  const response = await fetch(`${veil.url}/v1/gate/maps/jane.doe@example.com/extra`, { method: 'PATCH', headers: { authorization: `Bearer ${veil.key}` } });
  const body = (await response.json()) as ErrorShape;
  assertErrorBody(t, response, body, 404, 'not_found');
  t.equal(body.message, 'No route for PATCH /v1/gate/maps/{…}/{…}.');
  const typo = await fetch(`${veil.url}/v1/chat/completion`, { method: 'POST', headers: { authorization: `Bearer ${veil.key}` } });
  t.equal(((await typo.json()) as ErrorShape).message, 'No route for POST /v1/chat/{…}.', 'where the path leaves the API shows');
  const slug = await fetch(`${veil.url}/v1/customers/zacharias-quenby`, { headers: { authorization: `Bearer ${veil.key}` } });
  t.equal(((await slug.json()) as ErrorShape).message, 'No route for GET /v1/{…}/{…}.', 'a name slug is not echoed');
  const badEscape = await fetch(`${veil.url}/v1/gate/maps/jane.doe@example.com%ZZ`, { headers: { authorization: `Bearer ${veil.key}` } });
  const badEscapeBody = (await badEscape.json()) as ErrorShape;
  assertErrorBody(t, badEscape, badEscapeBody, 400, 'invalid_request');
  t.notMatch(JSON.stringify(badEscapeBody), /jane/, 'a malformed %-escape is answered without echoing the path');
  const unknownType = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', entities: ['PERSON', 'DE89370400440532013000'] }));
  assertErrorBody(t, unknownType.response, unknownType.body, 422, 'validation_error');
  t.equal(unknownType.body.error.param, 'entities[1]');
  t.notMatch(JSON.stringify(unknownType.body), /DE89/, 'an unknown entity type is named by position');
  const field = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', 'jane.doe@example.com': 1 }));
  assertErrorBody(t, field.response, field.body, 422, 'validation_error');
  t.notMatch(JSON.stringify(field.body), /jane/);
  for (const key of ['4111111111111111', '13812345678', '1234567']) {
    const digits = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', [key]: 1 }));
    assertErrorBody(t, digits.response, digits.body, 422, 'validation_error');
    t.notOk(JSON.stringify(digits.body).includes(key), 'a key of digits (a card or phone number) is not echoed as an index');
  }
  // Keys shaped like field names that are data: an IBAN, a NINO, a PAN, a secret, user names, surnames.
  // Short names one edit from a field ("Cole" ~ "role", "Sid" ~ "id", "tim") are not quoted either.
  for (const key of ['GB82WEST12345698765432', 'QQ123456C', 'ABCDE1234F', 'sk_live_51HqLyjWDarjtT1zdp7dc', 'jane_doe', 'kowalczyk', 'schmidt', 'Cole', 'Sid', 'tim', 'madrid']) {
    const data = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', [key]: 1 }));
    assertErrorBody(t, data.response, data.body, 422, 'validation_error');
    t.equal(data.body.error.param, '(unnamed)', `a made-up key is not named (${key.slice(0, 4)}…)`);
    t.notOk(JSON.stringify(data.body).includes(key), 'nor quoted in the message');
    const nested = await post('/v1/gate/dictionaries', JSON.stringify({ name: 'n', entity_type: 'CLIENT', terms: [{ term: 'Acme', [key]: 1 }] }));
    t.notOk(JSON.stringify(nested.body).includes(key), 'nor when it is nested');
  }
  // A typo of a field is answered with the field it resembles, never with the key as sent.
  const fieldTypo = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', languag: 'en' }));
  t.equal(fieldTypo.body.error.param, '(unnamed)');
  t.match(fieldTypo.body.message, /did you mean "language"\?/);
  t.notMatch(fieldTypo.body.message, /languag"/, 'the key itself is not quoted');
  const twoOff = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', entitys: ['PERSON'] }));
  t.match(twoOff.body.message, /did you mean "entities"\?/);
  const nestedTypo = await post('/v1/gate/dictionaries', JSON.stringify({ name: 'n', entity_type: 'CLIENT', terms: [{ term: 'Acme', canonical_ib: 'x' }] }));
  t.equal(nestedTypo.body.error.param, 'terms[0].(unnamed)', 'an index and a known field are named');
  t.match(nestedTypo.body.message, /did you mean "canonical_id"\?/);
  const far = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', kowalczyk: 1 }));
  t.notMatch(far.body.message, /did you mean/, 'no suggestion for a key far from every field');
});

t.test('404 for a model no provider serves names the field, not the model', async (t) => {
  const bare = await startTestGateway(t);
  for (const [method, url, body] of [
    ['POST', '/v1/chat/completions', JSON.stringify({ model: 'jane.doe@example.com', messages: [{ role: 'user', content: 'hi' }] })],
    ['GET', '/v1/models/jane.doe@example.com', undefined],
  ] as const) {
    const response = await fetch(`${bare.url}${url}`, { method, headers: { authorization: `Bearer ${bare.key}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body }) });
    const error = (await response.json()) as ErrorShape;
    assertErrorBody(t, response, error, 404, 'model_not_found');
    t.equal(error.error.param, 'model');
    t.notMatch(JSON.stringify(error), /jane/, `${method} ${url.split('/')[2]}: the model is not echoed`);
  }
});

t.test('400 names a refused __proto__ key; 422 lists the allowed values of a choice', async (t) => {
  const proto = await post('/v1/gate/anonymize', '{"text":"x","__proto__":{"a":1}}');
  assertErrorBody(t, proto.response, proto.body, 400, 'invalid_json');
  t.match(proto.body.message, /__proto__/);
  const style = await post('/v1/gate/anonymize', JSON.stringify({ text: 'x', style: 'fancy' }));
  assertErrorBody(t, style.response, style.body, 422, 'validation_error');
  t.match(style.body.message, /must be one of "placeholder", "surrogate"/);
  const blank = await post('/v1/gate/dictionaries', JSON.stringify({ name: 'blank', entity_type: 'X', terms: ['   '] }));
  assertErrorBody(t, blank.response, blank.body, 422, 'validation_error');
});

t.test('415: a body that is not JSON, on a JSON endpoint', async (t) => {
  for (const type of ['application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
    const { response, body } = await post('/v1/chat/completions', chat('gpt'), { 'content-type': type });
    assertErrorBody(t, response, body, 415, 'unsupported_media_type');
  }
});

t.test('417: an Expect header other than 100-continue gets the standard body and a request id', async (t) => {
  // fetch refuses to send Expect: node:http does.
  const { status, headers, text } = await new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const sent = httpRequest(`${veil.url}/v1/gate/anonymize`, { method: 'POST', headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json', expect: '200-ok' } }, (answer) => {
      let received = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (received += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text: received }));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify({ text: 'hello' }));
  });
  t.equal(status, 417);
  const body = JSON.parse(text) as ErrorShape;
  t.equal(body.code, 'invalid_request');
  t.equal(body.request_id, headers['x-request-id']);
  t.notMatch(body.message, /200-ok/, 'the header is not echoed');
});

t.test('408: a body that never finishes is answered and its connection closed', async (t) => {
  const slow = await startTestGateway(t, { adjust: (config) => void (config.server.requestTimeoutMs = 400) });
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(slow.url).port), '127.0.0.1', () =>
      // 12 of the 50 bytes announced, then silence.
      socket.write(`POST /v1/gate/anonymize HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${slow.key}\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"text": "ab`),
    );
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', json = ''] = answer.split('\r\n\r\n');
  t.match(head, /^HTTP\/1\.1 408 /);
  t.match(head, /x-request-id: req_/i);
  t.equal((JSON.parse(json) as ErrorShape).code, 'invalid_request');
});

t.test('400 and 431 from the HTTP parser carry the standard body and a request id', async (t) => {
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(veil.url).port), '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const parse = (answer: string) => {
    const [head = '', json = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), requestId: /x-request-id: (\S+)/i.exec(head)?.[1], body: JSON.parse(json) as ErrorShape };
  };
  const bad = parse(await raw('POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}'));
  t.equal(bad.status, 400);
  t.equal(bad.body.code, 'invalid_request');
  t.equal(bad.body.request_id, bad.requestId);
  t.match(bad.requestId, /^req_/);
  const huge = parse(await raw(`GET /v1/models?q=${'a'.repeat(70 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`));
  t.equal(huge.status, 431);
  t.equal(huge.body.error.type, 'invalid_request_error');
});

t.test('413: body over the limit', async (t) => {
  const big = chat('gpt', { padding: 'x'.repeat(100 * 1024) });
  const { response, body } = await post('/v1/chat/completions', big);
  assertErrorBody(t, response, body, 413, 'payload_too_large');
});

t.test('422: schema violations name the field', async (t) => {
  const noModel = await post('/v1/chat/completions', JSON.stringify({ messages: [{ role: 'user', content: 'x' }] }));
  assertErrorBody(t, noModel.response, noModel.body, 422, 'validation_error');
  t.equal(noModel.body.error.param, 'model');
  const badRole = await post('/v1/chat/completions', JSON.stringify({ model: 'x', messages: [{ role: 5 }] }));
  assertErrorBody(t, badRole.response, badRole.body, 422, 'validation_error');
  t.equal(badRole.body.error.param, 'messages[0].role');
  const badFormat = await post('/v1/embeddings', JSON.stringify({ model: 'x', input: 'a', encoding_format: 'hex' }));
  assertErrorBody(t, badFormat.response, badFormat.body, 422, 'validation_error');
  t.match(badFormat.body.error.param ?? '', /^encoding_format/);
});

t.test('upstream 4xx passes on with its status; 503 stays 503; other 5xx become 502', async (t) => {
  const notFound = await post('/v1/chat/completions', chat('fail-404'));
  t.equal(notFound.response.status, 404);
  t.equal(notFound.body.error.code, 'fake_failure', "a provider's 404 keeps its own code (model_not_found, say)");
  const badRequest = await post('/v1/chat/completions', chat('fail-400'));
  t.equal(badRequest.body.error.code, 'fake_failure');
  const overloaded = await post('/v1/chat/completions', chat('fail-503'));
  assertErrorBody(t, overloaded.response, overloaded.body, 503, 'upstream_overloaded');
  const broken = await post('/v1/chat/completions', chat('fail-500'));
  assertErrorBody(t, broken.response, broken.body, 502, 'upstream_error');
});

t.test('504: the upstream does not answer in time', async (t) => {
  const { response, body } = await post('/v1/chat/completions', chat('slow-headers'));
  assertErrorBody(t, response, body, 504, 'upstream_timeout');
});

t.test('502: the upstream refuses connections', async (t) => {
  // A port that was just free: nothing listens there.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 1));
    });
  });
  const dead = await startTestGateway(t, { upstreamURL: `http://127.0.0.1:${port}/v1` });
  const response = await fetch(`${dead.url}/v1/chat/completions`, {
    method: 'POST',
    body: chat('gpt'),
    headers: { authorization: `Bearer ${dead.key}`, 'content-type': 'application/json' },
  });
  const body = (await response.json()) as ErrorShape;
  assertErrorBody(t, response, body, 502, 'upstream_unavailable');
  t.notMatch(body.message, String(port), 'the upstream address is not disclosed');
});

t.test('an upstream that dies mid-stream ends the stream with an SSE error event', async (t) => {
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    body: chat('die-mid-stream', { stream: true }),
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
  });
  t.equal(response.status, 200);
  const text = await response.text();
  const events = text.split('\n\n').filter(Boolean);
  t.match(events[0], /partial /);
  t.match(events[1], /answer/);
  const last = JSON.parse((events.at(-1) ?? '').replace(/^data: /, '')) as ErrorShape;
  // The provider was reached and had begun to answer: cut off, not unreachable.
  t.equal(last.error.code, 'upstream_error');
  t.match(last.message, /cut its answer off/);
  t.equal(last.request_id, response.headers.get('x-request-id'));
  t.notMatch(text, /\[DONE\]/, 'a failed stream does not pretend to be complete');
});

t.test('health and readiness need no key', async (t) => {
  t.equal((await fetch(`${veil.url}/healthz`)).status, 200);
  const ready = await fetch(`${veil.url}/readyz`);
  t.same(await ready.json(), { status: 'ready' });
});
