import t from 'tap';
import { createRequire } from 'node:module';
import { countTokens } from '../../src/spending/usage-meter.js';

const require = createRequire(import.meta.url);
const exact = (require('gpt-tokenizer') as { countTokens(text: string): number }).countTokens;

t.test('ordinary text is counted exactly as gpt-tokenizer counts it', async (t) => {
  for (const text of ['', 'Hello, world!', 'Grüße aus Köln 🌍 — 日本語', 'word '.repeat(2_000), `${'a'.repeat(255)} b`]) {
    t.equal(countTokens(text), exact(text), JSON.stringify(text.slice(0, 20)));
  }
});

t.test('a long run without white space (base64, minified code) is counted in slices, close to the exact count', async (t) => {
  const run = Buffer.from('x'.repeat(3_000)).toString('base64');
  const text = `before ${run} after`;
  const estimate = countTokens(text);
  const reference = exact(text);
  t.ok(Math.abs(estimate - reference) <= Math.ceil(run.length / 128) + 1, `${estimate} against ${reference}`);
});

t.test('a 1 MB run without white space is counted (gpt-tokenizer alone is quadratic on it: minutes)', async (t) => {
  const count = countTokens('x'.repeat(1_000_000));
  t.ok(count > 1_000_000 / 64 && count <= 1_000_000, String(count));
});
