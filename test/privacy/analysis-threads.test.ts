import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/load-config.js';
import { createPrivacyService, type PrivacyService } from '../../src/privacy/privacy-service.js';
import { createValueCipher } from '../../src/privacy/vault/encryption.js';
import { createVault } from '../../src/privacy/vault/vault.js';
import { openSqliteStores } from '../../src/store/sqlite/index.js';
import { seededRandom } from '../../bench/seeded-random.js';

// Detection in worker threads must answer exactly what it answers on the event loop, dictionaries
// and their changes included.
const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-analysis-threads-'));
const stores = openSqliteStores(dataDir);
const vault = createVault(stores.maps, createValueCipher(Buffer.alloc(32, 7)), 3600);
const serviceWith = (analysisThreads: number): PrivacyService => {
  const config = loadConfig({ dataDir }, {});
  config.privacy.analysisThreads = analysisThreads;
  // Every analysis to a thread when there are threads, whatever the event loop's load.
  return createPrivacyService(config.privacy, vault, stores.dictionaries, { offload: () => true });
};
const threaded = serviceWith(2);
const inline = serviceWith(0);
t.teardown(async () => {
  await threaded.close();
  await inline.close();
  await stores.close();
});

// Seeded, so a failure can be replayed.
const random = seededRandom(20261121);
const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)] as Item;
const PARTS = [
  'Dear Mr. Walter Brandstetter,',
  'please call +44 20 7946 0958 or write to ottilie@example.org',
  'the invoice for Project Nightjar',
  'my IBAN is DE89 3704 0044 0532 0130 00',
  'we met Sofia Castellano in Lyon last week',
  'card 4111 1111 1111 1111 expires soon',
  'Acme Logistics GmbH will deliver to Rotterdam.',
  'nothing personal here at all',
  'server 192.168.10.24 answered',
  'Regards, Hannelore Vogt',
];
const texts = Array.from({ length: 300 }, (_, index) => `${Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(PARTS)).join(' ')} (${index})`);

t.test('threads and event loop find the same spans', async (t) => {
  await threaded.startThreads();
  const options = { organizationId: 'org_same' };
  const [fromThreads, fromLoop] = await Promise.all([
    Promise.all(texts.map((text) => threaded.analyze(text, options))),
    Promise.all(texts.map((text) => inline.analyze(text, options))),
  ]);
  t.same(fromThreads, fromLoop);
  t.ok(fromThreads.some((spans) => spans.length > 0), 'the texts hold personal data');
});

t.test('texts analysed together get what each gets alone, on the event loop and in the threads', async (t) => {
  const together = texts.slice(0, 40);
  const alone = await Promise.all(together.map((text) => inline.analyze(text, { organizationId: 'org_alone' })));
  t.same(await inline.analyzeAll(together, { organizationId: 'org_together_inline' }), alone);
  t.same(await threaded.analyzeAll(together, { organizationId: 'org_together_threads' }), alone);
  t.same(await inline.analyzeAll([...together, together[0] as string], { organizationId: 'org_together_inline' }), [...alone, alone[0]], 'cached ones and a repeated one included');
});

t.test("an organisation's dictionaries reach the threads, and so do their changes", async (t) => {
  const organizationId = 'org_dictionaries';
  const text = 'The rollout of Project Nightjar starts Monday.';
  t.same((await threaded.analyze(text, { organizationId })).map((span) => span.type), []);
  await stores.dictionaries.upsert({
    id: 'dict_projects',
    organizationId,
    name: 'projects',
    entityType: 'PROJECT',
    kind: 'deny',
    terms: [{ term: 'Project Nightjar' }],
    caseSensitive: false,
    diacriticSensitive: false,
  });
  threaded.invalidateDictionaries(organizationId);
  inline.invalidateDictionaries(organizationId);
  const entities = ['PROJECT'];
  const spans = await threaded.analyze(`${text} `, { organizationId, entities });
  t.same(spans.map((span) => [span.type, `${text} `.slice(span.start, span.end)]), [['PROJECT', 'Project Nightjar']]);
  t.same(spans, await inline.analyze(`${text} `, { organizationId, entities }));
  // Many texts at once spread over both threads: each gets the definitions it lacks.
  const many = await Promise.all(Array.from({ length: 40 }, (_, index) => threaded.analyze(`${text} ${index}`, { organizationId, entities })));
  t.ok(many.every((found) => found.length === 1 && found[0]?.type === 'PROJECT'));
});

t.test('the offload policy: long texts always, short ones only while the event loop is busy', async (t) => {
  const { createOffloadPolicy, INLINE_MAX_CHARS } = await import('../../src/privacy/analysis/offload-policy.js');
  let others = true;
  const offload = createOffloadPolicy(undefined, () => others);
  t.equal(offload(INLINE_MAX_CHARS + 1), true);
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal(offload(500), false, 'an idle loop analyses inline');
  const until = performance.now() + 80;
  while (performance.now() < until) {
    // Busy: the loop does nothing but this for 80 ms.
  }
  t.equal(offload(500), true, 'a busy loop with other requests waiting hands off');
  others = false;
  t.equal(offload(500), false, 'a loop busy with one request at a time keeps it inline');
  t.equal(offload(INLINE_MAX_CHARS + 1), true, 'a long text goes to a thread all the same');
});

t.test('requests in flight are counted until their responses close, sent or aborted', async (t) => {
  const { createServer, request } = await import('node:http');
  const { requestsInFlight, countRequestInFlight } = await import('../../src/metrics/requests-in-flight.js');
  const before = requestsInFlight();
  let seen = -1;
  const server = createServer((req, res) => {
    countRequestInFlight(res);
    seen = requestsInFlight();
    if (req.url === '/hang') return; // never answered: the client gives up
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/' }, (res) => res.resume().on('end', resolve)).on('error', reject).end();
  });
  t.equal(seen, before + 1, 'counted while served');
  await new Promise<void>((resolve) => {
    const req = request({ port, host: '127.0.0.1', path: '/hang' });
    req.on('error', () => resolve());
    req.end();
    setTimeout(() => req.destroy(), 100);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal(requestsInFlight(), before, 'an answered and an aborted request are both let go');
});

t.test('analyses waiting when the threads stop are answered, never left hanging', async (t) => {
  const { createAnalysisPool } = await import('../../src/privacy/analysis/analysis-pool.js');
  const pool = createAnalysisPool(1);
  const settingsId = pool.configure({ compromise: false, thresholds: {}, allowList: [], entities: [] });
  const pending = pool.analyze(settingsId, { text: 'Write to jane@example.com', dictionaryKey: 'org', definitions: async () => [] });
  await pool.release();
  const settled = await Promise.race([
    pending.then(
      () => 'resolved',
      (error: { code?: string }) => error.code,
    ),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000).unref()),
  ]);
  t.not(settled, 'still waiting');
});
