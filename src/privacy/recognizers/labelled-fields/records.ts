/**
 * What surrounds a key: the record its braces enclose, the key a block hangs from (JSON, YAML,
 * INI), and whether the record's other keys hold personal data.
 */
import { FIELDS, isPersonRecordKey, keyOf, PERSONAL_KEYS, PERSONAL_TYPES, WRAPPER_KEYS } from './field-keys.js';

/** A quoted personal key before a separator (not code's "=="): the record around a bare "name" holds people's data. */
const PERSONAL_KEY_IN_TEXT = /["']?([\p{L}][\p{L}_ -]{1,24})["']?[ \t]*(?::|=(?!=))/gu;

/** Characters of an unquoted key (`customer = {`, `{customer: {`). */
const KEY_CHARACTER = /[\p{L}\p{N}_]/u;

/** Whether the code unit at `i` may be part of an unquoted key: ASCII compared directly, the rest by KEY_CHARACTER. */
function isKeyCharacter(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
  return KEY_CHARACTER.test(text[i] as string);
}

/**
 * A call on a collection or a model of people, up to its "(" written right after the name as code
 * does ("Customer (VIP)" is prose): `db.users.find(`, `User.objects.create(`, `User.create!(`,
 * `prisma.customer.upsert(`, `db.users\n  .find(`, `new Patient(`, `models.Patient(`,
 * `Customer(`. A query's collection is the segment right before its method (Django's `objects`
 * and SQLAlchemy's `query` between them); `user.projects.create(` is a project's.
 */
const CALL_BEFORE = /(?<![\p{L}\p{N}_$.])(?:new[ \t]+)?([\p{L}_$][\p{L}\p{N}_$]*(?:[ \t]*\n?[ \t]*\.[ \t]*[\p{L}_$][\p{L}\p{N}_$]*)*)[!?]?$/u;
const QUERY_METHODS: ReadonlySet<string> = new Set([
  'find', 'findone', 'findmany', 'findfirst', 'findunique', 'findby', 'findoneby', 'findall', 'findorcreate', 'findorcreateby',
  'firstorcreate', 'findoneandupdate', 'findoneandreplace', 'findbyidandupdate', 'where', 'filter', 'filterby', 'exclude',
  'get', 'getorcreate', 'exists', 'count', 'countdocuments', 'aggregate', 'insert', 'insertone', 'insertmany', 'create',
  'createmany', 'bulkcreate', 'createuser', 'build', 'new', 'update', 'updateone', 'updatemany', 'updateorcreate', 'upsert',
  'replaceone', 'save', 'add', 'put', 'deleteone', 'deletemany', 'delete', 'remove', 'destroy',
]);
/** The signs a call's chain may hold besides a key's characters (`new `, `.`, a line's break, Ruby's `!`). */
const CHAIN_SIGNS = ' \t\r\n.$!?';
/** What stands between a model and its query's method without naming anything. */
const MANAGERS: ReadonlySet<string> = new Set(['objects', 'query', 'all']);

/**
 * Calls that name their collection or model by their argument, before a query's method:
 * `db.collection("users").find(`, `knex('users').insert(`, `supabase.from('users').insert(`,
 * `session.query(User).filter_by(`, `getRepository(User).save(`, `mongoose.model('User').create(`.
 */
const COLLECTION_ACCESSORS: ReadonlySet<string> = new Set(['collection', 'table', 'from', 'query', 'model', 'getrepository', 'knex', 'db']);
/** Such a call right before the method's ".": its name, and its one argument, quoted or a class's name. */
const NAMED_COLLECTION = /(?<![\p{L}\p{N}_$])([\p{L}_$][\p{L}\p{N}_$]*)[ \t]*\([ \t]*(?:"([\p{L}\p{N}_$.-]{1,40})"|'([\p{L}\p{N}_$.-]{1,40})'|`([\p{L}\p{N}_$.-]{1,40})`|([\p{L}_$][\p{L}\p{N}_$]*))[ \t]*\)[ \t]*\n?[ \t]*$/u;

/**
 * The collection a query's method is called on through an accessor (`db.collection("users")`),
 * as `keyOf` writes it, or '': `method` is the chain from the accessor's ")" to the "(".
 */
function namedCollection(text: string, accessorEnd: number, method: string): string {
  const segments = method.split('.').map((segment) => segment.trim());
  if (segments.length !== 2 || segments[0] !== '' || !QUERY_METHODS.has(keyOf(segments[1] as string))) return '';
  const call = NAMED_COLLECTION.exec(text.slice(Math.max(0, accessorEnd - 80), accessorEnd));
  if (call === null || !COLLECTION_ACCESSORS.has(keyOf(call[1] as string))) return '';
  // "app.users", a schema's table: the last segment names it.
  const collection = keyOf((call[2] ?? call[3] ?? call[4] ?? call[5] ?? '').split('.').at(-1) ?? '');
  return isPersonRecordKey(collection) ? collection : '';
}

/** The people's collection or model a call at `paren` (its "(") is made on, as `keyOf` writes it, or ''. */
function personCollectionOfCall(text: string, paren: number): string {
  // Only the run of a chain's characters before the "(" is searched: most "(" follow another
  // sign, and a search of the 80 characters before each made a text of calls twice as slow.
  let start = paren;
  const floor = Math.max(0, paren - 80);
  while (start > floor && (isKeyCharacter(text, start - 1) || CHAIN_SIGNS.includes(text[start - 1] as string))) start--;
  if (start === paren) return '';
  if (text[start - 1] === ')') return namedCollection(text, start, text.slice(start, paren));
  const chain = CALL_BEFORE.exec(text.slice(start, paren))?.[1];
  if (chain === undefined) return '';
  const segments = chain.split('.').map((segment) => segment.trim());
  const last = segments.pop() ?? '';
  // A class's constructor: `Customer(name="...")`, `new Patient({...})`, `models.Patient(...)`.
  const constructed = /^\p{Lu}/u.test(last) ? keyOf(last) : '';
  if (constructed !== '' && isPersonRecordKey(constructed)) return constructed;
  if (segments.length === 0 || !QUERY_METHODS.has(keyOf(last))) return '';
  let collection = keyOf(segments.pop() ?? '');
  if (MANAGERS.has(collection)) collection = keyOf(segments.pop() ?? '');
  return isPersonRecordKey(collection) ? collection : '';
}

/**
 * For each key separator (":" or "=") outside strings, the key its record hangs from (as `keyOf`
 * writes it): the key before the record's "{" (`"customer": {`, `customer = {`), or for a list's
 * item the list's key (`"passengers": [{...}, {...}]`), through wrappers (`"users": {"data": [...]}`),
 * or the people's collection a query or a constructor is called on (`db.users.find({name: ...})`,
 * `User(name=...)`). One pass over the text, strings skipped, so a list of thousands of records
 * costs no more than reading it once, and a bracket inside a string value misleads nothing.
 */
export function recordParents(text: string): Map<number, string> {
  const parents = new Map<number, string>();
  // A call's arguments are a record (`paren`) on a people's collection, each argument one of its
  // items; inside one, every "(" opens its own, so a thing's constructor among the arguments
  // (`User(team=Team(name=...))`) is the thing's.
  const open: { key: string; list: boolean; paren?: true }[] = [];
  let word = '';
  // The key a "{" or "[" right after it hangs from; anything else after the separator ends it.
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"' || (ch === "'" && !(i > 0 && isKeyCharacter(text, i - 1)))) {
      // A string, to its closing quote or the line's end (an apostrophe inside a word is none: "Here's").
      let j = i + 1;
      while (j < text.length && text[j] !== ch && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      word = text.slice(i + 1, j);
      key = '';
      i = j;
    } else if (ch === ':' || ch === '=') {
      const record = open.at(-1);
      parents.set(i, record !== undefined && (!record.list || record.paren === true) ? record.key : '');
      key = word === '' ? '' : keyOf(word);
      word = '';
    } else if (ch === '{' || ch === '[') {
      const parent = open.at(-1);
      const inherited = parent === undefined ? '' : parent.key;
      // A word right before "{" names its block too: protobuf's text format and HCL (`customer {`), a class (`class Customer {`).
      if (key === '' && word !== '' && ch === '{') key = keyOf(word);
      const own = key === '' ? (parent?.list === true ? inherited : '') : WRAPPER_KEYS.has(key) ? inherited : key;
      open.push({ key: own, list: ch === '[' });
      key = '';
      word = '';
    } else if (ch === '}' || ch === ']' || ch === ',') {
      if (ch !== ',') open.pop();
      key = '';
      word = '';
    } else if (isKeyCharacter(text, i)) {
      let j = i + 1;
      while (j < text.length && isKeyCharacter(text, j)) j++;
      word = text.slice(i, j);
      key = '';
      i = j - 1;
    } else if (ch === '(' || ch === ')') {
      const inCall = open.at(-1)?.paren === true;
      if (ch === ')') {
        if (inCall) open.pop();
      } else {
        const collection = personCollectionOfCall(text, i);
        if (collection !== '' || inCall) open.push({ key: collection, list: true, paren: true });
      }
      key = '';
      word = '';
    } else if (ch === '\n' && open.at(-1)?.paren === true && /^[ \t\r]*\n/.test(text.slice(i + 1, i + 80))) {
      // A blank line ends calls left open (a "(" in a comment or in prose: `User.objects.get( is slow`).
      while (open.at(-1)?.paren === true) open.pop();
    } else if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== '\n') {
      word = '';
      key = '';
    }
  }
  return parents;
}

/** How far a record without braces (YAML, keyword arguments) reaches around a key. */
export const RECORD_REACH = 200;

/** The record a key sits in: its enclosing braces, as far as they reach, or the text around it. */
export function recordAround(text: string, keyAt: number, valueEnd: number): string {
  // Braces are looked for within reach only: a search through the whole text for every key
  // made a long YAML file quadratic.
  const reach = RECORD_REACH * 4;
  const before = Math.max(0, keyAt - reach);
  const openAt = text.slice(before, keyAt).lastIndexOf('{');
  const closeAt = text.slice(valueEnd, valueEnd + reach).indexOf('}');
  const from = openAt === -1 ? Math.max(0, keyAt - RECORD_REACH) : before + openAt;
  const to = closeAt === -1 ? Math.min(text.length, valueEnd + RECORD_REACH) : valueEnd + closeAt;
  return text.slice(from, to);
}

/**
 * What the keys of a record say of it, read once: `personal` for a key of personal data or a
 * name's field (`"email":`, `"last_name":`) or one `alsoAccepted` accepts, `number` for only a
 * number kept of a person or a birth date (`nin`, `employee_id`, `dob`), which vouches for a name
 * that reads as one.
 */
export function personalEvidence(record: string, alsoAccepted: (key: string) => boolean = () => false): 'personal' | 'number' | undefined {
  let evidence: 'number' | undefined;
  PERSONAL_KEY_IN_TEXT.lastIndex = 0;
  for (let m = PERSONAL_KEY_IN_TEXT.exec(record); m !== null; m = PERSONAL_KEY_IN_TEXT.exec(record)) {
    const key = keyOf(m[1] ?? '');
    if (PERSONAL_KEYS.has(key) || FIELDS.get(key) === 'PERSON' || alsoAccepted(key)) return 'personal';
    // A form line's next label after its value, which the match runs into ("Eze, Obinna  DOB:").
    const last = keyOf((m[1] ?? '').trim().split(/[ \t]+/).at(-1) ?? '');
    if (last !== key && PERSONAL_KEYS.has(last)) return 'personal';
    if (PERSONAL_TYPES.has(FIELDS.get(key) ?? '')) evidence = 'number';
  }
  return evidence;
}

/** Whether the text has a key of personal data (`"email":`, `phone =`), or one `alsoAccepted` accepts (another part of a name). */
export function hasPersonalKey(text: string, alsoAccepted: (key: string) => boolean = () => false): boolean {
  return personalEvidence(text, alsoAccepted) === 'personal';
}

/** The lines above the one starting at `lineStart`, nearest first, within `reach` characters and YAML_LINES lines. */
function* linesAbove(text: string, lineStart: number, reach: number): Generator<string> {
  const limit = Math.max(0, lineStart - reach);
  for (let end = lineStart - 1, lines = 0; end > limit && lines < YAML_LINES; lines++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    yield text.slice(start, end);
    end = start - 1;
  }
}

/** An INI section's header: `[user]`, `[customer "eu"]`. */
const INI_SECTION = /^\[([\p{L}][\p{L}\p{N}_ -]{0,30}?)(?:[ \t]+"[^"\n]*")?\]$/u;
/** An INI file's line within a section: an assignment or a comment. */
const INI_LINE = /^(?:[;#].*|[\p{L}][\p{L}\p{N}_. -]{0,40}=.*)$/u;

/** The section an INI line sits in, as `keyOf` writes it: the header above it over assignment and comment lines only; '' otherwise. */
export function iniSectionKey(text: string, lineStart: number): string {
  for (const above of linesAbove(text, lineStart, lineStart)) {
    const line = above.trim();
    if (line === '') continue;
    const section = INI_SECTION.exec(line);
    if (section !== null) return keyOf(section[1] ?? '');
    if (!INI_LINE.test(line)) return '';
  }
  return '';
}

/** A YAML key alone on its line, its value the block below (`customer:`, `- patient:`, `"users":  # comment`). */
const YAML_BLOCK_KEY = /^(?:- +)?["']?([\p{L}][\p{L}\p{N}_ -]{0,30}?)["']?[ \t]*:[ \t]*(?:#.*)?$/u;
/** How far up a YAML line's parent is looked for, in characters and in lines (an INI line's section: in lines), as a long file's every "name:" looks up. */
const YAML_REACH = 4_000;
const YAML_LINES = 100;

/**
 * The key a YAML line's mapping hangs from, as `keyOf` writes it: the nearest line above that
 * is indented less, or as much when the mapping is a list's item (`customers:\n- name: X`), if
 * it is a key alone (through wrappers: `users:\n  data:\n    - name: X`); '' otherwise.
 */
export function yamlParentKey(text: string, lineStart: number): string {
  const indentOf = (line: string): number => line.length - line.trimStart().length;
  // The line's start is enough for its indentation (searched to its end, a long line was read whole for every field on it).
  const window = text.slice(lineStart, lineStart + YAML_REACH);
  const lineEnd = window.indexOf('\n');
  const own = lineEnd === -1 ? window : window.slice(0, lineEnd);
  let target = indentOf(own);
  let item = own.trimStart().startsWith('- ');
  // A key at the left edge hangs from nothing.
  if (target === 0 && !item) return '';
  for (const line of linesAbove(text, lineStart, YAML_REACH)) {
    const content = line.trim();
    if (content === '' || content.startsWith('#')) continue;
    const indent = indentOf(line);
    const dash = content.startsWith('- ');
    // The first line of this line's list item (`  - id: 1` above `    name: X`): the item's dash is where the mapping starts.
    if (dash && !item && indent < target && indent + 2 + indentOf(content.slice(2)) === target) {
      target = indent;
      item = true;
      continue;
    }
    if (indent > target || (indent === target && (dash || !item))) continue;
    const key = keyOf(YAML_BLOCK_KEY.exec(content)?.[1] ?? '');
    if (!WRAPPER_KEYS.has(key)) return key;
    target = indent;
    item = dash;
  }
  return '';
}
