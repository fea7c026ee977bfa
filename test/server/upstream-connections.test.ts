import t from 'tap';
import { setTimeout as delay } from 'node:timers/promises';
import OpenAI from 'openai';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

// The gateway keeps its upstream connection alive across answers, streamed ones included: after
// [DONE] it reads the stream to the end of the body instead of hanging up, so the connection is
// left for the next request, which pays for no new one.

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
const client: OpenAI = veil.client();
const messages = [{ role: 'user' as const, content: 'Call Jane Doe on +44 20 7946 0958 about the invoice.' }];

t.test('streamed answers, one after the other, share one upstream connection', async (t) => {
  for (let turn = 0; turn < 4; turn++) {
    // The upstream ends its body 30 ms after [DONE]; a gateway that hung up at [DONE] closed the connection.
    const stream = await client.chat.completions.create({ model: 'late-end-stream', stream: true, messages });
    let content = '';
    for await (const part of stream) content += part.choices[0]?.delta.content ?? '';
    t.equal(content, `Echo: ${messages[0]?.content}`, `turn ${turn}: the whole answer, restored`);
    // Past the late end: the connection is free again, unless it was closed.
    await delay(100);
  }
  t.equal(upstream.connections(), 1, 'the upstream accepted one connection for four streams');
});

t.test('so do answers that are not streamed, after a stream', async (t) => {
  const before = upstream.connections();
  for (let turn = 0; turn < 2; turn++) {
    const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages });
    t.equal(completion.choices[0]?.message.content, `Echo: ${messages[0]?.content}`);
  }
  t.equal(upstream.connections(), before, 'no new upstream connection');
});

t.test("the provider's own error event mid-stream ends the answer with the standard error, and the gateway goes on", async (t) => {
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'error-event-stream', stream: true, messages }),
  });
  const text = await response.text();
  t.match(text, /partial /, 'what came before the error');
  t.match(text, /The upstream reported an error mid-stream: The model is overloaded\./, 'then the error event');
  // Past the upstream's late end: its body was let go without an unhandled error.
  await delay(300);
  const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages });
  t.equal(completion.choices[0]?.message.content, `Echo: ${messages[0]?.content}`, 'the next request is answered');
});
