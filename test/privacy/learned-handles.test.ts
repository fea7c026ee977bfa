/** The learned-handles model: account names in small letters the rules leave, read as a person's by their parts and their place in the line. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { handleCandidates } from '../../src/privacy/learned/handle-features.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { createLearnedHandlesRecognizer } from '../../src/privacy/recognizers/learned-handles.js';
import type { Span } from '../../src/privacy/types.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
const learned = (text: string): string[] =>
  full.analyze(text).filter((span) => span.source === 'learned-handles').map((span) => `${span.type}:${text.slice(span.start, span.end)}`);
const masked = (text: string): string[] => full.analyze(text).map((span) => text.slice(span.start, span.end));

t.test("a chat export's sender and a log's account are a person's handles", async (t) => {
  t.same(learned('[09:14] quillan.v: the deploy is green'), ['USERNAME:quillan.v']);
  t.same(learned('WARN auth: LDAP bind failed for uid=ravindra.k'), ['USERNAME:ravindra.k']);
});

t.test("code's dotted, underscored and hyphenated words are left alone", async (t) => {
  for (const text of [
    'from sklearn.model_selection import train_test_split',
    'config.max_retries = 3 and retry_backoff = 0.5',
    'please follow-up on the check-in, e.g. the api-gateway',
    'created_at,updated_at,first_name,last_name',
    'moved from r6g.large to r6g.xlarge',
    'Nivel medio-alto, unos 1.100 m',
    'kubectl rollout restart deploy/orders-api -n shop-prod',
    'python -m bernoulli.server --grid 4',
    'self.assertEqual(u.email, "x@example.com")',
  ]) {
    t.same(learned(text), [], text);
  }
});

t.test('candidates: account-shaped words alone, that no span touches and that end in no file or host part', async (t) => {
  const text = 'ping ana.lupu, see notes.md, mail ana.lupu@example.com, path /home/ana.lupu/x and maria.json';
  t.same(
    handleCandidates(text, []).map((candidate) => candidate.handle),
    ['ana.lupu'],
  );
  const found: Span[] = [{ type: 'PERSON', start: 5, end: 13, score: 0.9, source: 'test' }];
  t.same(handleCandidates(text, found), []);
  t.same(handleCandidates('no joined words here', []), []);
});

t.test('a late recognizer: it reads the spans the rules found, and an e-mail address keeps its own span', async (t) => {
  const recognizer = createLearnedHandlesRecognizer();
  t.equal(recognizer.late, true);
  t.same(recognizer.detect('[09:14] quillan.v: the deploy is green', {}), []);
  const text = '[09:14] quillan.v: mail quillan.v@example.com';
  t.same(masked(text), ['quillan.v', 'quillan.v@example.com']);
});
