/**
 * Accounts as the values of a person's field (USERNAME): "Reviewed-by: ngovira.ezevar",
 * "| Bearbeiter: sverrine.lindhvarr |", "On-call: hunter.ellis (primary), grace-t (secondary)",
 * "users: [m.hadravim, s.oyelowo]", "owner = hoffvander.s", "Author: ftullomar <ftullomar@...>",
 * "Posted by dravik_volmer". Tickets, trailers, on-call configs and forum exports name people by
 * their account; labelled-fields reads a name written as one there, this the account.
 *
 * The key must be a role only people fill (field-keys.ts `AUTHOR_KEYS`, and the plural lists of
 * configs: users, members, owners), the value in small letters, and each item read as a person's
 * account (handle-shape.ts). A one-word account counts as an initial and a listed surname
 * ("jgarcia", "tmarquez"), before its address in angle brackets, as git writes an author, or as
 * the one value of a key of one account ("user=mbianchi", `"author": "yanquist"`).
 */
import { getLexicon, isListedSurname } from '../gazetteer/lexicon.js';
import type { Recognizer, Span } from '../types.js';
import { readsAsHandle, readsAsInitialAndName, readsAsPlainHandle } from './handle-shape.js';
import { AUTHOR_KEYS, keyOf } from './labelled-fields/field-keys.js';

const SOURCE = 'handle-fields';
const SCORE = 0.8;

/** The lists of people a config or a roster writes under a plural key. */
const LIST_KEYS: ReadonlySet<string> = new Set([
  'users', 'members', 'owners', 'reviewers', 'assignees', 'maintainers', 'approvers', 'watchers', 'admins', 'oncall', 'escalation',
]);
/**
 * What a label's key may stand after on its line: another field's end, a bracket, a quote's or a
 * list's mark, or a prefixed key's "/" (Kubernetes' "change.company.io/approved-by: ...").
 */
const KEY_STARTS = ['|', ';', ',', '(', '[', '{', '>', '*', '•', '/'];
/** Verbs whose "by" names an account: "Posted by dravik_volmer", "merged by r.dekker", "exported by r.achebe". */
const BY_VERB =
  /(?:posted|commented|written|reviewed|opened|closed|created|assigned|reported|merged|approved|edited|submitted|raised|uploaded|shared|requested|triggered|started|pushed|signed|exported|updated|modified|changed|maintained|authored|added|fixed|filed|logged|sent)[ \t]+by[ \t]+$/i;
/** The same in the other five languages: "Modificato da f.derossi", "modifié par j.morel", "geändert von t.nguyen". */
const OTHER_BY_VERBS: readonly (readonly [by: string, verbs: RegExp])[] = [
  [' da ', /(?:modificato|creato|scritto|aggiunto|segnalato|aperto|approvato|esportato|aggiornato)[ \t]+da[ \t]+$/i],
  [' par ', /(?:modifié|créé|écrit|ajouté|signalé|ouvert|approuvé|exporté|mis à jour)[ \t]+par[ \t]+$/i],
  [' von ', /(?:geändert|erstellt|geschrieben|hinzugefügt|gemeldet|eröffnet|genehmigt|exportiert|aktualisiert)[ \t]+von[ \t]+$/i],
  [' por ', /(?:modificado|creado|escrito|añadido|reportado|abierto|aprobado|exportado|actualizado)[ \t]+por[ \t]+$/i],
  [' door ', /(?:gewijzigd|aangemaakt|geschreven|toegevoegd|gemeld|geopend|goedgekeurd|geëxporteerd|bijgewerkt)[ \t]+door[ \t]+$/i],
];
/**
 * Keys of who holds a ticket or a change: "Current owner: jpkowalski". A team holds one as often
 * ("Owner: brondavel"), so the value must read as an account by its shape.
 */
const OWNER_KEYS: ReadonlySet<string> = new Set(['owner', 'currentowner', 'ticketowner', 'ownedby']);
/**
 * Keys of who ran a log's session or applied a change, whose value tools write as an account, one
 * word no list knows too: "Log opr: tkhalvorn", "last-applied-by: \"tcastellanos\"".
 */
const OPERATOR_KEYS = ['operator', 'opr', 'logopr', 'logoperator', 'approvedby', 'appliedby', 'lastappliedby', 'deployedby'];

/** Keys of who last changed a file or a record, in code comments' headers: "geändert: t.nguyen", "modified: a.rossi". */
const EDITOR_KEYS: ReadonlySet<string> = new Set([
  'changed', 'modified', 'edited', 'updated', 'changedby', 'modifiedby', 'editedby', 'updatedby', 'lastmodifiedby', 'exportedby',
  'geändert', 'geaendert', 'bearbeitet', 'modificato', 'modifié', 'modificado', 'gewijzigd',
]);
/** An item of the value: the account, then a note in brackets or an address in angle brackets. */
const ITEM = /["']?([a-z][a-z0-9._-]{2,40}?)["']?(?=[ \t]*(?:\([^()\n]{0,40}\)|<[^<>\n]{3,80}>)?[ \t]*(?:[,;|\]})\r\n]|$))/y;
/** The account after a verb's "by": a handle with a separator, nothing of a path or an address glued on. */
const BY_ITEM = /([a-z][a-z0-9]*(?:[._-][a-z0-9]+){1,2})(?![\p{L}\p{N}_@/-]|\.[\p{L}\p{N}])/uy;
/** A plain account after a verb's "by": "requested by okwame", "approved by mgarrido." */
const PLAIN_BY_ITEM = /([a-z]{5,20})(?![\p{L}\p{N}_@/-]|\.[\p{L}\p{N}])/uy;
const ITEM_TAIL = /[ \t]*(?:\([^()\n]{0,40}\)|(<[^<>\n]{3,80}>))?[ \t]*/y;

/** Whether a one-word account reads as one or two initials and a listed surname ("jgarcia", "mbianchi", "jpkowalski"). */
function readsAsInitialAndSurname(value: string): boolean {
  if (value.length < 5 || !readsAsPlainHandle(value)) return false;
  const lexicon = getLexicon();
  return isListedSurname(lexicon, value.slice(1)) || (value.length >= 8 && isListedSurname(lexicon, value.slice(2)));
}

/** The key a field's separator at `at` closes, from the line's start (`lineStart`) or the field before it. */
function keyBefore(text: string, at: number, lineStart: number): string | undefined {
  let start = Math.max(lineStart, at - 32);
  const window = text.slice(start, at);
  // A log's "user=mbianchi": the word glued to "=" is the key, wherever on the line.
  if (text[at] === '=' && text[at - 1] !== ' ') return keyOf(/[\p{L}_-]+$/u.exec(window)?.[0] ?? '');
  const cut = Math.max(...KEY_STARTS.map((mark) => window.lastIndexOf(mark)));
  if (cut !== -1) start += cut + 1;
  // A key longer than the window, or glued to more text, is none of a person's fields.
  else if (start !== lineStart) return undefined;
  const label = text.slice(start, at).replace(/^[\s"'*•-]+|["'\s]+$/g, '');
  return /^[\p{L}][\p{L} _-]{0,30}$/u.test(label) ? keyOf(label) : undefined;
}

/**
 * Keys of one account that code and logs write ("user=mbianchi", `"author": "yanquist"`): their
 * value is an account even as one word no list knows.
 */
const ACCOUNT_KEYS: ReadonlySet<string> = new Set([
  'author', 'committer', 'user', 'login', 'reviewer', 'assignee', 'reporter', ...OPERATOR_KEYS,
]);

/** Adds the accounts of the value starting at `from`; the first item must read as one. */
function addItems(text: string, from: number, spans: Span[], account: boolean): void {
  let at = from;
  while (text[at] === ' ' || text[at] === '\t' || text[at] === '[') at++;
  for (let first = true; ; first = false) {
    ITEM.lastIndex = at;
    const item = ITEM.exec(text);
    if (item === null) return;
    const handle = item[1] as string;
    const start = at + item[0].indexOf(handle);
    ITEM_TAIL.lastIndex = at + item[0].length;
    const tail = ITEM_TAIL.exec(text);
    const address = tail?.[1] !== undefined;
    // "Author: jsmith42 <jsmith42@users.noreply.github.com>": the account its own address spells, whatever its shape.
    const ownAddress = address && (tail?.[1] ?? '').toLowerCase().startsWith(`<${handle.toLowerCase()}@`);
    const reads = readsAsHandle(handle) || readsAsInitialAndSurname(handle) || ownAddress || ((address || (account && first)) && readsAsPlainHandle(handle));
    if (!reads && first) return;
    if (reads) spans.push({ type: 'USERNAME', start, end: start + handle.length, score: SCORE, source: SOURCE });
    at = ITEM_TAIL.lastIndex;
    if (text[at] !== ',' && text[at] !== ';') return;
    at++;
    while (text[at] === ' ' || text[at] === '\t') at++;
  }
}

/** A field's separator. */
const SEPARATOR = /[:=]/g;

/** Creates the recognizer of accounts under a person's field. */
export function createHandleFieldsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // The line's start is carried along: searched back from each separator, a long line cost the square of its length.
      let lineStart = 0;
      let newline = text.indexOf('\n');
      SEPARATOR.lastIndex = 0;
      for (let found = SEPARATOR.exec(text); found !== null; found = SEPARATOR.exec(text)) {
        // ":" or "=" closing a key, then a value in small letters.
        const at = found.index;
        while (newline !== -1 && newline < at) {
          lineStart = newline + 1;
          newline = text.indexOf('\n', lineStart);
        }
        let value = at + 1;
        while (text[value] === ' ' || text[value] === '\t' || text[value] === '[' || text[value] === '"' || text[value] === "'") value++;
        const next = text.charCodeAt(value);
        if (!(next >= 97 && next <= 122)) continue;
        const key = keyBefore(text, at, lineStart);
        if (key === undefined) continue;
        if (AUTHOR_KEYS.has(key) || AUTHOR_KEYS.has(key.replace(/s$/, '')) || LIST_KEYS.has(key) || EDITOR_KEYS.has(key) || ACCOUNT_KEYS.has(key) || OWNER_KEYS.has(key)) addItems(text, at + 1, spans, ACCOUNT_KEYS.has(key));
      }
      for (const [by, verbs] of [[' by ', BY_VERB] as const, ...OTHER_BY_VERBS]) {
        for (let at = text.indexOf(by); at !== -1; at = text.indexOf(by, at + 1)) {
          const value = at + by.length;
          if (!verbs.test(text.slice(Math.max(0, at - 14), value))) continue;
          BY_ITEM.lastIndex = value;
          const handle = BY_ITEM.exec(text)?.[1];
          if (handle !== undefined && readsAsHandle(handle)) {
            spans.push({ type: 'USERNAME', start: value, end: value + handle.length, score: SCORE, source: SOURCE });
            continue;
          }
          PLAIN_BY_ITEM.lastIndex = value;
          const plain = PLAIN_BY_ITEM.exec(text)?.[1];
          if (plain !== undefined && readsAsInitialAndName(plain)) spans.push({ type: 'USERNAME', start: value, end: value + plain.length, score: SCORE, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
