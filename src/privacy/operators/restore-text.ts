import { DEFAULT_ENTITY_TYPES } from '../recognizers/entity-types.js';
import type { RestoreTable } from './restore-table.js';

/** Options of {@link restoreText} and of the incremental restorer. */
export interface RestoreTextOptions {
  /**
   * The text is the inside of JSON text (tool-call `arguments`): originals are inserted escaped for
   * a JSON string literal, surrogates are matched in their escaped form, and JSON escapes such as
   * `\n` count as the non-word characters they stand for at word boundaries.
   */
  jsonString?: boolean;
}

/**
 * Placeholder numbers longer than this are never ours (a map never holds a million values of one
 * type). Bounding the grammar is what bounds the stream hold-back without ever forcing a decision.
 */
const MAX_DIGITS = 6;

/**
 * Code units of already consumed input one decision may look back at (the previous character, a
 * JSON escape before it). The incremental restorer keeps exactly this much context, and
 * restoreText looks back no further, so both always decide alike.
 */
export const LOOKBEHIND = 16;

/** Decision results besides "match ending at index": no match here, or not decidable yet. */
const NONE = -1;
const NEED = -2;

/** Per ASCII code unit: may start a bracketed placeholder, a bare one, or a surrogate. */
const BRACKET = 1;
const INITIAL = 2;
const SURROGATE = 4;

/**
 * An organisation's own types shorter than this are restored only inside brackets: `ID_1`,
 * `PIN_2` or `KEY_1` bare are far likelier a program's own names than a placeholder a model
 * stripped of its brackets; `[ID_1]` still comes back. The built-in types keep their bare form
 * whatever their length (`URL_1`, `VIN_1`).
 */
const MIN_BARE_TYPE_LENGTH = 4;
const BUILT_IN_TYPES: ReadonlySet<string> = new Set(DEFAULT_ENTITY_TYPES);
const bareAllowed = (type: string): boolean => type.length >= MIN_BARE_TYPE_LENGTH || BUILT_IN_TYPES.has(type);

const SEPARATORS = /[ -]/g;
const DIGITS = /^[0-9]*$/;
const WORD_CHAR = /[\p{L}\p{N}\p{M}\p{Pc}]/u;

interface TrieNode {
  readonly next: Map<number, TrieNode>;
  /** Replacement when a surrogate ends here. */
  value: string | undefined;
  /** First / last character of that surrogate is a word character (then a word boundary is required). */
  startsWord: boolean;
  endsWord: boolean;
}

/**
 * Everything compiled from a table once, so that no chunk ever compiles or allocates a matcher.
 * `replacement` is scratch space written by a successful decision (avoids one object per match).
 */
export interface RestoreMatcher {
  readonly table: RestoreTable;
  readonly json: boolean;
  readonly types: readonly string[];
  readonly typeSet: ReadonlySet<string>;
  readonly flags: Uint8Array;
  /** Some surrogate starts with a non-ASCII code unit. */
  readonly wide: boolean;
  readonly maxBody: number;
  readonly root: Map<number, TrieNode>;
  replacement: string;
}

const cache = new WeakMap<RestoreTable, { plain: RestoreMatcher | undefined; json: RestoreMatcher | undefined }>();

function escapeJson(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

function isWordCodePoint(cp: number): boolean {
  if (cp < 128) return (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122) || cp === 95;
  return WORD_CHAR.test(String.fromCodePoint(cp));
}

const isHigh = (unit: number): boolean => (unit & 0xfc00) === 0xd800;
const isLow = (unit: number): boolean => (unit & 0xfc00) === 0xdc00;
const isHex = (unit: number): boolean => (unit >= 48 && unit <= 57) || ((unit | 32) >= 97 && (unit | 32) <= 102);
const isIdentChar = (unit: number): boolean =>
  (unit >= 48 && unit <= 57) || ((unit | 32) >= 97 && (unit | 32) <= 122) || unit === 95;
const isBodyChar = (unit: number): boolean => isIdentChar(unit) || unit === 32 || unit === 45;

function compile(table: RestoreTable, json: boolean): RestoreMatcher {
  const types = [...table.types];
  const flags = new Uint8Array(128);
  let maxType = 0;
  for (const type of types) {
    maxType = Math.max(maxType, type.length);
    const first = type.charCodeAt(0);
    // Bare forms start upper case: `email_1` or `person_2` are far likelier a program's own
    // variables than a placeholder the model lower-cased and stripped of its brackets.
    if (first >= 65 && first <= 90 && bareAllowed(type)) flags[first] = INITIAL;
  }
  if (types.length > 0) for (const opener of '[<{') flags[opener.charCodeAt(0)] = BRACKET;
  const root = new Map<number, TrieNode>();
  let wide = false;
  for (const [surrogate, original] of table.surrogates) {
    const key = json ? escapeJson(surrogate) : surrogate;
    let node: TrieNode | undefined;
    let level = root;
    for (let index = 0; index < key.length; index++) {
      const unit = key.charCodeAt(index);
      node = level.get(unit);
      if (node === undefined) {
        node = { next: new Map(), value: undefined, startsWord: false, endsWord: false };
        level.set(unit, node);
      }
      level = node.next;
    }
    if (node === undefined || node.value !== undefined) continue;
    node.value = json ? escapeJson(original) : original;
    // Boundaries are judged on the raw surrogate: its JSON form only differs in escapes of
    // characters that are not word characters anyway.
    const last = surrogate.length - (isLow(surrogate.charCodeAt(surrogate.length - 1)) && surrogate.length > 1 ? 2 : 1);
    node.startsWord = isWordCodePoint(surrogate.codePointAt(0) ?? 0);
    node.endsWord = isWordCodePoint(surrogate.codePointAt(last) ?? 0);
    const first = key.charCodeAt(0);
    if (first < 128) flags[first] = (flags[first] ?? 0) | SURROGATE;
    else wide = true;
  }
  return { table, json, types, typeSet: table.types, flags, wide, maxBody: maxType + 1 + MAX_DIGITS, root, replacement: '' };
}

/** The compiled matcher of a table for one mode, built on first use and cached per table. */
export function matcherFor(table: RestoreTable, json: boolean): RestoreMatcher {
  let entry = cache.get(table);
  if (entry === undefined) {
    entry = { plain: undefined, json: undefined };
    cache.set(table, entry);
  }
  if (json) return (entry.json ??= compile(table, true));
  return (entry.plain ??= compile(table, false));
}

/** Odd run of backslashes ending at `index` (within the look-behind window): `index` escapes the next character. */
function escapes(text: string, index: number, lower: number): boolean {
  let count = 0;
  while (index >= lower && text.charCodeAt(index) === 92) {
    count++;
    index--;
  }
  return count % 2 === 1;
}

/** Whether the character before `p` is a word character (start of text is not). */
function wordBefore(text: string, p: number, json: boolean): boolean {
  if (p <= 0) return false;
  const lower = Math.max(0, p - LOOKBEHIND);
  const unit = text.charCodeAt(p - 1);
  if (isLow(unit) && p - 2 >= lower && isHigh(text.charCodeAt(p - 2))) {
    return isWordCodePoint(((text.charCodeAt(p - 2) - 0xd800) << 10) + (unit - 0xdc00) + 0x10000);
  }
  if (json) {
    // `\n`, `\t`... stand for control characters: a boundary, although `n` is a letter.
    if ('bfnrt'.includes(text.charAt(p - 1)) && p - 2 >= lower && escapes(text, p - 2, lower)) return false;
    if (isHex(unit) && p - 6 >= lower && text.charCodeAt(p - 5) === 117 && escapes(text, p - 6, lower)) {
      const code = Number.parseInt(text.slice(p - 4, p), 16);
      if (!Number.isNaN(code) && isHex(text.charCodeAt(p - 4)) && isHex(text.charCodeAt(p - 3)) && isHex(text.charCodeAt(p - 2))) {
        return isWordCodePoint(code);
      }
    }
  }
  return isWordCodePoint(unit);
}

/** Classifies the character at `index`: 1 word, 0 not (or end of text), NEED when not yet known. */
function wordAt(text: string, index: number, final: boolean, json: boolean): number {
  const length = text.length;
  if (index >= length) return final ? 0 : NEED;
  const unit = text.charCodeAt(index);
  if (isHigh(unit)) {
    if (index + 1 >= length) return final ? 0 : NEED;
    const low = text.charCodeAt(index + 1);
    if (!isLow(low)) return 0;
    return isWordCodePoint(((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000) ? 1 : 0;
  }
  if (json && unit === 92) {
    if (index + 1 >= length) return final ? 0 : NEED;
    if (text.charCodeAt(index + 1) !== 117) return 0;
    if (index + 6 > length) return final ? 0 : NEED;
    for (let hex = index + 2; hex < index + 6; hex++) if (!isHex(text.charCodeAt(hex))) return 0;
    return isWordCodePoint(Number.parseInt(text.slice(index + 2, index + 6), 16)) ? 1 : 0;
  }
  return isWordCodePoint(unit) ? 1 : 0;
}

/**
 * Whether a canonical (upper case, `_`-separated) prefix can still grow into a restorable body:
 * a prefix of a type, or a type, `_` and up to MAX_DIGITS digits. Every prefix of a body that
 * resolves passes, so answering "no" early never changes the final decision.
 */
function couldBecome(matcher: RestoreMatcher, prefix: string): boolean {
  for (const type of matcher.types) {
    if (type.startsWith(prefix)) return true;
    if (prefix.length > type.length && prefix.startsWith(type) && prefix.charCodeAt(type.length) === 95) {
      const rest = prefix.slice(type.length + 1);
      if (rest.length <= MAX_DIGITS && DIGITS.test(rest)) return true;
    }
  }
  return false;
}

/** `TYPE_N` (type in the map) -> its value; `TYPE` alone only when the type has one value. */
function resolveCanonical(matcher: RestoreMatcher, canonical: string, allowBare: boolean, bracketless = false): string | undefined {
  const cut = canonical.lastIndexOf('_');
  if (cut > 0 && canonical.length - cut - 1 <= MAX_DIGITS && cut < canonical.length - 1) {
    const digits = canonical.slice(cut + 1);
    const type = canonical.slice(0, cut);
    if (DIGITS.test(digits) && matcher.typeSet.has(type) && (!bracketless || bareAllowed(type))) return matcher.table.resolve(type, Number(digits));
  }
  if (allowBare && matcher.typeSet.has(canonical)) return matcher.table.resolve(canonical, undefined);
  return undefined;
}

function finish(matcher: RestoreMatcher, value: string, end: number): number {
  matcher.replacement = matcher.json ? escapeJson(value) : value;
  return end;
}

/** Upper case (letters, digits and separators): the only case in which a type without its number is read. */
function isUpperBody(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 97 && unit <= 122) return false;
  }
  return true;
}

/**
 * `[TYPE_N]`, `<TYPE_N>`, `{TYPE_N}` in any case, with `_`, space or `-` separators and spaces as
 * padding inside the brackets (`[ PERSON_1 ]`); and `[TYPE]`
 * without N only in square brackets and upper case: `{email}` in an f-string or `<phone>` in markup
 * is the model's own text, not the one e-mail of the map.
 */
function bracketAt(matcher: RestoreMatcher, text: string, p: number, opener: number, final: boolean): number {
  const close = opener === 91 ? 93 : opener === 60 ? 62 : 125;
  const length = text.length;
  let index = p + 1;
  while (index < length) {
    const unit = text.charCodeAt(index);
    if (unit === close) break;
    // Two more for a space inside each bracket.
    if (!isBodyChar(unit) || index - p > matcher.maxBody + 2) return NONE;
    index++;
  }
  // Spaces just inside the brackets are padding (`[ PERSON_1 ]`), not separators.
  let from = p + 1;
  while (from < index && text.charCodeAt(from) === 32) from++;
  let to = index;
  while (to > from && text.charCodeAt(to - 1) === 32) to--;
  if (index >= length) {
    if (final) return NONE;
    return couldBecome(matcher, text.slice(from, to).toUpperCase().replace(SEPARATORS, '_')) ? NEED : NONE;
  }
  if (to === from) return NONE;
  const allowBare = opener === 91 && isUpperBody(text, from, to);
  const value = resolveCanonical(matcher, text.slice(from, to).toUpperCase().replace(SEPARATORS, '_'), allowBare);
  return value === undefined ? NONE : finish(matcher, value, index + 1);
}

/**
 * `PERSON_1` without brackets (`_` only, starting upper case): a whole word, and only for types in
 * the map that is built in or has four characters or more. A lower-case `s` right after it stays as written: upstream read "[PERSON_2]s" for a
 * genitive ("Klimeks Auftrag", repeated-mentions.ts) and a model dropping the brackets writes
 * "PERSON_2s".
 */
function bareAt(matcher: RestoreMatcher, text: string, p: number, final: boolean): number {
  const length = text.length;
  let index = p;
  while (index < length && isIdentChar(text.charCodeAt(index))) {
    if (index - p > matcher.maxBody) return NONE;
    index++;
  }
  const token = text.slice(p, index).toUpperCase();
  const genitive = index - p > 1 && text.charCodeAt(index - 1) === 115;
  if (index >= length && !final) return couldBecome(matcher, token) || (genitive && couldBecome(matcher, token.slice(0, -1))) ? NEED : NONE;
  let end = index;
  let value = resolveCanonical(matcher, token, false, true);
  if (value === undefined && genitive) {
    value = resolveCanonical(matcher, token.slice(0, -1), false, true);
    end = index - 1;
  }
  if (value === undefined) return NONE;
  const after = wordAt(text, index, final, matcher.json);
  if (after !== 0) return after === NEED ? NEED : NONE;
  return finish(matcher, value, end);
}

/** Longest surrogate at `p` that also sits on word boundaries (shorter ones are tried next). */
function surrogateAt(matcher: RestoreMatcher, text: string, p: number, first: TrieNode, final: boolean): number {
  const length = text.length;
  const ends: number[] = [];
  const nodes: TrieNode[] = [];
  let node = first;
  let index = p + 1;
  for (;;) {
    if (node.value !== undefined) {
      ends.push(index);
      nodes.push(node);
    }
    if (index >= length) break;
    const next = node.next.get(text.charCodeAt(index));
    if (next === undefined) break;
    node = next;
    index++;
  }
  if (index >= length && node.next.size > 0 && !final) return NEED;
  let before: boolean | undefined;
  for (let candidate = ends.length - 1; candidate >= 0; candidate--) {
    const found = nodes[candidate] as TrieNode;
    const end = ends[candidate] as number;
    if (found.startsWord && (before ??= wordBefore(text, p, matcher.json))) continue;
    if (found.endsWord) {
      const after = wordAt(text, end, final, matcher.json);
      if (after === NEED) return NEED;
      if (after === 1) continue;
    }
    matcher.replacement = found.value as string;
    return end;
  }
  return NONE;
}

function decide(matcher: RestoreMatcher, text: string, p: number, unit: number, final: boolean): number {
  const flag = unit < 128 ? (matcher.flags[unit] ?? 0) : SURROGATE;
  if ((flag & BRACKET) !== 0) {
    const result = bracketAt(matcher, text, p, unit, final);
    if (result !== NONE) return result;
  }
  if ((flag & INITIAL) !== 0 && !wordBefore(text, p, matcher.json)) {
    const result = bareAt(matcher, text, p, final);
    if (result !== NONE) return result;
  }
  if ((flag & SURROGATE) !== 0) {
    const first = matcher.root.get(unit);
    if (first !== undefined) return surrogateAt(matcher, text, p, first, final);
  }
  return NONE;
}

/** What a scan emitted and where it stopped (the rest is held back). */
export interface ScanOutcome {
  output: string;
  stop: number;
}

/**
 * Restores `text` from index `from` (what lies before is context only), left to right, leftmost
 * match first. With `final` false it stops at the first position whose decision depends on text
 * not seen yet, so a later scan that continues there decides exactly as one scan of everything.
 */
export function scanText(matcher: RestoreMatcher, text: string, from: number, final: boolean): ScanOutcome {
  const length = text.length;
  const flags = matcher.flags;
  const wide = matcher.wide;
  let output = '';
  let run = from;
  let p = from;
  let stop = length;
  while (p < length) {
    const unit = text.charCodeAt(p);
    if (unit < 128 ? flags[unit] === 0 : !wide) {
      p++;
      continue;
    }
    const result = decide(matcher, text, p, unit, final);
    if (result === NONE) {
      p++;
    } else if (result === NEED) {
      stop = p;
      break;
    } else {
      output += text.slice(run, p) + matcher.replacement;
      p = result;
      run = result;
    }
  }
  // Never emit half of a surrogate pair: clients decoding each chunk on its own would show U+FFFD.
  if (!final && stop === length && run < length && isHigh(text.charCodeAt(length - 1))) stop = length - 1;
  return { output: output + text.slice(run, stop), stop };
}

/**
 * Replaces the placeholders and surrogates of `text` by the original values of `table`.
 *
 * Accepted forms: `[PERSON_1]` in any case, `<PERSON_1>` and `{PERSON_1}`, space or `-` instead of
 * `_` inside brackets, `[PERSON]` (upper case, square brackets) when the type has one value, and
 * bare `PERSON_1` or `Person_1` (starting upper case) as a whole word for a type of the map that is
 * built in or has four characters or more, also
 * with a genitive `s` (`PERSON_1s`, the `s` kept).
 * Unknown types or numbers stay as they are. No regular expression is ever built from map data:
 * placeholders follow a fixed grammar, surrogates go through a literal trie.
 */
export function restoreText(text: string, table: RestoreTable, options: RestoreTextOptions = {}): string {
  return scanText(matcherFor(table, options.jsonString === true), text, 0, true).output;
}
