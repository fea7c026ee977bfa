/**
 * Query strings and form bodies (`application/x-www-form-urlencoded`), as request logs, curl
 * commands and browser tools show them: `GET /users?first_name=Zorvan&last_name=Keltrigg`,
 * `full_name=Zorvan+Keltrigg&email=zk%40example.com`. The keys are a header and the values its
 * row (table-fields.ts), one known key enough: a query names its fields, not prose.
 */
import type { Span } from '../../types.js';
import { keyOf } from './field-keys.js';
import { addRow, type Column, personAsName } from './field-values.js';
import { headerOf } from './table-fields.js';

/** Where a query starts: after "?", or at a word's start where a pair is followed by "&" (a form body). */
const QUERY_START = /\?|(?<![^\s"'(])(?=[A-Za-z][\w.[\]-]{0,40}=[^&;#\s"'<>=]{0,200}&)/g;
/** One pair of a query: its key (`user[first_name]`, `contact.city` too) and its value as written. */
const PAIR = /([A-Za-z][\w.[\]-]{0,40})=([^&;#\s"'<>=]{0,200})/y;
/** Pairs read per query at most. */
const MAX_PAIRS = 100;
/** Keys a query writes for something else than a person's record: OAuth's client (`client_id=web-app`). */
const OTHER_THINGS: ReadonlySet<string> = new Set(['clientid']);

/** The key a form names a field by: the last part of `user[first_name]` or `contact.city`. */
const fieldOf = (key: string): string => keyOf(key.split(/[.[\]]+/).filter((part) => part !== '').at(-1) ?? '');

/** A value as the form meant it: "+" a space, `%XX` its character; undefined if its escapes are broken. */
function decoded(value: string): string | undefined {
  const spaced = value.replace(/\+/g, ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}

/** A place's or a company's name as a form sends it: capitalised ("country=US", "ort=asc", "company=acme-corp" are parameters). */
const CAPITALISED_WORDS = /^\p{Lu}\p{Ll}/u;

export function collectQueries(text: string, spans: Span[]): void {
  QUERY_START.lastIndex = 0;
  for (let m = QUERY_START.exec(text); m !== null; m = QUERY_START.exec(text)) {
    const keys: string[] = [];
    const values: { raw: string; text: string; start: number }[] = [];
    let at = m.index + m[0].length;
    while (keys.length < MAX_PAIRS) {
      PAIR.lastIndex = at;
      const pair = PAIR.exec(text);
      if (pair === null) break;
      const key = fieldOf(pair[1] ?? '');
      const raw = pair[2] ?? '';
      keys.push(OTHER_THINGS.has(key) ? '' : key);
      values.push({ raw, text: decoded(raw) ?? '', start: pair.index + (pair[1] ?? '').length + 1 });
      at = PAIR.lastIndex;
      if (text[at] !== '&' && text[at] !== ';') break;
      at++;
    }
    const columns = keys.length === 0 ? undefined : headerOf(keys, 1);
    if (columns !== undefined) addQueryRow(columns, values, spans);
    QUERY_START.lastIndex = Math.max(QUERY_START.lastIndex, at);
  }
}

/**
 * Adds each value's span under its column, read decoded, over the value as written; with more care
 * than a table's row: a person's column holds a name that reads as one ("fname=report.pdf",
 * "cardholder=Test+User" are none), a place's or a company's a capitalised name.
 */
function addQueryRow(columns: readonly Column[], values: readonly { raw: string; text: string; start: number }[], spans: Span[]): void {
  values.forEach((value, k) => {
    const column = personAsName(columns[k]);
    if (column === undefined || value.text === '') return;
    if ((column === 'LOCATION' || column === 'ORGANIZATION') && !CAPITALISED_WORDS.test(value.text)) return;
    const found: Span[] = [];
    addRow([column], [{ text: value.text, start: value.start }], found);
    for (const span of found) {
      // Decoded, the value may be shorter than written ("Zorvan%20Keltrigg"): the span covers it as written.
      spans.push(value.text === value.raw ? span : { ...span, start: value.start, end: value.start + value.raw.length });
    }
  });
}
