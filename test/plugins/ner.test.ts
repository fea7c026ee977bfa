import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

interface Entity {
  type: string;
  text: string;
  start: number;
  end: number;
  score: number;
  source: string;
}
interface Answer {
  model: string;
  entities: Entity[];
  error?: { message: string; param: string | null };
}

const veil = await startTestGateway(t, {
  adjust: (config) => {
    config.plugins.endpoints = { ner: 'ner' };
  },
});

async function call(path: string, body: unknown) {
  const response = await fetch(`${veil.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer & Record<string, unknown> };
}

const ner = (body: unknown) => call('/v1/ner', body);

t.test('names, places, organisations and structured types, with offsets into the input', async (t) => {
  const text = 'Angela Merkel visited Paris with Siemens; write to angela@example.com.';
  const { status, body } = await ner({ text });
  t.equal(status, 200);
  t.equal(body.model, 'veil-recognizers');
  for (const entity of body.entities) t.equal(text.slice(entity.start, entity.end), entity.text);
  t.same(
    body.entities.map((entity) => [entity.type, entity.text]),
    [
      ['PERSON', 'Angela Merkel'],
      ['LOCATION', 'Paris'],
      ['ORGANIZATION', 'Siemens'],
      ['EMAIL', 'angela@example.com'],
    ],
  );
  t.match(body.entities[3], { source: 'email' });
  t.ok(body.entities.every((entity) => entity.score > 0 && entity.score <= 1));
});

t.test('entity types can be narrowed; a French text with its language', async (t) => {
  const only = await ner({ text: 'Angela Merkel: angela@example.com, +49 30 1234567', entities: ['EMAIL'] });
  t.same(only.body.entities.map((entity) => entity.type), ['EMAIL']);
  const french = await ner({ text: 'Marie Dupont habite à Lyon et travaille pour Renault.', language: 'fr' });
  t.equal(french.status, 200);
  t.ok(french.body.entities.some((entity) => entity.type === 'LOCATION' && entity.text === 'Lyon'));
});

t.test('the same recognizers as the privacy gateway: dictionaries, and what anonymize replaces', async (t) => {
  const dictionary = await call('/v1/gate/dictionaries', { name: 'projects', entity_type: 'PROJECT', terms: ['Blue Falcon'] });
  t.equal(dictionary.status, 201);
  const text = 'Project blue falcon is led by John Smith in London.';
  const found = await ner({ text });
  t.same(
    found.body.entities.map((entity) => [entity.type, entity.text, entity.source]),
    [
      ['PROJECT', 'blue falcon', 'dictionary:projects'],
      ['PERSON', 'John Smith', 'gazetteer'],
      ['LOCATION', 'London', 'gazetteer'],
    ],
  );
  const anonymized = await call('/v1/gate/anonymize', { text });
  t.equal(anonymized.body.text, 'Project [PROJECT_1] is led by [PERSON_1] in [LOCATION_1].');
});

t.test('bad input: empty or blank text, an empty or malformed entity list', async (t) => {
  t.equal((await ner({ text: '' })).status, 422);
  const blank = await ner({ text: '  \n ' });
  t.equal(blank.status, 422);
  t.equal(blank.body.error?.param, 'text');
  t.equal((await ner({ text: 'hello', entities: [] })).status, 422);
  t.equal((await ner({ text: 'hello', entities: ['person'] })).status, 422);
  t.equal((await ner({ text: 'hello', language: 'english' })).status, 422);
});
