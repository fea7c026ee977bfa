/** Authors in pasted git blame and shortlog output; git's placeholder and look-alikes are no one. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createGitAuthorsRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createGitAuthorsRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ['a1b2c3d4 (Olusegun Adeyemi 2024-03-12 14:05:11 +0100 42) const x = 1;', ['Olusegun Adeyemi']],
  ['^e5f6a7b src/app.ts (Chidinma Okafor   2023-11-02 09:10:00 -0500 43)   return x;', ['Chidinma Okafor']],
  ['a1b2c3d4 (segun 2024-03-12 14:05:11 +0100 1) x\r\na1b2c3d5 (Olusegun Adeyemi 2024-03-12 14:05:11 +0100 2) y', ['segun', 'Olusegun Adeyemi']],
  ['Olusegun Adeyemi (12):\n      Fix the parser\n\nChidinma Okafor (3):\n      Docs', ['Olusegun Adeyemi', 'Chidinma Okafor']],
  // Uncommitted lines, a heading that no subjects follow, prose with parentheses.
  ['00000000 (Not Committed Yet 2024-03-12 15:00:00 +0100 44) // wip', []],
  ['See the docs (12):\nnot a heading', []],
  ['a function (called twice) returns 2024-03-12', []],
];

t.test('git authors', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});
