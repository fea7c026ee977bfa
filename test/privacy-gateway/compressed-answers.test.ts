import t, { type Test } from 'tap';
import OpenAI from 'openai';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

// Providers that compress although Veil asks for identity, and one that labels its stream as JSON:
// the client must still get plain, restored answers, and a body Veil cannot read must fail clearly.

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
const client: OpenAI = veil.client();

const prompt = 'Write to Jane Doe at jane.doe@example.com or call +44 20 7946 0958.';

function assertNothingLeaked(from: number): void {
  const sent = upstream.requests.slice(from).map((request) => request.body).join('\n');
  t.ok(sent.length > 0, 'the upstream was called');
  for (const value of ['Jane', 'jane.doe', '7946']) t.notOk(sent.includes(value), `"${value}" never reached the upstream`);
}

/** Sends one chat message and expects a 502 upstream_error whose message matches and names no original. */
async function expectUpstreamError(t: Test, gateway: { url: string; key: string }, model: string, content: string, message: RegExp): Promise<void> {
  const response = await fetch(`${gateway.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gateway.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content }] }),
  });
  t.equal(response.status, 502, model);
  const body = (await response.json()) as { error: { code: string; message: string } };
  t.equal(body.error.code, 'upstream_error');
  t.match(body.error.message, message);
  t.notOk(body.error.message.includes('jane'), 'no original value in the error');
}

async function streamedText(model: string): Promise<string> {
  const stream = await client.chat.completions.create({ model, stream: true, messages: [{ role: 'user', content: prompt }] });
  let text = '';
  for await (const part of stream) text += part.choices[0]?.delta.content ?? '';
  return text;
}

t.test('Veil asks the provider for uncompressed answers', async (t) => {
  const from = upstream.requests.length;
  await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  t.equal(upstream.requests[from]?.headers['accept-encoding'], 'identity');
});

for (const coding of ['gzip', 'deflate', 'br', 'rawdeflate']) {
  // rawdeflate: labelled deflate, sent without zlib's header, as some servers do.
  t.test(`an answer compressed with ${coding} anyway is decoded and restored, streamed or not`, async (t) => {
    const from = upstream.requests.length;
    const model = `compressed-${coding}`;
    const whole = await client.chat.completions.create({ model, messages: [{ role: 'user', content: prompt }] });
    t.equal(whole.choices[0]?.message.content, `Echo: ${prompt}`);
    t.equal(await streamedText(model), `Echo: ${prompt}`);
    assertNothingLeaked(from);
  });
}

t.test('the client gets the plain bytes, without a content-encoding it did not ask for', async (t) => {
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'compressed-gzip', stream: true, messages: [{ role: 'user', content: prompt }] }),
  });
  t.equal(response.status, 200);
  t.equal(response.headers.get('content-encoding'), null);
  t.match(response.headers.get('content-type'), /^text\/event-stream/);
  const text = await response.text();
  t.match(text, /data: \[DONE\]/);
  t.match(text, /jane\.doe@example\.com/);
});

t.test('a passthrough answer compressed anyway reaches the client decoded', async (t) => {
  const { key } = await veil.createKey({ privacy: { allowOff: true } });
  const response = await fetch(`${veil.url}/v1/moderations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-veil-privacy': 'off' },
    body: JSON.stringify({ model: 'compressed-br', input: 'hello' }),
  });
  t.equal(response.status, 200);
  t.same(await response.json(), { id: 'modr-fake', model: 'fake-moderation', results: [{ flagged: false }] });
});

t.test('a coding Veil cannot undo, or a body that does not decode, is a 502 that says so', async (t) => {
  for (const [model, message] of [
    ['compressed-compress', /content-encoding "compress", which Veil cannot decode/],
    ['compressed-corrupt', /compressed body that does not decode \(Z_DATA_ERROR\)/],
  ] as const) {
    await expectUpstreamError(t, veil, model, prompt, message);
  }
});

t.test('a stream the provider labels application/json is restored and sent as SSE', async (t) => {
  const from = upstream.requests.length;
  t.equal(await streamedText('json-labelled-stream'), `Echo: ${prompt}`);
  assertNothingLeaked(from);
});

t.test('an answer over providers[].maxAnswerBytes is a 502 that names the limit, counted after decompression', async (t) => {
  const small = await startTestGateway(t, {
    upstreamURL: upstream.baseURL,
    adjust: (config) => {
      for (const provider of config.providers) provider.maxAnswerBytes = 4096;
    },
  });
  const long = `${prompt} ${'la '.repeat(2000)}`;
  // The gzip body of the long answer is far under the limit: what counts is what it decodes to.
  for (const model of ['gpt-4o-mini', 'compressed-gzip']) {
    await expectUpstreamError(t, small, model, long, /larger than 4096 bytes \(providers\[\]\.maxAnswerBytes\)/);
  }
  // An answer under the limit, compressed, still passes.
  const whole = await small.client().chat.completions.create({ model: 'compressed-gzip', messages: [{ role: 'user', content: prompt }] });
  t.equal(whole.choices[0]?.message.content, `Echo: ${prompt}`);
  // A stream is relayed event by event: the limit does not apply to it.
  let streamed = '';
  const stream = await small.client().chat.completions.create({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: long }] });
  for await (const part of stream) streamed += part.choices[0]?.delta.content ?? '';
  t.equal(streamed, `Echo: ${long}`);
});
