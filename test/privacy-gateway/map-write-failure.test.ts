import t from 'tap';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

// A new map is written while the upstream answers; if that write fails, the client must get an
// error instead of an answer whose map id would lead nowhere.
const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });

const prompt = 'Please write to ottilie.brandauer@example.com about the invoice.';

async function chat(stream: boolean): Promise<Response> {
  return fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: prompt }] }),
  });
}

t.test('under concurrent load, every map id a client receives is already stored', async (t) => {
  // With other requests in flight a new map's row waits for company in the group commit; the
  // answer must still not leave before the row is committed.
  const db = new Database(path.join(veil.dataDir, 'veil.db'), { readonly: true });
  t.teardown(() => db.close());
  const stored = db.prepare('SELECT COUNT(*) AS n FROM anonymization_maps WHERE id = ?');
  const seen = await Promise.all(
    Array.from({ length: 12 }, async (_, index) => {
      const response = await chat(index % 2 === 0);
      const mapId = response.headers.get('x-veil-map-id') ?? '';
      const atHeaders = (stored.get(mapId) as { n: number }).n;
      await response.arrayBuffer();
      return { status: response.status, mapId, atHeaders };
    }),
  );
  t.same(seen.map((s) => s.status), Array(12).fill(200));
  t.equal(new Set(seen.map((s) => s.mapId)).size, 12, 'one map per request');
  t.same(seen.map((s) => s.atHeaders), Array(12).fill(1), 'each row was committed before its answer started');
});

t.test('a map that cannot be stored fails the request before any answer byte', async (t) => {
  const healthy = await chat(false);
  t.equal(healthy.status, 200);
  t.match(healthy.headers.get('x-veil-map-id'), /^map_/);

  // Another connection makes every new map fail to insert, as a full disk would.
  const db = new Database(path.join(veil.dataDir, 'veil.db'));
  db.exec("CREATE TRIGGER refuse_maps BEFORE INSERT ON anonymization_maps BEGIN SELECT RAISE(ABORT, 'no space left'); END");
  db.close();

  const concurrent = await Promise.all(Array.from({ length: 6 }, (_, index) => chat(index % 2 === 0)));
  t.same(concurrent.map((response) => response.status), Array(6).fill(500), 'concurrent requests whose rows waited together fail each');
  t.same(concurrent.map((response) => response.headers.get('x-veil-map-id')), Array(6).fill(null));
  await Promise.all(concurrent.map((response) => response.arrayBuffer()));

  for (const stream of [false, true]) {
    const response = await chat(stream);
    t.equal(response.status, 500, `stream: ${stream}`);
    t.equal(response.headers.get('x-veil-map-id'), null, 'no map id for a map that does not exist');
    const body = (await response.json()) as { error: { code: string; message: string } };
    t.equal(body.error.code, 'internal_error');
    t.notMatch(body.error.message, /ottilie|brandauer/i, 'the error says nothing of the value');
  }
  const sent = upstream.requests.map((request) => request.body).join('\n');
  t.notOk(sent.includes('ottilie.brandauer'), 'placeholders only, even on the failed calls');
});
