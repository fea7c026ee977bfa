/**
 * Query strings and form bodies (`application/x-www-form-urlencoded`), as request logs, curl
 * commands and browser tools show them: `GET /users?first_name=Zorvan&last_name=Keltrigg`,
 * `full_name=Zorvan+Keltrigg&email=zk%40example.com`. The keys are a header and the values its
 * row (table-fields.ts), one known key enough: a query names its fields, not prose.
 */
import type { Span } from '../../types.js';
import { keyOf } from './field-keys.js';
import { addRow } from './field-values.js';
import { headerOf } from './table-fields.js';

/** Where a query starts: after "?", or at a word's start where a pair is followed by "&" (a form body). */
const QUERY_START = /\?|(?<![^\s"'(])(?=[A-Za-z][\w.[\]-]{0,40}=[^&#\s"'<>=]{0,200}&)/g;
/** One pair of a query: its key (`user[first_name]`, `contact.city` too) and its value as written. */
const PAIR = /([A-Za-z][\w.[\]-]{0,40})=([^&#\s"'<>=]{0,200})/y;
/** Pairs read per query at most. */
const MAX_PAIRS = 100;

/** The key a form names a field by: the last part of `user[first_name]` or `contact.city`. */
const fieldOf = (key: string): string => keyOf(key.split(/[.[\]]+/).filter((part) => part !== '').at(-1) ?? '');

export function collectQueries(text: string, spans: Span[]): void {
  QUERY_START.lastIndex = 0;
  for (let m = QUERY_START.exec(text); m !== null; m = QUERY_START.exec(text)) {
    const keys: string[] = [];
    const values: { text: string; start: number }[] = [];
    let at = m.index + m[0].length;
    while (keys.length < MAX_PAIRS) {
      PAIR.lastIndex = at;
      const pair = PAIR.exec(text);
      if (pair === null) break;
      keys.push(fieldOf(pair[1] ?? ''));
      // "+" is a space as a form writes it, one character for one: offsets stay true. A value
      // with other escapes ("%C3%A9") fails the shapes and stays as it is.
      const value = (pair[2] ?? '').replace(/\+/g, ' ');
      values.push({ text: value, start: pair.index + (pair[1] ?? '').length + 1 });
      at = PAIR.lastIndex;
      if (text[at] !== '&') break;
      at++;
    }
    const columns = keys.length === 0 ? undefined : headerOf(keys, 1);
    if (columns !== undefined) addRow(columns, values, spans);
    QUERY_START.lastIndex = Math.max(QUERY_START.lastIndex, at);
  }
}
