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

t.test('a map that cannot be stored fails the request before any answer byte', async (t) => {
  const healthy = await chat(false);
  t.equal(healthy.status, 200);
  t.match(healthy.headers.get('x-veil-map-id'), /^map_/);

  // Another connection makes every new map fail to insert, as a full disk would.
  const db = new Database(path.join(veil.dataDir, 'veil.db'));
  db.exec("CREATE TRIGGER refuse_maps BEFORE INSERT ON anonymization_maps BEGIN SELECT RAISE(ABORT, 'no space left'); END");
  db.close();

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
