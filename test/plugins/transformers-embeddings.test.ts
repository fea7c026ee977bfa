import t, { type Test } from 'tap';
import { decodeBase64Floats, errorMessage, startTransformersGateway } from '../helpers/tiny-onnx-gateway.js';
import { TINY_VOCAB, tinyTokenVector, writeTinyCrossEncoder, writeTinyEmbedder } from '../helpers/tiny-onnx-models.js';

const DIMENSIONS = 8;
const MODEL = 'local/tiny/embedder';

/** What the tiny model must give: mean of [CLS], the words and [SEP], scaled to unit length. */
function expected(words: string[], dimensions = DIMENSIONS): number[] {
  const tokens = ['[CLS]', ...words, '[SEP]'].map((token) => tinyTokenVector(TINY_VOCAB.get(token) as number, DIMENSIONS));
  const mean = Array.from({ length: DIMENSIONS }, (_, column) => tokens.reduce((sum, vector) => sum + (vector[column] as number), 0) / tokens.length);
  const kept = mean.slice(0, dimensions);
  const norm = Math.hypot(...kept);
  return kept.map((value) => value / norm);
}

function close(t: Test, actual: readonly number[], wanted: readonly number[], message: string): void {
  t.equal(actual.length, wanted.length, `${message}: length`);
  t.ok(
    actual.every((value, index) => Math.abs(value - (wanted[index] as number)) < 1e-5),
    message,
  );
}

interface Item {
  index: number;
  embedding: number[] | string;
}

t.test('local/<name>: mean-pooled, unit-length vectors in the OpenAI shape, floats and base64', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyEmbedder(dir, 'tiny/embedder', DIMENSIONS) });
  const floats = await veil.post('/v1/embeddings', { model: MODEL, input: ['Hello world', 'cat'], encoding_format: 'float' });
  t.equal(floats.status, 200);
  t.match(floats.body, { object: 'list', model: MODEL, usage: { prompt_tokens: 7, total_tokens: 7 } });
  const data = floats.body.data as Item[];
  t.same(data.map((item) => item.index), [0, 1]);
  close(t, data[0]?.embedding as number[], expected(['hello', 'world']), 'first text');
  close(t, data[1]?.embedding as number[], expected(['cat']), 'second text');

  const base64 = await veil.post('/v1/embeddings', { model: MODEL, input: 'Hello world', encoding_format: 'base64' });
  t.equal(typeof (base64.body.data as Item[])[0]?.embedding, 'string');
  t.same(decodeBase64Floats((base64.body.data as Item[])[0]?.embedding as string), Array.from(Float32Array.from(data[0]?.embedding as number[])), 'base64 holds the same float32 values');

  // The real openai client asks for base64 and decodes it itself.
  const viaClient = await veil.client().embeddings.create({ model: MODEL, input: 'Hello world' });
  close(t, viaClient.data[0]?.embedding ?? [], expected(['hello', 'world']), 'openai client');
  t.equal(viaClient.usage.prompt_tokens, 4);
});

t.test('dimensions truncates and renormalises; more than the model has is a 422', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyEmbedder(dir, 'tiny/embedder', DIMENSIONS) });
  const short = await veil.post('/v1/embeddings', { model: MODEL, input: 'hello world', dimensions: 3 });
  t.equal(short.status, 200);
  close(t, (short.body.data as Item[])[0]?.embedding as number[], expected(['hello', 'world'], 3), 'first three, unit length');
  const viaClient = await veil.client().embeddings.create({ model: MODEL, input: 'hello world', dimensions: 3 });
  close(t, viaClient.data[0]?.embedding ?? [], expected(['hello', 'world'], 3), 'dimensions with base64');
  const tooMany = await veil.post('/v1/embeddings', { model: MODEL, input: 'hello', dimensions: DIMENSIONS + 1 });
  t.equal(tooMany.status, 422);
  t.match(tooMany.body, { error: { param: 'dimensions' } });
});

t.test('bad input: token arrays, empty strings, a model that is not an embedder', async (t) => {
  const veil = await startTransformersGateway(t, {
    install: (dir) => {
      writeTinyEmbedder(dir, 'tiny/embedder', DIMENSIONS);
      writeTinyCrossEncoder(dir, 'tiny/cross-encoder');
    },
  });
  t.equal((await veil.post('/v1/embeddings', { model: MODEL, input: [1, 2, 3] })).status, 422);
  t.equal((await veil.post('/v1/embeddings', { model: MODEL, input: [[1, 2]] })).status, 422);
  const empty = await veil.post('/v1/embeddings', { model: MODEL, input: ['hello', ''] });
  t.equal(empty.status, 422);
  t.match(errorMessage(empty.body), 'input[1]');
  const notEmbedder = await veil.post('/v1/embeddings', { model: 'local/tiny/cross-encoder', input: 'hello' });
  t.equal(notEmbedder.status, 422);
  t.match(errorMessage(notEmbedder.body), 'not a feature-extraction model');
});

t.test('unknown local models are 404; listed but not installed is 503 with what to install', async (t) => {
  const any = await startTransformersGateway(t, { install: (dir) => writeTinyEmbedder(dir, 'tiny/embedder', DIMENSIONS) });
  const unknown = await any.post('/v1/embeddings', { model: 'local/nobody/nothing', input: 'hello' });
  t.equal(unknown.status, 404);
  t.match(unknown.body, { code: 'model_not_found', error: { param: 'model' } });
  t.equal((await any.post('/v1/embeddings', { model: 'local/../etc', input: 'hello' })).status, 404, 'no path tricks');

  const listed = await startTransformersGateway(t, {
    install: (dir) => writeTinyEmbedder(dir, 'tiny/embedder', DIMENSIONS),
    options: { embeddingModels: ['tiny/embedder', 'intfloat/e5-small'], useLite: false },
  });
  t.equal((await listed.post('/v1/embeddings', { model: MODEL, input: 'hello' })).status, 200);
  const notListed = await listed.post('/v1/embeddings', { model: 'local/other/model', input: 'hello' });
  t.equal(notListed.status, 404);
  t.match(errorMessage(notListed.body), 'local/tiny/embedder, local/intfloat/e5-small');
  t.equal((await listed.post('/v1/embeddings', { model: 'local/use-lite', input: 'hello' })).status, 404, 'use-lite switched off');
  const missing = await listed.post('/v1/embeddings', { model: 'local/intfloat/e5-small', input: 'hello' });
  t.equal(missing.status, 503);
  t.match(errorMessage(missing.body), `${listed.modelsDir}/intfloat/e5-small`);
  t.match(errorMessage(missing.body), 'onnx/model.onnx');
});

t.test('local/use-lite: Universal Sentence Encoder Lite from the npm package, offline', async (t) => {
  const veil = await startTransformersGateway(t);
  const answer = await veil.post('/v1/embeddings', { model: 'local/use-lite', input: ['The cat sat on the mat.', 'A cat was sitting on a rug.', 'Interest rates rose again.'] });
  t.equal(answer.status, 200);
  t.equal(answer.body.model, 'local/use-lite');
  const vectors = (answer.body.data as Item[]).map((item) => item.embedding as number[]);
  t.same(vectors.map((vector) => vector.length), [512, 512, 512]);
  for (const vector of vectors) t.ok(Math.abs(Math.hypot(...vector) - 1) < 1e-4, 'unit length');
  const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * (b[index] as number), 0);
  t.ok(cosine(vectors[0] as number[], vectors[1] as number[]) > cosine(vectors[0] as number[], vectors[2] as number[]), 'similar sentences are closer');
  t.ok((answer.body.usage as { prompt_tokens: number }).prompt_tokens > 10, 'usage counts the USE tokenizer’s tokens');
});
