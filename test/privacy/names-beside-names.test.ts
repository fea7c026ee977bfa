/**
 * Names a red-team set of work prompts found half masked or in clear beside another name or a
 * slot, through the default pipeline: a first name no list knows before a surname the rules found
 * ("(Ptolemy Garrick)", "Conducted by Emer Doyle."). Each table holds what must be found and the
 * look-alikes that must not.
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

t.test('in English text, an unlisted first name before a surname found alone joins it', async (t) => {
  check(t, [
    ['She mentioned friction with her former lead (Ptolemy Garrick) over the on-call load.', ['Ptolemy Garrick']],
    ['The exit interview was conducted by Emer Doyle.', ['Emer Doyle']],
  ]);
  // An English word, a title or the sentence's first word stays outside.
  check(t, [
    ['The exit interview was conducted by Ma\'am Doyle.', ['Doyle']],
    ['Interview conducted by Lead Doyle.', ['Doyle']],
  ]);
});
