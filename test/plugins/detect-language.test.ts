import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

const veil = await startTestGateway(t);

async function detect(body: unknown, key = veil.key) {
  const response = await fetch(`${veil.url}/v1/detect-language`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

t.test('one text and a batch: best language, confidence, candidates, model named', async (t) => {
  const one = await detect({ text: 'Où est la gare, s’il vous plaît ? Je dois prendre le train de huit heures.' });
  t.equal(one.status, 200);
  t.match(one.body, { model: /^eld/, results: [{ language: 'fr' }] });
  const batch = await detect({ texts: ['Wo ist der Bahnhof? Ich muss den Zug um acht nehmen.', 'Where is the station? I need the eight o’clock train.'], top_k: 2 });
  const results = batch.body.results as Array<{ language: string; confidence: number; candidates: unknown[] }>;
  t.same(results.map((result) => result.language), ['de', 'en']);
  for (const result of results) {
    t.ok(result.confidence > 0 && result.confidence <= 1);
    t.equal(result.candidates.length, 2);
  }
});

t.test('bad input: empty text, both or neither of text and texts, nlp scope', async (t) => {
  t.equal((await detect({ text: '' })).status, 422);
  t.equal((await detect({ top_k: 2 })).status, 422, 'neither text nor texts');
  t.equal((await detect({ text: 'a', texts: ['b'] })).status, 422, 'both');
  const chatOnly = await veil.createKey({ scopes: ['chat'] });
  t.equal((await detect({ text: 'hello there' }, chatOnly.key)).status, 403);
});
