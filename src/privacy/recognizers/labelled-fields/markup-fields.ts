/**
 * XML and HTML: elements and form inputs named by a field.
 */
import { readsAsPersonName } from '../../gazetteer/english-words.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import type { Span } from '../../types.js';
import { AUTHOR_KEYS, BARE_NAME_KEYS, FIELDS, isPersonRecordKey, keyOf, knownKey, roleScore, SCORE } from './field-keys.js';
import { addBareName, addRoleName, addValue, asWrittenName, echoesField } from './field-values.js';
import { HtmlTable } from './html-tables.js';
import { RECORD_REACH } from './records.js';

/** A tag of XML or HTML: closing or not, its name (a namespace's prefix kept), its attributes, self-closing or not. */
const TAG = /<(\/?)([\p{L}_][\p{L}\p{N}_.:-]{0,60})([^<>]{0,400}?)(\/?)>/gu;
/** An element's personal siblings: a record of a person's whose bare `<name>` is theirs. */
const PERSONAL_ELEMENT = /<(?:[\w-]+:)?(?:e-?mail(?:address)?|phone(?:number)?|telephone|mobile|dob|birth-?date|date-?of-?birth|first-?name|last-?name|surname|given-?name|family-?name)[\s>]/i;
/** An attribute's value: `name="fullname"`, `value='Zorvan Keltrigg'`. */
const ATTRIBUTE = (name: string): RegExp => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"<>]{1,100})"|'([^'<>]{1,100})')`, 'di');
const NAME_ATTRIBUTE = ATTRIBUTE('name');
const VALUE_ATTRIBUTE = ATTRIBUTE('value');
/** How deep the open elements are followed, and how many unclosed ones (HTML's `<br>`, `<p>`) a close tag looks past. */
const MAX_DEPTH = 512;
const MAX_UNCLOSED = 32;

/**
 * XML and HTML: an element whose name says what its text is (`<firstName>Zorvan</firstName>`,
 * `<city>Lyon</city>`), a bare `<name>` inside a person's element (`<customer>`) or beside a
 * person's fields, and a form's input by its name (`<input name="fullname" value="...">`). One
 * pass over the tags, with the open elements on a stack.
 */
export function collectMarkup(text: string, spans: Span[]): void {
  const open: { name: string; at: number }[] = [];
  // The tables open around the scanner, innermost last: a table nested in a cell leaves its outer table's columns alone.
  const tables: HtmlTable[] = [new HtmlTable()];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m !== null; m = TAG.exec(text)) {
    const name = (m[2] ?? '').replace(/^[\w-]+:/, '');
    const lowerName = name.toLowerCase();
    const table = tables.at(-1) as HtmlTable;
    if (lowerName === 'tr') table.rowBoundary(spans);
    else if (lowerName === 'table') enterOrLeaveTable(tables, m[1] === '/', spans);
    else if (m[1] === '/' && (lowerName === 'td' || lowerName === 'th')) table.closeCell();
    if (m[1] === '/') {
      // Its open element, looked for near the top only: a close tag no element matches costs no walk down a deep stack.
      for (let index = open.length - 1; index >= Math.max(0, open.length - MAX_UNCLOSED); index--) {
        if (open[index]?.name !== name) continue;
        open.length = index;
        break;
      }
      continue;
    }
    if (lowerName === 'input') {
      collectInput(m[3] ?? '', m.index + 1 + (m[2] ?? '').length, spans);
      continue;
    }
    if (m[4] === '/') continue;
    const valueStart = m.index + m[0].length;
    const close = text.indexOf('<', valueStart);
    const closing = `</${m[2] ?? ''}>`;
    if (close > valueStart && close - valueStart <= 100 && text.startsWith(closing, close)) {
      const value = text.slice(valueStart, close);
      // Pretty-printed XML puts the text on a line of its own (`<name>\n    Zorvan Keltrigg\n  </name>`); text over lines is prose.
      const trimmed = value.trim();
      const start = valueStart + value.indexOf(trimmed);
      if (lowerName === 'td' || lowerName === 'th') table.cell(lowerName, trimmed, start);
      else if (!trimmed.includes('\n')) {
        // A cell's text inside its markup (`<td><a href="...">Zorvan Keltrigg</a></td>`) is the cell's.
        table.fill(trimmed, start);
        collectElement(text, knownKey(name) || keyOfAttributes(m[3] ?? ''), trimmed, start, open.at(-1), spans);
      }
      TAG.lastIndex = close + closing.length;
      continue;
    }
    // A cell holding more markup, or none: it keeps its place in the row, its text the first element's inside it.
    if (lowerName === 'td' || lowerName === 'th') table.openCell(lowerName, valueStart);
    if (open.length < MAX_DEPTH) open.push({ name, at: m.index });
  }
  // A pasted table cut short, its last row unclosed.
  for (const table of tables) table.finish(spans);
}

/** Tables nested inside each other followed at most. */
const MAX_NESTED_TABLES = 32;

/** A `<table>` starts a table inside the current one (beyond the deepest followed, it is read as part of it); a `</table>` ends the innermost. */
function enterOrLeaveTable(tables: HtmlTable[], closing: boolean, spans: Span[]): void {
  if (!closing) {
    if (tables.length < MAX_NESTED_TABLES) tables.push(new HtmlTable());
    return;
  }
  (tables.at(-1) as HtmlTable).finish(spans);
  if (tables.length > 1) tables.pop();
  else tables[0] = new HtmlTable();
}

/** One element's text under its key: by its type, its role, or a bare name in a person's record. */
function collectElement(text: string, key: string, value: string, start: number, parent: { name: string; at: number } | undefined, spans: Span[]): void {
  const type = FIELDS.get(key);
  if (type !== undefined) addValue(value, start, type, spans);
  else if (AUTHOR_KEYS.has(key)) addRoleName(value, start, spans, roleScore(key));
  else if (BARE_NAME_KEYS.has(key) && readsAsPersonName(asWrittenName(value.trim())) && namesNoSoftware(value)) {
    const record = parent === undefined ? '' : text.slice(parent.at, Math.min(text.length, start + RECORD_REACH));
    if (isPersonRecordKey(keyOf(parent?.name ?? '')) || PERSONAL_ELEMENT.test(record)) addBareName(value, start, spans);
  }
}

/** A class or microdata property: `class="author vcard"`, `itemprop="name"`. */
const CLASS_ATTRIBUTE = /\b(?:class|itemprop)\s*=\s*(?:"([^"]{1,200})"|'([^']{1,200})')/;

/**
 * The field an element's class or microdata property names, when its tag names none: `<span
 * class="author">`, `<div class="customer-email">`, `<span itemprop="familyName">`. The first of
 * its classes this file knows.
 */
function keyOfAttributes(attributes: string): string {
  if (!attributes.includes('class') && !attributes.includes('itemprop')) return '';
  const classes = CLASS_ATTRIBUTE.exec(attributes);
  for (const name of (classes?.[1] ?? classes?.[2] ?? '').split(/\s+/)) {
    const key = knownKey(name);
    if (key !== '') return key;
  }
  return '';
}

/** A form's input: its `name` attribute is the key, its `value` the value. */
function collectInput(attributes: string, offset: number, spans: Span[]): void {
  const name = NAME_ATTRIBUTE.exec(attributes);
  const value = VALUE_ATTRIBUTE.exec(attributes);
  const group = value?.[1] === undefined ? 2 : 1;
  const bounds = value?.indices?.[group];
  if (name === null || value === null || bounds === undefined) return;
  const key = knownKey(name[1] ?? name[2] ?? '');
  const written = value[group] ?? '';
  // A caption or a constant as the value ("First Name", "ACME_CORP"): no one's data.
  if (echoesField(key, written) || written.includes('_')) return;
  const type = FIELDS.get(key);
  if (type !== undefined) addValue(written, offset + bounds[0], type, spans);
  else if (AUTHOR_KEYS.has(key) || BARE_NAME_KEYS.has(key)) addRoleName(written, offset + bounds[0], spans, SCORE);
}

