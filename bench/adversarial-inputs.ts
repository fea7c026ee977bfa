/**
 * Worst cases of the default detection (the analyzer, then the repeated mentions of what it found,
 * as the gateway runs them): texts built from one short pattern repeated, at two sizes, and how
 * the time grows from the smaller to the four times larger one. A linear
 * analysis grows ~4x; a rule that walks a run from each of its tokens grows ~16x, and on the
 * gateway's 120 KB messages it held a thread for minutes (a run of "a." for 50 s, of "Mr." for
 * two minutes, "keykey..." for 17 s, before the caps of the forty-second session). CPU time of
 * this process, median of three runs per size.
 *
 *   npm run build && node dist/bench/adversarial-inputs.js [--write]
 *
 * `--write` puts the table into docs/benchmarks.md.
 */
import { createAnalyzer } from '../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../src/privacy/recognizers/index.js';
import { addRepeatedMentions } from '../src/privacy/repeated-mentions.js';
import { median } from './measure.js';
import { writeSection } from './write-section.js';

/** Patterns that walk runs (dots, titles, particles, separators, references, code) when repeated. */
const PATTERNS: readonly string[] = [
  'a.', 'A.', 'S.', 'a. ', 'A. ', 'a/', 'S. de ', 'Sp. z ', 'Mr. ', 'Herr ', 'Prof. Dr. ', 'Dr. A. ', 'de la ', 'van ',
  'A & ', 'x ', 'a,', '1.', '1 ', '+1 ', '(1) ', '12-', 'a@', '@a.', '&#64;', '&amp;', '"a": ', 'a = "b" ', '{"a": [',
  'user.name = "Zorvan Keltrigg"\n', 'expect(a.b).toBe("c");', 'I heard from Zorvan. ', '| a ', 'name,email\n', '- a: b\n',
  // Found by a fuzzing review in the forty-second session (each was quadratic before its cap).
  'key', 'user', 'di van ', 'Group And ', 'Ed\n', 'John, ', 'at Acme in Lima ', 'x 1 a\n',
  // Shapes the forty-fourth session's rules read: wrapped names, brackets after names, SET lists, contact lines, mentions.
  'from "Zorvan ', 'to <b>Zorvan ', 'Zorvan Keltrigg (', 'Ann Bo ("Tenant") ', "update users set a = 'b', ", 'A B,a@b.io,', '@Zorvan can ', 'mit Zorvan ',
  'new User("A B", ', 'Zorvan (HR) ', 'transfer $5 to ', 'Name\tA B\n', "'A', 'B', ", '/users/ab', 'Hej Zorvan, ',
  // The forty-fifth session's: names before streets and bracketed phones, bracketed fields, chains of full names, author tags, log users.
  'Zorvan Keltrigg, 14 Quarry Lane, ', 'Call Jorvik Stannard (555-0143) ', '(contact: Quillon Mave) ', 'Zorvan Keltrigg and ',
  '@author zk\n', 'for user zk from 10.0.0.1 ', 'ich bin Zorvan und ', 'cc: Zorvan, Quillon\n',
  // The forty-sixth session's: rare first names, action items, hand-copied chats, role lines, invitation lines, other languages' cues.
  'Siddharth Venkataraman ', 'Zorvan Quillon ', '- Zorvan to follow up\n', '[10:42] Zorvan Keltrigg: ok\n', 'Assignee: Zorvan\n',
  'ATTENDEE;CN=Zorvan Keltrigg:mailto:z@x.org\n', 'envoyer le contrat à Zorvan ', 'Zorvan ist krank. ', 'Zorvan (PM) ',
  // The forty-seventh session's: census names, fields inside prose, tickets' bars, 1:1 pairs, clefts, mentions by first name, tables of people.
  'Venkatesh Raghunathan ', 'x. Assignee: Zorvan Keltrigg  name: Hiroko Nishimura', 'SUP-1 | Assignee: Zorvan | ', 'Zorvan <> ', "c'est Zorvan qui ", 'reviewed by Zorvan ',
  '@Mirjam de x\n', 'id,name,manager\n', 'According to Zorvan, ', 'Asignado a: Zorvan. ',
  // The forty-eighth session's: display-name mentions, bare "name" keys with and without braces, account keys, articles in small letters,
  // belongings, checked with first, given from, roles before names, action items' labels, first names that are words of a team.
  '@Priya Raghavan ', '"name": "Zorvan Keltrigg", ', '{"name": "Zorvan Keltrigg"}, ', "display_name='Zorvan Keltrigg' (", 'der basti ',
  "Jorvik's message ", 'check with Zorvan first ', 'sign-off from Zorvan ', 'Supervisor Zorvan Keltrigg ', 'Actions: Zorvan to draft\n', 'Rose from accounting ',
  // Forty-ninth session: a name's mentions and short forms, each checked against every earlier one until then.
  'Oluwaseun Oluwa Olu Seu ', 'Mr. Klimek and klimek ', 'Our Phoenix and Orlando branches, ',
  // Fifty-first session: label blocks, families, 1:1s, couples, registry names mid-sentence, first names before surnames, initials.
  '> Will: I think we ship it\n', 'the Kowalskis and fam. Öztürk ', '1:1 Faisal / Brigitte ', 'Hiroshi & Emiko Sato ',
  'physio with Gwenllian and ', 'by Emer Doyle and ', 'Attendees: JP\n- JP ',
  // Fifty-second session: names written surname first, meetings with someone, lone chat senders, pronoun objects, dash signatures.
  'Okafor, Chidinma\n', '| Szabo, Réka | ', 'lunch with Zorvan. ', '[10:42] Tunde: yep\n', 'I met Ragnhild Saeterdal ',
  'Let Colm know the ', 'Johnson & Johnson ', 'done. - Kev\n', 'our driver Faisal attempted ', 'it went to Ilvessa Marrowin and ', 'by priya.natarajan ', 'a.b-c_d.',
  // Fifty-third session: quoted senders in small letters beside @-mentions, Teams senders, list items, relatives before a
  // known surname, log doers and their accounts, citations, kin opening a clause, roles before names in brackets.
  '> kelvash: on it @kelvash\n', 'Brandt, Lukas  9:41 AM\n', 'Leilani Makoa, Rangi Paratuku, ', 'Dr. Ravi Wickramavelu, Nimali Wickramavelu, ',
  'by=osei.kwarteng uid=osei.kwarteng ', 'Gumperz (1982) and ', '. daughter Orla visiting ', 'Attendees: chair (Ottoline Reyes), ',
  // Fifty-fourth session: rota grids, @-mentioned words followed, chat copies with a day, stand-up labels in small letters,
  // travel records with the title first, unlisted pairs alone, name columns of framed tables.
  'Dawn    Marek    Ifeoma\n', '@Bex can you look? thx bex ', '[Mon 10:12] kelvash: on it\n', '- jory: blocked by staging\n',
  'MR OKONJO/EMEKA CHIDI\n', 'such as Pellam Korvanth and the ', 'id | full_name | login\n',
  // Fifty-fifth session: handles heading chat lines and under people's fields, handles' parts, list mates, rosters, letters'
  // signatures, reference lists, recurring unknown words, roles before names, review headers.
  '[09:14] pravenna.r: ok\n', 'quorvan.t  14:03\nok\n', 'users: [m.hadravim, ', 'Tolvek tolvek_ash ', 'Quorvelle, Idris Mahmoud, ',
  'GK  Quilla Marrowby\n', 'Dear Sir,\n\nOmbeline Varsac\n', 'Okafor-Nwosu N., Adeyemi T. & ', 'from Baltrey, and Baltrey ',
  'con la enfermera Oihana ', '★★☆☆☆ Tavrel M. — ',
  // Fifty-sixth session: inverted names with two surnames and initials, initials of full names, nicknames, Reddit users,
  // editors' verbs, compound roles, rows' addresses, line mates, small-letter citations, kin before names.
  'Ruiz Olmedo, Claudia\n', 'Oduya, B.\n', 'Hollis Draymont (HD) HD says ', "'Sully' O'Sullivan, ", 'u/tired_landlady_88 ',
  'Modificato da f.derossi ', 'Teamleider: Marloes de Ridder\n', '1. Olawunmi Akande - olawunmi.a@x.io\n', 'Kezia Blackwood - 4:41\n',
  'okonkwo c, ', 'granny Pat and ',
  // Fifty-seventh session: accounts spelled from found names, small-letter chat senders, timeless IRC lines, plain accounts after
  // "by" and in CSV cells, nicknames after a surname-first field's comma, first names with a found surname's initial.
  'Rahel Tesfaye rtesfaye r.tesfaye ', 'jamal: ok so i will\n', '<kiri_whaanga> ok then\n', 'requested by okwame ', 'a,mgarrido,',
  'Ortega, Maisie "Moo" ', 'R. Sitaldin Robbert Sitaldin ',
  // Fifty-eighth session: cut addresses, surnames in capitals, ranks, conversations and tags, schedules, pairs of first names,
  // initials owning actions, statements' payees, rota joints.
  'rquarrie@ ', 'DALEY, Marlon\n', 'PC Okafor ', '[21:03] Kwame_Plays: in\n', '12:00 Tallulah Grisewood – cut\n',
  'Grace and Mark and ', 'NC to chase; ', 'FROM A OKAFOR ', 'Lidka + Dominic / ',
  // Fifty-ninth session: the learned model's candidates, one line of unknown capitalised words, and found spans between them.
  'Quorvin Ashdale, ', 'Vantresse ann@x.io ',
  // Sixty-first session: mojibake, parts beside found names (initials, particles, capitals, hyphens, surname first), dated stand-up lines.
  'MÃ¼ller;', 'Oâ€™Brien ', 'J.-M. Tessier ', 'El Khatib | ', 'BENSALEM Nora | ', 'Eun-ji Seo; ', 'DUBOIS, Hélène & ', '[Mon] rose: canary at 10%\n',
  // Sixty-second session: first names in small letters (one long line of words and commas too), columns of surnames
  // first, a surname in capitals in running text, list items before a dash.
  'handing over to kemal now, the\n', 'a b,c,d,e,f ', '23-Dec          PHAM, Duc   ', 'R v DUNNE, Liam ', 'SHARMA, Vikram & Lata — ',
];
const SMALL = 30_000;
const LARGE = 4 * SMALL;

function cpuMsOf(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
analyzer.warmUp();
const rows: string[] = [];
let worst = 0;
for (const pattern of PATTERNS) {
  const textOf = (length: number): string => pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
  const small = textOf(SMALL);
  const large = textOf(LARGE);
  const time = (text: string): number => median([0, 1, 2].map(() => cpuMsOf(() => addRepeatedMentions([text], [analyzer.analyze(text)]))));
  const smallMs = time(small);
  const largeMs = time(large);
  const growth = largeMs / Math.max(smallMs, 1);
  worst = Math.max(worst, growth);
  rows.push(`| \`${JSON.stringify(pattern).slice(1, -1).replace(/\|/g, '\\|')}\` | ${smallMs.toFixed(0)} | ${largeMs.toFixed(0)} | ${growth.toFixed(1)} |`);
}
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node dist/bench/adversarial-inputs.js\`: each pattern repeated to ${SMALL / 1000} KB and to ${LARGE / 1000} KB, the default detection's CPU time (the analyzer and the repeated mentions, median of three), and the growth from the one to the other (~4 is linear, ~16 quadratic).`,
  '',
  '| pattern | ms at 30 KB | ms at 120 KB | growth |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
  `- Largest growth: **${worst.toFixed(1)}x** for 4x the text.`,
].join('\n');
console.log(report);
if (process.argv.includes('--write')) writeSection('adversarial', report);
