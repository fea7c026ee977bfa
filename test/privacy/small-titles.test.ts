/** Names after titles typed in small letters (small-titles.ts), in texts that write other names with capitals. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createSmallTitlesRecognizer } from '../../src/privacy/recognizers/index.js';

const alone = createAnalyzer({ recognizers: [createSmallTitlesRecognizer()] });
const found = (text: string): string[] => alone.analyze(text).map((span) => text.slice(span.start, span.end));
const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));

t.test('a title in small letters before a name no dictionary has is a person', async (t) => {
  t.same(found('Dolores says tell Frank the float money is w/ mrs abara. ty!!'), ['mrs abara']);
  t.same(found('Call w/ Rukhsana Qureshi (Head of Ops). Suggested mr. delacroix-baptiste from their side.'), ['mr. delacroix-baptiste']);
  t.same(found('Ping dr okonkwo before Friday, and ms. nwachukwu too.'), ['dr okonkwo', 'ms. nwachukwu']);
  // Through the default pipeline, in a text with capitalised names beside it.
  t.same(persons('Call w/ Rukhsana Qureshi (Head of Ops). Suggested mr. delacroix-baptiste from their side.'), ['Rukhsana Qureshi', 'mr. delacroix-baptiste']);
});

t.test("units, appointments, tools and words after such a title are none", async (t) => {
  t.same(found('Latency went from 200 ms later to 300 ms now. The dr. appointment is at 3. Use ms teams or ms word.'), []);
  t.same(found('Meet at 12 Elm St, dr who fans welcome; the mr robot poster; ms. paris office'), []);
  t.same(found('El modelo es ms costoso y ms correcto'), [], '"más" without its accent');
  t.same(found('See mrs.abara@example.com and /home/mr.x and drumroll'), []);
});
