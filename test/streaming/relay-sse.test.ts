import t from 'tap';
import { Readable } from 'node:stream';
import type { ChunkRewriter } from '../../src/streaming/chunk-rewriter.js';
import { relaySse } from '../../src/streaming/relay-sse.js';
import { seededRandom } from '../../bench/seeded-random.js';

function splitRandomly(bytes: Buffer, next: () => number): Buffer[] {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const size = 1 + Math.floor(next() * 12);
    parts.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return parts;
}

async function collect(parts: Buffer[], rewriters: ChunkRewriter[] = []): Promise<string> {
  let out = '';
  for await (const piece of relaySse({ body: Readable.from(parts), rewriters, errorEvent: () => '{"error":{}}' })) out += piece;
  return out;
}

const chunks = ['Grüße', ' aus ', 'Köln 🌍', ' — ', '日本語'].map((text, index) =>
  JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: index % 2, delta: { content: text } }] }),
);
const upstreamText = `${chunks.map((data) => `data: ${data}\r\n\r\n`).join('')}: keep-alive comment\n\ndata: [DONE]\n\n`;
const expected = `${chunks.map((data) => `data: ${data}\n\n`).join('')}data: [DONE]\n\n`;

t.test('events survive any split of the bytes: mid-event, mid-line ending and mid-UTF-8 character', async (t) => {
  // Seeded, so failures reproduce.
  const next = seededRandom(42);
  const bytes = Buffer.from(upstreamText);
  for (let run = 0; run < 500; run++) {
    const out = await collect(splitRandomly(bytes, next));
    if (out !== expected) {
      t.equal(out, expected, `run ${run}`);
      return;
    }
  }
  t.pass('500 random splits relayed exactly');
});

t.test('rewriters see parsed chunks in order and are flushed before [DONE]', async (t) => {
  const seen: string[] = [];
  const upperCase: ChunkRewriter = {
    rewrite(chunk) {
      const typed = chunk as { choices: Array<{ delta: { content: string } }> };
      seen.push(typed.choices[0]?.delta.content ?? '');
      return [];
    },
    flush() {
      return [{ joined: seen.join('') }];
    },
  };
  const out = await collect([Buffer.from(upstreamText)], [upperCase]);
  t.equal(out, `data: ${JSON.stringify({ joined: 'Grüße aus Köln 🌍 — 日本語' })}\n\ndata: [DONE]\n\n`);
});

t.test('an upstream error mid-stream becomes one error event, then the stream ends', async (t) => {
  async function* failing() {
    yield Buffer.from(`data: ${chunks[0]}\n\n`);
    throw new Error('socket hang up');
  }
  let out = '';
  for await (const piece of relaySse({ body: Readable.from(failing()), rewriters: [], errorEvent: () => '{"error":{"code":"x"}}' })) out += piece;
  t.equal(out, `data: ${chunks[0]}\n\ndata: {"error":{"code":"x"}}\n\n`);
});

t.test('an upstream that closes without [DONE]: held-back text, then [DONE] if the answer finished, else an error event', async (t) => {
  const rewriter: ChunkRewriter = { rewrite: (chunk) => [chunk], flush: () => [{ tail: true }] };
  const finished = await collect([Buffer.from('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}')], [rewriter]);
  t.equal(finished, 'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: {"tail":true}\n\ndata: [DONE]\n\n');
  const cut = await collect([Buffer.from('data: {"a":1}')], [rewriter]);
  t.equal(cut, 'data: {"a":1}\n\ndata: {"tail":true}\n\ndata: {"error":{}}\n\n');
});

t.test("the upstream's own error event ends the stream with the standard one, after the held-back text", async (t) => {
  const held: ChunkRewriter = { rewrite: () => [], flush: () => [{ held: '[PER' }] };
  let message = '';
  let out = '';
  const body = Readable.from([Buffer.from(`data: ${chunks[0]}\n\ndata: {"error":{"message":"overloaded"}}\n\ndata: ${chunks[1]}\n\n`)]);
  const errorEvent = (error: unknown) => {
    message = (error as Error).message;
    return '{"error":{"code":"upstream_error"}}';
  };
  for await (const piece of relaySse({ body, rewriters: [held], errorEvent })) out += piece;
  t.equal(out, 'data: {"held":"[PER"}\n\ndata: {"error":{"code":"upstream_error"}}\n\n');
  t.match(message, /overloaded/);
  // An `event: error` block, whatever its data, is an error too.
  let named = '';
  for await (const piece of relaySse({ body: Readable.from([Buffer.from('event: error\ndata: {"message":"busy"}\n\n')]), rewriters: [], errorEvent })) named += piece;
  t.equal(named, 'data: {"error":{"code":"upstream_error"}}\n\n');
  t.match(message, /busy/);
});

t.test('events before an error event in the same read still reach the client, in order', async (t) => {
  const passing: ChunkRewriter = { rewrite: (chunk) => [chunk], flush: () => [{ held: 'tail' }] };
  let out = '';
  const body = Readable.from([Buffer.from(`data: ${chunks[0]}\n\ndata: ${chunks[1]}\n\nevent: error\ndata: {"message":"busy"}\n\n`)]);
  for await (const piece of relaySse({ body, rewriters: [passing], errorEvent: () => '{"error":{}}' })) out += piece;
  t.equal(out, `data: ${chunks[0]}\n\ndata: ${chunks[1]}\n\ndata: {"held":"tail"}\n\ndata: {"error":{}}\n\n`);
});

t.test("chunks labelled with SSE's default event type `message` go through the rewriters", async (t) => {
  const marking: ChunkRewriter = { rewrite: (chunk) => [{ seen: chunk }], flush: () => [] };
  const out = await collect([Buffer.from('event: message\ndata: {"a":1}\n\nevent: ping\ndata: {"b":2}\n\ndata: [DONE]\n\n')], [marking]);
  t.equal(out, 'data: {"seen":{"a":1}}\n\nevent: ping\ndata: {"b":2}\n\ndata: [DONE]\n\n', 'other named events pass as they are');
});

t.test('the first event of a burst goes out on its own, the rest of that read together', async (t) => {
  const passing: ChunkRewriter = { rewrite: (chunk) => [chunk], flush: () => [] };
  // Held back until the second chunk: the first piece out is the first event with output.
  let calls = 0;
  const holdingFirst: ChunkRewriter = { rewrite: (chunk) => (calls++ === 0 ? [] : [chunk]), flush: () => [] };
  const burst = Buffer.from(`${chunks.map((data) => `data: ${data}\n\n`).join('')}data: [DONE]\n\n`);
  for (const [name, rewriter, first] of [
    ['passing', passing, chunks[0]],
    ['holding the first chunk back', holdingFirst, chunks[1]],
  ] as const) {
    const pieces: string[] = [];
    for await (const piece of relaySse({ body: Readable.from([burst]), rewriters: [rewriter], errorEvent: () => '{"error":{}}' })) pieces.push(piece);
    t.equal(pieces.length, 2, name);
    t.equal(pieces[0], `data: ${first}\n\n`, name);
    t.ok(pieces[1]?.endsWith('data: [DONE]\n\n'), name);
  }
  // Later reads are not split: one piece per read.
  const pieces: string[] = [];
  const later = [Buffer.from(`data: ${chunks[0]}\n\n`), Buffer.from(`data: ${chunks[1]}\n\ndata: ${chunks[2]}\n\n`), Buffer.from('data: [DONE]\n\n')];
  for await (const piece of relaySse({ body: Readable.from(later), rewriters: [passing], errorEvent: () => '{"error":{}}' })) pieces.push(piece);
  t.same(pieces, [`data: ${chunks[0]}\n\n`, `data: ${chunks[1]}\n\ndata: ${chunks[2]}\n\n`, 'data: [DONE]\n\n']);
});
