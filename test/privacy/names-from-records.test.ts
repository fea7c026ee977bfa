/** People named by their role in forms and records, or by the e-mail address beside them, in the default pipeline beside the gazetteer. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** The PERSON spans the default pipeline finds, as text. */
const persons = (text: string): string[] =>
  full
    .analyze(text)
    .filter((span) => span.type === 'PERSON')
    .map((span) => text.slice(span.start, span.end));

t.test('a listed company under a role a company may fill stays an organisation', async (t) => {
  for (const text of ['Customer: Deutsche Bahn', '{"customer": "Deutsche Bahn"}']) {
    t.same(full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]), [['ORGANIZATION', 'Deutsche Bahn']], text);
  }
  const patient = 'Patient: Olusegun Adeyemi';
  t.same(full.analyze(patient).map((span) => [span.type, patient.slice(span.start, span.end)]), [['PERSON', 'Olusegun Adeyemi']]);
});

t.test('a name that an e-mail address in the text spells is a person', async (t) => {
  const cases: [string, string[]][] = [
    ['Olusegun Adeyemi\nLagos, Nigeria | olusegun.adeyemi@gmail.com', ['Olusegun Adeyemi']],
    ['Hi team, Olusegun Adeyemi will join us on Monday (olusegun.adeyemi84@acme.ng).', ['Olusegun Adeyemi']],
    ['Adeyemi Olusegun, olusegun_adeyemi@x.ng', ['Adeyemi Olusegun']],
    ['Olusegun Adeyemi-Okafor (olusegun.adeyemi@x.ng)', ['Olusegun Adeyemi-Okafor']],
    ['Contact Kwabena Xyzzy at k.xyzzy@acme.com', ['Kwabena Xyzzy']],
    // A mailbox of everyday words, and a pair the address does not spell, are no one by this rule...
    ['Write to customer.service@acme.com, Customer Service will answer.', []],
    ['Zorblax Xyzzy, tunde.bakare@x.ng', []],
    // (Two names of the census list are a full name by themselves: lone-names-in-context.test.ts.)
    ['Olusegun Adeyemi, tunde.bakare@x.ng', ['Olusegun Adeyemi']],
    // ... though a full name with an address in brackets after it is a person, whoever's the address.
    ['Olusegun Adeyemi (tunde.bakare@x.ng)', ['Olusegun Adeyemi']],
    // A package or action reference is no address.
    ['- name: Setup Node\n  uses: actions/setup-node@v4', []],
  ];
  for (const [text, expected] of cases) t.same(persons(text), expected, text);
});

t.test('a contact list: every name its address spells, past the few searched one by one', async (t) => {
  const people = ['Olusegun Adeyemi', 'Chidinma Okafor', 'Kwabena Xyzzy', 'Tunde Bakare', 'Aarav Quixote', 'Meera Zorblax', 'Kwame Qwerty', 'Priyanka Ramanujan', 'Zorblax Quenton', 'Ifeoma Nwachukwu'];
  const text = people.map((name) => `${name}, ${name.toLowerCase().replace(' ', '.')}@mail.example.com`).join('\n');
  t.same(persons(text), people);
});

t.test('an address repeated on every line of a log is one name, found at each line', async (t) => {
  const text = Array.from({ length: 50 }, (_, i) => `10:${String(i).padStart(2, '0')} login ok user=olusegun.adeyemi@acme.com (Olusegun Adeyemi)`).join('\n');
  const found = persons(text);
  t.equal(found.length, 50);
  t.ok(found.every((name) => name === 'Olusegun Adeyemi'));
});

t.test('form lines: a bare "Name:", values that end before the next label, the people of a pasted mail header', async (t) => {
  const cases: [string, string[]][] = [
    // "Name:" among personal fields, or alone when it reads as a full name; YAML lists too.
    ['Name: Tsegaye Gebremedhin\nEmail: t@example.com\nPhone: +44 20 7946 0018', ['Tsegaye Gebremedhin']],
    ['Name: Tsegaye Gebremedhin', ['Tsegaye Gebremedhin']],
    ['users:\n  - name: Hiroko Nishimura\n    email: h@example.org', ['Hiroko Nishimura']],
    // ... not a job, a product or a bot of a CI file, where a comparison ("full_name ==") is no record.
    ['jobs:\n  build:\n    name: Build and Test\n    runs-on: ubuntu-latest', []],
    ['name: Grafana Loki', []],
    ["  automerge:\n    name: Automerge Dependabot PRs\n    if: github.event.pull_request.head.repo.full_name == github.repository", []],
    // A value ends at two spaces, " | ", an address in brackets or the next label.
    ['Patient: Hiroko Nishimura  MRN: 7781234', ['Hiroko Nishimura']],
    ['Patient: Hiroko Nishimura | DOB: 03/03/1975', ['Hiroko Nishimura']],
    ['Name: Hiroko Nishimura DOB: 03/03/1975', ['Hiroko Nishimura']],
    ['name: Kube Prometheus', []],
    // A surname the spelling dictionary lists as a name too ("Bowman", "Butler") stays a name.
    ['Author: Chinonso Bowman', ['Chinonso Bowman']],
    // A mail header's From and To name people when a Subject line says it is one; an itinerary's are places.
    [
      'From: Hiroko Nishimura\nSent: Monday, March 3, 2025 10:02 AM\nTo: Siddharth Raghunathan; Olusegun Adeyemi\nSubject: invoice',
      ['Hiroko Nishimura', 'Siddharth Raghunathan', 'Olusegun Adeyemi'],
    ],
    ['Von: Hiroko Nishimura <h@example.jp>\nGesendet: Montag\nAn: Jörg Xyzzyk\nBetreff: Rechnung', ['Hiroko Nishimura', 'Jörg Xyzzyk']],
    ['From: Zorblax Quenton\nTo: Marvok Tellian\nDeparture: 10:42', []],
  ];
  for (const [text, expected] of cases) t.same(persons(text), expected, text);
});

t.test("every item of a long list of people's records is read, however far its list's key is", async (t) => {
  const names = Array.from({ length: 60 }, (_, index) => `Ngozi${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))} Adeyemi`);
  const text = JSON.stringify({ passengers: names.map((name, index) => ({ id: index, name, seat: `${index + 1}A`, meal: { name: 'Vegetarian' } })) }, null, 2);
  t.same(persons(text), names);
});

t.test('full names with an everyday word in them, where a record or a role says person; and a role full name in small letters', async (t) => {
  const cases: [string, string[]][] = [
    ['name;email;role\nRich Abernathy;rich@abernathy.co;owner\nTemperance Oduya-Falk;t.falk@mailbox.org;consultant', ['Rich Abernathy', 'Temperance Oduya-Falk']],
    ['maintainers:\n  - name: Pita Havili\n    github: phavili\nlicense: Apache-2.0', ['Pita Havili']],
    ['reviewers: ["Sable Quintrell"]', ['Sable Quintrell']],
    ['PROJ-2231\nassigned to: Kemal Aydın\nreporter: quenby farrowdale\npriority: High', ['Kemal Aydın', 'quenby farrowdale']],
    // Teams, jobs and products in the same places stay.
    ['name;email;role\nBilling Desk;billing@example.com;team', []],
    ['jobs:\n  - name: Build Runner\n  - name: Deploy Staging', []],
    ['assignee: platform team\nreviewer: code owners', []],
  ];
  for (const [text, expected] of cases) t.same(persons(text), expected, JSON.stringify(text));
});
