import t, { type Test } from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

interface Token {
  text: string;
  start: number;
  end: number;
  lemma: string;
  pos: string | null;
}
interface Answer {
  model: string;
  language: string;
  tokens: Token[];
  error?: { message: string; param: string | null };
}

const veil = await startTestGateway(t, {
  adjust: (config) => {
    config.plugins.endpoints = { lemmatize: 'lemmatize' };
    config.plugins.options = { lemmatize: { preload: ['en'] } };
  },
});

async function lemmatize(body: unknown) {
  const response = await fetch(`${veil.url}/v1/lemmatize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** word -> [lemma, pos] of the answer, and the check that every offset points at its token. */
function lemmas(t: Test, text: string, answer: Answer): Map<string, [string, string | null]> {
  for (const token of answer.tokens) t.equal(text.slice(token.start, token.end), token.text, `offsets of "${token.text}"`);
  return new Map(answer.tokens.map((token) => [token.text, [token.lemma, token.pos]]));
}

t.test('English: lemmas, Universal POS tags, UTF-16 offsets, the model named', async (t) => {
  const text = 'The children were running to the stores 🏃 and mice ate cheese.';
  const { status, body } = await lemmatize({ text, language: 'en' });
  t.equal(status, 200);
  t.match(body, { model: /^wink-nlp/, language: 'en' });
  const found = lemmas(t, text, body);
  t.same(found.get('children'), ['child', 'NOUN']);
  t.same(found.get('were'), ['be', 'AUX']);
  t.same(found.get('running'), ['run', 'VERB']);
  t.same(found.get('stores'), ['store', 'NOUN']);
  t.same(found.get('mice'), ['mouse', 'NOUN']);
  t.equal(found.get('ate')?.[0], 'eat');
  // After the emoji (two UTF-16 units) offsets still index the JavaScript string.
  const and = body.tokens.find((token) => token.text === 'and');
  t.equal(and?.start, text.indexOf(' and') + 1);
});

t.test('English detected; contractions split as treebanks do', async (t) => {
  const text = "I'm sure it's John's book, but they can't find it.";
  const { status, body } = await lemmatize({ text });
  t.equal(status, 200);
  t.equal(body.language, 'en');
  lemmas(t, text, body);
  t.same(body.tokens.slice(0, 2).map((token) => [token.text, token.lemma]), [['I', 'I'], ["'m", 'be']]);
  t.same(body.tokens.filter((token) => token.text === "'s").map((token) => token.lemma), ['be', "'s"], "it's is 'be', John's the possessive");
  t.ok(body.tokens.some((token) => token.text === "n't" && token.lemma === 'not'));
});

t.test('French: elisions and hyphenated clitics are tokens, lemmas from the Lefff', async (t) => {
  const text = "Les enfants sont allés à l'école ; aussi a-t-il mangé des pommes qu'elle avait achetées.";
  const { status, body } = await lemmatize({ text, language: 'fr' });
  t.equal(status, 200);
  t.match(body, { model: /lefff/, language: 'fr' });
  const found = lemmas(t, text, body);
  t.same(found.get('enfants'), ['enfant', 'NOUN']);
  t.same(found.get('sont'), ['être', 'AUX']);
  t.equal(found.get('allés')?.[0], 'aller');
  t.same(found.get("l'"), ['le', 'DET']);
  t.equal(found.get('école')?.[0], 'école');
  t.same(found.get('a'), ['avoir', 'AUX'], 'avoir before a participle is an auxiliary');
  t.same(found.get('-t-il'), ['lui', 'PRON']);
  t.equal(found.get('mangé')?.[0], 'manger');
  t.equal(found.get('pommes')?.[0], 'pomme');
  t.equal(found.get("qu'")?.[0], 'que');
  t.equal(found.get('achetées')?.[0], 'acheter');
});

t.test('French detected; ambiguous forms chosen by context', async (t) => {
  const text = "Je sens que l'été sera chaud, et il a été malade tout l'été.";
  const { status, body } = await lemmatize({ text });
  t.equal(status, 200);
  t.equal(body.language, 'fr');
  lemmas(t, text, body);
  const byPosition = body.tokens.map((token) => `${token.text}/${token.lemma}`);
  t.ok(byPosition.includes('sens/sentir'), 'after "je", "sens" is the verb');
  t.equal(byPosition.filter((pair) => pair === 'été/été').length, 2, 'after an article, "été" is the season');
  t.ok(byPosition.includes('été/être'), 'after "a", "été" is the participle of être');
});

t.test('an unsupported language is a 422 listing the supported ones', async (t) => {
  const detected = await lemmatize({ text: 'Der Hund läuft schnell über die Straße und bellt.' });
  t.equal(detected.status, 422);
  t.match(detected.body.error, { param: 'language', message: /"de".*supported: en, fr/ });
  const given = await lemmatize({ text: 'Hola, ¿cómo estás?', language: 'es' });
  t.equal(given.status, 422);
  t.match(given.body.error?.message, /supported: en, fr/);
});

t.test('bad input: empty or blank text, a malformed language code', async (t) => {
  t.equal((await lemmatize({ text: '' })).status, 422);
  t.equal((await lemmatize({ text: '   ' })).status, 422);
  t.equal((await lemmatize({ text: 'hello', language: 'English' })).status, 422);
  t.equal((await lemmatize({ text: 'hello', extra: true })).status, 422);
});
