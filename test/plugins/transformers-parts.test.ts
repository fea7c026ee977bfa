import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import t from 'tap';
import { bm25Scores } from '../../plugins/transformers/bm25.js';
import { relevance } from '../../plugins/transformers/cross-encoder.js';
import { shorten, toBase64 } from '../../plugins/transformers/embedding-output.js';
import { imageSize } from '../../plugins/transformers/image-input.js';
import { createModelCache } from '../../plugins/transformers/model-cache.js';
import { encodeBatch, maxTokens } from '../../plugins/transformers/token-batches.js';
import { meanPool } from '../../plugins/transformers/vectors.js';
import { TINY_VOCAB, writeTinyEmbedder } from '../helpers/tiny-onnx-models.js';

t.test('relevance: sigmoid of one logit, softmax of the second of two, nothing else', async (t) => {
  t.equal(relevance([0], 'm'), 0.5);
  t.ok(Math.abs(relevance([2], 'm') - 1 / (1 + Math.exp(-2))) < 1e-12);
  const [low, high] = [0.3, 1.7];
  const softmax = Math.exp(high) / (Math.exp(low) + Math.exp(high));
  t.ok(Math.abs(relevance([low, high], 'm') - softmax) < 1e-12, 'two logits: P(relevant)');
  t.throws(() => relevance([1, 2, 3], 'three-way'), /outputs 3 logits/);
});

t.test('bm25: shared rare terms score higher, no shared term scores 0', async (t) => {
  const scores = bm25Scores('Capital of FRANCE', ['Paris is the capital of France.', 'France', 'Berlin, Germany', 'the capital']);
  t.ok((scores[0] as number) > (scores[1] as number));
  t.ok((scores[1] as number) > 0);
  t.equal(scores[2], 0);
  t.same(bm25Scores('über straße', ['Die Straße ist über dem Fluss', 'nichts']).map((score) => score > 0), [true, false], 'any script');
});

t.test('base64 is little-endian float32; shorten truncates and renormalises', async (t) => {
  const vector = Float32Array.from([0.6, 0.8, 0, 0]);
  const bytes = Buffer.from(toBase64(vector), 'base64');
  t.equal(bytes.length, 16);
  t.equal(bytes.readFloatLE(4), Math.fround(0.8));
  t.same(Array.from(shorten(Float32Array.from([3, 4, 12]), 2, 'm')), [Math.fround(0.6), Math.fround(0.8)]);
  t.equal(shorten(vector, undefined, 'm'), vector, 'no dimensions: unchanged');
  t.throws(() => shorten(vector, 5, 'local/x'), /local\/x has 4 dimensions/);
});

t.test('mean pooling ignores padding', async (t) => {
  // Two rows of two positions, two dimensions; the second row's second position is padding.
  const pooled = meanPool([1, 2, 3, 4, 10, 20, 99, 99], [2, 2, 2], [1, 1, 1, 0]);
  t.same(pooled.map((vector) => Array.from(vector)), [
    [2, 3],
    [10, 20],
  ]);
});

t.test('imageSize reads PNG and JPEG headers and nothing else', async (t) => {
  const canvas = createCanvas(37, 21);
  t.same(imageSize(canvas.toBuffer('image/png')), { format: 'png', width: 37, height: 21 });
  t.same(imageSize(canvas.toBuffer('image/jpeg')), { format: 'jpeg', width: 37, height: 21 });
  t.equal(imageSize(canvas.toBuffer('image/webp')), undefined);
  t.equal(imageSize(Buffer.from([0xff, 0xd8, 0xff])), undefined, 'truncated JPEG');
  t.equal(imageSize(Buffer.from('hello world, this is text')), undefined);
});

t.test('the model cache loads once, and remembers a failure only for a while', async (t) => {
  let loads = 0;
  const cache = createModelCache(async (name) => ({ name, load: ++loads }), (name) => name);
  const [a, b] = await Promise.all([cache.get('x'), cache.get('x')]);
  t.equal(a, b, 'concurrent first uses share one load');
  t.equal(loads, 1);

  let attempts = 0;
  const failing = createModelCache(
    async () => {
      attempts++;
      throw new Error('file was not found locally');
    },
    (name) => `model "${name}"`,
    50,
  );
  await t.rejects(failing.get('y'), { code: 'service_unavailable', message: 'Could not load model "y": file was not found locally' });
  await t.rejects(failing.get('y'));
  t.equal(attempts, 1, 'the failure is answered from the cache');
  await new Promise((resolve) => setTimeout(resolve, 60));
  await t.rejects(failing.get('y'));
  t.equal(attempts, 2, 'and retried once it expired');
});

t.test('truncation keeps the closing separator and pads with the pad id', async (t) => {
  const modelsDir = mkdtempSync(path.join(tmpdir(), 'veil-tokens-'));
  t.teardown(() => rmSync(modelsDir, { recursive: true, force: true }));
  writeTinyEmbedder(modelsDir, 'tiny/embedder', 4);
  const transformers = await import('@huggingface/transformers');
  transformers.env.allowRemoteModels = false;
  transformers.env.localModelPath = `${modelsDir}/`;
  const tokenizer = await transformers.AutoTokenizer.from_pretrained('tiny/embedder', { local_files_only: true });
  t.equal(maxTokens(tokenizer, { max_position_embeddings: 128 }), 128, 'the smaller of tokenizer and config limits');
  t.equal(maxTokens(tokenizer, {}), 512);

  const id = (token: string) => BigInt(TINY_VOCAB.get(token) as number);
  const batch = encodeBatch(transformers.Tensor, tokenizer, ['paris'], ['hello world cat dog mat'], 6);
  t.same(batch.inputs.input_ids.dims, [1, 6]);
  t.same(Array.from(batch.inputs.input_ids.data as BigInt64Array), [id('[CLS]'), id('paris'), id('[SEP]'), id('hello'), id('world'), id('[SEP]')]);
  t.same(Array.from(batch.inputs.token_type_ids?.data as BigInt64Array), [0n, 0n, 0n, 1n, 1n, 1n]);
  t.equal(batch.tokens, 6);

  const padded = encodeBatch(transformers.Tensor, tokenizer, ['hello world cat', 'dog'], undefined, 512);
  t.same(Array.from(padded.inputs.input_ids.data as BigInt64Array).slice(5), [id('[CLS]'), id('dog'), id('[SEP]'), id('[PAD]'), id('[PAD]')]);
  t.same(Array.from(padded.inputs.attention_mask.data as BigInt64Array), [1n, 1n, 1n, 1n, 1n, 1n, 1n, 1n, 0n, 0n]);
  t.equal(padded.tokens, 8, 'padding is not counted');
});
