import t from 'tap';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alignTokens } from '../../src/privacy/recognizers/token-offsets.js';
import { createTransformersNer, type TransformersNerOptions } from '../../src/privacy/recognizers/transformers-ner.js';
import { writeTinyNer } from '../helpers/tiny-onnx-models.js';

const modelsDir = mkdtempSync(path.join(tmpdir(), 'veil-ner-models-'));
writeTinyNer(modelsDir, 'tiny/ner');
writeTinyNer(modelsDir, 'tiny/ner-short', { maxPositions: 8 });

const LABELS = { PER: 'PERSON', LOC: 'LOCATION', ORG: 'ORGANIZATION' };
const recognizer = (overrides: Partial<TransformersNerOptions> = {}) =>
  createTransformersNer({ modelsDir, model: 'tiny/ner', dtype: 'fp32', languages: [], labels: LABELS, ...overrides });

const found = async (text: string, overrides: Partial<TransformersNerOptions> = {}) =>
  (await recognizer(overrides).detect(text)).map((span) => [span.type, text.slice(span.start, span.end)]);

t.test('tokens are found again in the text: case, accents, sub-words and unknown words', async (t) => {
  const text = 'Jane DOE met Zürich-Xyzzy, Boston.';
  const offsets = alignTokens(text, ['jane', 'doe', 'met', 'zurich', '-', '[UNK]', ',', 'bos', '##ton', '.']);
  const pieces = offsets.map((offset) => (offset.start === undefined ? undefined : text.slice(offset.start, offset.end)));
  t.same(pieces, ['Jane', 'DOE', 'met', 'Zürich', '-', 'Xyzzy', ',', 'Bos', 'ton', '.']);
  t.same(offsets.map((offset) => offset.continuation), [false, false, false, false, false, false, false, false, true, false]);
});

t.test('a token that is not in the text gets no offsets, and the rest still aligns', async (t) => {
  const text = 'naïve café in Paris';
  const offsets = alignTokens(text, ['naive', 'Ã©', 'cafe', 'in', '▁paris']);
  t.same(
    offsets.map((offset) => (offset.start === undefined ? undefined : text.slice(offset.start, offset.end))),
    ['naïve', undefined, 'café', 'in', 'Paris'],
  );
});

t.test('entities with exact character offsets, B-/I- grouping, sub-words and MISC ignored', async (t) => {
  t.same(await found('Jane Doe works at Acme Corp in Zürich.'), [
    ['PERSON', 'Jane Doe'],
    ['ORGANIZATION', 'Acme Corp'],
    ['LOCATION', 'Zürich'],
  ]);
  t.same(await found('Mary lives in Boston and paid in euro.'), [
    ['PERSON', 'Mary'],
    ['LOCATION', 'Boston'],
  ]);
  t.same(await found('Jane Xyzzy lives in New York, Mary Doe in Zurich'), [
    ['PERSON', 'Jane'],
    ['LOCATION', 'New York'],
    ['PERSON', 'Mary Doe'],
    ['LOCATION', 'Zurich'],
  ]);
  const spans = await recognizer().detect('Jane Doe');
  t.ok(spans.every((span) => span.score > 0.8 && span.score < 0.9 && span.source === 'ner:tiny/ner'), 'scores are the softmax probabilities');
});

t.test('a text longer than the model takes runs in windows, offsets stay right', async (t) => {
  const filler = 'and the works for the '.repeat(6);
  const text = `${filler}Jane Doe met Mary at Acme Corp in New York ${filler}in Boston.`;
  const spans = await found(text, { model: 'tiny/ner-short' });
  t.same(spans, [
    ['PERSON', 'Jane Doe'],
    ['PERSON', 'Mary'],
    ['ORGANIZATION', 'Acme Corp'],
    ['LOCATION', 'New York'],
    ['LOCATION', 'Boston'],
  ]);
});

t.test('language detection decides whether the model runs', async (t) => {
  const english = 'Jane Doe works at Acme Corp and lives in New York with her family.';
  t.same(await found(english, { languages: ['de'] }), [], 'English text, German-only model: not run');
  t.equal((await found(english, { languages: ['en'] })).length, 3);
  t.same(await recognizer({ languages: ['en'] }).detect(english, 'de'), [], 'a language given by the caller wins');
});

t.test('a missing model says what to install where', async (t) => {
  const missing = createTransformersNer({ modelsDir, model: 'nobody/bert-ner', dtype: 'q8', languages: [], labels: LABELS });
  await t.rejects(missing.load(), { name: 'NerModelMissingError', message: /nobody\/bert-ner.*onnx\/model_quantized\.onnx.*privacy\.ner\.model/s });
  await t.rejects(missing.detect('Jane Doe'), { name: 'NerModelMissingError' });
});
