/**
 * Quoted values that code compares with, asserts about or sets on a field that says what they
 * are: `user.name = "..."`, `if customer.last_name == "..."`, `expect(user.fullName).toBe("...")`,
 * `assertEquals("...", patient.getName())`, `self.assertEqual(user.name, "...")`,
 * `customer.setName("...")`, and the full names a person's record is made with (`new User("...",
 * ...)`, `createCustomer("...")`). Tests and bug reports pasted into prompts write people's names
 * this way, with no key and colon for the other readers to go by.
 *
 * The field is the path's last segment (`getName()` reads as `name`, `["first_name"]` as
 * `first_name`); a typed field (`last_name`, `city`) takes a value of its type's shape, a bare
 * `name` only on an object that holds a person's record (`user`, `currentCustomer`, `patient`) and
 * for a value that reads as a person's name, as elsewhere.
 */
import { readsAsPersonName } from '../../gazetteer/english-words.js';
import { namesNoSoftware } from '../../gazetteer/tech-names.js';
import type { Span } from '../../types.js';
import { AUTHOR_KEYS, BARE_NAME_KEYS, FIELDS, isPersonRecordKey, keyOf, knownKey, roleScore } from './field-keys.js';
import { addBareName, addRoleName, addValue, asWrittenName } from './field-values.js';

/** A property path: `user.name`, `this.customer?.lastName`, `row["first_name"]`, `p.getName()`. */
const PATH = String.raw`[\p{L}_$][\p{L}\p{N}_$]*(?:\??\.[\p{L}_$][\p{L}\p{N}_$]*|\[["'][\p{L}\p{N}_ -]{1,30}["']\]|\(\))*`;
/** A quoted string on one line, its text captured. */
const QUOTED = String.raw`(?:"([^"\\\n]{1,100})"|'([^'\\\n]{1,100})'|\x60([^\x60\\\n]{1,100})\x60)`;

/** `path == "value"`, `path = "value"`, `"value" === path` (a path with a dot, a bracket or a call: plain keys are quoted-fields.ts's). */
const COMPARED = new RegExp(String.raw`(?<![\p{L}\p{N}_$.])(${PATH})[ \t]*(?:[!=]==?|=)[ \t]*${QUOTED}|${QUOTED}[ \t]*[!=]==?[ \t]*(${PATH})`, 'gud');
/** `expect(path).toBe("value")` and its kin in Jest, Chai, RSpec and AssertJ. */
const EXPECTED = new RegExp(
  String.raw`\b(?:expect|assertThat)\([ \t]*(${PATH})[ \t]*\)[ \t]*\.(?:toBe|toEqual|toStrictEqual|isEqualTo|to\.(?:be\.)?(?:equal|eql)|to[ \t]+eq)[ \t(]*${QUOTED}`,
  'gud',
);
/** `assertEquals("value", path)`, `assertEqual(path, "value")`, `assert.equal(path, "value")`, `assert_eq!(path, "value")`. */
const ASSERTED = new RegExp(
  String.raw`\b(?:self\.)?(?:assert(?:Equals?|StrictEqual|_eq!|\.equal|\.strictEqual|\.deepEqual|\.deepStrictEqual)|assert_equal)\([ \t]*(?:(${PATH})[ \t]*,[ \t]*${QUOTED}|${QUOTED}[ \t]*,[ \t]*(${PATH}))`,
  'gud',
);
/** `customer.setName("value")`, `user.set_last_name('value')`: the setter names the field. */
const SET = new RegExp(String.raw`(${PATH})\.set_?([\p{Lu}_][\p{L}\p{N}_]*|[a-z][a-z_]*)\([ \t]*${QUOTED}[ \t]*\)`, 'gud');

/**
 * A call that makes or registers a person's record: `new User(`, `Customer(`, `createUser(`,
 * `add_employee(`, `registerPatient(`. Its name with the verb taken off is a person record key.
 */
/** The identifier that ends right before a call's bracket (read back from each "(" rather than scanned for at every word). */
const CALLEE_BEFORE = /([\p{L}_$][\p{L}\p{N}_$]{0,40})$/u;
const MAKING_VERB = /^(?:create|add|new|make|register|build|insert|update|invite|save)_?(?=[\p{Lu}_a-z])/u;
/** How far after a call's bracket its arguments are read. */
const MAX_ARGUMENTS = 400;
/** A string argument on the call's line, before its closing bracket. */
const STRING_ARGUMENT = /"([^"\\\n]{1,100})"|'([^'\\\n]{1,100})'/dg;

/** The full names a person's record is made with: `new User("Zorvan Keltrigg", "zk@example.org")`. */
function addCallArguments(text: string, spans: Span[]): void {
  for (let bracket = text.indexOf('('); bracket !== -1; bracket = text.indexOf('(', bracket + 1)) {
    const written = CALLEE_BEFORE.exec(text.slice(Math.max(0, bracket - 41), bracket))?.[1];
    if (written === undefined || !isPersonRecordKey(keyOf(written.replace(MAKING_VERB, '')))) continue;
    const open = bracket + 1;
    // Within the line and a bounded reach: a search to the text's end from every call was quadratic.
    const window = text.slice(open, open + MAX_ARGUMENTS);
    const lineEnd = window.indexOf('\n');
    const close = window.indexOf(')');
    if (close === -1 || (lineEnd !== -1 && lineEnd < close)) continue;
    const argumentsText = window.slice(0, close);
    for (const argument of argumentsText.matchAll(STRING_ARGUMENT)) {
      // An argument of a call inside it (`User(team=Team(name="..."))`) is the inner call's.
      const before = argumentsText.slice(0, argument.index);
      if (before.split('(').length > before.split(')').length) continue;
      const group = argument[1] === undefined ? 2 : 1;
      const value = argument[group] ?? '';
      const start = open + (argument.indices?.[group]?.[0] ?? 0);
      if (readsAsPersonName(asWrittenName(value), 2) && namesNoSoftware(value)) addBareName(value, start, spans);
    }
  }
}

/** The segments of a path, read as keys: `this.customer?.getLastName()` gives this, customer, lastname. */
function segmentsOf(path: string): string[] {
  return path
    .split(/\??\.|\[["']|["']\]|\(\)/)
    .filter((segment) => segment !== '')
    .map((segment) => keyOf(segment.replace(/^(?:get|set)(?=[\p{Lu}_])_?/u, '')));
}

/** Adds a span for a value of the field `field` on the object `owner` (both as `keyOf` writes them), when it has the field's shape. */
function addFieldValue(field: string, owner: string, value: string, start: number, spans: Span[]): void {
  const key = knownKey(field);
  const type = FIELDS.get(key);
  if (type !== undefined) return addValue(value, start, type, spans);
  if (AUTHOR_KEYS.has(key)) return addRoleName(value, start, spans, roleScore(key));
  if (BARE_NAME_KEYS.has(key) && isPersonRecordKey(owner) && readsAsPersonName(asWrittenName(value)) && namesNoSoftware(value)) addBareName(value, start, spans);
}

/** Adds the value of a path compared with, asserted about or assigned: `value` is the quoted text, `at` where it starts. */
function addPathValue(path: string, value: string, at: number, spans: Span[]): void {
  const segments = segmentsOf(path);
  addFieldValue(segments.at(-1) ?? '', segments.at(-2) ?? '', value, at, spans);
}

/** The quoted text of a match among groups `from`..`from + 2`, and where it starts in the text. */
function quotedIn(match: RegExpExecArray, from: number): { value: string; start: number } | undefined {
  for (let group = from; group < from + 3; group++) {
    const value = match[group];
    const bounds = match.indices?.[group];
    if (value !== undefined && bounds !== undefined) return { value, start: bounds[0] };
  }
  return undefined;
}

/** Reads every `regex` match as a path (group `pathGroup`) and a quoted value (groups `quoteGroup`..+2), for each of the match's forms. */
function readMatches(text: string, regex: RegExp, forms: readonly { pathGroup: number; quoteGroup: number }[], spans: Span[]): void {
  for (const match of text.matchAll(regex)) {
    for (const { pathGroup, quoteGroup } of forms) {
      const path = match[pathGroup];
      const quoted = quotedIn(match, quoteGroup);
      if (path === undefined || quoted === undefined) continue;
      // A bare key with nothing before it (`name = "..."`) is quoted-fields.ts's to read.
      if (!/[.[(]/.test(path)) continue;
      addPathValue(path, quoted.value, quoted.start, spans);
    }
  }
}

/** Adds spans for quoted values compared with, asserted about or set on a field that says what they are. */
export function collectCodeValues(text: string, spans: Span[]): void {
  if (text.includes('=')) readMatches(text, COMPARED, [{ pathGroup: 1, quoteGroup: 2 }, { pathGroup: 8, quoteGroup: 5 }], spans);
  if (text.includes('expect(') || text.includes('assertThat(')) readMatches(text, EXPECTED, [{ pathGroup: 1, quoteGroup: 2 }], spans);
  if (text.includes('ssert')) readMatches(text, ASSERTED, [{ pathGroup: 1, quoteGroup: 2 }, { pathGroup: 8, quoteGroup: 5 }], spans);
  if (text.includes('(')) addCallArguments(text, spans);
  if (text.includes('.set')) {
    for (const match of text.matchAll(SET)) {
      const quoted = quotedIn(match, 3);
      if (quoted === undefined) continue;
      const segments = segmentsOf(match[1] ?? '');
      addFieldValue(keyOf(match[2] ?? ''), segments.at(-1) ?? '', quoted.value, quoted.start, spans);
    }
  }
}
