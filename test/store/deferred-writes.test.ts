import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqliteStores } from '../../src/store/sqlite/index.js';

// Audit entries and spending sums wait up to 10 ms for a shared commit; readers must not notice.
const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-deferred-writes-'));
const stores = openSqliteStores(dataDir);
t.teardown(async () => {
  await stores.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const entry = (requestId: string) => ({
  time: new Date().toISOString(),
  requestId,
  organizationId: 'org_deferred',
  keyId: null,
  method: 'POST',
  path: '/v1/chat/completions',
  status: 200,
  latencyMs: 1,
  model: null,
  provider: null,
  promptTokens: null,
  completionTokens: null,
  tokensEstimated: null,
  costUsd: null,
  entityCounts: null,
  mapId: null,
  replayed: false,
  errorCode: null,
});

t.test('an audit query sees the entries appended just before it, written or not', async (t) => {
  const written = stores.audit.append(entry('req_1'));
  void stores.audit.append(entry('req_2'));
  const found = await stores.audit.query({ organizationId: 'org_deferred', limit: 10 });
  t.same(found.map((e) => e.requestId), ['req_2', 'req_1']);
  await written;
});

t.test('spending not yet written counts against the cap', async (t) => {
  const day = '2026-11-21';
  const first = stores.spending.add('key_deferred', day, { costUsd: 0.25, promptTokens: 10, completionTokens: 5 });
  void stores.spending.add('key_deferred', day, { costUsd: 0.5, promptTokens: 10, completionTokens: 5 });
  t.equal(await stores.spending.spent('key_deferred', day), 0.75, 'pending sums included');
  await first;
  t.equal(await stores.spending.spent('key_deferred', day), 0.75, 'the same once stored');
  await stores.spending.add('key_deferred', day, { costUsd: 0.25, promptTokens: 1, completionTokens: 1 });
  t.equal(await stores.spending.spent('key_deferred', day), 1);
});

t.test('close writes what is still waiting', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'veil-deferred-close-'));
  const own = openSqliteStores(dir);
  void own.audit.append({ ...entry('req_closing'), organizationId: 'org_closing' });
  await own.close();
  const reopened = openSqliteStores(dir);
  t.same((await reopened.audit.query({ organizationId: 'org_closing', limit: 5 })).map((e) => e.requestId), ['req_closing']);
  await reopened.close();
  rmSync(dir, { recursive: true, force: true });
});
