import t from 'tap';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

t.test('a client that disconnects mid-stream closes the upstream request', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => upstream.close());
  const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
  const controller = new AbortController();
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    signal: controller.signal,
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'endless-stream', stream: true, messages: [{ role: 'user', content: 'go on' }] }),
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const first = await reader.read();
  t.match(new TextDecoder().decode(first.value), /more/, 'the stream was flowing');
  controller.abort();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    upstream.streamClosed.then(() => 'closed'),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve('still open'), 5_000);
    }),
  ]);
  clearTimeout(timer);
  t.equal(outcome, 'closed', 'the upstream saw its connection close');
});
