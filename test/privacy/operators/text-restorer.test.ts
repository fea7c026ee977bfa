import t from 'tap';
import fc from 'fast-check';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { createTextRestorer } from '../../../src/privacy/operators/text-restorer.js';
import { cutsArb, splitAt, table, textArb } from './restore-fixtures.js';

/** Pushes the fragments through one restorer and returns every output in order (flush last). */
function run(fragments: readonly string[], jsonString = false): string[] {
  const restorer = createTextRestorer(table, { jsonString });
  return [...fragments.map((fragment) => restorer.push(fragment)), restorer.flush()];
}

t.test('any chunking gives exactly restoreText of the whole (plain and jsonString)', async (t) => {
  fc.assert(
    fc.property(textArb, cutsArb, fc.boolean(), (text, cuts, jsonString) => {
      const outputs = run(splitAt(text, cuts), jsonString);
      // Half a surrogate pair is never emitted before the end: clients decode chunks one by one.
      if (outputs.slice(0, -1).some((output) => /[\ud800-\udbff]$/.test(output))) return false;
      return outputs.join('') === restoreText(text, table, { jsonString });
    }),
    { seed: 42, numRuns: 5000 },
  );
  t.pass('5000 runs');
});

t.test('tool-call arguments split anywhere parse to the object with its values restored', async (t) => {
  fc.assert(
    fc.property(fc.tuple(textArb, textArb, textArb), cutsArb, ([a, b, c], cuts) => {
      const args = JSON.stringify({ a, list: [b, 1], nested: { c } });
      const restored = run(splitAt(args, cuts), true).join('');
      if (restored !== restoreText(args, table, { jsonString: true })) return false;
      const expected = { a: restoreText(a, table), list: [restoreText(b, table), 1], nested: { c: restoreText(c, table) } };
      t.same(JSON.parse(restored), expected);
      return true;
    }),
    { seed: 42, numRuns: 2000 },
  );
});

t.test('a fragment at a time: same result as the whole', async (t) => {
  fc.assert(
    fc.property(textArb, (text) => run([...text]).join('') === restoreText(text, table) && run(text.split('')).join('') === restoreText(text, table)),
    { seed: 7, numRuns: 2000 },
  );
  t.pass('2000 runs');
});

/** [fragments, expected output of each push, expected flush]: what is held back and when it is released. */
const releaseCases: [string[], string[], string][] = [
  [['Hello P', 'e', 'ter'], ['Hello ', '', 'Peter'], ''],
  [['[', 'n', 'ote]'], ['', '[n', 'ote]'], ''],
  [['[PER', 'SON_1', ']', ' ok'], ['', '', 'Alice Müller', ' ok'], ''],
  [['PERSON_1', '2 ', 'PERSON_1', '.'], ['', 'PERSON_12 ', '', 'Alice Müller.'], ''],
  [['PERSON_1'], [''], 'Alice Müller'],
  [['[PERSON_', '1234567'], ['', '[PERSON_1234567'], ''],
  [['[PERSON_123456'], [''], '[PERSON_123456'],
  [['[', 'PERSON_x and more'], ['', '[PERSON_x and more'], ''],
  [['Mar', 'ia Kel', 'ler', ' called'], ['', '', '', 'Alice Müller called'], ''],
  [['Mar', 'ia Kel', 'vin'], ['', '', "Bob O'Brien Kelvin"], ''],
  [['Mark'], ['Mark'], ''],
  [['I', ' am'], ['', 'I am'], ''],
  [['Improve'], ['Improve'], ''],
  [['a\ud83e', '\udd8a b'], ['a', '🦊 b'], ''],
  [['in [brackets] Pe', 'ople'], ['in [brackets] ', 'People'], ''],
  [['ROLE_', '1'], ['ROLE_', '1'], ''],
];

t.test('held text is released as soon as it cannot become a placeholder or surrogate', async (t) => {
  for (const [fragments, outputs, flushed] of releaseCases) {
    t.same(run(fragments), [...outputs, flushed], JSON.stringify(fragments));
  }
});

t.test('a stray opener never stalls: the hold-back is bounded by the grammar', async (t) => {
  const restorer = createTextRestorer(table);
  let emitted = '';
  const text = '[ORGANIZATION 99999 [PERSON_0000 <email_11 { (' + 'x'.repeat(200);
  for (const char of text) emitted += restorer.push(char);
  t.equal(emitted, text, 'everything emitted before flush');
  t.equal(restorer.flush(), '');
});
