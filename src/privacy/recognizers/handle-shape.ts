/**
 * Whether a word in small letters reads as a person's account ("pravenna.r", "tolvek_ashgrieve",
 * "hanvi.virtamo", "sophie_t", "camila.ferreyra.mp"), asked where the layout already says an
 * account stands: a chat line's sender, a ticket's assignee, a review's trailer. Code and logs put
 * dotted and underscored words in the same places ("uvicorn.error", "node_exporter",
 * "config.yaml"), so a handle needs a part that is a listed name, or one of four letters or more
 * that no dictionary has, and no part that is a dictionary word beside no listed name.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { FIRST_NAME, LAST_NAME, getLexicon, isListedSurname } from '../gazetteer/lexicon.js';
import { SERVICE_ACCOUNTS } from './username.js';

/** Files' extensions and code's words after a dot that a name may stand before ("maria.json", "john.config"). */
export const CODE_PARTS: ReadonlySet<string> = new Set([
  'js', 'ts', 'json', 'py', 'rb', 'go', 'rs', 'java', 'kt', 'log', 'txt', 'md', 'csv', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'svg',
  'html', 'css', 'yaml', 'yml', 'xml', 'ini', 'cfg', 'conf', 'config', 'env', 'lock', 'zip', 'tar', 'gz', 'sql', 'db', 'bak',
  'com', 'org', 'net', 'io', 'dev', 'app', 'name', 'id', 'email', 'key', 'value', 'data', 'length', 'map', 'get', 'set', 'test',
  'spec', 'min', 'max', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'mp3', 'mp4', 'wav', 'sh', 'bat', 'exe', 'dll', 'so',
]);

/** Letters and digits joined by ".", "_" or "-" once or twice, in small letters as accounts are written. */
export const HANDLE_WITH_SEPARATOR = String.raw`[a-z][a-z0-9]*(?:[._-][a-z0-9]+){1,2}`;
const SHAPE = new RegExp(`^${HANDLE_WITH_SEPARATOR}$`);
const PLAIN = /^[a-z]{4,20}$/;
/** The endings of files, code and hosts, which the last part of a dotted word may be ("notes.md", "acme.io", "acme.de"). */
export const FILE_OR_HOST_ENDINGS: ReadonlySet<string> = new Set([...CODE_PARTS, 'co', 'uk', 'de', 'fr', 'es', 'it', 'nl', 'eu', 'ai']);
/** Words a log or a config writes where a chat writes its sender. */
const LOG_WORDS = /^(?:info|warn|warning|error|err|debug|trace|fatal|notice|critical|crit|verbose|severe|fine|note|todo|fixme)$/;
/** Values that say no one holds the field ("Assignee: unassigned"). */
const NO_ONE = /^(?:unassigned|unowned|unknown|none|nobody|noone|tbd|tba|tbc|null|undefined|anonymous|pending|everyone|nil)$/;

/** Whether a folded word is a listed first name or surname. */
function isListedNamePart(part: string): boolean {
  const lexicon = getLexicon();
  return ((lexicon.words.get(part) ?? 0) & (FIRST_NAME | LAST_NAME)) !== 0 || lexicon.rareFirstNames.get(part) !== undefined || isListedSurname(lexicon, part);
}

/** Letters code names its coordinates and counters with ("max_x", "row_i"), which no initial beside a word is taken for. */
const CODE_LETTERS = /^[ijnxyz]$/;

/**
 * A handle with a separator: no file or host ending, no log word, no service account, and either
 * no everyday word among its parts and one that is a listed name or a word of four letters or
 * more that no list has ("r.lindqvist", "quorvan.t", "elsbeth_marrow"; not "celery.worker"), or a
 * first name that is a word too beside initials or a listed surname only ("grace-t",
 * "hunter.ellis"; not "server.port", "max_x").
 */
export function readsAsHandle(value: string): boolean {
  if (!SHAPE.test(value) || SERVICE_ACCOUNTS.has(value)) return false;
  const parts = value.split(/[._-]/);
  if (FILE_OR_HOST_ENDINGS.has(parts.at(-1) ?? '') || parts.some((part) => LOG_WORDS.test(part))) return false;
  const lexicon = getLexicon();
  const words = parts.filter((part) => /^[a-z]{2,}$/.test(part));
  const everyday = words.filter((part) => isEnglishWord(lexicon, part));
  if (everyday.length === 0) return words.some((part) => isListedNamePart(part) || (part.length >= 4 && !isEnglishWord(lexicon, part, true)));
  if (!everyday.every(isListedNamePart)) return false;
  return parts.every((part) => everyday.includes(part) || (part.length === 1 && !CODE_LETTERS.test(part)) || (part.length > 1 && isListedSurname(lexicon, part)));
}

/** An initial and a listed name of four letters or more, glued: "mgarrido", "okwame", "jsmith". */
const INITIAL_AND_NAME = /^[a-z]{5,20}$/;

/**
 * A handle of one word made of an initial and a listed first name or surname ("mgarrido",
 * "okwame", "lbermudez"), itself no word, tool or place; asked where an account may stand but
 * need not (after "requested by", in a CSV cell), where tools stand too ("by cron", "by hubot").
 */
export function readsAsInitialAndName(value: string): boolean {
  // A listed name whole ("sanjay" of "by sanjay patel") is that name, which the gazetteer reads with what follows.
  return INITIAL_AND_NAME.test(value) && isListedNamePart(value.slice(1)) && !isListedNamePart(value) && readsAsPlainHandle(value);
}

/**
 * A handle of one word where an account stands ("[14:03] jkrausvelt:", "Abierta por: jgarcia"): four
 * letters or more, no dictionary word, log word, service account or listed place.
 */
export function readsAsPlainHandle(value: string): boolean {
  if (!PLAIN.test(value) || SERVICE_ACCOUNTS.has(value) || LOG_WORDS.test(value) || NO_ONE.test(value)) return false;
  const lexicon = getLexicon();
  return !isEnglishWord(lexicon, value, true) && lexicon.phrases.first(value) === -1;
}
