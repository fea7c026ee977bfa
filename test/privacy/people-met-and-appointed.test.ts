/**
 * Two capitalised words no list knows, read as a full name where the sentence says someone: the
 * object of what one does to a person after a pronoun ("I met", "we hired"), and the one an office
 * is given to ("as Chief Financial Officer"). Each table holds what must be masked and the
 * look-alikes (firms, tools, places) that must stay as they are.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** Every PERSON span the default pipeline finds, as its text. */
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));
type Cases = [text: string, expected: string[]][];
const check = (t: Test, cases: Cases): void => {
  for (const [text, expected] of cases) t.same(persons(text), expected, JSON.stringify(text));
};

t.test('a full name no list knows, met, interviewed or thanked by a pronoun', async (t) => {
  check(t, [
    ['I met Ragnhild Saeterdal yesterday.', ['Ragnhild Saeterdal']],
    ['She interviewed Quexo Varnholt on Monday.', ['Quexo Varnholt']],
    ['we thanked Zorvan Keltrigg for the help', ['Zorvan Keltrigg']],
  ]);
  check(t, [
    ['We hired Deloitte Digital for the audit.', []],
    ['We booked Quexo Varnholt for two nights.', []],
  ]);
  // Two capitalised words no list or dictionary knows, alone in English text, are a name since the fifty-fourth session.
  check(t, [['The team met Quexo Varnholt.', ['Quexo Varnholt']]]);
});

t.test('the one an office is given to, after "as"', async (t) => {
  check(t, [
    ['Velomint announced the appointment of Cassius Onwuachi as Chief Financial Officer.', ['Cassius Onwuachi']],
    ['The board named Drom Tesselwick as CTO.', ['Drom Tesselwick']],
    ['Please welcome Quexo Varnholt as our new Head of Sales.', ['Quexo Varnholt']],
  ]);
  check(t, [
    ['We chose Quexo Varnholt as the default theme.', []],
    ['Deloitte Digital as Chief Auditor of the project', []],
  ]);
});

t.test("an issue tracker's activity names its full name; a JSON list of watchers or approvers lists people", async (t) => {
  check(t, [
    ['Ragnhild Saeterdal added a comment - 12/Feb/24 3:41 PM', ['Ragnhild Saeterdal']],
    ['{"watchers": ["Quexo Varnholt", "Drom Tesselwick"]}', ['Quexo Varnholt', 'Drom Tesselwick']],
  ]);
  check(t, [
    ['Google Cloud added a region.', []],
    ['Apache Kafka added a feature.', []],
    ['{"watchers": ["ci-bot", "Release Team"]}', []],
  ]);
});

t.test("a full name no list knows before its team in brackets, and a newcomer named in commas", async (t) => {
  check(t, [
    ['Quexo Varnholt (Finance) approved the budget.', ['Quexo Varnholt']],
    ['The new hire, Quexo, starts Monday.', ['Quexo']],
  ]);
  check(t, [
    ['The new release, Quexo, ships Monday.', []],
    ['the Acme Cloud (Finance) module is slow', []],
  ]);
});
