import t from 'tap';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../../src/config/load-config.js';
import { openaiCompatible } from '../../src/providers/openai-compatible.js';
import { readBody } from '../../src/providers/read-body.js';

// The adapter every route goes through (proxied calls and the merged /v1/models alike): it asks for
// uncompressed answers and decodes the ones that come compressed anyway.

const seen: IncomingHttpHeaders[] = [];
const server = createServer((req, res) => {
  seen.push(req.headers);
  if (req.url === '/v1/models') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(gzipSync(JSON.stringify({ object: 'list', data: [{ id: 'm1' }] })));
  } else {
    res.writeHead(429, { 'content-type': 'application/json', 'content-encoding': 'zstd', 'retry-after': '7' });
    res.end('not really zstd');
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
const config = loadConfig({}, { VEIL_UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
const provider = openaiCompatible(config.providers[0] as (typeof config.providers)[number]);
t.teardown(() => provider.close());

t.test('asks for identity and decodes a compressed answer', async (t) => {
  const answer = await provider.request({ method: 'GET', path: '/models', headers: {}, signal: new AbortController().signal });
  t.equal(answer.status, 200);
  t.same(JSON.parse((await readBody(answer.body)).toString('utf8')), { object: 'list', data: [{ id: 'm1' }] });
  t.equal(seen.at(-1)?.['accept-encoding'], 'identity');
});

t.test('an error answer in a coding Node cannot undo keeps its status and headers, with an empty body', async (t) => {
  const answer = await provider.request({ method: 'POST', path: '/chat/completions', headers: {}, body: '{}', signal: new AbortController().signal });
  t.equal(answer.status, 429);
  t.equal(answer.headers['retry-after'], '7');
  t.equal((await readBody(answer.body)).length, 0);
});
