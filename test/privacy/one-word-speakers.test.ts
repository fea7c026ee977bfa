/**
 * Speakers named by one word at the head of a line (a quoted thread, a stand-up) and senders of
 * messages copied from WhatsApp Web, through the default pipeline. Each table holds what must be
 * found and the look-alikes that must not.
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

t.test('one-word labels of a block that reads as people are its speakers, everyday names included', async (t) => {
  check(t, [
    [
      '> Will: I think we should push the launch to June\n> Hope: agreed, the translations are late\n> Will: ok then we wait',
      ['Will', 'Hope', 'Will'],
    ],
    [
      'Standup\n• Aleksandra: finishing the push fix, needs review\n• Tunde: on support rotation, 3 P2s\n• Hoang: OOO\n• me: still on the pricing page',
      ['Aleksandra', 'Tunde', 'Hoang'],
    ],
  ]);
  // A label that is a word, a place or a month makes the block a list of headings.
  check(t, [
    ['April: planning phase starts soon\nMay: build the first prototype\nJune: launch it to everyone', []],
    ['Will: I think we should ship it now\nSummary: the team agrees on a date\nHope: agreed, the translations are late', []],
    // Values, not speech.
    ['Will: yes\nHope: no\nRose: ok', []],
  ]);
});

t.test('a quoted thread keeps its senders in small letters; an @-mention vouches for a label that is a word', async (t) => {
  check(t, [
    [
      '> hope: deploy is blocked again, will is looking at it\n> will: yeah the users table lock is back\n> kelvash: on it, the nightly export again',
      ['hope', 'will', 'kelvash'],
    ],
    // "nacho" is an English word, and the chat @-mentions it: an account, so a person.
    [
      '> lucía: el despliegue falló otra vez, @nacho puedes mirar?\n> nacho: es el script de migración\n> fer: perdón, ya lo reviso ahora',
      ['lucía', 'nacho', 'fer'],
    ],
    // French puts a blank before the colon.
    [
      '> clémence : la prod est KO depuis 9h, @yannick tu regardes ?\n> yannick : oui, c\'est le certificat qui a expiré\n> clémence : ok, je préviens le client',
      ['clémence', 'yannick', 'clémence'],
    ],
  ]);
  check(t, [
    // Small letters without the quote mark are a config's or a log's keys.
    ['hope: deploy is blocked again today\nwill: yeah the lock is back again\nkelvash: on it, the export again', []],
    // A quoted block of keys: a word among the labels leaves it alone.
    ['> status: the deploy is blocked again\n> owner: will is looking at it\n> note: the lock is back again', []],
    ['> nacho: es el script de migración\n> fer: perdón, ya lo reviso ahora\n> lucía: vale, avisad a Marta', []],
  ]);
});

t.test("a stand-up's list keeps its people in small letters, the writer's own line beside them; a list of notes is none", async (t) => {
  check(t, [
    [
      '- marvane: finished the lifecycle rules, no blockers\n- jory: still on flaky e2e tests\n- tirrel: pairing on the sso bug\n- me (kofi): reviews and the capacity doc',
      ['marvane', 'jory', 'tirrel', 'kofi'],
    ],
    ['* Kelechi (Zara\'s mum): see you all on Friday\n* Jonas: thanks for the reminder!\n* Noor: I can drive two kids', ['Kelechi', 'Zara', 'Jonas', 'Noor']],
  ]);
  check(t, [['- todo: write the docs for the release\n- fix: the login bug on staging now\n- note: deploy is on friday morning', []]]);
});

t.test("a group chat's senders typed in small letters with no mark, where one speaks twice; keys and commit lines are none", async (t) => {
  const chat = "jamal: ok so i'll do the lit review\nwiktoria: i can do methods but need the data\nthabo: data's on the drive, ask for the form\njamal: who's doing slides";
  check(t, [[chat, ['jamal', 'wiktoria', 'thabo', 'jamal']]]);
  check(t, [
    ['fix: the login bug on staging now\nfeat: add the export button to reports\nfix: the crash on the empty list\nchore: bump the lockfile again', []],
  ]);
  // Beside them, a capitalised chat keeps its own reading.
  check(t, [[`> Will: I think we should push the launch\n> Hope: agreed, the translations are late\n> Will: ok then we wait\n\nnote: see the doc for more on this`, ['Will', 'Hope', 'Will']]]);
});

t.test('a message copied from WhatsApp Web names its sender after the time and date', async (t) => {
  check(t, [
    ['[21:14, 02/03/2024] Ama Owusu: did you get home ok?\n[21:15, 02/03/2024] Efua: yes!! thanks for tonight', ['Ama Owusu', 'Efua']],
  ]);
  check(t, [['[21:15, 02/03/2024] INFO: job finished in 3 s', []]]);
});

t.test("a stand-up bot's lines, a bracketed day before each sender in small letters, name their people; a log's bracketed levels do not", async (t) => {
  check(t, [
    [
      '[Mon] rose: finished kafka consumer migration, canary at 10%\n[Mon] dmitri: still fighting the state lock in prod\n[Tue] yusuf: pairing w dmitri on the lock\n[Tue] rose: canary 50%, no lag',
      // The later "dmitri" in a message: the senders show names written in small letters (small-letter-names.ts).
      ['rose', 'dmitri', 'yusuf', 'dmitri', 'rose'],
    ],
    ['[INFO] server: started on port 80\n[WARN] cache: miss rate high today\n[INFO] worker: job 42 done fine', []],
  ]);
});
