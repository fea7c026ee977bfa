import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { createValueCipher, loadMasterKey } from '../../src/privacy/vault/encryption.js';
import { createWebhooksPlugin } from '../../src/webhooks/plugin.js';
import { documentContext } from '../../plugins/ocr/job-runner.js';
import { openSqliteJobStore } from '../../plugins/ocr/job-store.js';
import { eventually, startReceiver } from '../webhooks/receiver.js';
import { call, dataUri, pagesOf, renderText, startOcrGateway } from './ocr-fixtures.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-ocr-lifecycle-'));
t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
const invoice = await renderText(['Invoice 4711', 'Total 99 EUR']);
const options = { allowPrivateUrls: true, maxDocumentBytes: 100_000 };
const adjust = (config: { plugins: { workerThreads: number; maxQueuedJobs: number } }) => {
  config.plugins.workerThreads = 1;
  config.plugins.maxQueuedJobs = 0;
};

// A first gateway creates the database and the encryption key, then stops.
const first = await startOcrGateway(t, options, { dataDir, adjust });
await first.close();

t.test('after a restart: a job that was running is failed as interrupted, a queued one runs', async (t) => {
  const store = openSqliteJobStore(dataDir);
  const cipher = createValueCipher(loadMasterKey(undefined, dataDir, () => undefined));
  const job = (id: string) => ({
    id,
    organizationId: 'org_default',
    keyId: 'k1',
    options: { languages: ['eng' as const], pages: null },
    document: cipher.seal(invoice.png.toString('base64'), documentContext(id)),
    documentBytes: invoice.png.length,
    createdAt: new Date().toISOString(),
  });
  // The process that ran this one died: its lease is in the past.
  await store.create(job('ocrjob_crashed'));
  await store.claimNext(new Date().toISOString(), new Date(Date.now() - 1000).toISOString());
  await store.create(job('ocrjob_waiting'));
  await store.close();

  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const veil = await startOcrGateway(t, options, { dataDir, adjust, plugins: [createWebhooksPlugin({ allowPrivateNetworks: true, pollIntervalMs: 20 })] });
  const admin = await veil.createKey({ scopes: ['admin'] });
  await call(veil, '/v1/admin/webhooks', { url: receiver.url, events: ['*'] }, admin.key);

  const crashed = await call(veil, '/v1/ocr/jobs/ocrjob_crashed');
  t.match(crashed.body, { status: 'failed', error: { code: 'interrupted' } });
  const waiting = await eventually(async () => {
    const answer = await call(veil, '/v1/ocr/jobs/ocrjob_waiting');
    return answer.body.status === 'succeeded' ? answer : undefined;
  }, 30_000);
  t.match(pagesOf(waiting.body.result as Record<string, unknown>)[0], { markdown: /4711/ });
  // The interrupted job was failed before the endpoint existed; the finished one is announced.
  await receiver.waitFor(1, 10_000);
  t.match(JSON.parse(receiver.requests[0]?.rawBody ?? '{}'), { type: 'ocr.job.completed', data: { job_id: 'ocrjob_waiting', status: 'succeeded', page_count: 1 } });

  t.test('a full worker pool answers 503 with Retry-After to synchronous requests', async (t) => {
    const body = { document: { type: 'image_url', image_url: dataUri('image/png', invoice.png) } };
    const answers = await Promise.all([call(veil, '/v1/ocr', body), call(veil, '/v1/ocr', body)]);
    const statuses = answers.map((answer) => answer.status).sort();
    t.same(statuses, [200, 503], 'one thread, no queue: the second waits for nobody');
    const refused = answers.find((answer) => answer.status === 503);
    t.ok(refused?.headers.get('retry-after'));
    t.match(refused?.body, { code: 'service_unavailable', message: /OCR is busy/ });
  });

  t.test('document URLs (private addresses allowed here): fetched, redirects followed, errors and size checked', async (t) => {
    const server = createServer((request, response) => {
      if (request.url === '/invoice.png') response.writeHead(200, { 'content-type': 'image/png' }).end(invoice.png);
      else if (request.url === '/moved') response.writeHead(302, { location: '/invoice.png' }).end();
      else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else if (request.url === '/huge') response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.alloc(150_000));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ocr = (url: string) => call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: url } });

    const fetched = await ocr(`${base}/invoice.png`);
    t.equal(fetched.status, 200, JSON.stringify(fetched.body));
    t.match(pagesOf(fetched.body)[0], { markdown: /Invoice 4711/ });
    t.equal((await ocr(`${base}/moved`)).status, 200, 'a redirect is followed');
    t.match((await ocr(`${base}/loop`)).body, { code: 'validation_error', message: /redirected more than 3 times/ });
    t.match((await ocr(`${base}/missing`)).body, { code: 'validation_error', message: /answered HTTP 404/ });
    t.match((await ocr(`${base}/huge`)).body, { code: 'payload_too_large' });
    t.match((await ocr('http://user:secret@127.0.0.1:9/x')).body, { message: /user name or password/ });
  });
});
