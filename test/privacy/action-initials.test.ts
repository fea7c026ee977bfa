/** Initials standing for people in minutes' action items and notes' sign-offs (action-initials.ts). */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createActionInitialsRecognizer } from '../../src/privacy/recognizers/index.js';

const alone = createAnalyzer({ recognizers: [createActionInitialsRecognizer()] });
const found = (text: string): string[] => alone.analyze(text).map((span) => text.slice(span.start, span.end));

t.test("an action item's owner and a note's sign-off, by initials", async (t) => {
  t.same(found('Actions: NC to chase data access agreement; JB to read ch.3 by 20 Oct.'), ['NC', 'JB']);
  t.same(found('Actions: GvdB to revise forecast; EM to send trials report; TL to circulate minutes.'), ['EM', 'TL']);
  t.same(found('- KO to book the venue\n- and RS to confirm numbers'), ['KO', 'RS']);
  t.same(found('Farida wants late checkout — needs approval from FOM.\n— AN\n'), ['AN']);
});

t.test('teams, roles, words and acronyms of a list are no initials', async (t) => {
  t.same(found('Actions: IT to fix the VPN; HR to confirm; QA to retest; CEO to sign; ALL to review.'), []);
  t.same(found('Next: WE to meet? NO to that. AN to-do list'), []);
  t.same(found('Stack:\n- API\n- SDK\n-- END'), []);
  t.same(found('A note signed -- TM in the middle\nof a text'), []);
});
