import { Validator } from '@seriousme/openapi-schema-validator';
import t from 'tap';
import { createWebhooksPlugin } from '../../src/webhooks/plugin.js';
import { verifySignature } from '../../src/webhooks/signature.js';
import { eventually, startReceiver } from '../webhooks/receiver.js';
import { call, dataUri, makePdf, pagesOf, renderText, startOcrGateway, type Answer } from './ocr-fixtures.js';

const receiver = await startReceiver();
t.teardown(() => receiver.close());
const veil = await startOcrGateway(t, { asyncPages: 2, retentionSeconds: 3 }, { plugins: [createWebhooksPlugin({ allowPrivateNetworks: true, pollIntervalMs: 20 })] });
const admin = await veil.createKey({ scopes: ['admin'] });
const hook = await call(veil, '/v1/admin/webhooks', { url: receiver.url, events: ['ocr.job.completed'] }, admin.key);
const secret = hook.body.secret as string;

const invoice = await renderText(['Invoice 4711', 'Total 99 EUR']);
const image = { type: 'image_url', image_url: dataUri('image/png', invoice.png) };

/** Polls the job until it is no longer queued or running. */
const settled = (id: string, key = veil.key) =>
  eventually<Answer>(async () => {
    const answer = await call(veil, `/v1/ocr/jobs/${id}`, undefined, key);
    const status = answer.body.status;
    return status === 'queued' || status === 'running' ? undefined : answer;
  }, 30_000);

interface EventBody {
  type: string;
  organization_id: string;
  data: Record<string, unknown>;
}
const events = () => receiver.requests.map((request) => JSON.parse(request.rawBody) as EventBody);

t.test('async: 202 with a queued job, polled until it succeeded, the same result as a synchronous call, a signed webhook', async (t) => {
  const sync = await call(veil, '/v1/ocr', { document: image });
  t.equal(sync.status, 200);
  const queued = await call(veil, '/v1/ocr', { document: image, async: true });
  t.equal(queued.status, 202, JSON.stringify(queued.body));
  t.match(queued.body, { id: /^ocrjob_/, object: 'ocr.job', status: 'queued', completed_at: null, result: null, error: null });
  const id = queued.body.id as string;
  t.equal(queued.headers.get('location'), `/v1/ocr/jobs/${id}`);

  const done = await settled(id);
  t.equal(done.status, 200);
  t.match(done.body, { id, object: 'ocr.job', status: 'succeeded', completed_at: String, error: null });
  t.same(done.body.result, sync.body, 'the job result equals the synchronous answer');

  await receiver.waitFor(1, 10_000);
  const request = receiver.requests[0];
  t.ok(request !== undefined && verifySignature(secret, request.headers['veil-signature'] as string, request.rawBody), 'signed');
  t.match(events()[0], { type: 'ocr.job.completed', organization_id: 'org_default', data: { job_id: id, status: 'succeeded', page_count: 1 } });
  t.same(Object.keys(events()[0]?.data ?? {}).sort(), ['job_id', 'page_count', 'status'], 'ids, status and counts only');
  t.notMatch(request?.rawBody ?? '', /Invoice|4711/i, 'no document text in the event');
});

t.test('jobs are organisation-scoped: another organisation gets 404, as for an unknown id', async (t) => {
  const queued = await call(veil, '/v1/ocr', { document: image, async: true });
  const id = queued.body.id as string;
  const stranger = await veil.createKey({ organizationId: 'org_other', scopes: ['nlp'] });
  const other = await call(veil, `/v1/ocr/jobs/${id}`, undefined, stranger.key);
  t.equal(other.status, 404);
  t.match(other.body, { code: 'not_found' });
  t.equal((await call(veil, '/v1/ocr/jobs/ocrjob_nope', undefined)).status, 404);
  const colleague = await veil.createKey({ scopes: ['nlp'] });
  t.equal((await settled(id, colleague.key)).body.status, 'succeeded', 'a key of the same organisation sees it');
  const chatOnly = await veil.createKey({ scopes: ['chat'] });
  t.equal((await call(veil, `/v1/ocr/jobs/${id}`, undefined, chatOnly.key)).status, 403, 'scope nlp');
});

t.test('a PDF with more pages than asyncPages becomes a job by itself; a failed job reports its error', async (t) => {
  const pdf = makePdf([{ lines: ['One'] }, { lines: ['Two'] }, { lines: ['Three'] }]);
  const queued = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: dataUri('application/pdf', pdf) } });
  t.equal(queued.status, 202, 'three pages > asyncPages 2');
  const done = await settled(queued.body.id as string);
  t.same(pagesOf(done.body.result as Record<string, unknown>).map((page) => page.markdown), ['One', 'Two', 'Three']);
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: dataUri('application/pdf', pdf) }, pages: [2] })).status, 200, 'one selected page: synchronous');

  const bad = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: dataUri('application/pdf', pdf) }, pages: [7], async: true });
  t.equal(bad.status, 202);
  const failed = await settled(bad.body.id as string);
  t.match(failed.body, { status: 'failed', result: null, error: { code: 'validation_error', message: /no page 7/ } });
  await eventually(async () => (events().some((event) => event.data.job_id === bad.body.id && event.data.status === 'failed') ? true : undefined), 10_000);
});

t.test('results expire after retentionSeconds', async (t) => {
  const queued = await call(veil, '/v1/ocr', { document: image, async: true });
  const id = queued.body.id as string;
  t.equal((await settled(id)).body.status, 'succeeded');
  await eventually(async () => ((await call(veil, `/v1/ocr/jobs/${id}`)).status === 404 ? true : undefined), 10_000);
  t.pass('gone after the retention period');
});

t.test('the OpenAPI document with the OCR plugin stays valid 3.1 and documents the job route', async (t) => {
  const response = await fetch(`${veil.url}/v1/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
  t.same(result.errors ?? [], []);
  t.ok(result.valid);
  t.ok(document.paths['/v1/ocr/jobs/{id}']?.get, 'GET /v1/ocr/jobs/{id}');
  t.ok(document.paths['/v1/ocr']?.post?.responses?.['202'], 'POST /v1/ocr documents its 202');
});
