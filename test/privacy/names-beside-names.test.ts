/**
 * Names a red-team set of work prompts (bench/work-prompts-fourth.jsonl) found in clear or half
 * masked, through the default pipeline: a first name no list knows before a surname the rules
 * found ("(Ptolemy Garrick)"), a registry's first name alone mid-sentence ("physio with
 * Gwenllian"), a couple with one surname ("Hiroshi & Emiko Sato"), the people of a 1:1, courier,
 * assessor and patient fields and columns, a list's initials written again, the doer after
 * another language's "by" ("gemeld door Tjitske Wiersma"), a friend's short name after a spoken
 * article ("il fede"); and look-alikes it found masked (a patient's "67M.", a mail's "Reply-To",
 * "a Caesar salad", "Mum", "Love, Kemi"). Each table holds what must be found and the look-alikes
 * that must not.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** The PERSON values the default pipeline finds, in order. */
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));

const check = (t: Test, cases: [text: string, expected: string[]][]): void => {
  for (const [text, expected] of cases) t.same(persons(text), expected, JSON.stringify(text));
};

t.test("an unlisted full name that is a whole item of a list beside a listed one's", async (t) => {
  check(t, [
    ['Table 1: Keanu Makoa (vegan), Leilani Makoa, Rangi Paratuku', ['Keanu Makoa', 'Leilani Makoa', 'Rangi Paratuku']],
    ['Standing: Yevhenia Bondarivka (press), Oksana Hrytsivna (photographer)', ['Yevhenia Bondarivka', 'Oksana Hrytsivna']],
    ['Mesa 4: Nuvella Arrastegui, Candelario Ñancupil', ['Nuvella Arrastegui', 'Candelario Ñancupil']],
    ['utenti = ["Beppe Randacchio", "Concetta Mulè", "Yusuf Demirci"]', ['Beppe Randacchio', 'Concetta Mulè', 'Yusuf Demirci']],
  ]);
  // A word no list knows joined by "and" to a first name, whatever follows the pair; a registry's
  // first name vouches in English text ("Meera"), not in other languages' lists of words.
  check(t, [
    ['I enjoyed working with Chiamaka and Dovrin on the pricing model.', ['Chiamaka', 'Dovrin']],
    ['It forced Jarovit and Meera to work the weekend.', ['Jarovit', 'Meera']],
    ['Sehr geehrte Damen und Herren, Ihr Mitarbeiter war unverschämt.', []],
  ]);
  // Not a closing before the signature, nor a pair that is no whole item of the list (an article before it).
  check(t, [['Viele Grüße, Thorsten Kahl', ['Thorsten Kahl']]]);
  const foundation = 'Wir danken der Stiftung Quorvane, Maria Lopez und Tom Becker.';
  t.notOk(persons(foundation).includes('Stiftung Quorvane'), foundation);
});

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

t.test('a couple written with one surname: the first partner is a person of their own', async (t) => {
  check(t, [
    ['Created invoice INV-44120 for customer "Hiroshi & Emiko Sato" by admin', ['Hiroshi', 'Emiko Sato']],
    ['Diner met Anneke en Joost de Vries', ['Anneke', 'Joost de Vries']],
  ]);
  check(t, [['Sales & Emiko Sato', ['Emiko Sato']]]);
});

t.test('the people of a 1:1 meeting, in small letters too', async (t) => {
  check(t, [
    ['1:1 Faisal / Brigitte\nRecurring: every other Monday 10:00', ['Faisal', 'Brigitte']],
    ['notes 1:1 w/ priyanka\n- she wants to move teams', ['priyanka']],
    ['1-1 with Tjitske on Friday', ['Tjitske']],
  ]);
  // A ratio, a copy or a score is no meeting.
  check(t, [
    ['set the aspect ratio to 1:1 Square, a 1:1 mapping', []],
    ['final score: 1-1 Vandeloo', []],
  ]);
});

t.test("a courier's and an assessor's field name people; a driver alone may be software", async (t) => {
  check(t, [
    ['Bezorger: Gijs', ['Gijs']],
    ['Beoordelaar: Radboud Spieringhs', ['Radboud Spieringhs']],
    ['Driver: Pradeep Kumar', ['Pradeep Kumar']],
  ]);
  check(t, [['Driver: Intel', []]]);
});

t.test("a list's initials of a person are that person where the text writes them again in capitals", async (t) => {
  const text = 'Attendees: Marisol de la Fuente, Björn Lindqvist, JP\n- JP out next week; the jp locale ships';
  const spans = addRepeatedMentions([text], [full.analyze(text)])[0] ?? [];
  const values = spans.filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));
  t.same(values, ['Marisol de la Fuente', 'Björn Lindqvist', 'JP', 'JP']);
});

t.test("minutes that name two people or more by their full names' initials mask the initials too", async (t) => {
  const persons = (text: string): string[] =>
    (addRepeatedMentions([text], [full.analyze(text)])[0] ?? []).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));
  const minutes = 'present: Treasurer (Hollis Draymont), Fr. Declan Moynihan\n1. accounts - HD says reserves are fine.\nactions: DM training by end Feb';
  t.same(persons(minutes), ['Hollis Draymont', 'Fr. Declan Moynihan', 'HD', 'DM']);
  const record = 'Supervisors: Prof. Emrys Talfryn (1st), Dr Sunita Pillai (2nd)\n- ET: lit review too descriptive; SP: stats methods solid';
  t.same(persons(record), ['Prof. Emrys Talfryn', 'Dr Sunita Pillai', 'ET', 'SP']);
  // One pair alone is as often an acronym.
  t.same(persons('Peter Rossi opened the PR and Dana Bauer reviewed it.'), ['Peter Rossi', 'Dana Bauer']);
});

t.test("a letter glued to an age is no title or initial, and a mail header's field name is no person", async (t) => {
  check(t, [
    ['Pt: 67M. Presents w/ 3/7 hx of productive cough', []],
    ['Reply-To: "Bianca Montenegro" <bianca.m@vialattea.it>', ['Bianca Montenegro']],
  ]);
  check(t, [['Rendez-vous avec M. Chevalier demain.', ['M. Chevalier']]]);
});

t.test('in English text, a first name only the registries know, alone mid-sentence, is a person', async (t) => {
  check(t, [
    ['Follow-up: physio with Gwenllian in 2/52.', ['Gwenllian']],
    ['# TODO ask someone whether Thandiwe should be added', ['Thandiwe']],
    ['This TODO has been here since Ebere left.', ['Ebere']],
  ]);
  // Beside a particle, a number, "the" or another capitalised word it is a place, a street or a longer name.
  check(t, [
    ['I am in Mansilla de la Sierra for a business trip.', []],
    ['The parcel went to 35 Herrería 6 yesterday.', []],
    ['Did services I asked them NOTto do and was still charged.', []],
  ]);
});

t.test('in English text, a word no list knows, alone mid-sentence and written with its capital again, is a person', async (t) => {
  check(t, [
    ["When Quorrin first met the team, he was nervous. Ask Quorrin's manager about it.", ['Quorrin', 'Quorrin']],
    ['I waited for the numbers from Baltrey, and then I asked Baltrey again.', ['Baltrey', 'Baltrey']],
  ]);
  // Once is not enough; a product's, a system's or a place's name recurs with an article, a noun or a preposition beside it.
  check(t, [
    ['I waited for the numbers from Baltrey all week.', []],
    ['We moved the Zorbly dashboard yesterday, and Zorbly broke again.', []],
    ['The Ceph cluster is full; Ceph needs more disks.', []],
    ['The people of Qarvesh protested, and the army left Qarvesh.', []],
    ['Translate this into plain English, it is English but full of jargon.', []],
  ]);
});

t.test('a dish named after someone is no person; their own dish is theirs', async (t) => {
  check(t, [
    ['what can I substitute for Worcestershire sauce in a Caesar salad dressing?', []],
    ['shopping list:\n- margherita pizza base\n- rice', []],
    ['Quelqu\'un sait si la cantine fait encore la salade César le vendredi ?', []],
    ['15x beef Wellington sliders', []],
    ['Hanno chiesto della caldaia.', []],
  ]);
  check(t, [["I loved Anna's salad yesterday.", ['Anna']], ['Han Kang wrote it.', ['Han Kang']]]);
});

t.test("whoever did a piece of work, after the other languages' word for 'by'", async (t) => {
  check(t, [
    ['Gemeld door Tjitske Wiersma om 14:05.', ['Tjitske Wiersma']],
    ['Le rapport a été rédigé par Zorvan hier.', ['Zorvan']],
    ['El informe fue aprobado por Zorvan ayer.', ['Zorvan']],
  ]);
  // A team or a word after "door" is no one.
  check(t, [['Goedgekeurd door Finance gisteren.', []]]);
});

t.test('what a child calls a parent names no one on its own, and "Love," signs a message off', async (t) => {
  check(t, [
    ['Mum asked me to send you the photos.', []],
    ['Hi Auntie Folake, Mum says hi', ['Auntie Folake']],
    ['The one with Grandpa is my favourite! Love, Kemi', ['Kemi']],
  ]);
  // A Swedish first name before a surname is still one.
  check(t, [['Love Antell sang it.', ['Love Antell']]]);
});

t.test("a table's one column only people fill says whose its rows are, in capitals too", async (t) => {
  check(t, [
    [
      'date,patient,procedure\n2024-05-01,ELLINGTON MARCUS,Filling\n2024-05-01,Zorvan Keltrigg,Checkup',
      ['ELLINGTON MARCUS', 'Zorvan Keltrigg'],
    ],
  ]);
  // Two columns, or no role only people fill, are no such table.
  check(t, [['date,status,procedure\n2024-05-01,Open Ticket,Filling\n2024-05-02,Build Agent,Checkup', []]]);
});

t.test("a friend's short name after the article of Italian, Spanish or German speech, in small letters", async (t) => {
  check(t, [
    ['raga stasera aperitivo? io, il fede e la marti ci siamo. chiedete al lollo', ['fede', 'marti', 'lollo']],
    ['jaja el pancho otra vez llegó tarde', ['pancho']],
    ['der basti hat das gesagt', ['basti']],
  ]);
  // Without the article it is a word; "la fede" is faith.
  check(t, [
    ['compra una birra ale per stasera', []],
    ['la fede non si discute', []],
  ]);
});

t.test("a statute, a street after a preposition and a room named after someone are none", async (t) => {
  check(t, [
    ['Nothing limits the right to seek relief under the Sherman Act.', []],
    ['Do we take it to the dealer on Lincoln Avenue?', []],
    ['Meeting in room Grace Hopper at 3.', []],
    ['Die Versammlung findet im Saal Konrad Adenauer statt.', []],
    ['Locatie: zaal Erasmus, 3e verdieping', []],
  ]);
  check(t, [
    ['Anna Street said hi.', ['Anna']],
  ]);
});

t.test("a hospital, a school or a street of the other languages named after someone is none, and 'Dña.' ends no list's item", async (t) => {
  check(t, [
    ['El Hospital Gregorio Marañón amplía su unidad. Obras en la avenida Simón Bolívar.', []],
    ['Il Policlinico Agostino Gemelli ha inaugurato un reparto.', []],
    ['Dîner à la brasserie, rue Victor-Hugo.', []],
    ['aanrijding bij de Willem de Zwijgerlaan, 14-03', []],
    ['parkeergarage aan de Van Goghstraat gesloten', []],
  ]);
  check(t, [
    ['Asistentes: Dña. Remedios de la Fuente, D. Aníbal Guerrero, Yolanda', ['Dña. Remedios de la Fuente', 'D. Aníbal Guerrero', 'Yolanda']],
  ]);
});

t.test("one surname twice around '&' is a firm; a tool named like a person beside its theme or boards is software", async (t) => {
  check(t, [
    ['The Johnson & Johnson invoice was paid.', []],
    ['Met vriendelijke groet,\nVastgoedbeheer Dijkstra & Zn.', []],
    ['Spedition Hartmann & Söhne liefert morgen.', []],
    ['dile a tu primo que no hay partido', []],
    ['- Deprecated the legacy Hugo theme', []],
    ['| Quillon | migrate Jira boards | Fri |', []],
  ]);
  check(t, [
    ['Hugo said he would come.', ['Hugo']],
    ['Victor Hugo wrote it.', ['Victor Hugo']],
  ]);
});

t.test('in English text, two capitalised words no list or dictionary knows are a name on their own; brands, towns and journals are not', async (t) => {
  check(t, [
    ['Colleagues such as Pellam Korvanth relied on him every day, and the team too.', ['Pellam Korvanth']],
    ['Damaged: the rug and 2 paintings (one by local artist Dovi Marrant, value est. £900)', ['Dovi Marrant']],
    ['Brisca Olwethu-Vane, our ops lead, now uses them in every board pack.', ['Brisca Olwethu-Vane']],
  ]);
  check(t, [
    // More capitalised words around it, a number beside it, a place's preposition, a journal's abbreviation, a weekday.
    ['Delivered by Hargreaves Bldg Supplies on Monday, and the order is complete.', []],
    ['Please ship it to 25 Schaarsteinweg 58 Apt. 584 Ebermannsdorf and call me.', []],
    ['We stayed in Kallavesi Jarvenpaa for the week and it was lovely.', []],
    ['Circadian misalignment in night nurses, Chronobiology Int., 2020, is the paper.', []],
    ['The agenda for Standup Thu is in the doc.', []],
    // Software's second words no dictionary spells.
    ['We are thinking about the Tauri Updater and the Hono Middleware for this release.', []],
    // Not in a text in another language.
    ['Der Bericht von Pellam Korvanth liegt vor.', []],
  ]);
});

t.test("a Dutch school's teacher by title, as a parents' chat names them", async (t) => {
  check(t, [
    ['[19:02] Juf Annemieke: Beste ouders, donderdag is de excursie.', ['Juf Annemieke']],
    ['Vrijdag is juf Marieke afwezig; Meester Abdelkader vervangt haar.', ['Marieke', 'Meester Abdelkader']],
  ]);
});
