/**
 * Tickets', meeting notes' and CRM notes' role fields in the six languages ("Asignado a:",
 * "Segnalato da:", "Toegewezen aan:", "Melder:", "Watchers:", "Presenti:"), further fields after a
 * sentence's end or a bar, and full names whose surname is an everyday word under a person's role
 * ("Contact: Pell Wintergrave", "Watchers: T. Quill"). Found by a fresh set of hand-written work
 * prompts (docs/privacy-quality.md, forty-seventh session); teams, departments and firms in the
 * same fields stay as they are.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** Every PERSON span the default pipeline finds, as its text. */
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));
type Cases = [text: string, expected: string[]][];
const check = (t: Test, cases: Cases): void => {
  for (const [text, expected] of cases) t.same(persons(text), expected, JSON.stringify(text));
};

t.test("a ticket's people in the other five languages, a first name alone too", async (t) => {
  check(t, [
    ['Ticket 7781\nAsignado a: Zarabeth. Prioridad: alta.', ['Zarabeth']],
    ['Assegnato a: Ilvar Destrani\nSegnalato da: Caelia\nStato: in lavorazione', ['Ilvar Destrani', 'Caelia']],
    ['Toegewezen aan: Thessaly Grunwoud\nMelder: Korvin\nStatus: in behandeling', ['Thessaly Grunwoud', 'Korvin']],
    ['Zugewiesen an: Quillon\nStatus: offen', ['Quillon']],
    ['Assigné à : Zorvan\nPriorité : haute', ['Zorvan']],
    ['On-call: Zorvan', ['Zorvan']],
  ]);
  // Teams and departments fill these fields too.
  check(t, [
    ['Asignado a: Soporte', []],
    ['Melder: Klantenservice', []],
    ['Zugewiesen an: Vertrieb', []],
    ['Assegnato a: Amministrazione', []],
  ]);
});

t.test("owners, leavers, key workers, managers in Dutch and Italian, a call sheet's crew and cast", async (t) => {
  check(t, [
    ['Leaver: Odraya Hasselrode, UX Designer, 3 yrs', ['Odraya Hasselrode']],
    ['Room: Little Acorns (2-3s) | Key worker: Saoirse', ['Saoirse']],
    ['In attendance: Noveline Sallowfield (Company Secretary)', ['Noveline Sallowfield']],
    ['Leidinggevende: Evertje Klomphaar', ['Evertje Klomphaar']],
    ['Objective: Make onboarding delightful (owner: Yevanna Thorsk)', ['Yevanna Thorsk']],
    ['Cast: Tomos Vaughan-Adair (as the harbourmaster)', ['Tomos Vaughan-Adair']],
  ]);
  // Software under such a key is no person, nor a team; "Required:" alone is documentation's.
  check(t, [
    ['Owner: Platform Team', []],
    ['Required: Java Runtime', []],
    ['Owner: Jenkins', []],
  ]);
});

t.test("a team's coach, in the six languages; a seat's class is no coach's name", async (t) => {
  check(t, [
    ['1 GK — Makena Otiembwa\nCoach: Dean King | Asst: Kalinda Yarrangul', ['Makena Otiembwa', 'Dean King', 'Kalinda Yarrangul']],
    ['Coach : Gwenaël Le Duff', ['Gwenaël Le Duff']],
    ['Trainer: Gijs Bonnemaar', ['Gijs Bonnemaar']],
    ['Allenatore: Beppe Rinaldi', ['Beppe Rinaldi']],
  ]);
  check(t, [['Seat class: Coach\nCoach: Economy\nTrainer: Online\nPhotographer: Getty Images', []]]);
  // A photographer, and a meeting's absent members, in the other languages.
  check(t, [
    ['Fotografa: Nivessa. Discorsi alle 15.', ['Nivessa']],
    ['Presenti: Alessandra Ferraro, Ottavio Bruni\nAssente giustificata: Amaryth Scolvini', ['Alessandra Ferraro', 'Ottavio Bruni', 'Amaryth Scolvini']],
    ['Aanwezig: Jurre Wolterbeek\nAfwezig: Veskia Grondhuijzen', ['Jurre Wolterbeek', 'Veskia Grondhuijzen']],
    // A role in small letters, the person's name in brackets after it; a team in brackets is none.
    ['Attendees: product (Marketing), chair (Ottoline Reyes-Whitford)', ['Ottoline Reyes-Whitford']],
  ]);
});

t.test("a meeting's and a ticket's lists of people, one-word names among them", async (t) => {
  check(t, [
    ['Invitados: Mireia, Tzeitel Ravanno, Nahuel Quispe', ['Mireia', 'Tzeitel Ravanno', 'Nahuel Quispe']],
    ['SUP-991 | Assignee: Ilyas Bekov | Watchers: Korvin, T. Quill | Summary: SSO loop', ['Ilyas Bekov', 'Korvin', 'T. Quill']],
    ['Panel: Lee Ji-eun, Obiora. Details: solid on design.', ['Lee Ji-eun', 'Obiora']],
    ['Presenti: Chiara Ferri, Ludovico, Ngozi Okeke', ['Chiara Ferri', 'Ludovico', 'Ngozi Okeke']],
  ]);
  check(t, [
    ['Presenti: Vendite, Marketing, Legale', []],
    ['Watchers: Platform Team, QA', []],
    // A lone everyday word stays a word, whatever surname it may be ("Marrow", "Quill").
    ['Watchers: Marrow, Quill', []],
  ]);
});

t.test("a further field after a sentence's end, and a full name whose surname is an everyday word", async (t) => {
  check(t, [
    ['Account: Greyhollow Farms. Contact: Pell Wintergrave. Said their accountant handles invoices.', ['Pell Wintergrave']],
    ['Follow-up owner: Varrick Denholm. Background: 3 plants.', ['Varrick Denholm']],
    ['Reported-by: Ilvessa Marrow', ['Ilvessa Marrow']],
    ['Reviewer: T. Quill', ['T. Quill']],
    ['Assignee: Zorvan Keltrigg. Please fix asap.', ['Zorvan Keltrigg']],
  ]);
  check(t, [
    ['Reviewer: Code Owners', []],
    ['Contact: Platform Team', []],
    ['Contact: Customer Care', []],
    ['Assignee: Backend Squad', []],
    ['Photo credit: Getty Images', []],
    ['Organizer: Annual Investor Conference', []],
  ]);
});

t.test('a table with a role only people fill is a table of people, its "first" and "last" columns a name', async (t) => {
  check(t, [
    ['id,name,dept,manager\n101,Rangi Parata,Ops,Hemi\n103,Dravik Selloway,Ops,Rangi Parata', ['Rangi Parata', 'Hemi', 'Dravik Selloway', 'Rangi Parata']],
    ['email,first,last,plan\nx1@mail.example,Siddharth,Chakraborty,pro', ['Siddharth', 'Chakraborty']],
    ['naam;afdeling;manager\nQuorrin Baele;IT;Pieter', ['Quorrin Baele', 'Pieter']],
    // A task's assignee column takes a first name alone; the task's name stays words.
    ['name,assignee,status\nFix login bug,Zorvan,open', ['Zorvan']],
  ]);
  check(t, [
    ['name,owner,version\nbilling-api,platform,1.2\nweb,Frontend,2.0', []],
    ['first,last\n1,10\n11,20', []],
  ]);
});

t.test("a person's or a role's field inside a line of prose, after a sentence's end or a dash", async (t) => {
  check(t, [
    ['Call w/ Liu Yang (procurement). Wants pricing by Friday. Follow-up owner: Varrick Denholm. Background: 3 plants.', ['Liu Yang', 'Varrick Denholm']],
    ['Performance Improvement Plan – Employee: Fennick Astraby. Manager: Lorcan Hesk. Start date: 1 July.', ['Fennick Astraby', 'Lorcan Hesk']],
    ['Ticket 7781 – El usuario no puede acceder. Asignado a: Zarabeth. Prioridad: alta.', ['Zarabeth']],
    ['Recommend hire. Panel: Lee Ji-eun, Obiora. Details: solid.', ['Lee Ji-eun', 'Obiora']],
  ]);
  // Other labels inside prose are no one's.
  check(t, [
    ['The build failed. Note: Retry Later.', []],
    ['Deploy done – Status: Green Light.', []],
  ]);
});

t.test("after review: a title's full stop does not end a role's value", async (t) => {
  check(t, [['Assignee: Prof. Zorvan Keltrigg', ['Prof. Zorvan Keltrigg']]]);
});

t.test("who hires, sits on a board or assesses a claim, and lists whose names carry a bracketed note", async (t) => {
  check(t, [
    ['Offer approved by the hiring committee.\nRecruiter: Sinéad.', ['Sinéad']],
    ['Schadeclaim 2024-1120, waterschade.\nExpert: Cor Brinkhuyzen.', ['Cor Brinkhuyzen']],
    ['Sachbearbeiterin: Yasemin\nStatus: offen', ['Yasemin']],
    ['Owner: Marisol Etxeberria\nApprovals: Jules (brand), Kiri Tawhai-Moana (legal)\nChannels: paid social', ['Marisol Etxeberria', 'Jules', 'Kiri Tawhai-Moana']],
    ['Present: A. Marchetti (Chair), T. Ogunleye (CFO)\nApologies: none', ['A. Marchetti', 'T. Ogunleye']],
  ]);
  // Skills, teams and no one fill such fields too.
  check(t, [
    ['Expert: Python, Go', []],
    ['Recruiter: Talent Acquisition', []],
    ['Apologies: none', []],
    ['Approvals: Legal (pending), Finance (done)', []],
  ]);
});

t.test("initials among the names of a list of people are someone's; alone, or a team's acronym, they are not", async (t) => {
  check(t, [
    ['Attendees: JP, Marguerite, Sandeep (remote)', ['JP', 'Marguerite', 'Sandeep']],
    ['cc: PM, Zorvan Keltrigg', ['Zorvan Keltrigg']],
    ['Assignee: JP', []],
    ['Watchers: TBD, Quillon', ['Quillon']],
  ]);
});

t.test("who took a ticket on, a first name alone too, and an action list's owners", async (t) => {
  check(t, [
    ['Issue: cannot log in.\nAssigned: Zarabeth', ['Zarabeth']],
    ['Problema: VPN.\nPresa in carico da: Caelia', ['Caelia']],
    ['| Owner | Task | Due |\n|---|---|---|\n| Quillon | migrate boards | Fri |\n| Korvin | update runbook | 12 Jun |', ['Quillon', 'Korvin']],
    ['owner,task,due\nplatform-team,rotate keys,Fri\nZorvan,update docs,Mon', ['Zorvan']],
  ]);
  check(t, [
    ['Assigned: Yes', []],
    ['| Owner | Resource | Region |\n|---|---|---|\n| platform | s3-bucket | eu |', []],
    ['Deadline moved to 12 Jun.', []],
  ]);
});

t.test("a Dutch title's abbreviation inside a list of people ends no sentence, and a letter's 'Geachte heer' names its addressee", async (t) => {
  check(t, [
    ['Aanwezig: Hendrikje, mw. El Idrissi, Gijsbert-Jan Oosterbroek\nActiepunt: offerte.', ['Hendrikje', 'mw. El Idrissi', 'Gijsbert-Jan Oosterbroek']],
    ['Geachte heer Bakkali,\nHierbij bevestigen wij de huur.', ['heer Bakkali']],
  ]);
});

t.test('a German or Dutch compound that ends in a role names a person; its value that is no name stays', async (t) => {
  check(t, [
    ['Teamleider: Marloes de Ridder. Max 3 avonden per persoon.', ['Marloes de Ridder']],
    ['Stagiair: Anouk Zwartjes\nPraktijkbegeleider: Wendelien Hoogeveen', ['Anouk Zwartjes', 'Wendelien Hoogeveen']],
    ['Bauleiter: Herr Klamroth', ['Herr Klamroth']],
  ]);
  check(t, [['Projektleiterin: offen\nAbteilungsleiter: Vertrieb', []]]);
});
