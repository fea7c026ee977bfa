/** Addresses whose domain was left out (cut-email.ts): the local part is still the person's. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createCutEmailRecognizer, createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const alone = createAnalyzer({ recognizers: [createCutEmailRecognizer()] });
const found = (text: string): string[] => alone.analyze(text).map((span) => text.slice(span.start, span.end));
const full = createAnalyzer({ recognizers: createDefaultRecognizers() });

t.test('a local part before an "@" with no domain after it is an address', async (t) => {
  t.same(found('Exams officer: any swaps to rquarrie@ by Friday please.'), ['rquarrie']);
  t.same(found('Réka emailed (reka.varga@) asking to renew.'), ['reka.varga']);
  t.same(found('pas na een mail aan h.vanderlinden@… werd het opgelost'), ['h.vanderlinden']);
  t.same(found('Mum prefers email priya.raghu@outlook... and Dad o_adeyemi+school@'), ['priya.raghu', 'o_adeyemi+school']);
  t.same(found("Write to 'jane.doe@'. Or to tomás.ruiz@, end of text: k.okafor@"), ['jane.doe', 'tomás.ruiz', 'k.okafor']);
  // Through the default pipeline the local part is masked as the address it is.
  const text = 'Monitor: Obiageli (CRA, obiageli.nnaji@). Note: 014-002 was referred by his daughter.';
  const span = full.analyze(text).find((s) => s.type === 'EMAIL');
  t.equal(span === undefined ? undefined : text.slice(span.start, span.end), 'obiageli.nnaji');
});

t.test('addresses, prompts, versions, mentions and words before an "@" are not cut addresses', async (t) => {
  t.same(found('Mail jane@example.com or ssh root@host, run npm i lodash@4.17.21 react@latest, use logo@2x.png'), []);
  t.same(found('@john: hi; x @ w; user@localhost; a@ b; email me@ home; info@. Done'), []);
  t.same(found('the matrix product A@B, the decorator @dataclass, and foo@@ bar'), []);
  t.same(found('nothing to see here'), []);
});
