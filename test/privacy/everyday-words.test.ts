/**
 * Everyday words the default pipeline must not mask, and what it must still mask beside them: a
 * prompt's verb before a colon and a quote, months and weekdays of es, it and pt, Portuguese and
 * French words that are names or places elsewhere, Dutch "De" before a noun, German nouns that are
 * surnames or towns, several fields on one form line, French "sa", and a developer's words
 * that are first names somewhere ("dev", "valid").
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** Every span the default pipeline finds, as [type, text]. */
const found = (text: string): [string, string][] => full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
type Cases = [text: string, expected: [string, string][]][];
const check = (t: Test, cases: Cases): void => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
};

t.test("a prompt's verb before a colon and a quote is no speaker", async (t) => {
  check(t, [
    ['Übersetze: "Wie geht es dir?"', []],
    ['Korrigiere: "Ich habe gestern ein Buch gekauft."', []],
    ['Erkläre: "Was ist ein Monad?"', []],
    ['Traduci: "Come stai?"', []],
    ['Traduca: "Come sta?"', []],
    ['Riassumi: "Il rapporto mostra una crescita."', []],
    ['Vertaal: "Hoe gaat het?"', []],
    ['Herschrijf: "Dit is een test."', []],
    ['Samenvatten: "Het rapport toont groei."', []],
    ['Traduza: "Como vai?"', []],
    ['Resuma: "O relatório mostra crescimento."', []],
    ['Corrige: "Je suis allé au marché."', []],
    ['Reformule: "Ceci est un test."', []],
    ['Resume: "El informe trimestral muestra crecimiento."', []],
    ['Rephrase: "I am going home."', []],
    // The names inside the quote are still masked, the verb is not.
    ['Übersetze: "Anna Schmidt wohnt in Berlin."', [['PERSON', 'Anna Schmidt'], ['LOCATION', 'Berlin']]],
    ['Traduci: "Giulia Bianchi abita a Milano."', [['PERSON', 'Giulia Bianchi'], ['LOCATION', 'Milano']]],
    // A test runner's report of a failed assertion labels its values so.
    ['Expected: "foo"\nReceived: "bar"', []],
    ['Wanted: "a"\nGot: "b"', []],
    ['Expected: "Maria Garcia"\nReceived: "Maria Garcia "', [['PERSON', 'Maria Garcia'], ['PERSON', 'Maria Garcia']]],
  ]);
  // Unchanged: a name before a colon and a quote is a speaker.
  check(t, [['Kalman: "Who are you?"', [['PERSON', 'Kalman']]]]);
});

t.test('months and weekdays of es, it and pt, and everyday words of pt and fr', async (t) => {
  check(t, [
    ['Llego en Abril y me voy en Mayo.', []],
    ['Ci vediamo Domenica alle 10.', []],
    ['Vou viajar em Agosto com a família.', []],
    ['Até Maio, pessoal!', []],
    ['Nos vemos el 5 de Julio.', []],
    ['Oi, tudo bem? Ela disse que vem amanhã.', []],
    ["Réunion d'équipe lundi à 10h.", []],
    ['Ata da reunião de ontem.', []],
    ['Llego en Abril con Domingo Pérez.', [['PERSON', 'Domingo Pérez']]],
  ]);
  // Unchanged: the first names among them, with no date's words around, and the island.
  check(t, [
    ['Julio dijo que vendría mañana.', [['PERSON', 'Julio']]],
    ['Hablé con Julio ayer.', [['PERSON', 'Julio']]],
    ['Domenica Rossi è arrivata ieri.', [['PERSON', 'Domenica Rossi']]],
    ['Je vis à la Réunion depuis deux ans.', [['LOCATION', 'Réunion']]],
    ['Ela Kowalska mora em Lisboa.', [['PERSON', 'Ela Kowalska'], ['LOCATION', 'Lisboa']]],
    ['Ela said hi to everyone.', [['PERSON', 'Ela']]],
  ]);
});

t.test('Dutch "De" before a noun is the article, before a surname a name', async (t) => {
  check(t, [
    ['De Belastingdienst heeft mijn aangifte afgewezen.', []],
    ['De Huisarts heeft me doorverwezen.', []],
    ['De Verhuurder wil de huur verhogen.', []],
    ['De Bakker op de hoek is dicht.', []],
    ['Kan ik bezwaar maken bij De Belastingdienst?', []],
    ['De Bakker op de hoek kent De Vries.', [['PERSON', 'De Vries']]],
  ]);
  check(t, [
    ['De Vries heeft gebeld.', [['PERSON', 'De Vries']]],
    ['Ik sprak gisteren met De Boer.', [['PERSON', 'De Boer']]],
    ['Ik heb De Jong gisteren gesproken.', [['PERSON', 'De Jong']]],
    ['Jan de Bakker komt morgen.', [['PERSON', 'Jan de Bakker']]],
  ]);
});

t.test('German nouns that are surnames or towns', async (t) => {
  check(t, [
    ['Ich bleibe bis Ende Mai.', []],
    ['Ich bleibe bis Ende Juni.', []],
    ['Bis Ende des Monats ist es fertig.', []],
    ['Ich habe Mehl, Eier, Salz und Wasser.', []],
    ['Ich brauche Stift, Kamera, Katze und Vogel.', []],
    ["Hi Leute, wie geht's?", []],
    ['Jetzt ist es Sommer.', []],
    ['Es ist Sommer.', []],
    ['Es ist Sommer und der Vogel singt.', []],
    // The commonest surnames stay names alone, though they are nouns too.
    ['Ich habe mit Schneider gesprochen.', [['PERSON', 'Schneider']]],
    ['Wir machen eine Pause im Wald.', []],
    ['Wald und Wiese.', []],
    ['Ich habe Mehl und Eier für Frau Schneider.', [['PERSON', 'Frau Schneider']]],
  ]);
  // Unchanged: after a title or a first name they are surnames, and in English text alone too.
  check(t, [
    ['Hans Koch kommt morgen.', [['PERSON', 'Hans Koch']]],
    ['Herr Bauer kommt um 10 Uhr.', [['PERSON', 'Herr Bauer']]],
    ['Thomas Müller und Michael Fischer spielen.', [['PERSON', 'Thomas Müller'], ['PERSON', 'Michael Fischer']]],
    ['This song by ex-Zombie Schneider is a perfect example.', [['PERSON', 'Schneider']]],
  ]);
});

t.test('several fields on one form line: each value ends at the next label, and no label is masked', async (t) => {
  check(t, [
    ['Surname: Okonkwo, First name: Chidi', [['PERSON', 'Okonkwo'], ['PERSON', 'Chidi']]],
    ['Apellido: Etxeberria, Nombre: Ainhoa', [['PERSON', 'Etxeberria'], ['PERSON', 'Ainhoa']]],
    ['Nachname: Wróblewski, Vorname: Zdzisław', [['PERSON', 'Wróblewski'], ['PERSON', 'Zdzisław']]],
    ['Achternaam: Dijkstra, Voornaam: Sjoukje', [['PERSON', 'Dijkstra'], ['PERSON', 'Sjoukje']]],
    [
      'Last name: Okonkwo; First name: Chidi; DOB: 04/05/1990',
      [['PERSON', 'Okonkwo'], ['PERSON', 'Chidi'], ['DATE_OF_BIRTH', '04/05/1990']],
    ],
    ['Nom : Dubois, Prénom : Camille', [['PERSON', 'Dubois'], ['PERSON', 'Camille']]],
    ['Cognome: Esposito, Nome: Gennaro', [['PERSON', 'Esposito'], ['PERSON', 'Gennaro']]],
    ['Address: 12 Main Street, City: Leeds', [['ADDRESS', '12 Main Street'], ['LOCATION', 'Leeds']]],
  ]);
  // Unchanged: a comma with no label after it stays inside the line's value or list.
  check(t, [
    ['Patient: Olusegun Adeyemi, DOB 1990', [['PERSON', 'Olusegun Adeyemi']]],
    [
      'Attendees: Priyanka Raman, Olusegun Adeyemi and Chidinma Okafor',
      [['PERSON', 'Priyanka Raman'], ['PERSON', 'Olusegun Adeyemi'], ['PERSON', 'Chidinma Okafor']],
    ],
  ]);
});

t.test('French "sa" is no legal form', async (t) => {
  check(t, [
    ['Paul Dubois et sa fille sont venus.', [['PERSON', 'Paul Dubois']]],
    ['Marie et sa sœur arrivent demain.', [['PERSON', 'Marie']]],
  ]);
  check(t, [['Acme SA a annoncé ses résultats.', [['ORGANIZATION', 'Acme SA']]]]);
});

t.test("a developer's words that are first names somewhere are words in text written small", async (t) => {
  check(t, [
    ['The dev server is down.', []],
    ['The token is valid.', []],
    ['Use the staging and dev environments.', []],
    ['the trace shows a timeout in the gui.', []],
    ['my mac is slow after the update', []],
    // In capitals after a request's verb it is the team (a short name there still is one: "ask ANNA").
    ['Can you ask DEV to deploy the fix?', []],
    ['ask ANNA about it', [['PERSON', 'ANNA']]],
    // Written as names, they still are.
    ['Dev Patel joined the team.', [['PERSON', 'Dev Patel']]],
    ['Please call Dev tomorrow.', [['PERSON', 'Dev']]],
    ['Trace Adkins sang.', [['PERSON', 'Trace Adkins']]],
    // Turkish "kimlik" (identity) labels the number after initials, it names no one.
    ['T.C. Kimlik No: 10000000146', [['ORGANIZATION', 'T.C'], ['TR_NATIONAL_ID', '10000000146']]],
  ]);
});

t.test('a first name that is a word after a relative one space before it is a name; across a colon it is not', async (t) => {
  check(t, [
    ['emergency: partner Rashid, or granny Pat next door', [['PERSON', 'Rashid'], ['PERSON', 'Pat']]],
    ['my uncle Frank and cousin Will are coming', [['PERSON', 'Frank'], ['PERSON', 'Will']]],
  ]);
  check(t, [['[Sat 18:06] Dad: Can someone pick up the chairs?', []]]);
});

t.test("Dutch first names of every generation are names; other languages' small words that look like them are not", async (t) => {
  check(t, [['Morgen komen Henk en Truus langs, en Marloes belt nog.', [['PERSON', 'Henk'], ['PERSON', 'Truus'], ['PERSON', 'Marloes']]]]);
  check(t, [
    ['Els informes dels ordinadors.', []],
    ['Nel menù ci sono anche carbonara.', []],
  ]);
});
