/**
 * Form lines: "Label: value" alone on a line, with the further fields a line may hold.
 */
import { nameWords, readsAsPersonName } from '../../gazetteer/english-words.js';
import { readsAsFullName } from '../../gazetteer/full-name.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import type { Span } from '../../types.js';
import { accountNameReads, AUTHOR_KEYS, BARE_NAME_KEYS, FIELDS, isPersonRecordKey, keyOf, knownKey, MAIL_HEADER_KEYS, ONE_WORD_ROLE_KEYS, PERSONAL_KEYS, roleOfCompound, roleOfLastWord, roleOfNameLabel, roleScore, SCORE, THING_KEYS } from './field-keys.js';
import { addBareName, addInvertedName, addListedNames, addValue, asWrittenName, CAPITALISED_NAME, INVERTED_NAME, NOT_A_PERSON, readsAsRoleHolder } from './field-values.js';
import { hasPersonalKey, iniSectionKey, recordAround, yamlParentKey } from './records.js';

/**
 * A label and its value alone on a line: "Surname: Kowalczyk", "  City:  Leeds", in a comment too
 * ("// Contact: ...", "# Maintainer: ..."), after a ticket's key and a bar ("SUP-991 | Assignee: ...").
 */
const LINE = /^[ \t>*•#/-]*(?:\p{Lu}{2,10}-\d{1,7}[ \t]+\|[ \t]+)?([\p{L}][\p{L} _-]{0,30}?)[ \t]*:[ \t]*([^\s"'{[][^\n]{0,99}?)[ \t]*$/dgmu;

/** A label and its value a tab apart, as a two-column record copied from a spreadsheet or a web page writes them: "Name<TAB>Kowalczyk". */
const TABBED_LINE = /^[ \t>*•-]*(\p{L}[\p{L} _-]{0,30}?)\t+([^\s"'{[][^\n\t]{0,99}?)[ \t]*$/dgmu;

/** Where a value of a line of several people ends: as `VALUE_END`, but its items may each carry a bracketed note ("Attendees: Jules (brand), Kiri (legal)"). */
const LIST_VALUE_END = /\s{2,}|\t| \| | <|\s\p{Lu}[\p{L}.]*(?: \p{Ll}+)?:\s|(?<=\p{Ll}{2})(?<!(?:^|[\s(])(?:Mrs|Mme|Mlle|Prof|Sra|Srta|Dra|Dott|Sig|Sigra|Ing|Avv|Drs|Rev|Hon|Sgt|Capt|Col|Gen|Lt|Jr|Sr|St|Mw|mw|Dhr|dhr|Mevr|mevr|Mej|mej|drs|ir|ing|dott|prof|sig|sra|mme|Dña|Dn|Sta|Sto))\.\s+\p{Lu}/u;
/**
 * Where a form line's value ends before the line does: at two spaces or a tab, a " | ", an
 * address in angle brackets, a parenthesis ("Employee: Grace Hill (ID E-54097)"), a sentence's
 * end before the next ("Contact: Pell Wintergrave. Said Ansa handles invoices"; not an initial's
 * or a title's dot: "T. Quill", "Prof. Zorvan Keltrigg"), or the next label ("Patient: Hiroko Nishimura  MRN: 7781234",
 * "From: Hiroko Nishimura <h@example.jp>", "Name: Hiroko Nishimura DOB: 03/03/1975"): a
 * list's ends and its parenthesis.
 */
const VALUE_END = new RegExp(`${LIST_VALUE_END.source}| \\(`, 'u');

/** Two spaces and a label with its colon: the next field of a form line, known or not ("Company: Acme  Owner: data-team"). */
const NEXT_LABEL = /[ \t]{2,}\p{L}[\p{L} _-]{0,30}:/u;
/** The same, read at a value's cut: the label, and what stands before the value. */
const FIELD_AFTER = /^[ \t]{2,}(\p{L}[\p{L} _-]{0,30}?)[ \t]*:[ \t]*/u;

/** The Subject line of a pasted e-mail's header, in the six languages (Outlook's and Gmail's labels). */
const SUBJECT_LINE = /^[ \t>]*(?:subject|betreff|objet|asunto|oggetto|onderwerp)[ \t]?:/imu;
/** The Subject line's labels, as `keyOf` writes them. */
const SUBJECT_KEYS: ReadonlySet<string> = new Set(['subject', 'betreff', 'objet', 'asunto', 'oggetto', 'onderwerp']);
/** What parts a subject's topics: a dash, a bar, a colon, a slash, a comma ("Meeting notes - Zorvan Keltrigg", "Re: Zorvan Keltrigg | Q3"). */
const SUBJECT_PARTS = /[ \t]+[-–—|/][ \t]+|:[ \t]+|,[ \t]+/;
/** Parts of a subject read at most. */
const MAX_SUBJECT_PARTS = 12;

/**
 * A mail's subject names its person as a part of its own: "Meeting notes - Zorvan Keltrigg",
 * "Zorvan Keltrigg - contract renewal", "Re: Onboarding: Zorvan Keltrigg". The part must be a
 * full name written as one that reads as a person's (full-name.ts), with a listed first name or
 * surname in it: a subject's topics are words the dictionaries lack as often ("Product
 * Roadmap"), and "Q3 Planning" and "Acme Corp" are none.
 */
function addSubjectNames(written: string, start: number, spans: Span[]): void {
  let from = 0;
  for (const part of written.split(SUBJECT_PARTS).slice(0, MAX_SUBJECT_PARTS)) {
    const at = written.indexOf(part, from);
    from = at + part.length;
    const name = part.trim();
    if (name !== '' && readsAsFullName(name) && nameWords(name).some((word) => word.listed) && namesNoSoftware(name)) {
      const nameAt = start + at + part.indexOf(name);
      spans.push({ type: 'PERSON', start: nameAt, end: nameAt + name.length, score: SCORE, source: 'labelled-fields' });
    }
  }
}
/**
 * A further field on a form line, after ", ", "; ", a blank to fill in or two spaces: "Surname:
 * Okonkwo, First name: Chidi", "Last name: Okonkwo; First name: Chidi; DOB: 04/05/1990",
 * "Signed: ______ Name: Zorvan Keltrigg", "Patient: Hiroko Nishimura  MRN: 7781234". Its label
 * (one to four words) counts only when it is a field name this file knows (`isFieldLabel`); a
 * comma inside a value ("Patient: Olusegun Adeyemi, DOB 1990", "Attendees: A, B and C") is no
 * field's end.
 */
const NEXT_FIELD = /(?:[,;]|_{2,}|[ \t]{2,}|\.[ \t]+|[ \t]\|[ \t])[ \t]*(\p{L}[\p{L}_-]*(?: \p{L}[\p{L}_-]*){0,3})[ \t]*:[ \t]*/gu;
/**
 * What may set a form line's further field apart: a comma, a semicolon, a blank to sign on
 * ("Signed: ______ Name:"), two spaces, a sentence's end ("Account: Greyhollow Farms. Contact:
 * ..."), a bar ("SUP-991 | Assignee: ... | Watchers: ...").
 */
const FIELD_APART = /[,;]|__|[ \t]{2}|\.[ \t]|[ \t]\|[ \t]/;

/** Whether a label names a field this file knows, extracted or not ("First name", "DOB", "Email"). */
function isFieldLabel(label: string): boolean {
  return knownKey(label) !== '' || PERSONAL_KEYS.has(keyOf(label)) || MAIL_HEADER_KEYS.has(keyOf(label));
}

/** A form line's fields: its first value, then each further field's label and value, with offsets into the line's value. */
function fieldsOf(label: string, written: string): { label: string; value: string; at: number }[] {
  const fields: { label: string; value: string; at: number }[] = [];
  let current = { label, at: 0 };
  NEXT_FIELD.lastIndex = 0;
  for (let m = NEXT_FIELD.exec(written); m !== null; m = NEXT_FIELD.exec(written)) {
    const next = m[1] ?? '';
    if (!isFieldLabel(next)) continue;
    fields.push({ label: current.label, value: written.slice(current.at, m.index), at: current.at });
    current = { label: next, at: m.index + m[0].length };
  }
  fields.push({ label: current.label, value: written.slice(current.at), at: current.at });
  return fields;
}

/**
 * Adds a span for every form line ("Surname: Kowalczyk") whose label names a type and whose value
 * has its shape, and for each further field of the line ("Nachname: Wróblewski, Vorname: Zdzisław").
 */
export function collectLines(text: string, spans: Span[]): void {
  LINE.lastIndex = 0;
  const mailHeader = { known: undefined as boolean | undefined };
  for (let m = LINE.exec(text); m !== null; m = LINE.exec(text)) {
    const written = m[2];
    const at = m.indices?.[2];
    if (written === undefined || at === undefined) continue;
    const label = m[1] ?? '';
    const fields = FIELD_APART.test(written) ? fieldsOf(label, written) : [{ label, value: written, at: 0 }];
    for (const field of fields) collectField(text, m.index, field.label, field.value, at[0] + field.at, spans, mailHeader);
  }
}

/** The key a form line's label is read by: the role its words name ("Name of the patient", "Account manager", "Teamleider"), or the label itself. */
const fieldKey = (label: string): string => {
  const key = keyOf(label);
  // "Teamleider", "Praktijkbegeleider": a compound no list holds, by the role it ends with.
  const compound = FIELDS.has(key) || AUTHOR_KEYS.has(key) || /\s/.test(label.trim()) ? undefined : roleOfCompound(key);
  return roleOfNameLabel(label) ?? roleOfLastWord(label) ?? compound ?? key;
};

/**
 * A person's or a role's field inside a line of prose or notes, after a sentence's end or a dash:
 * "... skeptical about SSO. Follow-up owner: Varrick Denholm.", "Performance Improvement Plan –
 * Employee: Fennick Astraby.", "Recommend hire. Panel: Lee Ji-eun, Obiora." The label is one to
 * three words, the first capitalised.
 */
const SENTENCE_FIELD = /(?:[.!?]|[ \t][–—-])[ \t]+(\p{Lu}\p{Ll}*(?:[ -]\p{L}+){0,2})[ \t]*:[ \t]*(?=\S)/gu;
/** The longest value read after such a label: a form line's. */
const MAX_SENTENCE_FIELD = 100;

/**
 * Adds the spans of the fields `SENTENCE_FIELD` finds, for labels of a person or a role only:
 * prose writes "Note:", "Update:" and "Reason:" inside its lines as often. (A label that opens
 * its line is `collectLines`'s; one found by both adds the same span twice, which the analyzer
 * keeps once.)
 */
export function collectSentenceFields(text: string, spans: Span[]): void {
  const mailHeader = { known: false };
  // The start of the match's line, carried forward from match to match: searched back from each
  // match, a long line of such fields cost the square of its length.
  let lineStart = 0;
  let scanned = 0;
  SENTENCE_FIELD.lastIndex = 0;
  for (let m = SENTENCE_FIELD.exec(text); m !== null; m = SENTENCE_FIELD.exec(text)) {
    for (; scanned < m.index; scanned++) if (text.charCodeAt(scanned) === 10) lineStart = scanned + 1;
    const label = m[1] ?? '';
    const key = fieldKey(label);
    if (!AUTHOR_KEYS.has(key) && FIELDS.get(key) !== 'PERSON') continue;
    const start = m.index + m[0].length;
    const window = text.slice(start, start + MAX_SENTENCE_FIELD);
    const lineEnd = window.indexOf('\n');
    const line = lineEnd === -1 ? window : window.slice(0, lineEnd);
    // The field alone, cut where its value ends: the fields after it on the line are found by
    // their own match, and their record is read from their label, not the line's start (a long
    // line of fields, each reading the line and the lines above it again, cost the square of it).
    const valueEnd = VALUE_END.exec(line)?.index;
    collectField(text, Math.max(lineStart, m.index + m[0].indexOf(label)), label, valueEnd === undefined ? line : line.slice(0, valueEnd), start, spans, mailHeader);
  }
}

/** Adds the span of one field of a form line: `label` and its `written` value at offset `start`; `parent`, a dotted key's record. */
export function collectField(
  text: string,
  lineStart: number,
  label: string,
  written: string,
  start: number,
  spans: Span[],
  mailHeader: { known: boolean | undefined },
  parent = '',
): void {
  const key = fieldKey(label);
  if (SUBJECT_KEYS.has(key)) return addSubjectNames(written, start, spans);
  const type = FIELDS.get(key);
  // Names end where the next field starts; an address keeps its spacing ("Müllerstraße  23").
  const end = LIST_KEYS.has(key) ? LIST_VALUE_END.exec(written)?.index : type === undefined || type === 'PERSON' ? VALUE_END.exec(written)?.index : NEXT_LABEL.exec(written)?.index;
  const value = end === undefined ? written : written.slice(0, end);
  // "Company: Acme GmbH  Contact: Zorvan Keltrigg": what follows two spaces and a label is that label's field.
  const next = end === undefined ? null : FIELD_AFTER.exec(written.slice(end));
  if (next !== null && end !== undefined) {
    collectField(text, lineStart, next[1] ?? '', written.slice(end + next[0].length), start + end + next[0].length, spans, mailHeader);
  }
  if (type !== undefined) addValue(value, start, type, spans);
  // "Author: Priyanka Raman", "Patient: Olusegun Adeyemi, DOB ..." (full names; "Author: OpenAI" is not).
  // "Patient: Eze, Obinna": one person's role holds one name, written surname first; a copy line lists people.
  else if ((AUTHOR_KEYS.has(key) || key === CLINICAL_PATIENT) && !LIST_KEYS.has(key) && addInvertedName(value, start, spans, roleScore(key))) return;
  // "Assignee: Quillon": a role only people fill, as the whole label, takes a first name alone
  // as its whole value ("Reviewer: Stable, Afebrile" is a clinical note's list).
  else if (AUTHOR_KEYS.has(key)) addListedNames(value, start, spans, roleScore(key), LIST_KEYS.has(key) || (ONE_WORD_ROLE_KEYS.has(key) && keyOf(label) === key && /^\S+$/.test(value.trim())));
  // "Pt: Raghavendra Subramaniam, 62F": a clinical note's patient, on a form line only ("pt" is Portuguese in a translation file).
  else if (key === CLINICAL_PATIENT) addListedNames(value, start, spans, SCORE);
  // "Name: Tsegaye Gebremedhin" beside "Email:" or "Phone:", or a full name with a listed name in it.
  else if (BARE_NAME_KEYS.has(key) && accountNameReads(key, asWrittenName(value.trim()))) addNameLine(text, lineStart, label.trimStart(), value, start, spans, parent);
  // "From: Hiroko Nishimura" / "To: Siddharth Raghunathan" above a "Subject:" line.
  else if (MAIL_HEADER_KEYS.has(key) && (mailHeader.known ??= SUBJECT_LINE.test(text))) addListedNames(value, start, spans, SCORE);
}

/** Role keys whose lines list several people ("Cc: Eze, Obinna" is two). */
const LIST_KEYS: ReadonlySet<string> = new Set([
  'cc', 'bcc', 'watchers', 'watcher', 'attendees', 'participants', 'panel', 'interviewers', 'invitados', 'asistentes',
  'presenti', 'invitati', 'aanwezig', 'aanwezigen', 'genodigden', 'anwesend', 'anwesende', 'présents',
  'present', 'apologies', 'absent', 'approvals', 'approvers', 'absents', 'excusés', 'ausentes', 'assenti', 'assentigiustificati',
  'afwezig', 'afwezigen', 'abwesend', 'entschuldigt',
]);
/**
 * Two-column records: each line a field name this file knows, a tab, and its value ("Name<TAB>Zorvan
 * Keltrigg", "Email<TAB>zk@example.org"), read as a form line is. A line whose first cell is no
 * field name (a table's row) is left to the table readers.
 */
export function collectTabbedLines(text: string, spans: Span[]): void {
  TABBED_LINE.lastIndex = 0;
  const mailHeader = { known: undefined as boolean | undefined };
  for (let m = TABBED_LINE.exec(text); m !== null; m = TABBED_LINE.exec(text)) {
    const label = m[1] ?? '';
    const at = m.indices?.[2];
    const value = m[2] ?? '';
    // "full_name<TAB>city": a table's header, two field names, no field and its value.
    if (at === undefined || !isFieldLabel(label) || isFieldLabel(value.trim())) continue;
    collectField(text, m.index, label, value, at[0], spans, mailHeader);
  }
}

/** A field inside brackets in running text: "Zorblax GmbH (contact: Quillon Mave) signed", "(owner: Zorvan Keltrigg)". */
const BRACKETED_FIELD = /\((\p{L}[\p{L} _-]{0,30}?)[ \t]*:[ \t]*([^\s():][^():\n]{0,79}?)[ \t]*\)/dgu;

/**
 * Adds the field written inside brackets in a sentence, read as the same field on a form line is:
 * a role's full name ("(contact: Quillon Mave)"), a type's value ("(phone: 0151 2345678)").
 */
export function collectBracketedFields(text: string, spans: Span[]): void {
  BRACKETED_FIELD.lastIndex = 0;
  const mailHeader = { known: false as boolean | undefined };
  for (let m = BRACKETED_FIELD.exec(text); m !== null; m = BRACKETED_FIELD.exec(text)) {
    const at = m.indices?.[2];
    if (at === undefined || !isFieldLabel(m[1] ?? '')) continue;
    collectField(text, m.index, m[1] ?? '', m[2] ?? '', at[0], spans, mailHeader);
  }
}

/** The label of a clinical note's patient ("Pt: ..."), as `keyOf` writes it. */
const CLINICAL_PATIENT = 'pt';
/**
 * A form's "Name:" line: a person's name among personal fields (`Email:`, `Phone:` around it),
 * or alone, with the label capitalised as forms write it, when it reads as a full name
 * (full-name.ts): YAML's `name:` names jobs and products (`name: Build and Test`, `name: Kube
 * Prometheus`).
 */
function addNameLine(text: string, lineStart: number, label: string, value: string, start: number, spans: Span[], parent = ''): void {
  const trimmed = value.trim();
  // "Name: Eze, Obinna  DOB: 03/04/1971": a record's surname first, beside personal fields or under a form's capitalised label.
  if (INVERTED_NAME.test(trimmed) && (/^\p{Lu}/u.test(label) || hasPersonalKey(recordAround(text, lineStart, start + value.length))) && addInvertedName(value, start, spans)) return;
  // `PRODUCT_NAME=...`, `app.name=...`: a thing's name, whoever it is named after.
  if (!CAPITALISED_NAME.test(trimmed) || THING_KEYS.has(parent)) return;
  if (
    hasPersonalKey(recordAround(text, lineStart, start + value.length)) ||
    (/^\p{Lu}/u.test(label) && readsAsFullName(trimmed)) ||
    // `customer:\n  id: 42\n  name: Zorvan Keltrigg`: YAML's record of a person, by the key it hangs from; an INI section's
    // (`[user]` above `name = Zorvan Keltrigg`, as gitconfig writes it); a dotted key's (`user.name=Zorvan Keltrigg`).
    // Two words at least: a record's one-word name is a team's, a bot's or a vendor's as often ("Backend", "Deployer", "Bitnami").
    ((readsAsPersonName(asWrittenName(trimmed), 2) || readsAsRoleHolder(asWrittenName(trimmed))) &&
      !NOT_A_PERSON.test(trimmed) &&
      namesNoSoftware(trimmed) &&
      (isPersonRecordKey(parent) || isPersonRecordKey(yamlParentKey(text, lineStart)) || isPersonRecordKey(iniSectionKey(text, lineStart))))
  ) {
    addBareName(value, start, spans);
  }
}
