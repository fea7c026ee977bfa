/**
 * HTML tables, read as the markup scanner's tags go by (markup-fields.ts): a header row gives the
 * columns, and each later row of as many cells is read under them, as a CSV's lines are
 * (table-fields.ts); a table of one header cell and one value per row (a contact form's
 * notification: `<tr><th>Name</th><td>...</td></tr>`) is read as one record; a row with no header
 * above it and an e-mail address in one cell holds its owner's full name (table-fields.ts).
 */
import type { Span } from '../../types.js';
import { keyOf, knownKey, PERSONAL_KEYS } from './field-keys.js';
import { addRow, type Column, personAsName } from './field-values.js';
import { contactColumns, headerOf, MAX_KEY } from './table-fields.js';

interface Cell {
  text: string;
  start: number;
  header: boolean;
}

/** Rows of one header cell and one value read per table at most. */
const MAX_RECORD_ROWS = 200;

/** Whether a cell's text is itself a field's name ("first_name", "Vorname"): a schema's or a translation's table, not data. */
const namesField = (text: string): boolean => text.length <= MAX_KEY && (knownKey(text) !== '' || PERSONAL_KEYS.has(keyOf(text)));


export class HtmlTable {
  private columns: Column[] | undefined;
  /** Whether a row of `<th>` cells has been the header: then `<td>` rows are data only. */
  private headedByTh = false;
  private cells: Cell[] = [];
  /** The cell whose text is still to come from an element inside it. */
  private pending: Cell | undefined;
  private recordKeys: string[] = [];
  private recordValues: { text: string; start: number }[] = [];

  /** The table's end (or the text's): its last row, and the record its rows of one header cell and one value make. */
  finish(spans: Span[]): void {
    this.rowBoundary(spans);
    this.endRecord(spans);
  }

  /** A cell with its text read whole. */
  cell(name: 'td' | 'th', text: string, start: number): void {
    this.pending = undefined;
    this.cells.push({ text, start, header: name === 'th' });
  }

  /** A cell whose text is inside more markup, or that is empty. */
  openCell(name: 'td' | 'th', start: number): void {
    const cell = { text: '', start, header: name === 'th' };
    this.cells.push(cell);
    this.pending = cell;
  }

  /** An element's text inside the open cell: the cell's, if it has none yet. */
  fill(text: string, start: number): void {
    if (this.pending === undefined || this.pending.text !== '') return;
    this.pending.text = text;
    this.pending.start = start;
  }

  closeCell(): void {
    this.pending = undefined;
  }

  /** A `<tr>` or `</tr>`: the row read so far ends (HTML may leave `</tr>` out). */
  rowBoundary(spans: Span[]): void {
    const cells = this.cells;
    this.cells = [];
    this.pending = undefined;
    if (cells.length === 0) return;
    const allHeader = cells.every((cell) => cell.header);
    // `<tr><th>Email</th><td>zk@example.com</td></tr>`: one field of a record.
    if (cells.length === 2 && cells[0]?.header === true && cells[1]?.header === false && this.columns === undefined) {
      if (this.recordKeys.length < MAX_RECORD_ROWS) {
        this.recordKeys.push(keyOf(cells[0].text));
        this.recordValues.push({ text: cells[1].text, start: cells[1].start });
      }
      return;
    }
    if (allHeader || (this.columns === undefined && !this.headedByTh)) {
      // An explicit header row needs one known column; a row of `<td>` taken for one needs two.
      const header = headerOf(
        cells.map((cell) => (cell.text.length <= MAX_KEY ? keyOf(cell.text) : '')),
        allHeader ? 1 : 2,
      );
      if (header !== undefined) {
        // A web page's table holds captions and options as often as data ("Required", "Optional"): a person's column, names that read as one.
        this.columns = header.map(personAsName);
        this.headedByTh ||= allHeader;
        return;
      }
      // A second header row that names nothing (pandas' index name under the columns) keeps the first.
      if (allHeader) return;
    }
    // A row of a contact list with no header: the full name beside its e-mail address.
    const contact = this.columns === undefined && cells.length >= 2 ? contactColumns(cells) : undefined;
    if (contact !== undefined) return addRow(contact, cells, spans);
    if (this.columns === undefined || cells.length !== this.columns.length || cells.some((cell) => namesField(cell.text))) return;
    addRow(this.columns, cells, spans);
  }

  private endRecord(spans: Span[]): void {
    const keys = this.recordKeys;
    const values = this.recordValues;
    this.recordKeys = [];
    this.recordValues = [];
    if (keys.length === 0) return;
    const columns = headerOf(keys, 1);
    if (columns !== undefined) addRow(columns.map(personAsName), values, spans);
  }
}
