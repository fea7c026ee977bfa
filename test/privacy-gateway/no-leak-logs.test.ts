import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startFakeUpstream } from '../helpers/fake-upstream.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/veil.js');
const SECRETS = ['Zebulon Quixote', 'zebulon.quixote@example.com', 'DE89 3704 0044 0532 0130 00', '+44 20 7946 0958'];
const prompt = `I am ${SECRETS[0]}, mail ${SECRETS[1]}, IBAN ${SECRETS[2]}, phone ${SECRETS[3]}.`;

t.test('with trace logging and request logs on, no original value reaches a log line or an error body', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => upstream.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-logs-'));
  const config = path.join(dataDir, 'veil.yaml');
  writeFileSync(config, 'log:\n  level: trace\n  requests: true\n');
  const created = spawnSync(process.execPath, [bin, 'keys', 'create', '--data-dir', dataDir, '--json'], { encoding: 'utf8' });
  const { key } = JSON.parse(created.stdout) as { key: string };

  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--data-dir', dataDir, '--config', config], {
    env: { ...process.env, VEIL_UPSTREAM_URL: upstream.baseURL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (part: Buffer) => (output += part.toString()));
  const lines = createInterface({ input: child.stdout });
  let url = '';
  lines.on('line', (line) => {
    output += `${line}\n`;
    url ||= /veil listening on (http:\/\/[^\s]+)/.exec(line)?.[1] ?? '';
  });
  while (url === '') await new Promise((resolve) => setTimeout(resolve, 20));

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, text: await response.text() }));

  const ok = await send({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] });
  t.equal(ok.status, 200);
  const streamed = await send({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: prompt }] });
  t.equal(streamed.status, 200);
  const errors = [
    await send({ model: 'fail-400', messages: [{ role: 'user', content: prompt }] }),
    await send({ model: 'fail-500', messages: [{ role: 'user', content: prompt }] }),
    await send({ model: 'die-mid-stream', stream: true, messages: [{ role: 'user', content: prompt }] }),
    await send({ model: 'gpt-4o-mini', messages: [{ role: prompt, content: 5 }] }),
    await send({ model: prompt, messages: 'not a list' }),
    await send({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] }, { 'x-veil-map-id': prompt }),
  ];
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));

  t.ok(output.includes('"msg":"request"'), 'request log lines were written');
  for (const secret of SECRETS) {
    t.notOk(output.includes(secret), `logs do not contain "${secret.slice(0, 4)}…"`);
    for (const error of errors) t.notOk(error.text.includes(secret), `error body ${error.status} does not contain it`);
  }
  t.notOk(output.includes(key), 'the API key is not logged');
  // The provider's message quotes the input it saw: the client reads the placeholders, not its data.
  t.match(JSON.parse(errors[0]?.text ?? '{}'), { error: { message: /\[PERSON_1\].*\[EMAIL_1\]/ } }, 'an upstream error quoting the input keeps its placeholders');
  const sent = upstream.requests.map((request) => request.body).join('\n');
  for (const secret of SECRETS.slice(0, 3)) t.notOk(sent.includes(secret), 'nor does the upstream get it');
});
