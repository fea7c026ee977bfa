/** UPI ids: a name or number, "@" and a payment app's or bank's handle; other handles beside "UPI"/"VPA" only. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createUpiIdRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createUpiIdRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ['Pay me at rahul.sharma@okicici', ['rahul.sharma@okicici']],
  ['My UPI ID is 9876543210@ybl', ['9876543210@ybl']],
  ['UPI: priya@paytm', ['priya@paytm']],
  ['VPA: anna@okfoo', ['anna@okfoo']],
  // Not an e-mail address, a package's version or tag, a host without a UPI word.
  ['email me at rahul@sbi.co.in', []],
  ['npm i lodash@latest and react@next', []],
  ['ssh anna@okfoo', []],
];

t.test('UPI ids', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});

t.test('in the default pipeline the whole id is one USERNAME', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'Pay me at rahul.sharma@okicici';
  t.same(
    full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]),
    [['USERNAME', 'rahul.sharma@okicici']],
  );
});
