import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import t from 'tap';
import { RecordingStream } from '../../src/idempotency/recording-stream.js';

const collect = () => {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
  });
  return { sink, bytes: () => Buffer.concat(parts) };
};

t.test('passes every chunk on and records a copy', async (t) => {
  const recorded: Array<Buffer | undefined> = [];
  const recorder = new RecordingStream(1024, (body) => recorded.push(body));
  const { sink, bytes } = collect();
  await pipeline(Readable.from(['data: a\n\n', 'data: é\n\n', 'data: [DONE]\n\n'], { objectMode: false }), recorder, sink);
  t.equal(bytes().toString(), 'data: a\n\ndata: é\n\ndata: [DONE]\n\n');
  t.equal(recorded.length, 1);
  t.same(recorded[0], bytes(), 'the copy is byte for byte');
});

t.test('past the limit the answer is relayed but not recorded', async (t) => {
  const recorded: Array<Buffer | undefined> = [];
  const recorder = new RecordingStream(8, (body) => recorded.push(body));
  const { sink, bytes } = collect();
  await pipeline(Readable.from(['12345', '67890'], { objectMode: false }), recorder, sink);
  t.equal(bytes().toString(), '1234567890');
  t.same(recorded, [undefined]);
});

t.test('a stream destroyed before its end reports nothing', async (t) => {
  let called = false;
  const recorder = new RecordingStream(1024, () => {
    called = true;
  });
  recorder.write('partial');
  recorder.destroy();
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(called, false);
});

t.test('backpressure: a slow reader holds the source back', async (t) => {
  const recorder = new RecordingStream(1 << 30, () => undefined);
  let pulled = 0;
  const source = new Readable({
    read() {
      pulled++;
      this.push(Buffer.alloc(16 * 1024));
    },
  });
  source.pipe(recorder);
  await new Promise((resolve) => setTimeout(resolve, 50));
  t.ok(pulled < 20, `the source stopped after ${pulled} reads while nobody read`);
  source.destroy();
  recorder.destroy();
});
