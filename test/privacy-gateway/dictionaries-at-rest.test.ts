import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startTestGateway } from '../helpers/gateway.js';

// Dictionary terms are often people's names: at rest they are sealed like map values.

const TERMS = ['Yolanda Quistorp', 'Projekt Blaumeise'];

async function call(url: string, key: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function storedTerms(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, 'veil.db'), { readonly: true });
  try {
    return (db.prepare('SELECT terms FROM dictionaries ORDER BY name').all() as Array<{ terms: string }>).map((row) => row.terms);
  } finally {
    db.close();
  }
}

t.test('terms are stored sealed, and read back whole through the API and the analyzer', async (t) => {
  const veil = await startTestGateway(t);
  const created = await call(veil.url, veil.key, 'POST', '/v1/gate/dictionaries', { name: 'vip', entity_type: 'VIP', terms: TERMS });
  t.equal(created.status, 201);
  const stored = storedTerms(veil.dataDir);
  t.equal(stored.length, 1);
  t.match(stored[0], /^sealed:/);
  for (const term of [...TERMS, 'Yolanda', 'Blaumeise']) t.notOk(stored.join('').includes(term), `"${term}" is not in the database in clear`);

  const one = await call(veil.url, veil.key, 'GET', `/v1/gate/dictionaries/${String(created.body.id)}`);
  t.same((one.body.terms as Array<{ term: string }>).map((entry) => entry.term), TERMS);
  const anonymized = await call(veil.url, veil.key, 'POST', '/v1/gate/anonymize', { text: 'Ask Yolanda Quistorp about Projekt Blaumeise.' });
  t.equal(anonymized.body.text, 'Ask [VIP_1] about [VIP_2].');
});

t.test('rows written in clear by an earlier version are sealed when the gateway starts, and still work', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-dictionaries-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startTestGateway(t, { dataDir });
  const created = await call(first.url, first.key, 'POST', '/v1/gate/dictionaries', { name: 'legacy', entity_type: 'VIP', terms: TERMS });
  t.equal(created.status, 201);
  await first.close();

  // What an earlier version wrote: the terms' JSON in clear.
  const db = new Database(path.join(dataDir, 'veil.db'));
  db.prepare('UPDATE dictionaries SET terms = ?').run(JSON.stringify(TERMS.map((term) => ({ term }))));
  db.close();
  t.match(storedTerms(dataDir)[0], /Yolanda/);

  const second = await startTestGateway(t, { dataDir });
  t.match(storedTerms(dataDir)[0], /^sealed:/);
  t.notMatch(storedTerms(dataDir)[0], /Yolanda/);
  const anonymized = await call(second.url, second.key, 'POST', '/v1/gate/anonymize', { text: 'Ask Yolanda Quistorp.' });
  t.equal(anonymized.body.text, 'Ask [VIP_1].');
});

t.test('a sealed list copied onto another dictionary does not open', async (t) => {
  const veil = await startTestGateway(t);
  await call(veil.url, veil.key, 'POST', '/v1/gate/dictionaries', { name: 'a', entity_type: 'VIP', terms: ['Yolanda Quistorp'] });
  const other = await call(veil.url, veil.key, 'POST', '/v1/gate/dictionaries', { name: 'b', entity_type: 'VIP', terms: ['Someone Else'] });
  const db = new Database(path.join(veil.dataDir, 'veil.db'));
  db.prepare("UPDATE dictionaries SET terms = (SELECT terms FROM dictionaries WHERE name = 'a') WHERE name = 'b'").run();
  db.close();
  const read = await call(veil.url, veil.key, 'GET', `/v1/gate/dictionaries/${String(other.body.id)}`);
  t.equal(read.status, 500);
  t.notOk(JSON.stringify(read.body).includes('Yolanda'));
});
