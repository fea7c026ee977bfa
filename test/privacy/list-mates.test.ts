/** The unknown names a list holds beside found persons (list-mates.ts), and the lists and lines that hold none. */
import t from 'tap';
import { withListMates } from '../../src/privacy/list-mates.js';
import { markedSpans } from '../helpers/marked-spans.js';

/** The text's PERSON spans at each `[...]` (helpers/marked-spans.ts); then the values `withListMates` adds. */
function mates(marked: string): string[] {
  const { text, spans } = markedSpans(marked);
  return withListMates(text, spans)
    .filter((span) => span.source === 'list-mate')
    .map((span) => text.slice(span.start, span.end));
}

t.test("a list's unknown words beside its persons, along the list", async (t) => {
  t.same(mates('Table 2: Quorvelle, [Idris Mahmoud], [Tamsin], Orrin & Belvane'), ['Quorvelle', 'Orrin', 'Belvane']);
  t.same(mates('present: [Ayodele], [Priya], Vessaline, Kemarrow, me ([Joost])'), ['Vessaline', 'Kemarrow']);
  t.same(mates('new neighbours at no. 4 (Farzeel & [Odile Marchetti]) said hello'), ['Farzeel']);
  t.same(mates('kids: [Saffi] (4) and Tavrin (7)'), ['Tavrin'], 'a note in brackets after each item');
  t.same(mates('Hablé con [Lucía Ferrer] y Dalvenia.'), ['Dalvenia']);
  t.same(mates('- co-hosts: Tavita, Aroha Te Whenua, me ([Sina])'), ['Tavita', 'Aroha Te Whenua'], "the writer among them; a surname's particle inside an item");
  t.same(mates('SHARMA, [Vikram] & Lata — 41 Ashgrove Road, Leicester'), ['Lata'], 'a dash after the list: what follows is said of them');
  t.same(mates('Quorvelle & [Hamish Dunbar] – Oban ✔'), ['Quorvelle']);
});

t.test('closings, roles, places, companies and everyday words are no list mates', async (t) => {
  t.same(mates('Herzliche Grüße, [Claudia Reinsperger]'), [], 'a closing before the signature');
  t.same(mates('[Renate Wolkenbrink], Klassenleitung'), [], 'a role after the name');
  t.same(mates('[Amara Okoye], Marketing and Finance joined the call'), []);
  t.same(mates('[Yusuf] and London are both on the list'), [], 'a listed place');
  t.same(mates('[Priya] & Google signed the contract'), [], 'a listed company');
  t.same(mates("[Marion]'s grandkids, Tavrin and Saffi"), [], 'a possessive is no whole item');
  t.same(mates('[Tamsin] and Monday'), [], 'a weekday');
  t.same(mates('Wk1: Tue – [Jo] / Thu – [Sanjay]'), [], "a rota's short weekday beside its driver");
});

t.test("a first name that is a word too, joined to a person by \"and\" or \"&\" alone", async (t) => {
  t.same(mates('TABLE 1 (top table): [Dan] & Rose, [Folasade Adebayo-Cole] (MOH)'), ['Rose']);
  t.same(mates('Mum: [Pádraig] and Summer yes'), ['Summer']);
  // Not a word that is no first name, nor one before another name's capitalised word.
  t.same(mates('[Anna] and Rust are old friends'), []);
  t.same(mates('[Priya] and Frank Whitlock came'), []);
});

t.test('a rota\'s "+" and "/" between blanks join two items as "and" does', async (t) => {
  t.same(mates('Sat 30th: Lidka + [Dominic]\nSun 1st: [Grace]'), ['Lidka']);
  t.same(mates('Staff on desk: Ffion / [Jaskaran]'), ['Ffion']);
  t.same(mates('Défense : Roy / [Kowalczyk], Massicotte / Ngata'), ['Roy', 'Massicotte', 'Ngata']);
  // Glued, they are a path's or a sum's; beside an everyday word, a team's or a place's.
  t.same(mates('See docs/[Tamsin] and 2+[Oriel]; Sales / [Ines]; Berlin + [Ines]'), []);
});
