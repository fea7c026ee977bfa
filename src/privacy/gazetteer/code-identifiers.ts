/**
 * Names in pasted code that are identifiers, not people or places: `function Skip(x)`, `const
 * MISSING = Symbol()`, `obj.Name`, `Name.of(...)`, `MAX_TRACE`. Developers paste code into most
 * prompts, and a masked identifier ("const [PERSON_1] = Symbol()") costs the model the code's
 * meaning for nothing. A span is code when the characters right around it say so; prose puts a
 * space before "(" and never "." or "_" inside a name.
 */

/**
 * Keywords that declare the identifier after them. Not "let", "new" or "var": "let Anna know",
 * "New York", and Swedish and Norwegian "Det var Anna".
 */
const DECLARATIONS: ReadonlySet<string> = new Set([
  'const', 'function', 'def', 'class', 'interface', 'enum', 'struct', 'typeof', 'instanceof', 'fn', 'func',
]);
/**
 * What ends an expression before ".": an identifier of two characters or more (`obj.Name`), or a
 * call or an index (`f().Name`, `x[0].Name`). Not a number ("39.Patricia" in a numbered list),
 * an initial ("J.Aron", "E.Q.Gül") or a title written without its space ("Dr.Smith").
 */
const EXPRESSION_BEFORE_DOT = /(?:(?<![A-Za-z0-9_$])([A-Za-z_$][A-Za-z0-9_$]+)|[)\]])$/;
/** An assignment, not a comparison or an arrow: `MISSING = Symbol()`. */
const ASSIGNMENT = /^[ \t]*=(?![=>])/;
/** Titles written without a space before the name: "Dr.Smith", "St.Louis". */
const TITLES_BEFORE_DOT: ReadonlySet<string> = new Set(['Dr', 'Mr', 'Mrs', 'Ms', 'Mme', 'Mlle', 'Prof', 'St', 'Ste', 'Sr', 'Sra', 'Jr', 'Hr', 'Fr', 'Hn', 'Sig', 'Dott']);

function isExpressionBefore(before: string): boolean {
  const match = EXPRESSION_BEFORE_DOT.exec(before);
  if (match === null) return false;
  const word = match[1];
  return word === undefined || !TITLES_BEFORE_DOT.has(word);
}
/** The word before `start`, after spaces. */
const WORD_BEFORE = /([A-Za-z]+)[ \t]+$/;

/** After a JSON string: the colon that makes it an object key. */
const KEY_COLON = /^"\s*:/;
/** A small letter, and no capital anywhere: how field names are written. */
const FIELD_NAME = /^[^A-Z]*[a-z][^A-Z]*$/;

/** Whether the span [start, end) of `text` is a whole key of JSON: `"` before it, `":` after. */
export function isJsonKey(text: string, start: number, end: number): boolean {
  return text.charAt(start - 1) === '"' && KEY_COLON.test(text.slice(end, end + 8));
}

/**
 * A field name of JSON: the whole key, written without capitals (`{"iban": ...}`, `"florence":`).
 * Data keyed by a person's name is written as names are ("Jane Doe"); a key in lower case is a
 * label, which a text all in lower case would otherwise read as a lower-case first name.
 */
function isJsonFieldName(text: string, start: number, end: number): boolean {
  return isJsonKey(text, start, end) && FIELD_NAME.test(text.slice(start, end));
}

/**
 * An exception's or warning's class, as tracebacks and logs print it before its message
 * ("KeyError: 'user_id'", "NullPointerException", "DeprecationWarning:"): a word joined to a
 * capitalised kind of error, which no person's name ends in (read as a chat line's speaker, it was).
 */
const ERROR_CLASS = /^\p{Lu}[\p{L}\p{N}]*(?:Error|Exception|Warning|Fault|Interrupt|Exit)$/u;

/**
 * Whether the word at [start, end), after "<" or "</", is a tag's name: written in small letters
 * as HTML writes its elements, closed elsewhere in the text, or followed by an attribute or "/>"
 * (a component: `<Avatar size="s"/>`).
 */
function isTagName(text: string, start: number, end: number): boolean {
  const name = text.slice(start, end);
  const after = text.slice(end, end + 40);
  if (!/^[\s>/]/.test(after)) return false;
  if (name === name.toLowerCase()) return true;
  return /^\s*\/>|^\s+[\w:-]+=/.test(after) || text.includes(`</${name}>`);
}

/** Whether the span [start, end) of `text` is an identifier of code (or a JSON field name). */
export function isCodeIdentifier(text: string, start: number, end: number): boolean {
  const before = text.charAt(start - 1);
  const after = text.charAt(end);
  if (ERROR_CLASS.test(text.slice(start, end))) return true;
  // A tag's name in markup: `<li>`, `</li>`, `<Li className=...>`, `<ns:Name/>`; not a name in angle brackets ("<Maria>", "To: <Maria Garcia>").
  if ((before === '<' || (before === '/' && text.charAt(start - 2) === '<') || (before === ':' && /<[\w-]+$/.test(text.slice(Math.max(0, start - 20), start - 1)))) && isTagName(text, start, end)) return true;
  if (before === '"' && isJsonFieldName(text, start, end)) return true;
  // A call or a definition: `Skip(x)`; an identifier with underscores: `MAX_TRACE`, `Name_id`.
  if (after === '(' || after === '_' || before === '_' || before === '$') return true;
  // A member: `obj.Name`, and `Name.of(...)` (a small letter after the dot: "St.Louis" is a place).
  if (before === '.' && isExpressionBefore(text.slice(Math.max(0, start - 40), start - 1))) return true;
  // ... but "ruth.penyc@bbc.co.uk" is an address with a name in it.
  if (after === '.' && /[a-z_$]/.test(text.charAt(end + 1)) && !/^[\w.+-]*@/.test(text.slice(end, end + 64))) return true;
  if (ASSIGNMENT.test(text.slice(end, end + 4))) return true;
  const word = WORD_BEFORE.exec(text.slice(Math.max(0, start - 16), start))?.[1];
  return word !== undefined && DECLARATIONS.has(word);
}
