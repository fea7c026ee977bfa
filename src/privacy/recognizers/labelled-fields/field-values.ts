/**
 * What a field's value must look like to be reported, and the spans added for it: a type's shape,
 * a name written as a person's, a role's listed names, a table row's cells.
 */
import { isEnglishWord, nameWords, readsAsPersonName } from '../../gazetteer/english-words.js';
import { getLexicon } from '../../gazetteer/lexicon.js';
import { DEPARTMENTS, OTHER_LANGUAGE_DEPARTMENTS } from '../../gazetteer/organization-context.js';
import { PERSON_INITIALS } from '../../gazetteer/name-rules.js';
import { joinsTwoWords, mayBeNameWord } from '../../gazetteer/person-rules.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import { WordSet } from '../../gazetteer/word-set.js';
import { WRITTEN_NAME } from '../written-name.js';
import type { EntityType, Span } from '../../types.js';
import { COMPANY_ROLE_SCORE, keyOf, SCORE } from './field-keys.js';

/** Separators of the names a form line lists after a role ("cc: A; B", "Attendees: A, B and C", "CALLER: A / 0803... / LAGOS"). */
const LISTED_NAMES = /[;,]|\s(?:and|und|et|y|e|en|&|\/)\s/u;
/** A bare name's value: capitalised words of letters ("Maria Lopez", "Jean-Luc O'Neill"). */
export const CAPITALISED_NAME = new RegExp(`^${WRITTEN_NAME}$`, 'u');
/** Words of letters (with inner apostrophes, hyphens and dots), as names and places are written. */
const WORDS = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}][\p{L}\p{M}'’.-]*){0,5}$/u;
/** Words that make a value a sentence, not a name ("Company: we are a small team"). */
const CLAUSE_WORDS = /(?:^|\s)(?:is|are|was|were|we|i|you|they|he|she|it|a|an|our|my|your|to|not|none|unknown|n\/a)(?=\s|$)/iu;
/** A date written year first, which no phone number is ("tel: 2024-01-05" is a mistake, not a number). */
const ISO_DATE = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/;
/** A surname, a comma, then given names: "Eze, Obinna", "OKAFOR, Chidinma Ada". */
export const INVERTED_NAME = new RegExp(`^\\p{Lu}[\\p{L}'’-]+, ${WRITTEN_NAME}$`, 'u');
/**
 * What forms, filters and reports write where a place's or a company's name would go: "All",
 * "Any", "Select country", "Choose a city", "Default", "Total", "N/A". No one's data, and common in
 * the HTML tables and XML settings developers paste.
 */
const PLACEHOLDER_VALUE =
  /^(?:(?:all|any|default)(?: (?:countries|country|cities|city|companies|company|regions|region|locations|location|values|value|types|type))?|none|other|others|various|multiple|total|totals|grand total|subtotal|sum|summary|tbd|n\/a|(?:select|choose|pick|enter)\b.{0,40})$/i;
/** Whether a value has the shape of its type. */
const SHAPES: Readonly<Record<string, (value: string) => boolean>> = {
  // "Keltrigg, Zorvan": a record's surname first (PostgreSQL's `Key (full_name)=(...)`, a TSV's name column).
  PERSON: (value) => (WORDS.test(value) && !CLAUSE_WORDS.test(value) && !PLACEHOLDER_VALUE.test(value)) || (INVERTED_NAME.test(value) && readsAsPersonName(value.replace(',', ''))),
  // Two letters at least: psql prints its booleans as `t` and `f`.
  LOCATION: (value) => value.length >= 2 && WORDS.test(value) && !CLAUSE_WORDS.test(value) && !PLACEHOLDER_VALUE.test(value),
  ORGANIZATION: (value) => value.length >= 2 && /\p{L}/u.test(value) && value.split(' ').length <= 6 && !CLAUSE_WORDS.test(value) && !PLACEHOLDER_VALUE.test(value),
  // A street with its number, words apart; not a network's, a memory's or a wallet's address ("node-1:8080", "0x7ffd", "00:1a:2b").
  ADDRESS: (value) => /\d/.test(value) && /\p{L}/u.test(value) && /\s/.test(value) && !value.includes(':') && !/^0x/i.test(value),
  PASSPORT: (value) => /^[\p{L}\p{N}]{6,9}$/u.test(value) && (value.match(/\d/g)?.length ?? 0) >= 2,
  ID_NUMBER: (value) => /^[\p{L}\p{N}][\p{L}\p{N}-]{2,23}$/u.test(value) && (value.match(/\d/g)?.length ?? 0) >= 2,
  // Digits with a phone's separators, 6 to 15 of them ("08031234567", "+44 20 7946 0958", "(415) 796-1234").
  PHONE: (value) => /^\+?\(?\d[\d ()./-]{4,22}\d$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6 && (value.match(/\d/g)?.length ?? 0) <= 15 && !ISO_DATE.test(value),
  // One word of letters, digits and an account's separators, a letter among them: an "@" and a blank are an address's or a phrase's.
  USERNAME: (value) => /^@?[\p{L}\p{N}][\p{L}\p{N}._-]{1,39}$/u.test(value) && /\p{L}/u.test(value),
  DATE_OF_BIRTH: (value) => /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2}))$/.test(value),
};

/** Words that name a team, a role or a thing, not a person ("Support Team", "Main Office"). */
export const NOT_A_PERSON = /(?:^|\s)(?:billing|notifications?|success|alerts?|noreply|server|build|ci|runner|agent|robot|automation|team|group|department|dept|office|manager|support|sales|admin|administrator|project|service|services|system|bot|account|key|default|test|example|user|org|organization|company|inc|ltd|llc|gmbh|corp|corporation|plc|ag|sa|bv|nv|srl|spa|all|staff|everyone|employees|meeting|lecture|conference|webinar|session|event|room|hall|center|centre|hotel|airport|station|university|school|hospital|clinic|bank)(?=\s|$)/iu;

/**
 * What a role's field holds when nobody fills it, or a title alone: "Assignee: Unassigned",
 * "Reviewer: Nobody", "Teacher: Mrs".
 */
const NO_ONE = /^(?:unassigned|unknown|nobody|none|noone|pending|vacant|various|everyone|anyone|someone|myself|self|mr|mrs|ms|miss|dr|sir|madam)$/i;

/**
 * A team a ticket or a meeting names where a person would go, in the six languages ("Asignado a:
 * Soporte", "Melder: Klantenservice"); the English dictionary knows only the English ones.
 */
const TEAMS = new WordSet([...DEPARTMENTS, ...OTHER_LANGUAGE_DEPARTMENTS, 'helpdesk', 'servicedesk', 'backoffice', 'frontoffice', 'devops', 'qa', 'infra', 'platform']);

/** A word written as a name starts: a capital, then a small letter ("Zorvan", "McDonald"), or "O'Brien". */
const NAME_START = /^(?:\p{Lu}['’])?\p{Lu}\p{Ll}/u;
/** A short word in capitals: an acronym ("TBD", "HR"), which a value in capitals as a whole is not read as ("ZORVAN" is "Zorvan"). */
const ACRONYM = /^\p{Lu}{1,4}$/u;

/**
 * Adds a role's value when it is a full name that reads as a person's; with `oneWord`, a lone
 * name written with one capital too ("cc: Zorvan, Quillon", "Assignee: Quillon"), unless it
 * names software ("cc: Jenkins"), no one ("Assignee: Unassigned") or is an acronym ("TBD").
 */
export function addRoleName(value: string, start: number, spans: Span[], score: number, oneWord = false): void {
  // "reporter: quenby farrowdale": a full name typed in small letters is read as a name column's is.
  const written = nameCell(asWrittenName(value));
  const trimmed = written.trim();
  const fullName = trimmed.includes(' ');
  if (!fullName && !(oneWord && NAME_START.test(trimmed) && !ACRONYM.test(value.trim()) && !NO_ONE.test(trimmed) && !TEAMS.has(trimmed.toLowerCase()) && namesNoSoftware(trimmed))) return;
  if (readsAsPersonName(written) || readsAsRoleHolder(written)) addBareName(value, start, spans, score);
}

/** An initial: one capital and its dot ("T. Quill"). */
const INITIAL = /^\p{Lu}\.$/u;

/**
 * A full name under a person's role or a people's record, with an everyday word in it ("Contact:
 * Pell Wintergrave", "Watchers: T. Quill", "Reported-by: Ilvessa Marrow", "maintainers: - name:
 * Pita Havili"): two to four capitalised
 * words, one of them at least an initial or a word no dictionary knows that may be a name, and
 * no acronym, software or team ("Reviewer: Code Owners", "Contact: Customer Care", "Assignee:
 * Backend Squad", "Photo credit: Getty Images" are none).
 */
export function readsAsRoleHolder(value: string): boolean {
  const words = nameWords(value);
  if (words.length < 2 || words.length > 4 || NOT_A_PERSON.test(value) || !namesNoSoftware(value)) return false;
  if (!words.every(({ written }) => NAME_START.test(written) || INITIAL.test(written))) return false;
  const lexicon = getLexicon();
  // "Photo credit: Getty Images", "Author: Zorbly Contributors": a plural noun last names a firm or a group.
  const last = words.at(-1)?.word ?? '';
  if (last.endsWith('s') && isEnglishWord(lexicon, last.slice(0, -1), true)) return false;
  // A name's word no dictionary knows, nor as two words joined ("Backend", "Frontend" are back + end, front + end).
  return words.some(({ written, word }) => INITIAL.test(written) || (!isEnglishWord(lexicon, word, true) && mayBeNameWord(lexicon, word, written) && !joinsTwoWords(lexicon, word)));
}

/**
 * A value in capitals read as a name is written ("TIGIST ASSEFA" as "Tigist Assefa"): forms and
 * bank records write the holder so. Same length, so offsets stay true.
 */
export function asWrittenName(value: string): string {
  if (!/\p{Lu}{2}/u.test(value) || value !== value.toUpperCase()) return value;
  return titleCased(value);
}

/** The value with each word's first letter a capital and the rest small, if that keeps its length. */
function titleCased(value: string): string {
  const titled = value.toLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return titled.length === value.length ? titled : value;
}

/** Two to four words of small letters: a name typed without capitals ("chidinma okafor"). */
const LOWER_CASE_FULL_NAME = /^\p{Ll}[\p{Ll}'’-]*(?: \p{Ll}[\p{Ll}'’-]*){1,3}$/u;

/**
 * A name column's cell as it is read: in capitals or, under a header that names the column and
 * beside personal columns, in small letters ("chidinma okafor,c.okafor@gmail.com"), as a name;
 * a full name that reads as a person's only, so "n/a" and "not provided" stay words.
 */
export function nameCell(value: string): string {
  const trimmed = value.trim();
  if (!LOWER_CASE_FULL_NAME.test(trimmed)) return value;
  const titled = titleCased(value);
  return readsAsPersonName(titled.trim(), 2) ? titled : value;
}

/** A full stop after a word of two letters or more, at a value's end. */
const SENTENCE_STOP = /(?<=\p{L}{2})\.$/u;

/** Adds a bare name field's value when it is written as a person's name. */
export function addBareName(value: string, start: number, spans: Span[], score = SCORE): void {
  const written = nameCell(asWrittenName(value));
  // "Asignado a: Zarabeth. Prioridad: alta": the sentence's full stop is no part of the name (an initial's is: "T. Quill").
  const trimmed = written.trim().replace(SENTENCE_STOP, '');
  if (!CAPITALISED_NAME.test(trimmed) || CLAUSE_WORDS.test(trimmed) || NOT_A_PERSON.test(trimmed)) return;
  const from = start + written.indexOf(trimmed);
  spans.push({ type: 'PERSON', start: from, end: from + trimmed.length, score, source: 'labelled-fields' });
}

/** Adds a value written surname first ("Eze, Obinna") as one name when it reads as a person's; whether it did. */
export function addInvertedName(value: string, start: number, spans: Span[], score = SCORE): boolean {
  const trimmed = value.trim();
  if (!INVERTED_NAME.test(trimmed) || !readsAsPersonName(trimmed.replace(',', ''))) return false;
  const from = start + value.indexOf(trimmed);
  spans.push({ type: 'PERSON', start: from, end: from + trimmed.length, score, source: 'labelled-fields' });
  return true;
}

/** Three words in lower case: a clause, as dialogue after a speaker's role writes it ("Interviewer: So Olusegun, tell me about you"). */
const CLAUSE = /(?:^|\s)\p{Ll}\S*\s+\p{Ll}\S*\s+\p{Ll}/u;

/**
 * Adds each full name a role's form line lists: the items between commas, semicolons and "and";
 * with `oneWord` (a copy line: "cc: Zorvan, Quillon"), lone first names too.
 */
export function addListedNames(value: string, start: number, spans: Span[], score: number, oneWord = false): void {
  const items = value.split(LISTED_NAMES);
  if (items.some((item) => CLAUSE.test(item))) return;
  const before = spans.length;
  const initials: { text: string; at: number }[] = [];
  let from = 0;
  for (const item of items) {
    const at = value.indexOf(item, from);
    from = at + item.length;
    // "chair (Ottoline Reyes-Whitford)": a role in small letters, the person's name in brackets after it.
    const roleFirst = NAME_AFTER_ROLE.exec(item);
    if (roleFirst !== null) {
      const inner = roleFirst[1] as string;
      addRoleName(inner, start + at + item.lastIndexOf(`(${inner})`) + 1, spans, score, oneWord);
      continue;
    }
    // "Kiri Tawhai-Moana (legal)", "A. Marchetti (Chair)": the person's part or role after the name is no part of it.
    const role = ROLE_AFTER_NAME.exec(item);
    const name = role === null ? item : item.slice(0, role.index);
    if (oneWord && PERSON_INITIALS.test(name.trim())) initials.push({ text: name, at: start + at });
    else addRoleName(name, start + at, spans, score, oneWord);
  }
  // "Attendees: JP, Marguerite, Sandeep": among people a list of several names, two or three
  // capitals are someone's initials, unless they name a team or an everyday acronym ("HR", "QA", "TBD").
  if (spans.length === before) return;
  for (const { text, at } of initials) {
    const trimmed = text.trim();
    const key = trimmed.toLowerCase();
    if (TEAMS.has(key) || NON_PERSON_ACRONYMS.has(key) || isEnglishWord(getLexicon(), key, true)) continue;
    const offset = at + text.indexOf(trimmed);
    spans.push({ type: 'PERSON', start: offset, end: offset + trimmed.length, score, source: 'labelled-fields' });
  }
}

/** Acronyms a list of people holds beside names that name no one: roles, teams and placeholders. */
const NON_PERSON_ACRONYMS = new WordSet([
  'tbd', 'tba', 'tbc', 'na', 'pm', 'po', 'ceo', 'cto', 'cfo', 'coo', 'cio', 'vp', 'svp', 'evp', 'hr', 'it', 'qa', 'ux', 'ui', 'ops',
  'eng', 'dev', 'sre', 'sec', 'all', 'pmo', 'ba', 'em', 'tl', 'dri', 'cs', 'gtm', 'bd', 'pr', 'ae', 'sdr', 'csm', 'dpo', 'ext', 'int',
]);

/** A list's item of a role in small letters and the name in brackets: "chair (Ottoline Reyes-Whitford)", "note-taker (Quexo)". */
const NAME_AFTER_ROLE = /^[ \t]*\p{Ll}[\p{Ll}-]{1,24}(?:[ \t]\p{Ll}[\p{Ll}-]{1,24})?[ \t]+\(([^()]{2,60})\)[ \t.]*$/u;
/** A bracketed note closing a list's item: "(legal)", "(Chair)", "(remote)". */
const ROLE_AFTER_NAME = /[ \t]+\([^()]{1,40}\)[ \t]*$/u;

/**
 * A value that is code, not data: a type (`organization: string | null;`), an expression
 * (`organization: this.organization,`, `isSet(object.city) ? ...`), a statement's end. Code
 * writes types and calls in lower case: "Acme(UK) Ltd", "Unit 4(b)" and "Object Computing" are
 * data.
 */
const CODE_VALUE = /[{};=<>`|]|\b[a-z_$][\w$]*\(|^(?:string|number|boolean|bigint|null|undefined|any|unknown|object|never|void|true|false|none|str|int|float|bool|dict|list)\b|^(?:this|self|object|props|options)\./;

/** Adds a span for the value at `start` when it has the shape of `type`. */
export function addValue(value: string, start: number, type: EntityType, spans: Span[]): void {
  const trimmed = value.trim();
  if (trimmed === '' || CODE_VALUE.test(trimmed) || SHAPES[type]?.(trimmed) !== true) return;
  const from = start + value.indexOf(trimmed);
  spans.push({ type, start: from, end: from + trimmed.length, score: SCORE, source: 'labelled-fields' });
}

/** Whether a value repeats its own field's words, as a caption or a placeholder does ("First name", "City Name", "Select Country"). */
export function echoesField(label: string, value: string): boolean {
  const field = keyOf(label.split(/[ _.-]+/).filter((word) => word !== '').at(-1) ?? '');
  return field !== '' && keyOf(value).includes(field);
}


/**
 * What a table column holds: a type to extract, `name` (a person's name when written as one), or
 * a role's holder (`role`, `companyRole`: a full name that reads as a person's, as under a role's key;
 * `oneWordRole`: a role only people fill, whose first name alone counts too).
 */
export type Column = EntityType | 'name' | 'fullName' | 'role' | 'oneWordRole' | 'companyRole' | undefined;
/**
 * A person's column read with more care, as a name that reads as a person's (`addRow`'s `name`):
 * for records with no neighbour to vouch for them and web pages' tables, which hold captions as
 * often as data.
 */
export const personAsName = (column: Column): Column => (column === 'PERSON' ? 'name' : column);

/**
 * Whether an e-mail address in the row spells a word of the name cell: "Rich Abernathy" beside
 * rich@abernathy.co, "Temperance Oduya-Falk" beside t.falk@mailbox.org. A name with an everyday
 * word in it counts then; "Web Portal" beside ops@example.com is a service's record.
 */
function rowAddressSpells(cell: string, row: readonly { text: string }[]): boolean {
  const words = cell.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length >= 3);
  return row.some(({ text }) => {
    if (!text.includes('@')) return false;
    const address = text.toLowerCase();
    return words.some((word) => address.includes(word));
  });
}

/** What tables and exports print for a missing value: pandas' NaN and None, SQL's NULL, "N/A". */
const MISSING_VALUE = /^(?:NaN|NaT|None|null|NULL|<NA>|N\/A|n\/a|-)$/;

/** Adds the span of each value of a row under its column: names written as one, other types in their shape. */
export function addRow(columns: readonly Column[], values: readonly { text: string; start: number }[], spans: Span[]): void {
  values.forEach((value, k) => {
    const column = columns[k];
    if (MISSING_VALUE.test(value.text)) return;
    // A name column's cell reads as a person's name, each word a listed name or no everyday word ("Billing Desk", "Build Agent" are none).
    if (column === 'name') {
      const cell = nameCell(value.text);
      // "Keltrigg, Zorvan": a quoted CSV cell or a record's value, surname first.
      if (INVERTED_NAME.test(cell) && readsAsPersonName(cell.replace(',', ''))) {
        spans.push({ type: 'PERSON', start: value.start, end: value.start + cell.length, score: SCORE, source: 'labelled-fields' });
      } else if ((readsAsPersonName(asWrittenName(cell.trim())) || (readsAsRoleHolder(asWrittenName(cell.trim())) && rowAddressSpells(cell, values))) && namesNoSoftware(cell)) {
        addBareName(cell, value.start, spans);
      }
    }
    // A full name of two words or more (a "Name" column with no other known field beside it).
    else if (column === 'fullName') {
      const cell = nameCell(value.text).trim();
      if (readsAsPersonName(asWrittenName(cell), 2) && namesNoSoftware(cell)) addBareName(cell, value.start, spans);
    }
    else if (column === 'role' || column === 'companyRole') addRoleName(value.text, value.start, spans, column === 'role' ? SCORE : COMPANY_ROLE_SCORE);
    else if (column === 'oneWordRole') addRoleName(value.text, value.start, spans, SCORE, true);
    else if (column !== undefined && value.text !== '' && SHAPES[column]?.(value.text) === true) {
      spans.push({ type: column, start: value.start, end: value.start + value.text.length, score: SCORE, source: 'labelled-fields' });
    }
  });
}
