import t from 'tap';
import OpenAI from 'openai';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

// Answers whose shape differs from plain chat text: JSON mode, legacy function calls, a stream
// the provider labels text/plain. Each must come back with the client's own values, exactly.

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
const client: OpenAI = veil.client();

// A value that needs escaping inside a JSON string: quotes and a backslash.
const VENUE = 'Café "Zur Post" \\ Nord';
const created = await fetch(`${veil.url}/v1/gate/dictionaries`, {
  method: 'POST',
  headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'venues', entity_type: 'VENUE', terms: [VENUE] }),
});
t.equal(created.status, 201, 'dictionary created');

const prompt = `Book ${VENUE} for Jane Doe, jane.doe@example.com, +44 20 7946 0958.`;

function assertNothingLeaked(from: number): void {
  const sent = upstream.requests.slice(from).map((request) => request.body).join('\n');
  t.ok(sent.length > 0, 'the upstream was called');
  for (const value of ['Zur Post', 'Jane', 'jane.doe', '7946']) t.notOk(sent.includes(value), `"${value}" never reached the upstream`);
}

t.test('JSON mode: originals go into the JSON content escaped, streamed or not', async (t) => {
  const from = upstream.requests.length;
  const request = { model: 'gpt-4o-mini', response_format: { type: 'json_object' as const }, messages: [{ role: 'user' as const, content: prompt }] };
  const whole = await client.chat.completions.create(request);
  t.same(JSON.parse(whole.choices[0]?.message.content ?? ''), { echo: prompt }, 'the content parses and holds the exact values');

  const stream = await client.chat.completions.create({ ...request, stream: true });
  let content = '';
  for await (const part of stream) content += part.choices[0]?.delta.content ?? '';
  t.same(JSON.parse(content), { echo: prompt });
  assertNothingLeaked(from);
});

t.test('without JSON mode the same content is restored as plain text', async (t) => {
  const answer = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] });
  t.equal(answer.choices[0]?.message.content, `Echo: ${prompt}`);
});

t.test('legacy function calls: arguments restored as JSON, streamed or not', async (t) => {
  const from = upstream.requests.length;
  const request = {
    model: 'gpt-4o-mini',
    messages: [{ role: 'user' as const, content: prompt }],
    functions: [{ name: 'book', parameters: { type: 'object', properties: { text: { type: 'string' } } } }],
  };
  const whole = await client.chat.completions.create(request);
  const call = whole.choices[0]?.message.function_call;
  t.equal(call?.name, 'book');
  t.same(JSON.parse(call?.arguments ?? ''), { text: prompt });

  const stream = await client.chat.completions.create({ ...request, stream: true });
  let args = '';
  let name = '';
  let finish: string | null | undefined;
  for await (const part of stream) {
    const choice = part.choices[0];
    name += choice?.delta.function_call?.name ?? '';
    args += choice?.delta.function_call?.arguments ?? '';
    finish = choice?.finish_reason ?? finish;
  }
  t.equal(name, 'book');
  t.same(JSON.parse(args), { text: prompt }, 'fragments cut inside placeholders come back whole');
  t.equal(finish, 'function_call');
  assertNothingLeaked(from);
});

t.test('a stream the provider labels text/plain is restored and sent as SSE', async (t) => {
  const from = upstream.requests.length;
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'mislabelled-stream', stream: true, messages: [{ role: 'user', content: prompt }] }),
  });
  t.match(response.headers.get('content-type'), /^text\/event-stream/);
  const text = await response.text();
  const content = text
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => (JSON.parse(line.slice(6)) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content ?? '')
    .join('');
  t.equal(content, `Echo: ${prompt}`);
  t.match(text, /data: \[DONE\]\n\n$/);
  assertNothingLeaked(from);
});

t.test('a mislabelled stream whose first read is one byte is still recognised', async (t) => {
  const stream = await client.chat.completions.create({ model: 'trickle-stream', stream: true, messages: [{ role: 'user', content: prompt }] });
  let content = '';
  for await (const part of stream) content += part.choices[0]?.delta.content ?? '';
  t.equal(content, `Echo: ${prompt}`);
});

t.test('a mislabelled stream kept open after [DONE] is let go once the answer is complete', async (t) => {
  const stream = await client.chat.completions.create({ model: 'held-open-stream', stream: true, messages: [{ role: 'user', content: prompt }] });
  let content = '';
  for await (const part of stream) content += part.choices[0]?.delta.content ?? '';
  t.equal(content, `Echo: ${prompt}`);
  // Resolves when the gateway closes its upstream request (before: only at the 120 s body timeout).
  await upstream.streamClosed;
  t.pass('the upstream connection was closed');
});

t.test("placeholder-like text the model writes itself stays as written", async (t) => {
  // The map has one e-mail and one phone; the model's template variables must not become them.
  const code = 'f"Dear {email}" and <phone> and email_1 = input()';
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `Mail jane.doe@example.com or +44 20 7946 0958: ${code}` }] }),
  });
  const answer = (await response.json()) as { choices: Array<{ message: { content: string } }> };
  t.equal(answer.choices[0]?.message.content, `Echo: Mail jane.doe@example.com or +44 20 7946 0958: ${code}`);
});
