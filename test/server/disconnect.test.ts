import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/veil.js');

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

t.test('a client that leaves while the upstream is thinking is logged as a disconnect, not as a failed request', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => upstream.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-disconnect-'));
  const created = spawnSync(process.execPath, [bin, 'keys', 'create', '--data-dir', dataDir, '--json'], { encoding: 'utf8' });
  const { key } = JSON.parse(created.stdout) as { key: string };
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, VEIL_UPSTREAM_URL: upstream.baseURL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.teardown(() => child.kill('SIGKILL'));
  const logged: Array<{ level: number; msg: string; code?: string }> = [];
  let url = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    url ||= /veil listening on (http:\/\/[^\s]+)/.exec(line)?.[1] ?? '';
    if (line.startsWith('{')) logged.push(JSON.parse(line) as { level: number; msg: string });
  });
  while (url === '') await new Promise((resolve) => setTimeout(resolve, 20));

  const controller = new AbortController();
  const pending = fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    signal: controller.signal,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'slow-headers', messages: [{ role: 'user', content: 'take your time' }] }),
  }).catch(() => 'aborted');
  while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  controller.abort();
  t.equal(await pending, 'aborted');
  for (let waited = 0; waited < 5_000 && !logged.some((line) => line.msg.startsWith('client disconnected')); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const disconnect = logged.find((line) => line.msg === 'client disconnected before the answer');
  t.equal(disconnect?.level, 30, 'logged at info');
  t.equal(disconnect?.code, 'upstream_unavailable', 'with what the cut-short upstream call reported');
  t.same(logged.filter((line) => line.level >= 50), [], 'no error line: nothing failed on our side or upstream');

  // The same when the client leaves in the middle of a stream.
  const streaming = new AbortController();
  const response = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    signal: streaming.signal,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'endless-stream', stream: true, messages: [{ role: 'user', content: 'go on' }] }),
  });
  await (response.body as ReadableStream<Uint8Array>).getReader().read();
  streaming.abort();
  await upstream.streamClosed;
  for (let waited = 0; waited < 5_000 && !logged.some((line) => line.msg === 'client disconnected mid-stream'); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  t.equal(logged.find((line) => line.msg === 'client disconnected mid-stream')?.level, 30, 'logged at info');
  t.notOk(logged.some((line) => line.msg === 'upstream failed mid-stream'), 'no warning that the upstream failed');
});
