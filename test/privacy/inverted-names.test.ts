/**
 * Names written surname first ("Okafor, Chidinma"), through the default pipeline: one person, as a
 * field's whole value in mail headers, chat exports, tables, records and bullet lists. The
 * look-alikes are a message's words before a name, lists, towns with their state, and words.
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

t.test('a surname, a comma and a first name as one field are one person', async (t) => {
  check(t, [
    ['From: "Vasquez-Ortiz, Camila" <camila.vasquez-ortiz@example.org>', ['Vasquez-Ortiz, Camila']],
    // The surname is on no list here: before, only the first name was masked.
    ['To: Hargrove, Silas <silas.hargrove@example.org>', ['Hargrove, Silas']],
    ['[10:42] Okafor, Chidinma\nDoes anyone have the login?', ['Okafor, Chidinma']],
    ['Employee | Adj\nSzabo, Réka | -£64\nMacLeod, Hamish | +£150', ['Szabo, Réka', 'MacLeod, Hamish']],
    ['Patient: Fitzgerald, Desmond A. (MRN 0048812)', ['Fitzgerald, Desmond A.']],
    // A reference list's authors, the last before the work's year.
    ['Baumgartner, Ulrike; Nkemdiro, Felix. 2019. "Remote work and burnout"', ['Baumgartner, Ulrike', 'Nkemdiro, Felix']],
    ['Fitzgerald, Mary Jane | ward 4', ['Fitzgerald, Mary Jane']],
    ['- van der Berg, Jan\n- de Vries, Anneke', ['van der Berg, Jan', 'de Vries, Anneke']],
    ['"Mustermann, Max";"Berlin";42', ['Mustermann, Max']],
    // A court list's columns after a number; a second given name no list holds after a surname in capitals; a dash after a blank.
    ['10:00  2403117  HASSAN, Omar Farid (32)     Assault by beating', ['HASSAN, Omar Farid']],
    ['NAVARRO, Itziar - 29/02\nABUBAKAR, Hauwa - 12/07', ['NAVARRO, Itziar', 'ABUBAKAR, Hauwa']],
    ['OKAFOR, Chidinma\tHR\t2024-03-01', ['OKAFOR, Chidinma']],
    ['PATIENT NAME: OKAFOR, CHIDINMA (MRN 44)', ['OKAFOR, CHIDINMA']],
    // A birth date's mark after a comma ends the field; a particle in capitals, or capitalised as Dutch sorts it, is the surname's.
    ['Patientin: BAUMGARTNER, Hildegard, geb. 03.11.1947', ['BAUMGARTNER, Hildegard']],
    ['Patiënt: DE JONG, Hendrik (geb. 12-08-1950)', ['DE JONG, Hendrik']],
    ['De Vries, Anneke | groep 7', ['De Vries, Anneke']],
    // Two surnames, as Spanish names have them, one joined to a particle's by a hyphen.
    ['Paciente: CABRERA DUARTE, Evaristo   NHC: 3318842', ['CABRERA DUARTE, Evaristo']],
    ['[INFO] Procesando empleado: Ruiz Olmedo, Claudia', ['Ruiz Olmedo, Claudia']],
    ['"de la Cruz Villoslada, Sancho",612-345-679,Mérida', ['de la Cruz Villoslada, Sancho']],
    ['1042;Okonkwo-de Groot, Chidi;1990-01-02', ['Okonkwo-de Groot, Chidi']],
    // Initials alone after the comma; two words no list knows where no label opens the field.
    ['Assigned counsellor: Oduya, B.', ['Oduya, B.']],
    ['- Marrack, Auden (2017). The Quiet Ledger. Routledge.', ['Marrack, Auden']],
  ]);
});

t.test("a message's words, lists, places and words are not read as a name written surname first", async (t) => {
  check(t, [
    ['Thanks, Anna', ['Anna']],
    ['Cheers, Zorvan', ['Zorvan']],
    ['Attendees: Anna, Ben', ['Anna', 'Ben']],
    ['Reviewers: Okafor, Chidinma, Tunde', ['Okafor', 'Chidinma', 'Tunde']],
    // A first name, then a full name: a list of two people.
    ['Aanwezig: Hendrikje, Jan Oosterbroek', ['Hendrikje', 'Jan Oosterbroek']],
    ['Springfield, Virginia', []],
    ['Location: Portland, Oregon', []],
    ['Colours: Black, Rose', []],
    ['Team: Engineering, Sales', []],
    ['NOTE, MARK', []],
    ['He said: Well, Grace is late', []],
    // Places with their initials; a label's list of words no list knows.
    ['Washington, D.C.', []],
    ['Diagnosen: Vorhofflimmern, Erstdiagnose; arterielle Hypertonie', []],
  ]);
});

t.test('a quote after a blank opens a nickname, not the end of a surname-first field', async (t) => {
  check(t, [
    ['DEF: Lucía Ortega, Maisie "Moo" Callaghan, Pip Trevannion', ['Lucía Ortega', 'Maisie "Moo" Callaghan', 'Pip Trevannion']],
    ['- "Okafor, Chidinma" (2019)', ['Okafor, Chidinma']],
  ]);
});

t.test('a surname in capitals before a first name that is not says which word is the surname', async (t) => {
  check(t, [
    // Surnames the lists hold as first names only, and a second given name the lists hold as a surname too.
    ['21:16 Resident at 27 known: DALEY, Marlon (DOB 1988).', ['DALEY, Marlon']],
    ['Borrower | Item | Days overdue\nHUSSAIN, Mohammed Ibrahim | Teach Yourself Polish | 12\nPIERRE-LOUIS, Daniel | Tax Return Guide | 44', ['HUSSAIN, Mohammed Ibrahim', 'PIERRE-LOUIS, Daniel']],
    // Two unlisted words after a label, where the text writes its other names so.
    ['Mon AM  Sports Hall: OYELARAN, Bisi (lead); PATEL, Hemant; Dobrescu, Vlad', ['OYELARAN, Bisi', 'PATEL, Hemant', 'Dobrescu, Vlad']],
  ]);
  // Alone, a label's values in capitals and a word are no name; nor a short acronym before a listed first name.
  check(t, [
    ['Region: EMEA, Nordics\nTags: AWS, Terraform', []],
    ['Our CEO, Mark, said the launch moves.', []],
  ]);
});

t.test('columns of blanks, a dash after the name and a surname in capitals in running text', async (t) => {
  check(t, [
    // Columns aligned with blanks open a field as a tab does.
    ['Week            Primary              Secondary\n23-Dec          PHAM, Duc            LEE, Brandon\n30-Dec          HOLLOWAY, Faith      —', ['PHAM, Duc', 'LEE, Brandon', 'HOLLOWAY, Faith']],
    // A dash after a blank closes the name: what follows is said of the person.
    ['NAIDOO, Prenisha — 5 Hillcrest Avenue, Durban', ['NAIDOO, Prenisha']],
    // A record's surname in capitals in a sentence, with a listed first name.
    ['Court 3  11:30  R v DUNNE, Liam Patrick  (breach of order)', ['DUNNE, Liam Patrick']],
    // Both words everyday ones, but the capitals say which is the surname.
    ['11 | BROWN, Rose | LW | knee strap', ['BROWN, Rose']],
  ]);
  // In running text, a word in capitals before a name that is no record's surname, and a list of everyday words.
  check(t, [
    ['We met the team from ACME, Anna and I talked (long day).', ['Anna']],
    ['Colours: BLACK, Rose | RED, Grey', []],
  ]);
});
