/**
 * Configuration files' assignment lines (INI, .env, .properties, gitconfig, Dockerfile's ENV) and
 * `git config user.name`.
 */
import { nameWords, readsAsPersonName } from '../../gazetteer/english-words.js';
import type { Span } from '../../types.js';
import { AMBIGUOUS_ALONE, AUTHOR_KEYS, COMPANY_ROLE_KEYS, FIELDS, keyOf, knownKey } from './field-keys.js';
import { addBareName, asWrittenName, echoesField, nameCell, NOT_A_PERSON } from './field-values.js';
import { collectField } from './form-lines.js';

/**
 * An assignment alone on its line, as INI, .env, .properties and gitconfig files write them:
 * `CONTACT_NAME=Zorvan Keltrigg`, `first_name = Zorvan`, `\tname = Zorvan Keltrigg` under
 * `[user]`, `user.name=Zorvan Keltrigg`. The key may hold dots, digits and "_"; the value starts
 * with a capital or a digit (code assigns variables in small letters: `city = city`).
 */
const ASSIGNMENT_LINE = /^[ \t]*(?:(?:export|ENV|set)[ \t]+|-[ \t]+)?([\p{L}][\p{L}\p{N}_.-]{0,40}?)[ \t]*=[ \t]*([\p{Lu}\p{N}][^\n]{0,99}?)[ \t]*$/dgmu;
/**
 * The same line with a value of two to four words in small letters (`full_name = maria garcia`,
 * `GIT_AUTHOR_NAME=maria garcia  # me`): read under a person's field or role only, as a full name
 * that reads as one and has a listed name in it ("lorem ipsum", "fname lname" and "tbd tbd" have
 * none), and not under a key that names things as often (`nom`, `nombre`).
 */
const LOWER_CASE_ASSIGNMENT = /^[ \t]*(?:(?:export|ENV|set)[ \t]+|-[ \t]+)?([\p{L}][\p{L}\p{N}_.-]{0,40}?)[ \t]*=[ \t]*(\p{Ll}[\p{Ll}'’-]*(?: \p{Ll}[\p{Ll}'’-]*){1,3})[ \t]*(?:[#;][^\n]*)?$/dgmu;
/** `git config user.name "Zorvan Keltrigg"`: the committer's name, quoted or not. */
const GIT_CONFIG_NAME = /\bgit[ \t]+(?:config\b[^\n]{0,200}?[ \t]|-c[ \t]+)(?:user|author|committer)\.name(?:[ \t]+|=)(?:"([^"\n]{1,100})"|'([^'\n]{1,100})'|(\p{Lu}[^\s]*(?:[ \t]\p{Lu}[^\s]*)*))/dgu;
/** A member's access in a value (`Config.city`, `Country.DE`, `Cities.PARIS`): code, not data. */
const MEMBER_ACCESS = /^[\p{L}_][\p{L}\p{N}_]*\.[\p{L}_]/u;
/** Keys of a message bundle's or a form's texts (`label.first_name=First name`): their values are captions, not data. */
const CAPTION_KEYS: ReadonlySet<string> = new Set(['label', 'labels', 'msg', 'message', 'messages', 'error', 'errors', 'placeholder', 'hint', 'title', 'prompt', 'tooltip', 'text', 'i18n', 'caption', 'heading']);

/** Adds the spans of assignment lines, each read as a form line whose label is the key's last part. */
export function collectAssignments(text: string, spans: Span[]): void {
  ASSIGNMENT_LINE.lastIndex = 0;
  const mailHeader = { known: false as boolean | undefined };
  for (let m = ASSIGNMENT_LINE.exec(text); m !== null; m = ASSIGNMENT_LINE.exec(text)) {
    const value = m[2] ?? '';
    const at = m.indices?.[2];
    if (at === undefined || MEMBER_ACCESS.test(value) || echoesField(m[1] ?? '', value)) continue;
    // "user.name", "GIT_COMMITTER_NAME", "CONTACT_NAME": the last words the recognizer knows are the field, the word before them its record.
    const parts = (m[1] ?? '').split('.');
    if (parts.some((part) => CAPTION_KEYS.has(keyOf(part)))) continue;
    const words = (parts.at(-1) ?? '').split('_').filter((word) => word !== '');
    const count = [words.length, 2, 1].find((n) => n <= words.length && knownKey(words.slice(-n).join(' ')) === keyOf(words.slice(-n).join(''))) ?? words.length;
    const before = words.length > count ? words[words.length - count - 1] : parts.at(-2);
    // A configuration's name field holds a sender's or a service's name as often ("SMTP_FROM_NAME=Acme Billing"): a person's only when it reads as one.
    if (FIELDS.get(knownKey(words.slice(-count).join(' '))) === 'PERSON' && (!readsAsPersonName(asWrittenName(value.trim())) || NOT_A_PERSON.test(value))) continue;
    collectField(text, m.index, words.slice(-count).join(' '), value, at[0], spans, mailHeader, keyOf(before ?? ''));
  }
  LOWER_CASE_ASSIGNMENT.lastIndex = 0;
  for (let m = LOWER_CASE_ASSIGNMENT.exec(text); m !== null; m = LOWER_CASE_ASSIGNMENT.exec(text)) {
    const parts = (m[1] ?? '').split(/[._]/).filter((part) => part !== '');
    const bounds = m.indices?.[2];
    const key = knownKey(parts.join(' '));
    const personal = (FIELDS.get(key) === 'PERSON' || AUTHOR_KEYS.has(key)) && !AMBIGUOUS_ALONE.has(key) && !COMPANY_ROLE_KEYS.has(key);
    if (bounds === undefined || !personal || parts.some((part) => CAPTION_KEYS.has(keyOf(part)))) continue;
    // Title-cased only when it then reads as a person's full name ("first last" and "not provided" stay words).
    const cell = nameCell(m[2] ?? '');
    if (cell !== m[2] && nameWords(cell).some((word) => word.listed)) addBareName(cell, bounds[0], spans);
  }
  GIT_CONFIG_NAME.lastIndex = 0;
  for (let m = GIT_CONFIG_NAME.exec(text); m !== null; m = GIT_CONFIG_NAME.exec(text)) {
    const group = [1, 2, 3].find((n) => m[n] !== undefined) ?? 0;
    const bounds = m.indices?.[group];
    if (bounds !== undefined && readsAsPersonName(asWrittenName(m[group] ?? ''))) addBareName(m[group] ?? '', bounds[0], spans);
  }
}
