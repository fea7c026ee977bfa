/**
 * The lone-word cues (thanked, called, asked, "from IT") took software and web services for
 * people ("Thanks Vercel!", "Call Sentry tomorrow."), through the default pipeline. The table
 * holds what must change and the real names on the same cues that must not.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { isListedName } from '../../src/privacy/gazetteer/english-words.js';
import { SERVICE_NAMES } from '../../src/privacy/gazetteer/tech-names.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** Every span the default pipeline finds, as [type, text]. */
const found = (text: string): [string, string][] => full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
type Cases = [text: string, expected: [string, string][]][];
const check = (t: Test, cases: Cases): void => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
};

t.test("a service's name on a lone-word cue is the service", async (t) => {
  check(t, [
    ['Thanks Vercel!', []],
    ['Call Sentry tomorrow.', []],
    ['Mozilla from IT called.', []],
    ['Send the file to Netlify.', []],
    ['cc Zapier', []],
    ['Ask Vercel about it.', []],
  ]);
  // Real names on the same cues are still people, and so is a service's name with a title or a first name.
  check(t, [
    ['Thanks Tunde!', [['PERSON', 'Tunde']]],
    ['Call Tunde tomorrow.', [['PERSON', 'Tunde']]],
    ['Tunde from IT called.', [['PERSON', 'Tunde']]],
    ['Send the file to Siddharth.', [['PERSON', 'Siddharth']]],
    ['Thanks Qi!', [['PERSON', 'Qi']]],
    ['Mr. Vercel said no.', [['PERSON', 'Mr. Vercel']]],
    ['Anna Sentry called.', [['PERSON', 'Anna Sentry']]],
  ]);
});

t.test('no service name is a listed first name or surname', async (t) => {
  t.ok(SERVICE_NAMES.size >= 60);
  for (const name of SERVICE_NAMES) t.notOk(isListedName(name), name);
});
