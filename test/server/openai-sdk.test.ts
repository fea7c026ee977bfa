import t from 'tap';
import OpenAI from 'openai';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
// Pass-through paths are blocked while privacy is on (the default); this suite checks the proxy itself.
const veil = await startTestGateway(t, {
  upstreamURL: upstream.baseURL,
  adjust: (config) => {
    config.privacy.passthrough = 'allow';
  },
});
const client = veil.client();

t.test('chat completion, non-stream, through the real openai client', async (t) => {
  const { data, response } = await client.chat.completions
    .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello there' }] })
    .withResponse();
  t.equal(data.choices[0]?.message.content, 'Echo: Hello there');
  t.equal(data.usage?.total_tokens, 10);
  t.match(response.headers.get('x-request-id'), /^req_[0-9a-f]{32}$/);
  t.equal(response.headers.get('x-upstream-request-id'), 'upstream-req-1');
  const seen = upstream.requests.at(-1);
  t.equal(seen?.url, '/v1/chat/completions');
  t.notOk(seen?.headers.authorization?.includes(veil.key), 'the Veil key never reaches the upstream');
});

t.test('chat stream with n=2 keeps the choices apart and ends cleanly', async (t) => {
  const stream = await client.chat.completions.create({
    model: 'gpt-4o-mini',
    n: 2,
    stream: true,
    messages: [{ role: 'user', content: 'two voices' }],
  });
  const texts = ['', ''];
  const finish: Array<string | null> = [null, null];
  for await (const part of stream) {
    for (const choice of part.choices) {
      texts[choice.index] += choice.delta.content ?? '';
      if (choice.finish_reason) finish[choice.index] = choice.finish_reason;
    }
  }
  t.same(texts, ['Echo: two voices', 'Echo: two voices']);
  t.same(finish, ['stop', 'stop']);
});

t.test('streamed tool-call deltas and include_usage reach the client intact', async (t) => {
  const stream = client.chat.completions.stream({
    model: 'gpt-4o-mini',
    stream: true,
    stream_options: { include_usage: true },
    messages: [{ role: 'user', content: 'Paris' }],
    tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }],
  });
  const final = await stream.finalChatCompletion();
  const call = final.choices[0]?.message.tool_calls?.[0];
  t.equal(call?.type, 'function');
  t.equal(call?.type === 'function' ? call.function.name : '', 'get_weather');
  t.same(JSON.parse(call?.type === 'function' ? call.function.arguments : '{}'), { city: 'Paris' });
  t.equal(final.choices[0]?.finish_reason, 'tool_calls');
  t.equal(final.usage?.prompt_tokens, 7);
});

t.test('legacy completions, plain and streamed', async (t) => {
  const plain = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'Say hi' });
  t.equal(plain.choices[0]?.text, 'Echo: Say hi');
  const stream = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'Say hi', stream: true });
  let text = '';
  for await (const part of stream) text += part.choices[0]?.text ?? '';
  t.equal(text, 'Echo: Say hi');
});

t.test('embeddings through the SDK default base64 path, with dimensions', async (t) => {
  const result = await client.embeddings.create({ model: 'text-embedding-3-small', input: ['a', 'b'], dimensions: 4 });
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
  t.equal(sent.encoding_format, 'base64', 'the SDK asked for base64 and the gateway passed it on');
  t.equal(sent.dimensions, 4);
  t.equal(result.data.length, 2);
  t.equal(result.data[1]?.embedding.length, 4);
  t.ok(Math.abs((result.data[1]?.embedding[0] ?? 0) - 1) < 1e-6, 'decoded floats are exact');
  const floats = await client.embeddings.create({ model: 'text-embedding-3-small', input: 'a', encoding_format: 'float' });
  t.equal(floats.data[0]?.embedding.length, 8);
});

t.test('models: list merged from providers, and retrieve', async (t) => {
  const list = await client.models.list();
  t.same(list.data.map((model) => model.id), ['fake-model']);
  const one = await client.models.retrieve('fake-model');
  t.equal(one.id, 'fake-model');
});

t.test('other OpenAI paths pass through after authentication', async (t) => {
  const result = await client.moderations.create({ input: 'hello' });
  t.equal(result.id, 'modr-fake');
  const denied = await fetch(`${veil.url}/v1/moderations`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  t.equal(denied.status, 401);
});

t.test('errors are parsed by the SDK: status, code and request id', async (t) => {
  const error = await client.chat.completions
    .create({ model: 'fail-400', messages: [{ role: 'user', content: 'x' }] })
    .catch((caught: unknown) => caught);
  t.ok(error instanceof OpenAI.BadRequestError);
  const apiError = error as InstanceType<typeof OpenAI.APIError>;
  t.equal(apiError.status, 400);
  t.equal(apiError.code, 'fake_failure', "the upstream's own code is kept");
  t.equal(apiError.param, 'model');
  t.match(apiError.requestID, /^req_/);

  const unauthorized = await veil
    .client('veil_aaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb')
    .models.list()
    .catch((caught: unknown) => caught);
  t.ok(unauthorized instanceof OpenAI.AuthenticationError);
  t.equal((unauthorized as InstanceType<typeof OpenAI.APIError>).code, 'invalid_api_key');
});
