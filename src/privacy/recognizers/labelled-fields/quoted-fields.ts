/**
 * Quoted values after a key (JSON, code, keyword arguments), and lists of people's names under a
 * key that says so.
 */
import { readsAsPersonName } from '../../gazetteer/english-words.js';
import { readsAsFullName } from '../../gazetteer/full-name.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import type { Span } from '../../types.js';
import { ACCOUNT_NAME_KEYS, accountNameReads, AUTHOR_KEYS, BARE_NAME_KEYS, FIELDS, isPersonRecordKey, keyOf, knownKey, MAIL_HEADER_KEYS, NAME_PART_KEYS, ONE_WORD_ROLE_KEYS, roleScore, SCORE } from './field-keys.js';
import { addBareName, addRoleName, addValue, asWrittenName, readsAsRoleHolder } from './field-values.js';
import { hasPersonalKey, personalEvidence, recordAround, recordParents, yamlParentKey } from './records.js';

/**
 * A quoted value after a key and ":" or "=": `"city": "Denver"`, `lastName: 'Rossi'`,
 * `surname="Lee"`. Read from each ":" and "=" (a scan for keys from every letter cost ~80 ns a
 * character of prose): the key ends the text before it, the value starts the text after it.
 */
const KEY_BEFORE = /(?<![\p{L}\p{N}_])["']?([\p{L}][\p{L}\p{N}_ -]{0,30}?)["']?[ \t]*$/u;
const VALUE_AFTER = /[ \t]*(["'])([^"'\n\\]{1,100})\1/dy;
/** A message's subject among a record's keys: the record is a message, its "to" and "from" people. */
const MAIL_SUBJECT_KEY = /["']?(?:subject|betreff|objet|asunto|oggetto|onderwerp)["']?[ \t]*[:=]/i;
/** Adds a span for every quoted value after a key that names a type, when the value has its shape. */
export function collectQuoted(text: string, spans: Span[]): void {
  // Read once, when some bare "name" needs it.
  let parents: Map<number, string> | undefined;
  for (let at = nextSeparator(text, 0); at !== -1; at = nextSeparator(text, at + 1)) {
    VALUE_AFTER.lastIndex = at + 1;
    const value = VALUE_AFTER.exec(text);
    const bounds = value?.indices?.[2];
    if (value === null || bounds === undefined) continue;
    const written = KEY_BEFORE.exec(text.slice(Math.max(0, at - 40), at))?.[1] ?? '';
    const key = knownKey(written);
    const type = FIELDS.get(key);
    const quoted = text.slice(bounds[0], bounds[1]);
    if (type !== undefined) {
      addValue(quoted, bounds[0], type, spans);
    } else if (AUTHOR_KEYS.has(key)) {
      addRoleName(quoted, bounds[0], spans, roleScore(key), ONE_WORD_ROLE_KEYS.has(key) && keyOf(written) === key);
    } else if (BARE_NAME_KEYS.has(key) && accountNameReads(key, asWrittenName(quoted))) {
      const evidence = personalEvidence(recordAround(text, at, bounds[1]));
      if (evidence === 'personal') {
        addBareName(quoted, bounds[0], spans);
      } else if (readsAsPersonName(asWrittenName(quoted))) {
        // `{"name": "Obinna Eze", "nin": "12345678901"}`: a record with a person's number or birth date, for a name that reads as one;
        // `{"customer": {"id": 88213, "name": "Raghavendra Subramaniam"}}`: the record is a person's by the key it hangs from.
        const hangsFromPerson = (): boolean =>
          namesNoSoftware(quoted) &&
          // braces' parent, else YAML's by indentation (`users:\n  - name: "Zorvan Keltrigg"`)
          (isPersonRecordKey((parents ??= recordParents(text)).get(at) ?? '') || (readsAsPersonName(asWrittenName(quoted), 2) && isPersonRecordKey(yamlParentOf(text, at))));
        if (evidence === 'number' || hangsFromPerson()) addBareName(quoted, bounds[0], spans);
        // `display_name='Wiremu Tāne'` in a log line: an account's display name, two to four capitalised words that read
        // as a full name (no everyday word, tool, listed place or company), outside a call (`Team(display_name="...")`).
        else if (ACCOUNT_NAME_KEYS.has(key) && readsAsFullName(quoted) && namesNoSoftware(quoted) && !insideCall(text, at)) addBareName(quoted, bounds[0], spans);
      }
    } else if (key === '' && MAIL_HEADER_KEYS.has(keyOf(written)) && MAIL_SUBJECT_KEY.test(recordAround(text, at, bounds[1]))) {
      // `{"to": "Zorvan Keltrigg", "subject": "Invoice"}`: a message's addressee, as a mail header's.
      addRoleName(quoted, bounds[0], spans, SCORE);
    } else if (NAME_PART_KEYS.has(key) && readsAsPersonName(quoted) && hasPersonalKey(recordAround(text, at, bounds[1]), (other) => other !== key && NAME_PART_KEYS.has(other))) {
      // Read as a name, not an everyday word: `{"first": "Monday", "last": "Friday"}` names days.
      addBareName(quoted, bounds[0], spans);
    }
  }
}


/** How far back a YAML line's start is looked for: no YAML line is longer, and a long line of keys read back to its start for each was quadratic. */
const YAML_LINE_REACH = 2_000;

/** Where the line holding `at` starts, or -1 when the line is longer than a YAML line is. */
function lineStartWithin(text: string, at: number): number {
  const from = Math.max(0, at - YAML_LINE_REACH);
  const newline = text.slice(from, at).lastIndexOf('\n');
  if (newline !== -1) return from + newline + 1;
  return from === 0 ? 0 : -1;
}

/** The key its YAML parent gives the line holding `at` ("" where there is none, or the line is too long for YAML). */
function yamlParentOf(text: string, at: number): string {
  const lineStart = lineStartWithin(text, at);
  return lineStart === -1 ? '' : yamlParentKey(text, lineStart);
}

/** How far back an open call's bracket is looked for (bounded: a long text of such keys would be read back to its start for each). */
const CALL_REACH = 200;

/**
 * Whether a call's bracket is still open in the 200 characters before `at`, on its line or the
 * lines above as formatters break calls: `Team(display_name="...")`,
 * `Plant.objects.create(\n    display_name="..."` name things.
 */
function insideCall(text: string, at: number): boolean {
  const window = text.slice(Math.max(0, at - CALL_REACH), at);
  return window.lastIndexOf('(') > window.lastIndexOf(')');
}

/**
 * A list of people's names under a key that says so: `"members": ["Chidi Okeke", "Yusuf Bello"]`,
 * `attendees = ["..."]`. Each item a full name that reads as a person's and names no tool.
 */
const PEOPLE_LIST = /["']?(members|attendees|participants|invitees|assignees|reviewers|authors|contributors|maintainers|passengers|guests|travell?ers|people|customers|contacts|recipients|employees|students|patients|teilnehmer|participantes|partecipanti|deelnemers|watchers|approvers|speakers|panelists|organi[sz]ers|instructors)["']?[ \t]*[:=][ \t]*\[/gi;
/** One string item of such a list and what follows it: the next item's comma or the list's end. */
const LIST_ITEM = /\s*"([^"\\\n]{1,100})"\s*(,|\])/y;

export function collectListedPeople(text: string, spans: Span[]): void {
  PEOPLE_LIST.lastIndex = 0;
  for (let m = PEOPLE_LIST.exec(text); m !== null; m = PEOPLE_LIST.exec(text)) {
    LIST_ITEM.lastIndex = m.index + m[0].length;
    for (let item = LIST_ITEM.exec(text); item !== null; item = LIST_ITEM.exec(text)) {
      const value = item[1] ?? '';
      const start = item.index + item[0].indexOf('"') + 1;
      // "Sable Quintrell": a full name with an everyday word in it, as under a role's key.
      if ((readsAsPersonName(asWrittenName(value), 2) || readsAsRoleHolder(asWrittenName(value))) && namesNoSoftware(value)) addBareName(value, start, spans);
      if (item[2] === ']') break;
    }
    PEOPLE_LIST.lastIndex = Math.max(PEOPLE_LIST.lastIndex, LIST_ITEM.lastIndex);
  }
}

/** The offset of the next ":" or "=" from `from`, or -1. */
function nextSeparator(text: string, from: number): number {
  const colon = text.indexOf(':', from);
  const equals = text.indexOf('=', from);
  return colon === -1 ? equals : equals === -1 ? colon : Math.min(colon, equals);
}
