import t from 'tap';
import { errorMessage, startTransformersGateway } from '../helpers/tiny-onnx-gateway.js';
import { writeTinyCrossEncoder } from '../helpers/tiny-onnx-models.js';

const sigmoid = (logit: number) => 1 / (1 + Math.exp(-logit));
const MODEL = 'cross-encoder/ms-marco-MiniLM-L-6-v2';

interface Ranked {
  index: number;
  relevance_score: number;
  document?: { text: string };
}

t.test('the tiny cross-encoder ranks documents by shared words with the query', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyCrossEncoder(dir) });
  // The tiny model's logit is (content words shared with the query) - 0.5.
  const documents = ['Berlin is in Germany.', 'Paris is the capital of France.', 'France', { text: 'A cat sat on the mat.' }];
  const answer = await veil.post('/v1/rerank', { query: 'capital of France', documents });
  t.equal(answer.status, 200);
  t.equal(answer.body.model, MODEL);
  const results = answer.body.results as Ranked[];
  t.same(results.map((result) => result.index), [1, 2, 0, 3], 'two shared words, one, then the ties in input order');
  const expected = [sigmoid(1.5), sigmoid(0.5), sigmoid(-0.5), sigmoid(-0.5)];
  results.forEach((result, rank) => t.ok(Math.abs(result.relevance_score - (expected[rank] as number)) < 1e-5, `score ${rank} is the sigmoid of the logit`));
  t.notOk('document' in (results[0] as Ranked), 'no documents unless asked');

  const top = await veil.post('/v1/rerank', { model: MODEL, query: 'capital of France', documents, top_n: 2, return_documents: true });
  t.same(
    (top.body.results as Ranked[]).map((result) => [result.index, result.document?.text]),
    [
      [1, 'Paris is the capital of France.'],
      [2, 'France'],
    ],
  );
  const shortName = await veil.post('/v1/rerank', { model: 'ms-marco-MiniLM-L-6-v2', query: 'paris', documents: ['paris'], top_n: 5 });
  t.equal(shortName.status, 200, 'the last path segment names the model too; top_n above the count is fine');
  t.equal((shortName.body.results as Ranked[]).length, 1);
});

t.test('long documents are truncated, keeping the closing separator, and still score', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyCrossEncoder(dir) });
  const long = `paris ${'river '.repeat(2000)}`;
  const answer = await veil.post('/v1/rerank', { query: 'paris city', documents: [long, 'a city'] });
  t.equal(answer.status, 200);
  const results = answer.body.results as Ranked[];
  // "river" is a content word absent from the query, so it adds nothing; both share one word.
  t.same(
    results.map((result) => result.index),
    [0, 1],
  );
  t.ok(Math.abs((results[0] as Ranked).relevance_score - sigmoid(0.5)) < 1e-5);
});

t.test('bad requests: 422 for empty documents or query, 404 for another model', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyCrossEncoder(dir) });
  t.equal((await veil.post('/v1/rerank', { query: 'paris', documents: [] })).status, 422);
  t.equal((await veil.post('/v1/rerank', { query: '', documents: ['paris'] })).status, 422);
  t.equal((await veil.post('/v1/rerank', { query: 'paris', documents: ['paris'], top_n: 0 })).status, 422);
  const other = await veil.post('/v1/rerank', { model: 'rerank-english-v3.0', query: 'paris', documents: ['paris'] });
  t.equal(other.status, 404);
  t.match(other.body, { code: 'model_not_found' });
  t.match(errorMessage(other.body), MODEL);
});

t.test('without the model: 503 saying what to install where', async (t) => {
  const veil = await startTransformersGateway(t);
  const answer = await veil.post('/v1/rerank', { query: 'paris', documents: ['paris'] });
  t.equal(answer.status, 503);
  t.match(answer.body, { code: 'service_unavailable' });
  const message = errorMessage(answer.body);
  t.match(message, `No re-ranking model in ${veil.modelsDir}`);
  t.match(message, `${veil.modelsDir}/${MODEL}`);
  t.match(message, 'config.json, tokenizer.json, tokenizer_config.json, onnx/model.onnx');
  t.match(message, 'plugins.endpoints.rerank: remote');
  t.notMatch(message, 'missing:', 'nothing there at all: no partial list');
});

t.test('dtype q8 loads onnx/model_quantized.onnx; with fp32 configured the message points at dtype', async (t) => {
  const q8 = await startTransformersGateway(t, { install: (dir) => writeTinyCrossEncoder(dir, MODEL, { files: ['q8'] }), options: { dtype: 'q8' } });
  const answer = await q8.post('/v1/rerank', { query: 'capital of France', documents: ['France', 'Paris is the capital of France.'] });
  t.equal(answer.status, 200);
  t.same((answer.body.results as Ranked[]).map((result) => result.index), [1, 0]);

  const fp32 = await startTransformersGateway(t, { install: (dir) => writeTinyCrossEncoder(dir, MODEL, { files: ['q8'] }) });
  const refused = await fp32.post('/v1/rerank', { query: 'paris', documents: ['paris'] });
  t.equal(refused.status, 503);
  t.match(errorMessage(refused.body), 'missing: onnx/model.onnx');
  t.match(errorMessage(refused.body), 'set plugins.options.transformers.dtype to "q8"');
});

t.test('opt-in BM25 fallback names itself in model', async (t) => {
  const veil = await startTransformersGateway(t, { options: { rerankFallback: 'bm25' } });
  const answer = await veil.post('/v1/rerank', {
    query: 'capital of France',
    documents: ['Berlin is in Germany.', 'Paris is the capital of France.', 'France has wine.'],
    return_documents: true,
  });
  t.equal(answer.status, 200);
  t.equal(answer.body.model, 'bm25 (lexical fallback)');
  const results = answer.body.results as Ranked[];
  t.same(results.map((result) => result.index), [1, 2, 0]);
  t.equal((results[2] as Ranked).relevance_score, 0, 'no shared term scores 0');
});

t.test('a full worker queue answers 503 with Retry-After', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyCrossEncoder(dir), workerThreads: 1, maxQueuedJobs: 0 });
  // The first request holds the only worker while it loads the model; the others find no room.
  const answers = await Promise.all(Array.from({ length: 4 }, () => veil.post('/v1/rerank', { query: 'paris', documents: ['paris', 'berlin'] })));
  const busy = answers.filter((answer) => answer.status === 503);
  t.ok(answers.some((answer) => answer.status === 200), 'one ran');
  t.ok(busy.length > 0, 'some were refused');
  for (const answer of busy) {
    t.equal(answer.headers.get('retry-after'), '5');
    t.match(errorMessage(answer.body), /busy/);
  }
});
