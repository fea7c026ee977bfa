/** The learned-names model (learned-names.ts), its features (name-features.ts), the name-shape table, and late recognizers in the analyzer. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { getLexicon } from '../../src/privacy/gazetteer/lexicon.js';
import { nameShapeScore } from '../../src/privacy/gazetteer/name-shape.js';
import { candidateWords, wordFeatures } from '../../src/privacy/learned/name-features.js';
import { createDefaultRecognizers, createEmailRecognizer } from '../../src/privacy/recognizers/index.js';
import { chosenCandidates, createLearnedNamesRecognizer, nameProbability } from '../../src/privacy/recognizers/learned-names.js';
import type { LateRecognizer, Span } from '../../src/privacy/types.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
const learned = (text: string): string[] =>
  full.analyze(text).filter((span) => span.source === 'learned-names').map((span) => text.slice(span.start, span.end));
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));

t.test('names no list knows, read from their place in the line, are people', async (t) => {
  t.same(learned('Maintained by Fenwick Arledge (platform)'), ['Fenwick Arledge'], 'two accepted words one space apart are one name');
  // "Torvald" alone is below the level; beside a likelier "Strandquist" it is the name's first word.
  t.same(learned('11:15 viewing – Torvald, investor'), []);
  t.same(learned('11:15 viewing – Torvald Strandquist, investor'), ['Torvald Strandquist']);
});

t.test('words the lists know as words, tools and another language’s nouns are left alone', async (t) => {
  t.same(persons('We renewed the Grace period and the Bill Pay feature in Xero.'), []);
  t.same(persons('Deploy the Kubernetes cluster with Terraform and Grafana dashboards; Datadog alerts go to Opsgenie.'), []);
  t.same(persons('Protokoll Teamrunde: Offene Punkte klären, Behandelnder Arzt informieren.'), []);
});

t.test('candidates are the capitalised words no span touches and no word list holds', async (t) => {
  const lexicon = getLexicon();
  const text = 'Orsolva Quorvin met Lane and the NASA team, Brightwick’s too.';
  const found: Span[] = [{ type: 'PERSON', start: 8, end: 15, score: 0.9, source: 'test' }];
  const candidates = candidateWords(text, lexicon, found);
  t.same(
    candidates.map((candidate) => candidate.at.word),
    ['Orsolva', 'Brightwick'],
    'not the word a span covers, not "Lane" (a word), not "NASA" (capitals)',
  );
  const brightwick = candidates.find((candidate) => candidate.at.word === 'Brightwick');
  t.equal(text.slice(brightwick?.at.start, brightwick?.at.end), 'Brightwick’s', 'the possessive is read with the word');
  t.ok(wordFeatures(text, lexicon, brightwick as (typeof candidates)[number]).includes('poss'));
  const first = candidates[0] as (typeof candidates)[number];
  t.equal(first.afterType, 'PERSON', 'the next word lies in a PERSON span');
  t.ok(wordFeatures(text, lexicon, first).includes('ntype=PERSON'));
  const probability = nameProbability(wordFeatures(text, lexicon, first));
  t.ok(probability > 0 && probability < 1);
});

t.test('two words side by side are one name when both are likely and one likelier', async (t) => {
  const beside = (): boolean => true;
  const apart = (): boolean => false;
  // Alone, a word needs 0.8.
  t.same(chosenCandidates([0.85, 0.3], beside), [true, false]);
  t.same(chosenCandidates([0.75], beside), [false]);
  // Side by side, 0.6 each with one at 0.7 or more.
  t.same(chosenCandidates([0.65, 0.75], beside), [true, true]);
  t.same(chosenCandidates([0.75, 0.62, 0.2], beside), [true, true, false]);
  t.same(chosenCandidates([0.65, 0.68], beside), [false, false]);
  t.same(chosenCandidates([0.75, 0.55], beside), [false, false]);
  // Not side by side (a comma, a line's end or another word between): each on its own.
  t.same(chosenCandidates([0.65, 0.75], apart), [false, false]);
  // Only the pair that is side by side.
  t.same(chosenCandidates([0.65, 0.75, 0.7], (i) => i === 1), [false, true, true]);
});

t.test('the name-shape table tells names from words by their letters', async (t) => {
  const { nameShape } = getLexicon();
  for (const name of ['Zunguvane', 'Oskarine', 'Leovin']) t.ok(nameShapeScore(nameShape, name) > 0, name);
  for (const word of ['Operations', 'Semiconductor', 'Fulfilment']) t.ok(nameShapeScore(nameShape, word) < 0, word);
});

t.test('a late recognizer reads the resolved spans and adds by the overlap rule', async (t) => {
  const seen: string[][] = [];
  const late: LateRecognizer = {
    name: 'late-test',
    entities: ['PERSON'],
    languages: '*',
    late: true,
    detect: () => [{ type: 'PERSON', start: 0, end: 4, score: 1, source: 'late-test' }],
    detectAmong(text, found) {
      seen.push(found.map((span) => text.slice(span.start, span.end)));
      return [{ type: 'PERSON', start: 0, end: 4, score: 0.9, source: 'late-test' }];
    },
  };
  const analyzer = createAnalyzer({ recognizers: [late, createEmailRecognizer()] });
  const text = 'Lyra wrote to ana@example.com';
  t.same(
    analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]),
    [['PERSON', 'Lyra'], ['EMAIL', 'ana@example.com']],
  );
  t.same(seen, [['ana@example.com']], 'it ran once, after the others, and its `detect` was not called');
  t.same(analyzer.analyze(text, { entities: ['EMAIL'] }).map((span) => span.type), ['EMAIL'], 'not when its types are not asked for');
  t.same(analyzer.analyze(text, { allowedRanges: () => [{ start: 0, end: 4 }] }).map((span) => span.type), ['EMAIL'], 'allowed terms hold for it too');
  t.same(createLearnedNamesRecognizer().detect('Fenwick Arledge', {}), [], 'alone, without the others’ spans, it finds nothing');
});
