/** E-mail addresses written to dodge scrapers: a bracketed or spelled "at" and "dot"; everyday "at" is not one. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createSpelledEmailRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createSpelledEmailRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ['kofi.mensah(at)gmail.com', ['kofi.mensah(at)gmail.com']],
  ['write to kofi.mensah [at] gmail [dot] com', ['kofi.mensah [at] gmail [dot] com']],
  ['email: jane (at) example (dot) org', ['jane (at) example (dot) org']],
  ['kofi dot mensah at gmail dot com', ['kofi dot mensah at gmail dot com']],
  ['Write to kofi at mensah dot co dot uk please', ['kofi at mensah dot co dot uk']],
  // A bare "at" before a domain written with dots is English; so are dots and "at" in prose.
  ['look at docs.python.org for details', []],
  ['It arrived at 5 dot 30', []],
  ['the dot at the end', []],
  ['Meet at noon (at the latest).', []],
  ['We are hosted at fly dot io', []],
];

t.test('spelled e-mail addresses', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});

t.test('in the default pipeline the whole address is one EMAIL, not the names in it', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'reach me at kofi dot mensah at gmail dot com';
  t.same(
    full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]),
    [['EMAIL', 'kofi dot mensah at gmail dot com']],
  );
});
