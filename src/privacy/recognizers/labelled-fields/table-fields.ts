/**
 * Tables pasted as text: CSV, TSV, Markdown, psql's and MySQL's output, and columns aligned with
 * spaces, under a header of known field names.
 */
import type { Span } from '../../types.js';
import {
  AMBIGUOUS_ALONE,
  AUTHOR_KEYS,
  BARE_NAME_KEYS,
  COMPANY_ROLE_KEYS,
  FIELDS,
  keyOf,
  NAME_PART_KEYS,
  ONE_WORD_ROLE_KEYS,
  PERSONAL_KEYS,
  PERSONAL_TYPES,
  TABLE_PERSON_KEYS,
} from './field-keys.js';
import { addRow, type Column, personAsName } from './field-values.js';

/** The longest header line and field name looked at. */
const MAX_HEADER = 400;
export const MAX_KEY = 32;
/**
 * Cell separators of a table pasted as text, most specific first (`|`: a Markdown table or
 * psql's and MySQL's output), and last two spaces or more: a table aligned with spaces (pandas,
 * `psql` unaligned by hand, `column -t`).
 */
export const ALIGNED = '  ';
const SEPARATORS = ['|', '\t', ';', ',', ALIGNED];
/** The characters of a table's rule line: psql's `----+----`, MySQL's `+----+----+`, Markdown's `|---|:--:|`, an underline of `=`. */
const RULE_CHARACTERS = /^[-=+|: \t]*$/;

/**
 * Whether a line is a table's rule: its characters, three dashes or equals signs in a row, and
 * (below the line right under the header) psql's or MySQL's joints, so that a Markdown break
 * (`---`) or an underline after the table ends it. Read without backtracking: a 40 KB line of
 * dashes cost seconds in a regex with two overlapping runs.
 */
function isRuleLine(line: string, underHeader: boolean): boolean {
  if (!(line.includes('---') || line.includes('===')) || !RULE_CHARACTERS.test(line)) return false;
  return underHeader || line.includes('+') || line.includes('|');
}
/** A row number before a table's cells: pandas prints its index in a column with no header. */
const ROW_INDEX = /^\d+$/;
/** The row pandas prints where it leaves rows out of a long frame (`..   ...   ...`): the table goes on below it. */
const ELIDED_ROW = /^[ \t]*\.{2,3}(?:[ \t]+(?:\.{3}|…))+[ \t]*$/;
/**
 * CSV and TSV: a header line with two or more field names this file knows, and the lines under
 * it with as many cells ("first_name,last_name,city" above "Jörg,Xyzzyk,Denver"). Quoted cells
 * are unquoted; a line with another number of cells ends the table.
 */
export function collectTables(text: string, spans: Span[]): void {
  const lines = text.split('\n');
  let offset = 0;
  let columns: Column[] | undefined;
  let separator = ',';
  let headerAt = -1;
  for (const [index, raw] of lines.entries()) {
    const start = offset;
    offset += raw.length + 1;
    // CRLF text: the carriage return is no part of the last cell.
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (columns !== undefined) {
      // A rule under the header, or psql's and MySQL's between rows, is part of the table.
      if (isRuleLine(line, index === headerAt + 1) || (separator === ALIGNED && ELIDED_ROW.test(line))) continue;
      let cells = cellsOf(line, separator, start);
      if (separator === ALIGNED && cells.length === columns.length + 1 && ROW_INDEX.test(cells[0]?.text ?? '')) cells = cells.slice(1);
      if (cells.length !== columns.length) {
        columns = undefined;
      } else {
        addRow(columns, cells, spans);
        continue;
      }
    }
    // A header is a short line of short cells: prose lines are not split up.
    if (line.length > MAX_HEADER) continue;
    for (const candidate of SEPARATORS) {
      if (!line.includes(candidate) || (candidate === ALIGNED && !line.trim().includes(ALIGNED))) continue;
      const keys = cellsOf(line, candidate, start).map((cell) => (cell.text.length <= MAX_KEY ? keyOf(cell.text) : ''));
      const header =
        headerOf(keys) ??
        personRoleHeader(keys) ??
        actionItemsHeader(keys) ??
        (FRAMED_SEPARATORS.has(candidate) || isExportHeader(line, candidate) ? (nameColumnHeader(keys) ?? personFieldHeader(keys)) : undefined);
      if (header !== undefined) {
        columns = header;
        separator = candidate;
        headerAt = index;
        break;
      }
    }
  }
}

/** An e-mail address alone in a cell. */
const EMAIL_CELL = /^[^\s@,;|]+@[^\s@,;|]+\.[A-Za-z]{2,}$/;
/** Cells of a contact line read at most, and the longest cell. */
const MAX_CONTACT_CELLS = 12;
const MAX_CONTACT_CELL = 64;

/**
 * A contact list's lines without a header (`Zorvan Keltrigg,zk@example.org,+44 7700 900123`): a
 * line of three cells or more, one of them an e-mail address, holds its owner's name in the cell
 * that reads as a full name, two words or more, none an everyday word, naming no software.
 */
export function collectContactLines(text: string, spans: Span[]): void {
  // Only the lines holding an "@" are cut out: most texts (every chat prompt with an address) have one such line.
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const start = text.lastIndexOf('\n', at) + 1;
    const lineEnd = text.indexOf('\n', at);
    const end = lineEnd === -1 ? text.length : lineEnd;
    // The line's other addresses are its own: go on after it.
    at = end;
    const raw = text.slice(start, end);
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const separator = ['\t', ';', ','].find((candidate) => line.includes(candidate));
    if (separator === undefined || !shortCells(line, separator)) continue;
    const cells = cellsOf(line, separator, start);
    const columns = cells.length < 3 ? undefined : contactColumns(cells);
    if (columns !== undefined) addRow(columns, cells, spans);
  }
}

/** Whether a line splits into at most MAX_CONTACT_CELLS cells of at most MAX_CONTACT_CELL characters (counted, not split: prose lines fail fast). */
function shortCells(line: string, separator: string): boolean {
  let cells = 1;
  let from = 0;
  for (let at = line.indexOf(separator); at !== -1; at = line.indexOf(separator, at + 1)) {
    if (at - from > MAX_CONTACT_CELL + 2 || ++cells > MAX_CONTACT_CELLS) return false;
    from = at + 1;
  }
  return line.length - from <= MAX_CONTACT_CELL + 2;
}

/**
 * The columns of a contact's row with no header: each cell a full name's if it reads as one,
 * when exactly one cell is an e-mail address and no cell is long (prose).
 */
export function contactColumns(cells: readonly { text: string }[]): Column[] | undefined {
  if (cells.length > MAX_CONTACT_CELLS || cells.some((cell) => cell.text.length > MAX_CONTACT_CELL)) return undefined;
  if (cells.filter((cell) => EMAIL_CELL.test(cell.text)).length !== 1) return undefined;
  return cells.map((cell) => (EMAIL_CELL.test(cell.text) ? undefined : 'fullName'));
}

/** Separators of a table that cannot be prose: a Markdown or psql table's bars, TSV's tabs. */
const FRAMED_SEPARATORS: ReadonlySet<string> = new Set(['|', '\t']);

/** A CSV export's header: three column names or more, each one word of letters, digits and underscores, with no blank between them. */
const EXPORT_HEADER = /^[A-Za-z][A-Za-z0-9_]*(?:[,;][A-Za-z][A-Za-z0-9_]*){2,}$/;

/**
 * Whether a comma or semicolon line is a spreadsheet's or a database's export header
 * ("name,date,project,hours"): prose separates its words with blanks, an export does not.
 */
function isExportHeader(line: string, separator: string): boolean {
  return (separator === ',' || separator === ';') && EXPORT_HEADER.test(line);
}

/**
 * A header with one "Name" column and no other field this file knows (`| Name | Role |`, and an
 * export's `name,date,project,hours`): its
 * cells are people's when they read as a full name, two words or more, each a listed name or no
 * everyday word, naming no software ("Zorvan Keltrigg"; not "Build Agent", "Grafana Cloud").
 */
function nameColumnHeader(keys: readonly string[]): Column[] | undefined {
  if (keys.length < 2 || keys.filter((key) => BARE_NAME_KEYS.has(key)).length !== 1) return undefined;
  return keys.map((key) => (BARE_NAME_KEYS.has(key) ? 'fullName' : undefined));
}

/**
 * A framed table's or an export's header of three columns or more with one that only a person's name fills ("id |
 * username | full_name | last_login", "id,nachname,abteilung"), or one named for who its rows are
 * ("employee,week,mon,tue"): that column alone is known, and holds names where its cells read as
 * them. Not French "nom" or Spanish "nombre" alone, which name products and roles as often.
 */
function personFieldHeader(keys: readonly string[]): Column[] | undefined {
  // Three columns at least: psql's expanded display writes "full_name | Zorvan Keltrigg", a key and its value, on one line.
  if (keys.filter((key) => key !== '').length < 3) return undefined;
  if (keys.some((key) => FIELDS.get(key) === 'PERSON' && !AMBIGUOUS_ALONE.has(key))) return headerOf(keys, 1);
  return keys.some((key) => TABLE_PERSON_KEYS.has(key)) ? headerOf(keys, 1, true) : undefined;
}

/**
 * A header of three columns or more with one only people fill ("date,patient,procedure,clinician",
 * "ticket;assignee;status"): that column alone is known, and it says whose the rows are.
 */
function personRoleHeader(keys: readonly string[]): Column[] | undefined {
  return keys.length >= 3 && keys.some((key) => ONE_WORD_ROLE_KEYS.has(key)) ? headerOf(keys, 1) : undefined;
}

/** Columns of an action list: what is to be done, and by when. */
const TASK_KEYS: ReadonlySet<string> = new Set([
  'task', 'tasks', 'action', 'actions', 'actionitem', 'todo', 'due', 'duedate', 'deadline', 'aufgabe', 'tâche', 'tarea', 'compito', 'taak', 'actie', 'azione', 'acción',
]);
/** Who an action is for: owners that code and IT write too, counted only beside a task's column. */
const ACTION_OWNER_KEYS: ReadonlySet<string> = new Set(['owner', 'who', 'verantwortlich', 'responsable', 'responsabile', 'eigenaar', 'wie', 'wer', 'qui', 'quién', 'chi']);

/**
 * An action list's header ("| Owner | Task | Due |", "Wer;Aufgabe;Bis"): its owner's column holds
 * people, first names alone too. An owner alone names packages, resources and accounts as often.
 */
function actionItemsHeader(keys: readonly string[]): Column[] | undefined {
  const owner = keys.findIndex((key) => ACTION_OWNER_KEYS.has(key));
  if (owner === -1 || keys.length < 2 || !keys.some((key) => TASK_KEYS.has(key))) return undefined;
  return keys.map((key, k) => (k === owner ? 'oneWordRole' : FIELDS.get(key)));
}

/**
 * The columns of a header line, when two or more of its field names are known and one of them
 * names something to extract: "name" counts as a person's name only beside another personal field;
 * a role's column counts as known.
 */
export function headerOf(keys: readonly string[], minimumKnown = 2, personTable = false): Column[] | undefined {
  // A role only people fill beside it ("id,name,dept,manager": staff and their managers) says the rows are people too.
  const personal = keys.some((key) => PERSONAL_KEYS.has(key) || PERSONAL_TYPES.has(FIELDS.get(key) ?? '') || ONE_WORD_ROLE_KEYS.has(key));
  // A role's column ("Assignee", "Reporter" of an issue tracker's export) holds people whatever the
  // other columns; one only people fill, a first name alone too ("manager" above "Hemi").
  const roleOf = (key: string): Column =>
    AUTHOR_KEYS.has(key) ? (COMPANY_ROLE_KEYS.has(key) ? 'companyRole' : ONE_WORD_ROLE_KEYS.has(key) ? 'oneWordRole' : 'role') : undefined;
  // A table named for people (`INSERT INTO users (id, name)`) says what its bare "name" is, and
  // its "first" and "last" columns are the name's parts (`email,first,last,plan`).
  const columns = keys.map(
    (key): Column =>
      FIELDS.get(key) ??
      ((personal || personTable) && (BARE_NAME_KEYS.has(key) || TABLE_PERSON_KEYS.has(key) || NAME_PART_KEYS.has(key)) ? 'name' : roleOf(key)),
  );
  const knownKeys = keys.filter((key, k) => columns[k] !== undefined || PERSONAL_KEYS.has(key));
  if (knownKeys.length === 1 && !personTable && AMBIGUOUS_ALONE.has(knownKeys[0] ?? '')) return undefined;
  return knownKeys.length >= minimumKnown && columns.some((column) => column !== undefined) ? columns : undefined;
}

/** The cells of a line, trimmed and unquoted, with the offset of each cell's text. */
function cellsOf(line: string, separator: string, lineStart: number): { text: string; start: number }[] {
  if (separator === ALIGNED) return alignedCellsOf(line, lineStart);
  const cells: { text: string; start: number }[] = [];
  let from = 0;
  const pieces = separator.length === 1 && line.includes('"') ? splitOutsideQuotes(line, separator) : line.split(separator);
  for (const raw of pieces) {
    let text = raw.trim();
    let start = lineStart + from + raw.indexOf(text);
    if (text.length >= 2 && (text.startsWith('"') || text.startsWith("'")) && text.endsWith(text[0] ?? '')) {
      text = text.slice(1, -1).trim();
      start = lineStart + from + raw.indexOf(text);
    }
    cells.push({ text, start });
    from += raw.length + separator.length;
  }
  return cells;
}

/**
 * A CSV line split at the separators outside double quotes, as RFC 4180 quotes a cell that holds
 * one (`"Keltrigg, Zorvan",Lyon`; `""` inside is a quote). The pieces keep their quotes, and
 * joined by the separator they give the line back, so offsets stay true.
 */
function splitOutsideQuotes(line: string, separator: string): string[] {
  const pieces: string[] = [];
  let quoted = false;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === separator && !quoted) {
      pieces.push(line.slice(from, i));
      from = i + 1;
    }
  }
  pieces.push(line.slice(from));
  return pieces;
}

/** Words one space apart: a cell of a table aligned with spaces. */
const ALIGNED_CELL = /\S+(?: \S+)*/g;

/** The cells of a line of a table aligned with spaces: what two spaces or more set apart. */
function alignedCellsOf(line: string, lineStart: number): { text: string; start: number }[] {
  ALIGNED_CELL.lastIndex = 0;
  return [...line.matchAll(ALIGNED_CELL)].map((m) => ({ text: m[0], start: lineStart + m.index }));
}

/**
 * psql's expanded display (`\x`): each record under its own header line (`-[ RECORD 1 ]-----`,
 * `+-[ RECORD 1 ]---+` with `\pset border 2`), its columns one per line. Only the header's start
 * is matched: the rest of the line is read by no regex (two runs of dashes backtracked against
 * each other on a long line).
 */
const EXPANDED_RECORD = /^[ \t]*\+?-\[ RECORD \d{1,9} \]/gm;
/** A column's name as psql prints it (quoted identifiers without their quotes: `Full name`). */
const EXPANDED_KEY = /^[\p{L}_][\p{L}\p{N}_ ]{0,40}$/u;
/** Columns read per record at most. */
const MAX_EXPANDED_COLUMNS = 200;

/** One line of an expanded record: its column's name and value (with the value's offset in the line), `continued` for a value's next line, or undefined. */
function expandedColumnOf(line: string): { key: string; value: string; at: number } | 'continued' | undefined {
  let from = 0;
  let to = line.length;
  while (from < to && (line[from] === ' ' || line[from] === '\t')) from++;
  while (to > from && (line[to - 1] === ' ' || line[to - 1] === '\t')) to--;
  // `\pset border 2` frames each line: `| full_name | Zorvan Keltrigg |`.
  if (line[from] === '|' && line[to - 1] === '|' && to - from > 1) {
    from++;
    to--;
  }
  const bar = line.indexOf('|', from);
  if (bar === -1 || bar >= to) return undefined;
  const key = line.slice(from, bar).trim();
  if (key === '') return 'continued';
  if (!EXPANDED_KEY.test(key)) return undefined;
  let at = bar + 1;
  while (at < to && (line[at] === ' ' || line[at] === '\t')) at++;
  let end = to;
  while (end > at && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  return { key, value: line.slice(at, end), at };
}

/**
 * psql's expanded records: the column names are a header, one known column enough (psql names
 * columns, not prose), the values its row, so a record reads as a table's line does; one-letter
 * values are psql's booleans (`t`, `f`).
 */
export function collectExpandedRecords(text: string, spans: Span[]): void {
  EXPANDED_RECORD.lastIndex = 0;
  for (let m = EXPANDED_RECORD.exec(text); m !== null; m = EXPANDED_RECORD.exec(text)) {
    const keys: string[] = [];
    const values: { text: string; start: number }[] = [];
    const headerEnd = text.indexOf('\n', m.index);
    let lineStart = headerEnd === -1 ? text.length : headerEnd + 1;
    while (lineStart < text.length && keys.length < MAX_EXPANDED_COLUMNS) {
      const lineEnd = text.indexOf('\n', lineStart);
      const raw = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
      const column = expandedColumnOf(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
      if (column === undefined) break;
      if (column !== 'continued') {
        keys.push(keyOf(column.key));
        values.push({ text: column.value.length < 2 ? '' : column.value, start: lineStart + column.at });
      }
      if (lineEnd === -1) break;
      lineStart = lineEnd + 1;
    }
    const columns = headerOf(keys, 1);
    // A person's column holds a name that reads as one: a record of one line per column is read
    // with no neighbour to vouch for it ("client_name | Web Portal" is an OAuth client's).
    if (columns !== undefined) addRow(columns.map(personAsName), values, spans);
    EXPANDED_RECORD.lastIndex = Math.max(EXPANDED_RECORD.lastIndex, lineStart);
  }
}
