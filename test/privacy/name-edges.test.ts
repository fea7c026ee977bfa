/**
 * The parts of a name a found person's span left beside it join the span (name-edges.ts):
 * initials, a capitalised particle, a surname in capitals before a first name in a list's field,
 * the rest of a hyphenated name, and a first name found apart after "Surname, ". Articles before titles, acronyms, honorifics and English words
 * after a hyphen stay outside.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { createNameEdgesRecognizer } from '../../src/privacy/recognizers/name-edges.js';
import type { Recognizer, Span } from '../../src/privacy/types.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
const persons = (text: string): string[] =>
  analyzer
    .analyze(text)
    .filter((span) => span.type === 'PERSON')
    .map((span) => text.slice(span.start, span.end));

t.test('initials before a found surname, a model\'s included, join its span', async (t) => {
  t.same(persons('Unterschrift J. Lichtenfeld / T. Przybylski'), ['J. Lichtenfeld', 'T. Przybylski']);
  t.same(persons('Best regards,\nJ.-M. Tessier'), ['J.-M. Tessier']);
});

t.test('a particle or a surname in capitals before a found name joins it; articles before titles and acronyms stay outside', async (t) => {
  t.same(persons('Huisarts: dr. Bakker en dr. El Khatib'), ['dr. Bakker', 'dr. El Khatib']);
  t.same(persons('S39     | BENSALEM Nora       | LAMBERT Quentin'), ['BENSALEM Nora', 'LAMBERT Quentin']);
  t.same(persons('El Sr. Appiah denuncia humedades. La signora Franca cucina.'), ['Sr. Appiah', 'signora Franca']);
  t.notOk(persons('MSC Aurora | HOLD').some((name) => name.startsWith('MSC')), 'a line\'s acronym is no surname');
});

t.test('the rest of a hyphenated name joins the span; English words and honorifics after the hyphen do not', async (t) => {
  t.same(persons('> > Eun-ji, we need these by Friday, said Dieter Hufnagel'), ['Eun-ji', 'Dieter Hufnagel']);
  t.same(persons('fam. Tjong-A-Hung | 30'), ['Tjong-A-Hung']);
  t.same(persons('Tanaka-san sent the file to Anna Meyer'), ['Tanaka', 'Anna Meyer']);
});

t.test('a surname and a first name found apart, written surname first, are one person; a list of names stays a list', async (t) => {
  t.same(persons('Stellfox Motors Ltd v DUBOIS, Hélène & DUBOIS, Marc'), ['DUBOIS, Hélène', 'DUBOIS, Marc']);
  t.same(persons('lpetrov          | PETROV, Lyuben        | Admin'), ['PETROV, Lyuben']);
  t.same(persons('Müller, Anna und Schmidt, Peter'), ['Müller, Anna', 'Schmidt, Peter']);
  t.same(persons('Invite Anna, Maria and Petra'), ['Anna', 'Maria', 'Petra']);
  t.same(persons('Authors: Smith, Jones, Brown'), ['Smith', 'Jones', 'Brown']);
  t.same(persons('Sharma-ji will call you.'), ['Sharma']);
});

t.test('a surname in capitals after a bullet, with its particle in capitals, joins the first name after it', async (t) => {
  t.same(persons('Conseil de classe\n- CHEN Lina : très sérieuse.\n- DA SILVA Tiago : absences.\n- TRÉVANIC Maëlys : excellente.'), ['CHEN Lina', 'DA SILVA Tiago', 'TRÉVANIC Maëlys']);
  t.same(persons('- URGENT Anna: call me'), ['Anna'], 'an acronym after the bullet stays outside');
});

t.test('a one-word place beside a one-word person is the person\'s other name', async (t) => {
  t.same(persons('Aaliyah asked for help with housing; I will refer to Fenwick Leung (family support worker).'), ['Aaliyah', 'Fenwick Leung']);
  t.same(persons('Annual leave - Bronwen Lisle,04/08/2025,15/08/2025,True'), ['Bronwen Lisle']);
  t.same(persons('We met Anna in Paris on Tuesday.'), ['Anna']);
});

t.test('rows of "Surname, First" whose two words were found apart are one person each; two first names in a sentence stay two', async (t) => {
  t.same(persons('Results after 7 rounds\n1. FM Kaczmarek, Tomasz (SK Donaustauf) 6,0\n2. Hübner-Fraas, Leonhard (SF Regensburg) 5,5\n4. Vogl, Anton (SF Regensburg) 5,0'), [
    'Kaczmarek, Tomasz',
    'Hübner-Fraas, Leonhard',
    'Vogl, Anton',
  ]);
  t.same(persons('Thanks Anna, Ben and Tom. Also Maria, Petra (HR) and Lisa, Tom (IT).'), ['Anna', 'Ben', 'Tom', 'Maria', 'Petra', 'Lisa', 'Tom']);
});

t.test('the recognizer proposes grown PERSON spans at their score and leaves other types and taken text alone', async (t) => {
  const edges = createNameEdgesRecognizer();
  const text = 'Signed R. Castellanos and acme-led ACME Anna';
  const castellanos: Span = { type: 'PERSON', start: text.indexOf('Castellanos'), end: text.indexOf(' and'), score: 0.7, source: 'x' };
  const place: Span = { type: 'LOCATION', start: text.indexOf('Anna'), end: text.length, score: 0.9, source: 'x' };
  t.same(edges.detectAmong(text, [castellanos, place], {}), [{ type: 'PERSON', start: text.indexOf('R.'), end: castellanos.end, score: 0.7, source: 'name-edges' }]);
  // A part some other span holds already is not taken.
  const initial: Span = { type: 'ORGANIZATION', start: text.indexOf('R.'), end: text.indexOf('R.') + 2, score: 0.5, source: 'x' };
  t.same(edges.detectAmong(text, [initial, castellanos], {}), []);
  // Through an analyzer: the grown span replaces the found one.
  const finder: Recognizer = { name: 'finder', entities: ['PERSON'], languages: '*', detect: () => [castellanos] };
  t.same(
    createAnalyzer({ recognizers: [finder, edges] }).analyze(text).map((span) => text.slice(span.start, span.end)),
    ['R. Castellanos'],
  );
});
