/** The heads of a list's lines beside the persons heading the others (line-mates.ts), and the forms and prose whose lines hold none. */
import t from 'tap';
import { withLineMates } from '../../src/privacy/line-mates.js';
import { markedSpans } from '../helpers/marked-spans.js';

/** The text's spans at each `[...]` (PERSON) or `{...}` (USERNAME) (helpers/marked-spans.ts); then the values `withLineMates` adds. */
function mates(marked: string): string[] {
  const { text, spans } = markedSpans(marked);
  return withLineMates(text, spans)
    .filter((span) => span.source === 'line-mate')
    .map((span) => text.slice(span.start, span.end));
}

t.test("a leaderboard's, a team sheet's and a chat's lines headed by persons: the other heads are persons", async (t) => {
  const board = "[Tomás Aguirre] - 3:58 Rx\n[Kezia Blackwood] - 4:41 Rx\nNils 'Nilsy' Aberg - 5:10 Rx\n[Oksana] - 6:02 Rx\nWren O'Hagan - 5:55 scaled";
  t.same(mates(board), ["Wren O'Hagan"], "a line of no head between them; an apostrophe inside a surname");
  t.same(mates('1. [Anouk Zwartjes] (Rotterdam)\n2. [Bayu Santoso] (Delft)\n3. Quorvelle Anstrey (Breda)\n4. [Mila] (Gouda)'), ['Quorvelle Anstrey']);
  t.same(mates('[10:02] {jules.amankwah}: ok so lisbon\n[10:03] {ben_k}: porto is cheaper\n[10:05] {mira.s}: yeah\n[10:06] tavish: porto.'), ['tavish'], "a chat's sender in small letters beside its handles");
  t.same(mates('[Kwesi] 9 (played semi-pro)\n[Aleksy] 7\n[Declan Fitzpatrick] 6\nGrace 6\n[Nikita] 5'), ['Grace'], "a rating's number after each head");
});

t.test('a form, prose and lists of too few persons hold no line mates', async (t) => {
  // A label among the heads makes the lines a form's.
  t.same(mates('Candidate : [Maëlys Arcandier]\nJury : [Bertrand Lemaître]\n[Bertrand] : solide\n[Nour] : motivée\n[Félicien] : énergie\nDisponibilité : 3 mois'), []);
  // Two persons only, or most heads no person's.
  t.same(mates('[Anna] - lead\n[Ben] - design\nQuorvelle - ops'), []);
  t.same(mates('[Anna] - lead\n[Ben] - design\n[Cleo] - ops\nQuorvelle - ops\nTavrin - qa\nOlvessa - pm'), []);
  // A blank line ends a list; a comma after a line's first words is prose's.
  t.same(mates('[Anna] - lead\n[Ben] - design\n\n[Cleo] - ops\nQuorvelle - qa'), []);
  t.same(mates('[Wiśniewski], [Paweł]\n[Brückner], [Hannelore]\n[Ysra Valdmark], ok\nGuten Morgen, kurze Abstimmung'), []);
});
