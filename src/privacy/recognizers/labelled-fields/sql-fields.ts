/**
 * SQL: INSERT statements' rows under their column list, and PostgreSQL's `Key (...)=(...)`
 * reports.
 */
import { readsAsPersonName } from '../../gazetteer/english-words.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import type { Span } from '../../types.js';
import { isPersonRecordKey, keyOf } from './field-keys.js';
import { addBareName, addRow, asWrittenName } from './field-values.js';
import { headerOf } from './table-fields.js';

export const INSERT_WORD = /insert/i;
/**
 * An SQL INSERT's table and, when it has one, its column list, up to VALUES: `INSERT INTO users
 * (id, first_name, email) VALUES`, `INSERT INTO customers VALUES`.
 */
const INSERT = /\binsert\s+into\s+[`"[]?([\w.]{1,64})[`"\]]?\s*(?:\(([^()]{1,400})\)\s*)?values\s*/giy;
const INSERT_START = /\binsert\s+into\b/gi;
/** Rows read per INSERT at most: a dump's statement may hold thousands. */
const MAX_ROWS = 10_000;

/** A column list's names as `keyOf` writes them, quotes and brackets dropped. */
const columnKeys = (list: string): string[] => list.split(',').map((name) => keyOf(name.trim().replace(/^[`"[]|[`"\]]$/g, '')));

/**
 * SQL INSERT statements: the column list is a header ("first_name", "birth_date", "member_no"),
 * one known column enough (a statement's list names columns, not prose), and each parenthesised
 * row of VALUES a line of it, quoted strings unquoted ('' is a quote). Without a column list, a
 * table named for people (`INSERT INTO customers VALUES (...)`) holds a person's full name in the
 * string that reads as one.
 */
export function collectSqlInserts(text: string, spans: Span[]): void {
  INSERT_START.lastIndex = 0;
  for (let start = INSERT_START.exec(text); start !== null; start = INSERT_START.exec(text)) {
    INSERT.lastIndex = start.index;
    const statement = INSERT.exec(text);
    if (statement === null) continue;
    const list = statement[2];
    const personTable = isPersonRecordKey(keyOf((statement[1] ?? '').split('.').at(-1) ?? ''));
    const columns = list === undefined ? undefined : headerOf(columnKeys(list), 1, personTable);
    const people = list === undefined && personTable;
    let at = INSERT.lastIndex;
    for (let rows = 0; (columns !== undefined || people) && rows < MAX_ROWS; rows++) {
      const row = sqlRow(text, at);
      if (row === undefined) break;
      if (columns !== undefined && row.values.length === columns.length) addRow(columns, row.values, spans);
      else if (people) addUnnamedColumnNames(row.quoted, spans);
      at = row.end;
      while (at < text.length && /\s/.test(text[at] ?? '')) at++;
      if (text[at] !== ',') break;
      at++;
    }
    INSERT_START.lastIndex = Math.max(INSERT_START.lastIndex, at);
  }
}

export const UPDATE_WORD = /update/i;
/** An SQL UPDATE's table, up to its SET: `UPDATE users SET`, `update "public"."customers" set`. */
const UPDATE = /\bupdate\s+((?:[`"[]?\w{1,64}[`"\]]?\.)?[`"[]?\w{1,64}[`"\]]?)\s+set\s+/gi;
/** One assignment of a SET list: a column, "=", a quoted string ('' inside is a quote) or a bare value. */
const ASSIGNMENT = /[`"[]?(\w{1,64})[`"\]]?\s*=\s*(?:'((?:[^'\n]|'')*)'|([^\s,;'()]+))\s*(,?)\s*/dy;
/** Assignments read per UPDATE at most. */
const MAX_ASSIGNMENTS = 200;

/**
 * SQL UPDATE statements: the SET list's columns are a header, one known column enough, and its
 * values a row; a table named for people (`UPDATE users SET name = '...'`) says what a bare
 * "name" is, as in INSERT statements.
 */
export function collectSqlUpdates(text: string, spans: Span[]): void {
  UPDATE.lastIndex = 0;
  for (let statement = UPDATE.exec(text); statement !== null; statement = UPDATE.exec(text)) {
    const table = (statement[1] ?? '').replace(/[`"[\]]/g, '').split('.').at(-1) ?? '';
    const keys: string[] = [];
    const values: { text: string; start: number }[] = [];
    ASSIGNMENT.lastIndex = UPDATE.lastIndex;
    for (let m = ASSIGNMENT.exec(text); m !== null && keys.length < MAX_ASSIGNMENTS; m = ASSIGNMENT.exec(text)) {
      // A quoted string's text, or a bare value (a number, a function's name) as written.
      const value = m[2] === undefined ? 3 : 2;
      keys.push(keyOf(m[1] ?? ''));
      values.push({ text: m[value] ?? '', start: m.indices?.[value]?.[0] ?? m.index });
      if (m[4] !== ',') break;
    }
    const columns = headerOf(keys, 1, isPersonRecordKey(keyOf(table)));
    if (columns !== undefined) addRow(columns, values, spans);
  }
}

/**
 * Adds the strings of a row whose columns are not named that read as a person's full name and
 * name no tool, or, two strings side by side, a first name and a surname ('Zorvan', 'Keltrigg'):
 * each a listed name or no everyday word.
 */
function addUnnamedColumnNames(values: readonly { text: string; start: number }[], spans: Span[]): void {
  const oneWordName = (value: { text: string } | undefined): boolean =>
    value !== undefined && /^\p{Lu}[\p{L}'’-]+$/u.test(value.text) && readsAsPersonName(value.text) && namesNoSoftware(value.text);
  values.forEach((value, k) => {
    if (readsAsPersonName(asWrittenName(value.text), 2) && namesNoSoftware(value.text)) addBareName(value.text, value.start, spans);
    else if (oneWordName(value) && (oneWordName(values[k - 1]) || oneWordName(values[k + 1]))) addBareName(value.text, value.start, spans);
  });
}

/**
 * PostgreSQL's report of a key constraint: `Key (first_name, last_name)=(Zorvan, Keltrigg) already
 * exists.`, `Key (email)=(a@b.io) is not present in table "users"`, and an expression index's
 * `Key (lower(email::text))=(...)`. The columns are a header, the values (unquoted, ", " apart)
 * its row. A bare "name" column is a person's when the report names a table of people: the
 * constraint (`"users_name_key"`) or the table (`in table "customers"`) on the same lines.
 */
const CONSTRAINT_KEY = /\bKey \(((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\)){1,200})\)=\(([^()\n]{1,400})\)/g;
/** The constraint or table a report names, within the lines around its key. */
const REPORT_TABLE = /\b(?:constraint|table) "([\w.]{1,128})"/g;
/** How far before and after a key its report's constraint or table may be named. */
const REPORT_REACH = 300;

export function collectConstraintKeys(text: string, spans: Span[]): void {
  CONSTRAINT_KEY.lastIndex = 0;
  for (let m = CONSTRAINT_KEY.exec(text); m !== null; m = CONSTRAINT_KEY.exec(text)) {
    const keys = topLevelParts(m[1] ?? '').map((column) => keyOf(columnOf(column)));
    const columns = headerOf(keys, 1, namesPersonTable(text, m.index, m.index + m[0].length));
    if (columns === undefined) continue;
    const written = m[2] ?? '';
    let from = m.index + m[0].length - written.length - 1;
    // One column: its value whole, commas and all ("Key (full_name)=(Keltrigg, Zorvan)").
    const values = (columns.length === 1 ? [written] : written.split(', ')).map((value) => {
      const cell = { text: value.trim(), start: from + value.indexOf(value.trim()) };
      from += value.length + 2;
      return cell;
    });
    if (values.length === columns.length) addRow(columns, values, spans);
  }
}

/** A column list split at its commas outside parentheses: `lower(a), coalesce(b, c)` has two. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let at = 0; at < list.length; at++) {
    const char = list[at];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(from, at));
      from = at + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

/** The column an index expression reads: `lower(email::text)` reads email; a plain column is itself. */
function columnOf(expression: string): string {
  let column = expression.trim().replace(/::[\w ]+/g, '');
  for (let call = /^\w+\s*\((.*)\)$/s.exec(column); call !== null; call = /^\w+\s*\((.*)\)$/s.exec(column)) column = (call[1] ?? '').split(',')[0]?.trim() ?? '';
  return column.replace(/^\(+|\)+$/g, '').replace(/^[`"[]|[`"\]]$/g, '');
}

/** Whether the report around a key names a table of people: `constraint "users_name_key"`, `table "public.customers"`. */
function namesPersonTable(text: string, start: number, end: number): boolean {
  const around = text.slice(Math.max(0, start - REPORT_REACH), Math.min(text.length, end + REPORT_REACH));
  for (const named of around.matchAll(REPORT_TABLE)) {
    const name = (named[1] ?? '').split('.').at(-1) ?? '';
    // A constraint's name starts with its table's: users_name_key, customer_accounts_email_idx.
    const parts = name.split('_');
    for (let words = 1; words <= parts.length; words++) if (isPersonRecordKey(keyOf(parts.slice(0, words).join('_')))) return true;
  }
  return false;
}

/** One parenthesised row of values from `from` (blanks first): each value's text and offset, and where the row ends. */
function sqlRow(text: string, from: number): { values: { text: string; start: number }[]; quoted: { text: string; start: number }[]; end: number } | undefined {
  let at = from;
  while (at < text.length && /\s/.test(text[at] ?? '')) at++;
  if (text[at] !== '(') return undefined;
  at++;
  const values: { text: string; start: number }[] = [];
  const quoted: { text: string; start: number }[] = [];
  for (;;) {
    while (at < text.length && (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r')) at++;
    if (at >= text.length) return undefined;
    if (text[at] === "'") {
      // A quoted string: its text is the value ('' inside stays as written; offsets stay true).
      let end = at + 1;
      while (end < text.length && !(text[end] === "'" && text[end + 1] !== "'")) end += text[end] === "'" ? 2 : 1;
      if (end >= text.length) return undefined;
      values.push({ text: text.slice(at + 1, end), start: at + 1 });
      quoted.push(values[values.length - 1] as { text: string; start: number });
      at = end + 1;
    } else {
      let end = at;
      while (end < text.length && text[end] !== ',' && text[end] !== ')' && text[end] !== '\n') end++;
      values.push({ text: text.slice(at, end).trim(), start: at });
      at = end;
    }
    while (at < text.length && (text[at] === ' ' || text[at] === '\t')) at++;
    if (text[at] === ',') {
      at++;
      continue;
    }
    if (text[at] === ')') return { values, quoted, end: at + 1 };
    return undefined;
  }
}
