/** Accounts spelled from the names of the text's persons (person-handles.ts), followed by repeated-mentions.ts. */
import t from 'tap';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';
import { markedSpans } from '../helpers/marked-spans.js';

/** The text's PERSON spans at each `[...]` (helpers/marked-spans.ts); then the accounts added, as written. */
function accounts(marked: string, earlier: { type: string; value: string }[] = []): string[] {
  const { text, spans } = markedSpans(marked);
  const [found = []] = addRepeatedMentions([text], [spans], earlier);
  return found.filter((span) => span.source === 'person-handle').map((span) => `${span.type} ${text.slice(span.start, span.end)}`);
}

t.test("an initial and a found person's surname, with or without a separator, is that person's account", async (t) => {
  t.same(accounts('14:02 Alert fires to on-call [Rahel Tesfaye]\n14:31 Rollback started by rtesfaye'), ['USERNAME rtesfaye']);
  t.same(accounts('Ersteller: mbecker ([Marlene Becker], Buchhaltung)\nKommentar (i.benali, 09:14): neu installiert. Bearbeiter: [Ilyas Benali]'), [
    'USERNAME mbecker',
    'USERNAME i.benali',
  ]);
  t.same(accounts('login failed user=c.dupont-aubert ip=10.2.14.77\nC\'est [Cécile Dupont-Aubert] de la compta.'), ['USERNAME c.dupont-aubert'], 'accents folded, the surname\'s hyphen kept');
  t.same(accounts('Melder: j.devries ([Jeroen de Vries], Financiën)'), ['USERNAME j.devries'], 'a particle joined to the surname');
  t.same(accounts('Fix timezone bug (jsmith42)\nThanks [John Smith]!'), ['USERNAME jsmith42'], "the account's number is no part of the name");
});

t.test('a name written surname first spells its accounts too; an initial and the surname in capitals is the person', async (t) => {
  t.same(accounts('Requester: [Pham, Minh Chau] (mpham)'), ['USERNAME mpham']);
  t.same(accounts("E1042,[Mensah],[Abena],31/03/2024,QQ123456C,A MENSAH\nE1043,[O'Callaghan],[Declan],QQ654321A,D OCALLAGHAN"), ['PERSON A MENSAH', 'PERSON D OCALLAGHAN']);
  t.same(accounts('[Anna Mensah] sent it. A TEAM of four.'), [], 'capitals that are no found surname stay');
});

t.test('a found first name with an initial or an unlisted part, and a surname with an initial', async (t) => {
  t.same(accounts('after [Hamid] restarted the consumer; do not rerun without checking with hamid.r'), ['USERNAME hamid.r']);
  t.same(accounts('[14:03] Agent Ngozi_K: Hi, you\'re chatting with [Ngozi].'), ['USERNAME Ngozi_K']);
  t.same(accounts('<mateo.lucero> ill tank if Nadia heals\n<Thorvald_Grimsson> ok\nok but [Mateo] u need to fix ur gear, tell [Thorvald]'), [
    'USERNAME mateo.lucero',
    'USERNAME Thorvald_Grimsson',
  ]);
  t.same(accounts('Assegnato a: tecnico [Sguazzardi]\nAggiornamento (g.sguazzardi): toner sostituito'), ['USERNAME g.sguazzardi']);
});

t.test("the conversation's earlier names count too", async (t) => {
  t.same(accounts('Rollback started by rtesfaye, approved by okafor.c', [{ type: 'PERSON', value: 'Rahel Tesfaye' }, { type: 'PERSON', value: 'Chidi Okafor' }]), [
    'USERNAME rtesfaye',
    'USERNAME okafor.c',
  ]);
});

t.test('words, files, addresses, paths and libraries are no accounts', async (t) => {
  t.same(accounts('[Batu Bara] atau batubara, pulverizer batubara'), [], 'both names glued are a word');
  t.same(accounts('[Jackson] handles the polymorphic types and we pull in jackson-databind'), [], 'a hyphen joins a library\'s name');
  t.same(accounts('[Anna] sent anna.json and will.update; [Will] agreed'), [], 'a file and a word after the first name');
  t.same(accounts('[Marlene Becker] wrote to mbecker@example.com from /home/mbecker/'), [], 'an address and a path');
  t.same(accounts('[Rahel Tesfaye] and tesfaye'), [], 'the name alone is a mention, not an account');
});
