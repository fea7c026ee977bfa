/** A repeated JSON key must not smuggle an unanalysed value upstream (duplicate-keys.ts). */
import t from 'tap';
import { hasDuplicateKeys } from '../../src/pipeline/duplicate-keys.js';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

t.test('duplicate keys are found at any depth, and only within one object', async (t) => {
  t.equal(hasDuplicateKeys('{"a":1,"a":2}'), true);
  t.equal(hasDuplicateKeys('{"m":[{"role":"user","content":"x","content":"y"}]}'), true);
  t.equal(hasDuplicateKeys('{"a":{"b":1},"c":{"b":2},"d":["a","a"]}'), false, 'the same key in two objects, or a repeated value');
  t.equal(hasDuplicateKeys('{"a":"{\\"a\\":1,\\"a\\":2}"}'), false, 'keys inside a string are text');
  t.equal(hasDuplicateKeys('[{"x":1},{"x":1}]'), false);
  t.equal(hasDuplicateKeys('{"cont\\u0065nt":"x","content":"y"}'), true, 'an escaped spelling repeats the key it decodes to');
  t.equal(hasDuplicateKeys('{"a\\"b":1,"a\\u0022b":2}'), true);
  t.equal(hasDuplicateKeys('{"a\\"b":1,"ab":2}'), false);
});

t.test('a string of megabytes is read without overflowing the stack', async (t) => {
  // One long message under the body limit, with escapes in it: the string pattern once kept a
  // backtracking entry per character and threw a RangeError (500) past ~8 MB.
  const long = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'ab c"d '.repeat(1_400_000) }] });
  t.ok(long.length > 9_000_000);
  t.equal(hasDuplicateKeys(long), false);
  t.equal(hasDuplicateKeys(long.replace('"model":"m"', '"user":"u","user":"v"')), true);
  // Millions of escapes in a row: no RangeError; the answer is the safe one (re-serialize).
  const escapes = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: '\n'.repeat(3_600_000) }] });
  t.equal(hasDuplicateKeys(escapes), true);
});

t.test('a body with a repeated key goes upstream as parsed, not as received', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => upstream.close());
  const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
  for (const body of [
    '{"model":"m","messages":[{"role":"user","content":"john.smith@example.com","content":"hello"}]}',
    '{"model":"m","messages":[{"role":"user","content":"hello"}],"user":"john.smith@example.com","user":"u1"}',
    '{"model":"m","messages":[{"role":"user","cont\\u0065nt":"john.smith@example.com","content":"hello"}]}',
    '{"model":"m","mess\\u0061ges":[{"role":"user","content":"john.smith@example.com"}],"messages":[{"role":"user","content":"hello"}]}',
  ]) {
    const response = await fetch(`${veil.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
      body,
    });
    t.equal(response.status, 200);
    await response.arrayBuffer();
    const sent = upstream.requests.at(-1)?.body ?? '';
    t.notOk(sent.includes('john.smith'), 'the hidden value did not reach the upstream');
    t.ok(sent.includes('hello'), 'the value that was analysed did');
  }
});
