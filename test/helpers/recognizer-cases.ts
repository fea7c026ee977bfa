import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import type { Recognizer } from '../../src/privacy/types.js';

/** [text, expected [type, matched text] pairs in order]. */
export type RecognizerCase = [string, [string, string][]];

/** A table-driven test of one recognizer through the analyzer (thresholds and overlap rule applied). */
export function checkRecognizer(name: string, recognizer: Recognizer, cases: readonly RecognizerCase[]): void {
  const analyzer = createAnalyzer({ recognizers: [recognizer] });
  t.test(name, async (t) => {
    for (const [text, expected] of cases) {
      const found = analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]);
      t.same(found, expected, text);
    }
  });
}
