import { createServer } from 'node:http';
import { Pool } from 'undici';

/**
 * The baseline: the least a Node gateway can do (node:http in, undici Pool out, bytes piped both
 * ways, no parsing, no auth). Veil is measured against it in the same run. Prints its port.
 */
const upstream = process.env.UPSTREAM ?? 'http://127.0.0.1:9000';
const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });

const server = createServer((req, res) => {
  pool
    .request({
      method: req.method as 'POST',
      path: req.url ?? '/',
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: req,
    })
    .then(
      ({ statusCode, headers, body }) => {
        res.writeHead(statusCode, { 'content-type': String(headers['content-type'] ?? 'application/json') });
        body.pipe(res);
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : 0}\n`);
});
