import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

interface Candidate {
  id: string;
  source: string;
  label: string;
  score: number;
}
interface Entity {
  text: string;
  start: number;
  end: number;
  type: string | null;
  id: string | null;
  candidates: Candidate[];
}
interface Answer {
  model: string;
  entities: Entity[];
  error?: { message: string; param: string | null };
}

const veil = await startTestGateway(t, {
  adjust: (config) => {
    config.plugins.endpoints = { 'entity-linking': 'entity-linking' };
    config.plugins.options = { 'entity-linking': { maxCandidates: 3 } };
  },
});

async function call(path: string, body: unknown) {
  const response = await fetch(`${veil.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const link = (body: unknown) => call('/v1/entity-linking', body);

/** A mention by its text, for readable tests. */
function mention(text: string, word: string, type?: string) {
  const start = text.indexOf(word);
  return { start, end: start + word.length, ...(type === undefined ? {} : { type }) };
}

t.test('mentions found by the analyzer: places and organisations linked, people left unlinked', async (t) => {
  const text = 'Angela Merkel travelled from Germany to France with Deutsche Bahn.';
  const { status, body } = await link({ text });
  t.equal(status, 200);
  t.equal(body.model, 'veil-kb');
  const byText = new Map(body.entities.map((entity) => [entity.text, entity]));
  t.match(byText.get('Angela Merkel'), { type: 'PERSON', id: null, candidates: [] });
  t.match(byText.get('Germany'), { type: 'LOCATION', id: 'Q183', start: text.indexOf('Germany'), candidates: [{ id: 'Q183', source: 'wikidata', label: 'Germany', score: 1 }] });
  t.match(byText.get('France'), { id: 'Q142' });
  t.match(byText.get('Deutsche Bahn'), { type: 'ORGANIZATION', id: 'Q9322' });
});

t.test('given mentions: brands, other-language names, folded spellings, languages', async (t) => {
  const text = "Starbucks and McDonalds opened in Deutschland, in cote d'ivoire and in the United States; staff speak French.";
  const { status, body } = await link({
    text,
    mentions: [
      mention(text, 'Starbucks', 'ORGANIZATION'),
      mention(text, 'McDonalds', 'ORGANIZATION'),
      mention(text, 'Deutschland', 'LOCATION'),
      mention(text, "cote d'ivoire"),
      mention(text, 'United States', 'LOCATION'),
      mention(text, 'French'),
    ],
  });
  t.equal(status, 200);
  const [starbucks, mcdonalds, deutschland, ivory, states, french] = body.entities;
  t.match(starbucks, { text: 'Starbucks', id: 'Q37158', candidates: [{ label: 'Starbucks', score: 1 }] });
  t.match(mcdonalds, { id: 'Q38076', candidates: [{ label: "McDonald's", score: 0.85 }] }, 'folded: no apostrophe');
  t.match(deutschland, { id: 'Q183', candidates: [{ label: 'Germany', score: 0.9 }] }, 'an alias: the German name');
  t.match(ivory, { type: null, id: 'Q1008', candidates: [{ score: 0.85 }] }, 'case and diacritics folded');
  t.match(states, { id: 'Q30', candidates: [{ score: 1 }] });
  t.match(french, { id: 'Q150', candidates: [{ label: 'French' }] }, 'an untyped mention may be a language');
  for (const entity of body.entities) {
    t.ok(entity.candidates.length <= 3, 'maxCandidates');
    t.same([...entity.candidates].sort((a, b) => b.score - a.score), entity.candidates, 'best first');
  }
});

t.test("the organisation's dictionaries link to their canonical ids", async (t) => {
  const created = await call('/v1/gate/dictionaries', {
    name: 'customers',
    entity_type: 'ORGANIZATION',
    terms: [
      { term: 'Acme Corporation', canonical_id: 'CUST-42' },
      { term: 'ACME', canonical_id: 'CUST-42' },
    ],
  });
  t.equal(created.status, 201);
  const text = 'We met ACME yesterday; acme corporation will sign.';
  const found = await link({ text });
  t.equal(found.status, 200);
  t.same(
    found.body.entities.map((entity) => [entity.text, entity.id, entity.candidates[0]?.source, entity.candidates[0]?.label]),
    [
      ['ACME', 'CUST-42', 'dictionary:customers', 'Acme Corporation'],
      ['acme corporation', 'CUST-42', 'dictionary:customers', 'Acme Corporation'],
    ],
  );
  const given = await link({ text: 'Contract with Acme Corporation.', mentions: [{ start: 14, end: 30 }] });
  t.match(given.body.entities[0], { id: 'CUST-42', candidates: [{ score: 1 }] });
  const other = await veil.createKey({ organizationId: 'org_other' });
  const response = await fetch(`${veil.url}/v1/entity-linking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${other.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Contract with Acme Corporation.', mentions: [{ start: 14, end: 30 }] }),
  });
  t.match(((await response.json()) as Answer).entities[0], { id: null }, "another organisation's dictionaries are not used");
});

t.test('bad input: empty text, mentions outside the text or empty', async (t) => {
  t.equal((await link({ text: '' })).status, 422);
  const outside = await link({ text: 'Germany', mentions: [{ start: 0, end: 8 }] });
  t.equal(outside.status, 422);
  t.equal(outside.body.error?.param, 'mentions[0]');
  t.equal((await link({ text: 'Germany', mentions: [{ start: 3, end: 3 }] })).status, 422);
  t.equal((await link({ text: 'Germany', mentions: [{ start: -1, end: 3 }] })).status, 422);
});
