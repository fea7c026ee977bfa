/**
 * Logins made of a first initial and a surname (initial-logins.ts): found where a field or a log
 * puts a login, in English text; words, names, prose and other languages' words stay alone.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { createInitialLoginsRecognizer } from '../../src/privacy/recognizers/initial-logins.js';

const logins = createInitialLoginsRecognizer();
const found = (text: string): string[] => logins.detect(text, {}).map((span) => text.slice(span.start, span.end));
const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });

t.test('a first initial and a listed surname, where a field or a log puts a login, is a USERNAME', async (t) => {
  t.same(found('(Reviews: jhoffmann, wei.chen) the fix is in'), ['jhoffmann']);
  t.same(found('2024-03-02 10:05:40 INFO  kiosk=HALL checkin  vol=bsotiriou role=front_desk and the rest'), ['bsotiriou']);
  t.same(found('[2024-02-12 09:14] jtreloar: FNOL received via the app'), ['jtreloar']);
  t.same(found('Rollback started by rtesfaye, and the page went green'), ['rtesfaye']);
  t.same(found('{"actor":"hdiallo","action":"login"} from the audit trail'), ['hdiallo']);
  const text = 'oadebayo commented on the PR';
  t.same(
    analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]),
    [['USERNAME', 'oadebayo']],
  );
});

t.test('words, names, prose and other languages stay alone', async (t) => {
  // Words and names any list knows, and words whose letters after the first are no surname.
  t.same(found('algo: kmeans, sparks, bjorn, numpy and the rest'), []);
  // Prose: the word stands after another word, not in a field.
  t.same(found('We were told the bmartin account is fine and the river cruise is booked'), []);
  // A text that does not read as English.
  t.same(found('Cliente: sconto; nota: prende il treno'), []);
  // Inside a path, an address, a dotted or hyphenated name, a mention.
  t.same(found('see /home/jhoffmann/x, jhoffmann@example.com, @jhoffmann, jhoffmann.dev and jhoffmann-bot with the team'), []);
});
