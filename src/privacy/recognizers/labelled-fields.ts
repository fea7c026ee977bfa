/**
 * Values whose field name says what they are: JSON and code (`"last_name": "Xyzzy"`,
 * `city: 'Denver'`), YAML and forms (`Surname: Kowalczyk` on a line of its own), and the columns
 * of a CSV or TSV table under a header line (`first_name,last_name,city`). Developers paste
 * records like these into prompts, and the field name is better evidence than any list: an
 * unlisted surname is still a surname under `"last_name"`, and "Denver" under `"city"` is the
 * town, not the first name.
 *
 * Only field names that name one kind of personal data count (in en, de, fr, es, it, nl), and the
 * value must have that kind's shape: letters for names and places, a digit for a street. The
 * bare key "name" counts only beside a personal field (`name,email,city`; `"name": "my-app"`
 * names a package), and "author", "assignee" and their like only for a full name written as one.
 * Markdown tables are read like CSV.
 *
 * Each kind of text has its reader in labelled-fields/ (quoted values, form lines, configuration
 * lines, markup, tables, SQL); the field names and the values' shapes they share are there too.
 */
import type { Recognizer, Span } from '../types.js';
import { collectCodeValues } from './labelled-fields/code-values.js';
import { collectAssignments } from './labelled-fields/config-lines.js';
import { collectBracketedFields, collectLines, collectSentenceFields, collectTabbedLines } from './labelled-fields/form-lines.js';
import { collectMarkup } from './labelled-fields/markup-fields.js';
import { collectQueries } from './labelled-fields/query-fields.js';
import { collectListedPeople, collectQuoted } from './labelled-fields/quoted-fields.js';
import { collectConstraintKeys, collectSqlInserts, collectSqlUpdates, INSERT_WORD, UPDATE_WORD } from './labelled-fields/sql-fields.js';
import { ALIGNED, collectContactLines, collectExpandedRecords, collectTables } from './labelled-fields/table-fields.js';

/** Creates the recognizer of values under a field name that says what they are. */
export function createLabelledFieldsRecognizer(): Recognizer {
  return {
    name: 'labelled-fields',
    entities: ['PERSON', 'LOCATION', 'ORGANIZATION', 'ADDRESS', 'ID_NUMBER', 'DATE_OF_BIRTH', 'PHONE', 'PASSPORT'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // The forms with a key need a colon or an equals sign: most texts have neither.
      if (text.includes(':') || text.includes('=')) {
        collectQuoted(text, spans);
        collectLines(text, spans);
        collectSentenceFields(text, spans);
        if (text.includes('(')) collectBracketedFields(text, spans);
      }
      if (text.includes('\t')) collectTabbedLines(text, spans);
      if (text.includes('=') || text.includes('git config')) collectAssignments(text, spans);
      if (text.includes('=') && (text.includes('?') || text.includes('&'))) collectQueries(text, spans);
      if (text.includes('</') || text.includes('<input')) collectMarkup(text, spans);
      if (text.includes('\n') && (text.includes(',') || text.includes('\t') || text.includes(';') || text.includes('|') || text.includes(ALIGNED))) collectTables(text, spans);
      if (text.includes('@') && (text.includes(',') || text.includes('\t') || text.includes(';'))) collectContactLines(text, spans);
      if (text.includes('(') && INSERT_WORD.test(text)) collectSqlInserts(text, spans);
      if (text.includes('=') && UPDATE_WORD.test(text)) collectSqlUpdates(text, spans);
      if (text.includes('Key (')) collectConstraintKeys(text, spans);
      if (text.includes('-[ RECORD ')) collectExpandedRecords(text, spans);
      if (text.includes('[') && text.includes('"')) collectListedPeople(text, spans);
      // Code's comparisons, assertions and setters (`expect(user.name).toBe("...")`) need a call or an equals sign.
      if (text.includes('=') || text.includes('(')) collectCodeValues(text, spans);
      return spans;
    },
  };
}
