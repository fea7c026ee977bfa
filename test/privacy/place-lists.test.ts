/**
 * Names that are a person's and a town's both, where a place's noun says they are towns ("our
 * Phoenix and Orlando branches", "offices in Austin, Dallas and Houston"): typed LOCATION, not
 * PERSON, and masked either way. Without the noun, a list of such names says nothing of them.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { placesOfPlaceLists } from '../../src/privacy/gazetteer/place-lists.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import type { Span } from '../../src/privacy/types.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** Each span as `TYPE:text`. */
const typed = (text: string): string[] => full.analyze(text).map((span) => `${span.type}:${text.slice(span.start, span.end)}`);

t.test('a town that is also a first name, in a list of towns a place noun names, is a place', async (t) => {
  const cases: Array<[text: string, expected: string[]]> = [
    ["Our Phoenix and Orlando branches will close early on Memorial Day.", ['LOCATION:Phoenix', 'LOCATION:Orlando']],
    ['Set up a campaign for the Georgetown and Beverly Hills locations.', ['LOCATION:Georgetown', 'LOCATION:Beverly Hills']],
    ['Count orders per city for Lincoln, Madison, and Jackson.', ['LOCATION:Lincoln', 'LOCATION:Madison', 'LOCATION:Jackson']],
    ['Delivery to our Santa Clara office.', ['LOCATION:Santa Clara']],
  ];
  for (const [text, expected] of cases) t.same(typed(text), expected, JSON.stringify(text));
});

t.test('without a place noun, the person stays a person', async (t) => {
  const cases: Array<[text: string, expected: string[]]> = [
    ['I flew from Berlin and Anna picked me up.', ['LOCATION:Berlin', 'PERSON:Anna']],
    ['Meeting with Austin, Dallas and Houston from sales.', ['PERSON:Austin', 'LOCATION:Dallas', 'LOCATION:Houston']],
    ["Anna's office is on the left.", ['PERSON:Anna']],
  ];
  for (const [text, expected] of cases) t.same(typed(text), expected, JSON.stringify(text));
});

t.test('the place keeps the higher score of the two readings, and other spans are untouched', async (t) => {
  const text = 'our Orlando and Tampa offices, ask Jane';
  const spans: Span[] = [
    { type: 'PERSON', start: 4, end: 11, score: 0.6, source: 'test' },
    { type: 'LOCATION', start: 4, end: 11, score: 0.4, source: 'test' },
    { type: 'LOCATION', start: 16, end: 21, score: 0.7, source: 'test' },
    { type: 'PERSON', start: 35, end: 39, score: 0.6, source: 'test' },
  ];
  t.same(placesOfPlaceLists(text, spans), [
    { type: 'LOCATION', start: 4, end: 11, score: 0.6, source: 'test' },
    { type: 'LOCATION', start: 16, end: 21, score: 0.7, source: 'test' },
    { type: 'PERSON', start: 35, end: 39, score: 0.6, source: 'test' },
  ]);
  // No place noun around the list: nothing changes.
  const plain = 'Orlando and Tampa, ask Jane';
  const unchanged: Span[] = [
    { type: 'PERSON', start: 0, end: 7, score: 0.6, source: 'test' },
    { type: 'LOCATION', start: 0, end: 7, score: 0.4, source: 'test' },
  ];
  t.same(placesOfPlaceLists(plain, unchanged), unchanged);
});
