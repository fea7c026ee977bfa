import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import t, { type Test } from 'tap';
import { decodeBase64Floats, errorMessage, startTransformersGateway } from '../helpers/tiny-onnx-gateway.js';
import { writeTinyClipVision } from '../helpers/tiny-onnx-models.js';

const MODEL = 'Xenova/clip-vit-base-patch32';

/** A data URI of a one-colour image. */
function solid(colour: string, format: 'png' | 'jpeg', width = 16, height = 16): string {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  const bytes = format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 95);
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** A PNG signature and IHDR claiming the given size, followed by garbage. */
function fakePng(width: number, height: number): string {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return `data:image/png;base64,${Buffer.concat([header, Buffer.from('not really a png')]).toString('base64')}`;
}

const SQRT_HALF = Math.SQRT1_2;

interface Item {
  index: number;
  embedding: number[] | string;
}

function near(t: Test, actual: readonly number[], wanted: readonly number[], tolerance: number, message: string): void {
  t.ok(actual.length === wanted.length && actual.every((value, index) => Math.abs(value - (wanted[index] as number)) < tolerance), `${message}: ${actual.join(', ')}`);
}

t.test('CLIP-like vision model: colours embed where the tiny projection puts them', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyClipVision(dir) });
  const answer = await veil.post('/v1/image-embeddings', { input: [solid('#ff0000', 'png'), solid('#0000ff', 'png', 40, 20), solid('#ff0000', 'jpeg')] });
  t.equal(answer.status, 200);
  t.match(answer.body, { object: 'list', model: MODEL, usage: { prompt_tokens: 0, total_tokens: 0 } });
  const data = answer.body.data as Item[];
  t.same(data.map((item) => item.index), [0, 1, 2]);
  // The tiny model projects the mean colour to (r, g, b, r + g + b); the plugin scales to unit length.
  near(t, data[0]?.embedding as number[], [SQRT_HALF, 0, 0, SQRT_HALF], 1e-5, 'red PNG');
  near(t, data[1]?.embedding as number[], [0, 0, SQRT_HALF, SQRT_HALF], 1e-5, 'blue PNG, not square');
  near(t, data[2]?.embedding as number[], [SQRT_HALF, 0, 0, SQRT_HALF], 2e-2, 'red JPEG (lossy)');

  const base64 = await veil.post('/v1/image-embeddings', { model: 'clip-vit-base-patch32', input: solid('#ff0000', 'png'), encoding_format: 'base64' });
  t.equal(base64.status, 200);
  t.same(decodeBase64Floats((base64.body.data as Item[])[0]?.embedding as string), Array.from(Float32Array.from(data[0]?.embedding as number[])));
});

t.test('bad images are 422 before any model runs; a broken one is 422 from the worker', async (t) => {
  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyClipVision(dir) });
  const cases: Array<[string, unknown, RegExp]> = [
    ['text, not an image', 'data:text/plain;base64,aGVsbG8gd29ybGQ=', /not a PNG or JPEG/],
    ['a GIF', `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`, /not a PNG or JPEG/],
    ['not base64', 'data:image/png;base64,%%%', /not valid base64/],
    ['not a data URI', 'iVBORw0KGgo=', /must be a data URI/],
    ['a URL while URLs are off', 'https://example.com/cat.png', /allowImageUrls/],
    ['too many pixels', fakePng(100_000, 100_000), /more than 40000000/],
    ['a PNG that does not decode', fakePng(16, 16), /could not be decoded as an image/],
  ];
  for (const [name, input, message] of cases) {
    const answer = await veil.post('/v1/image-embeddings', { input: [solid('#ff0000', 'png'), input] });
    t.equal(answer.status, 422, name);
    t.match(errorMessage(answer.body), message, name);
    t.match(errorMessage(answer.body), 'input[1]', `${name}: names the input`);
  }
  t.equal((await veil.post('/v1/image-embeddings', { input: [] })).status, 422, 'no images');
  t.equal((await veil.post('/v1/image-embeddings', { input: Array.from({ length: 65 }, () => 'data:,') })).status, 422, 'too many images');
  const other = await veil.post('/v1/image-embeddings', { model: 'openai/clip-vit-large', input: solid('#ff0000', 'png') });
  t.equal(other.status, 404);
  t.equal((await veil.post('/v1/image-embeddings', { input: solid('#00ff00', 'png') })).status, 200, 'the worker still serves after bad input');
});

t.test('without the model: 503 saying what to install where', async (t) => {
  const veil = await startTransformersGateway(t);
  const answer = await veil.post('/v1/image-embeddings', { input: solid('#ff0000', 'png') });
  t.equal(answer.status, 503);
  const message = errorMessage(answer.body);
  t.match(message, `No image embedding model in ${veil.modelsDir}`);
  t.match(message, `${veil.modelsDir}/${MODEL}`);
  t.match(message, 'config.json, preprocessor_config.json, onnx/vision_model.onnx');
  t.match(message, 'plugins.endpoints.image-embeddings: remote');
});

t.test('a broken model file: 503 naming the model, answered from the cached failure the second time', async (t) => {
  const veil = await startTransformersGateway(t, {
    install: (dir) => {
      const folder = writeTinyClipVision(dir);
      writeFileSync(`${folder}/onnx/vision_model.onnx`, 'not an onnx model');
    },
  });
  const first = await veil.post('/v1/image-embeddings', { input: solid('#ff0000', 'png') });
  t.equal(first.status, 503);
  t.match(errorMessage(first.body), `Could not load image model "${MODEL}"`);
  const started = Date.now();
  const second = await veil.post('/v1/image-embeddings', { input: solid('#ff0000', 'png') });
  t.equal(second.status, 503);
  t.equal(errorMessage(second.body), errorMessage(first.body));
  t.ok(Date.now() - started < 1000, 'fast');
});

t.test('with allowImageUrls, http(s) images are fetched, bounded in size', async (t) => {
  const png = Buffer.from(solid('#0000ff', 'png').split(',')[1] as string, 'base64');
  const server = createServer((request, response) => {
    if (request.url === '/blue.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const veil = await startTransformersGateway(t, { install: (dir) => writeTinyClipVision(dir), options: { allowImageUrls: true } });
  const answer = await veil.post('/v1/image-embeddings', { input: `${base}/blue.png` });
  t.equal(answer.status, 200);
  near(t, (answer.body.data as Item[])[0]?.embedding as number[], [0, 0, SQRT_HALF, SQRT_HALF], 1e-5, 'fetched blue PNG');
  const missing = await veil.post('/v1/image-embeddings', { input: `${base}/nothing.png` });
  t.equal(missing.status, 422);
  t.match(errorMessage(missing.body), 'HTTP 404');

  const small = await startTransformersGateway(t, { install: (dir) => writeTinyClipVision(dir), options: { allowImageUrls: true, maxImageBytes: 10 } });
  const tooBig = await small.post('/v1/image-embeddings', { input: `${base}/blue.png` });
  t.equal(tooBig.status, 422);
  t.match(errorMessage(tooBig.body), 'larger than 10 bytes');
});
