import t from 'tap';
import { loadDictionaryFiles } from '../../src/privacy/shipped-dictionaries.js';
import { startTestGateway } from '../helpers/gateway.js';

t.test('shipped dictionaries apply to every organisation when enabled', async (t) => {
  const veil = await startTestGateway(t, {
    adjust: (config) => {
      config.privacy.dictionaries = ['health-conditions.deny.json', 'tech-terms.allow.json'];
    },
  });
  const response = await fetch(`${veil.url}/v1/gate/anonymize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Jane Doe has Type 2 Diabetes and asked how to port her Julia code to Rust.' }),
  });
  const body = (await response.json()) as { text: string };
  t.match(body.text, /\[HEALTH_CONDITION_1\]/, 'the health condition is anonymized');
  t.notMatch(body.text, /[Dd]iabetes/);
  t.match(body.text, /Julia code to Rust/, 'allow-listed tech terms stay');
});

t.test('a broken dictionary file stops the start with a message naming it', async (t) => {
  t.throws(() => loadDictionaryFiles(['no-such-dictionary.json']), { message: /privacy\.dictionaries: cannot read no-such-dictionary\.json/ });
});
