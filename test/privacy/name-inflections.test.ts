/** The case forms of Cyrillic, Greek and Armenian names (name-inflections.ts). */
import t from 'tap';
import { inflectedForms, latinSlavicForms } from '../../src/privacy/gazetteer/name-inflections.js';

t.test('Russian and Ukrainian first names and surnames decline by their ending', async (t) => {
  t.same(inflectedForms('Ольга', 'first'), ['Ольги', 'Ольге', 'Ольгу', 'Ольгой', 'Ользі']);
  t.same(inflectedForms('Иван', 'first'), ['Ивана', 'Ивану', 'Иваном', 'Иване', 'Иванові']);
  t.same(inflectedForms('Сергей', 'first'), ['Сергея', 'Сергею', 'Сергеем', 'Сергее', 'Сергеєві']);
  t.same(inflectedForms('Петрова', 'last'), ['Петровой', 'Петрову', 'Петровою', 'Петровій']);
  t.same(inflectedForms('Достоевский', 'last'), ['Достоевского', 'Достоевскому', 'Достоевским', 'Достоевском']);
  t.same(inflectedForms('Коваленко', 'last'), [], '-енко does not decline');
  t.same(inflectedForms('Черных', 'last'), [], '-их/-ых does not decline either');
  t.same(inflectedForms('Ковальчук', 'last'), ['Ковальчука', 'Ковальчуку', 'Ковальчуком', 'Ковальчуке', 'Ковальчукові']);
});

t.test('Greek and Armenian names take their case endings', async (t) => {
  t.same(inflectedForms('Παπαδόπουλος', 'last'), ['Παπαδόπουλου', 'Παπαδόπουλο', 'Παπαδόπουλε']);
  t.same(inflectedForms('Δημήτρης', 'first'), ['Δημήτρη']);
  t.same(inflectedForms('Παπαδοπούλου', 'last'), [], 'a surname in the genitive form stays');
  t.same(inflectedForms('Աբրահամյան', 'last'), ['Աբրահամյանը', 'Աբրահամյանն', 'Աբրահամյանի', 'Աբրահամյանին', 'Աբրահամյանից', 'Աբրահամյանով']);
});

t.test('Latin names, and names whose forms are other words, get none', async (t) => {
  t.same(inflectedForms('Rossi', 'last'), []);
  t.same(inflectedForms('Anna', 'first'), []);
  t.same(inflectedForms('Кий', 'first'), [], '"Києві" is "in Kyiv"');
  t.same(inflectedForms('Київ', 'first'), ['Києва', 'Києву', 'Києвом', 'Києві'], 'the town declines, the name does not');
});

t.test('Polish, Czech, Slovak and Croatian names and towns: the endings of their own language only', async (t) => {
  t.same(latinSlavicForms('Katarzyna', 'first', 'pl'), ['Katarzyny', 'Katarzynę', 'Katarzyną', 'Katarzynie']);
  t.same(latinSlavicForms('Kowalski', 'last', 'pl'), ['Kowalskiego', 'Kowalskiemu', 'Kowalskim', 'Kowalska', 'Kowalskiej', 'Kowalską']);
  t.same(latinSlavicForms('Marek', 'first', 'pl'), ['Mareka', 'Marekowi', 'Marekem', 'Mareku', 'Marekiem', 'Marece', 'Marka', 'Markowi', 'Markem', 'Marku', 'Markiem', 'Marce']);
  t.same(latinSlavicForms('Kraków', 'first', 'pl'), ['Krakowa', 'Krakowie', 'Krakowem']);
  t.same(latinSlavicForms('Petra', 'first', 'cs'), ['Petry', 'Petru', 'Petrou', 'Petře']);
  t.same(latinSlavicForms('Nováková', 'last', 'cs'), ['Novákové', 'Novákovou', 'Novákovej', 'Novákovú']);
  t.same(latinSlavicForms('Praha', 'first', 'cs'), ['Prahy', 'Prahu', 'Prahou', 'Praze']);
  t.same(latinSlavicForms('Stella', 'first', 'cs'), ['Stelly', 'Stellu', 'Stellou'], 'no Czech -e form ("Stelle" is German)');
  t.same(latinSlavicForms('Москва', 'first', 'pl'), [], 'Latin letters only');
  t.same(latinSlavicForms('Ivana', 'first', 'hr'), ['Ivane', 'Ivani', 'Ivanu', 'Ivanom']);
  t.same(latinSlavicForms('Rijeka', 'first', 'hr'), ['Rijeke', 'Rijeci', 'Rijeku', 'Rijekom']);
  t.same(latinSlavicForms('Horvatić', 'last', 'hr'), ['Horvatića', 'Horvatiću', 'Horvatićem']);
  t.same(latinSlavicForms('Zadar', 'first', 'hr'), ['Zadara', 'Zadaru', 'Zadarom', 'Zadra', 'Zadru', 'Zadrom']);
});
