import t from 'tap';
import { PassThrough, Readable } from 'node:stream';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { decodeBody } from '../../src/providers/decode-body.js';
import { readBody } from '../../src/providers/read-body.js';
import { PlatformError } from '../../src/errors/platform-error.js';
import { upstreamFailure } from '../../src/errors/upstream-errors.js';

const TEXT = 'data: {"content":"Grüße, [PERSON_1]"}\n\n';

/** An upstream answer as the provider adapter returns it. */
function answer(body: Readable, coding: string | undefined, extra: { status?: number; headers?: Record<string, string> } = {}) {
  return { status: extra.status ?? 200, headers: { ...(coding === undefined ? {} : { 'content-encoding': coding }), ...extra.headers }, body };
}

t.test('no coding, or identity, hands the body back untouched', async (t) => {
  for (const coding of [undefined, '', 'identity', ' Identity ']) {
    const body = Readable.from([Buffer.from(TEXT)]);
    t.equal(decodeBody(answer(body, coding), 'p'), body);
  }
});

t.test('each coding Node knows is undone, in reverse order of application', async (t) => {
  const cases: Array<[string, Buffer]> = [
    ['gzip', gzipSync(TEXT)],
    ['x-gzip', gzipSync(TEXT)],
    ['GZIP', gzipSync(TEXT)],
    ['deflate', deflateSync(TEXT)],
    // Raw deflate under the deflate label, as some servers send it: told apart by its first bytes.
    ['deflate', deflateRawSync(TEXT)],
    ['deflate', deflateRawSync(TEXT, { level: 0 })],
    ['deflate', deflateSync(TEXT, { level: 1, windowBits: 9 })],
    ['br', brotliCompressSync(TEXT)],
    ['deflate, gzip', gzipSync(deflateSync(TEXT))],
    ['gzip, identity, br', brotliCompressSync(gzipSync(TEXT))],
  ];
  for (const [coding, bytes] of cases) {
    // One byte at a time: the decoder must not depend on how the body arrives.
    const body = Readable.from([...bytes].map((byte) => Buffer.from([byte])));
    t.equal((await readBody(decodeBody(answer(body, coding), 'p'))).toString('utf8'), TEXT, coding);
  }
});

t.test('an answer without a body is not decoded, whatever its label', async (t) => {
  for (const extra of [{ status: 204 }, { status: 304 }, { headers: { 'content-length': '0' } }]) {
    const body = Readable.from([]);
    t.equal((await readBody(decodeBody(answer(body, 'gzip', extra), 'p'))).length, 0, JSON.stringify(extra));
  }
});

t.test('a body that ends before its first byte stays empty, under any known coding', async (t) => {
  // A chunked answer with nothing in it: no length to tell from the headers, so the bytes tell.
  for (const coding of ['gzip', 'deflate', 'br', 'gzip, br']) {
    const body = Readable.from([Buffer.alloc(0)]);
    t.equal((await readBody(decodeBody(answer(body, coding), 'p'))).length, 0, coding);
  }
});

t.test('a body cut after one byte still fails as truncated', async (t) => {
  const error = await readBody(decodeBody(answer(Readable.from([deflateSync(TEXT).subarray(0, 1)]), 'deflate'), 'p')).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  t.equal(upstreamFailure(error, 'p').code, 'upstream_error');
});

t.test('an unknown coding is refused before anything is read, and the body is let go', async (t) => {
  const body = new PassThrough();
  let thrown: unknown;
  try {
    decodeBody(answer(body, 'gzip, zstd'), 'acme');
  } catch (error) {
    thrown = error;
  }
  t.ok(thrown instanceof PlatformError && thrown.code === 'upstream_error');
  t.match((thrown as Error).message, /"zstd", which Veil cannot decode/);
  t.ok(body.destroyed);
});

t.test('an error answer in an unknown coding keeps its status: its body is dropped, not a reason to fail', async (t) => {
  const body = new PassThrough();
  const decoded = decodeBody(answer(body, 'zstd', { status: 429 }), 'acme');
  t.ok(body.destroyed);
  t.equal((await readBody(decoded)).length, 0);
});

t.test('a body that does not decode fails with an error the client can read', async (t) => {
  for (const [coding, bytes] of [['gzip', Buffer.from('plain text')], ['gzip', gzipSync(TEXT).subarray(0, 12)], ['br', Buffer.from('plain')]] as const) {
    const error = await readBody(decodeBody(answer(Readable.from([bytes]), coding), 'acme')).then(() => undefined, (caught: unknown) => caught);
    const mapped = upstreamFailure(error, 'acme');
    t.equal(mapped.code, 'upstream_error', `${coding}: ${String(error)}`);
    t.match(mapped.message, /Provider "acme" sent a compressed body that does not decode/);
  }
});

t.test('closing the decoded stream closes the upstream body', async (t) => {
  const upstream = new PassThrough();
  const decoded = decodeBody(answer(upstream, 'gzip'), 'p');
  upstream.write(gzipSync(TEXT).subarray(0, 8));
  // The upstream body may be destroyed with an error (premature close): only 'close' matters here.
  const closed = new Promise((resolve) => upstream.once('close', resolve));
  decoded.destroy();
  await closed;
  t.ok(upstream.destroyed);
});
