import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';
import { writeTinyNer } from '../helpers/tiny-onnx-models.js';

const modelsDir = mkdtempSync(path.join(tmpdir(), 'veil-ner-gateway-models-'));
writeTinyNer(modelsDir, 'tiny/ner', { files: ['q8'] });
const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());

const withModel = (model: string) => (config: { plugins: { modelsDir: string }; privacy: { ner: { model: string } } }) => {
  config.plugins.modelsDir = modelsDir;
  config.privacy.ner.model = model;
};

t.test('an installed NER model finds what the lists miss, in Mode 1 and Mode 2', async (t) => {
  const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL, adjust: withModel('tiny/ner') });
  // Lower-case names have no capital letter for the gazetteer's rules; the model tags them.
  const text = 'Please forward the offer to acme corp before friday.';
  const response = await fetch(`${veil.url}/v1/gate/anonymize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  t.equal(response.status, 200);
  const body = (await response.json()) as { text: string; entities: Array<{ type: string }> };
  t.equal(body.text, 'Please forward the offer to [ORGANIZATION_1] before friday.');

  const from = upstream.requests.length;
  const completion = await veil.client().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: text }] });
  const sent = upstream.requests.slice(from).map((request) => request.body).join('\n');
  t.notOk(sent.includes('acme corp'), 'the model-found value never reaches the upstream');
  t.equal(completion.choices[0]?.message.content, `Echo: ${text}`, 'and is restored in the answer');
});

t.test('a configured model that is not installed stops the start, saying what to put where', async (t) => {
  await t.rejects(startTestGateway(t, { upstreamURL: upstream.baseURL, adjust: withModel('dslim/bert-base-NER') }), {
    name: 'NerModelMissingError',
    message: new RegExp(`${path.join(modelsDir, 'dslim', 'bert-base-NER').replace(/[/\\.]/g, '\\$&')}.*onnx/model_quantized\\.onnx`),
  });
});
