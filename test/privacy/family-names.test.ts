/**
 * Families named by their surname, through the default pipeline: "the Kowalskis", "fam. Öztürk",
 * "la famille Dupont", "Familie Wagner". Each table holds what must be found and the look-alikes
 * that must not: teams, peoples, places and taxonomy's families.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** The PERSON values the default pipeline finds, in order. */
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));

const check = (t: Test, cases: [text: string, expected: string[]][]): void => {
  for (const [text, expected] of cases) t.same(persons(text), expected, JSON.stringify(text));
};

t.test("an English family is its surname's plural after 'the'; the plural's s stays outside the span", async (t) => {
  check(t, [
    ['Apologies were received from the Kowalskis at no. 9.', ['Kowalski']],
    ['We are having dinner with the Nowaks on Friday.', ['Nowak']],
  ]);
  check(t, [
    ['Did you watch the Lakers or the Knicks last night?', []],
    ['The Flyers beat the Oilers again.', []],
    ['We sailed around the Azores and met the Danes there.', []],
  ]);
});

t.test("an abbreviated or named family is the surname after 'fam.', 'famille', 'famiglia', 'Familie'", async (t) => {
  check(t, [
    ['Klant zegt dat het pakket bij de buren (fam. Öztürk) is afgeleverd.', ['Öztürk']],
    ['La famille Dupont arrive demain.', ['Dupont']],
  ]);
  check(t, [
    ['Die Familie Urlaub macht Pause.', []],
    ['Il papiro appartiene alla famiglia Cyperaceae.', []],
  ]);
});
