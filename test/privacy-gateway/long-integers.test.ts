import t from 'tap';
import { serializeKeepingLongIntegers } from '../../src/pipeline/long-integers.js';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const reserialized = (raw: string, change: (body: Record<string, unknown>) => void = () => {}): string => {
  const body = JSON.parse(raw) as Record<string, unknown>;
  change(body);
  return serializeKeepingLongIntegers(body, raw);
};

t.test('integers beyond 2^53 keep the digits the client wrote; everything else is plain JSON.stringify', async (t) => {
  t.equal(reserialized('{"seed":9007199254740993}'), '{"seed":9007199254740993}');
  t.equal(reserialized('{"a":-12345678901234567890,"b":[18446744073709551615, 7]}'), '{"a":-12345678901234567890,"b":[18446744073709551615,7]}');
  t.equal(reserialized('{"x":9007199254740993,"y":9007199254740992}'), '{"x":9007199254740993,"y":9007199254740992}', 'two tokens that parse alike keep their order');
  t.equal(reserialized('{"safe":9007199254740991,"text":"card 4111111111111111111"}'), '{"safe":9007199254740991,"text":"card 4111111111111111111"}');
  t.equal(reserialized('{"f":12345678901234567.5,"e":1234567890123456789e2}'), JSON.stringify({ f: 12345678901234567.5, e: 1234567890123456789e2 }), 'fractions and exponents are left to JSON');
  t.equal(
    reserialized('{"seed":9007199254740993,"messages":[{"content":"jane@example.com"}]}', (body) => {
      ((body.messages as Array<{ content: string }>)[0] as { content: string }).content = '[EMAIL_1]';
    }),
    '{"seed":9007199254740993,"messages":[{"content":"[EMAIL_1]"}]}',
    'the rewritten strings and the kept integers together',
  );
  const forged = '{"seed":9007199254740993,"user":"\\u0000veil-integer-0000000000000000:0"}';
  t.equal(reserialized(forged), forged, 'a string that looks like a mark stays a string');
});

t.test('an anonymized request keeps a long seed exactly as sent', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => upstream.close());
  const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
  const response = await fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: '{"model":"m","seed":9007199254740993,"messages":[{"role":"user","content":"Write to john.smith@example.com"}]}',
  });
  t.equal(response.status, 200);
  t.ok(response.headers.get('x-veil-map-id'), 'the body was anonymized, so it was re-serialized');
  await response.arrayBuffer();
  const sent = upstream.requests.at(-1)?.body ?? '';
  t.notOk(sent.includes('john.smith'));
  t.match(sent, /"seed":9007199254740993[,}]/, 'the seed reached the provider digit for digit');
});
