/**
 * Who a pasted terminal session or server log names: the user of a shell prompt
 * (`zkeltrigg@zk-laptop:~/app$ npm test`, `[zkeltrigg@build01 ~]$`), of a web server's access
 * log (`203.0.113.5 - zkeltrigg [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1"`), of sudo's, su's
 * and PAM's log lines, and the account an administration command names (`useradd -m zkeltrigg`,
 * `chown zkeltrigg:staff`, `sudo -u zkeltrigg`), as USERNAME; and the owner a device's default
 * name carries (`Zorvans-MacBook-Pro`, "Zorvan's iPhone"), as PERSON. Developers paste these to
 * ask what went wrong, and an account is most often made of its person's name. Service accounts
 * ("root", "ubuntu", "www-data") are no one's.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import type { Recognizer, Span } from '../types.js';
import { SERVICE_ACCOUNTS } from './username.js';

const SOURCE = 'session-users';
const SCORE = 0.8;
/** An account's name as systems allow it (POSIX's portable characters, 32 at most). */
const ACCOUNT = String.raw`[a-z_][\w.-]{0,31}`;

/**
 * A shell prompt opening its line: a virtualenv's name, "[", then user@host and the prompt's
 * path and sign: bash's `user@host:~/dir$`, Red Hat's `[user@host dir]$`, zsh's `user@host ~ %`.
 */
const PROMPT = new RegExp(
  String.raw`^[ \t]*(?:\([\w.-]+\)[ \t]*)?\[?(${ACCOUNT})@([A-Za-z0-9][\w-]*(?:\.[\w-]+)*)(?::[^\s$#%]*|[ \t][^\n\]]{0,80}\]|[ \t]+[^\s$#%]+)?[ \t]?[$#%](?=[ \t]|$)`,
  'dgm',
);
/** The Common and Combined Log Formats: host, ident, the authenticated user, then the bracketed time. */
const ACCESS_LOG = /^\S+ \S+ ([^\s[\]]{1,64}) \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}\] "/dgm;
/** sudo's, su's and PAM's lines: "sudo: zk : TTY=", "su: (to root) zk on pts/1", "session opened for user zk", "by zk(uid=1000)". */
const AUTH_LOG = new RegExp(
  String.raw`\bsudo(?:\[\d+\])?:[ \t]+(${ACCOUNT})[ \t]+:|\bsu(?:\[\d+\])?:[ \t]+\(to [\w.-]+\)[ \t]+(${ACCOUNT})[ \t]+on\b|\bsession (?:opened|closed) for user (${ACCOUNT})\b|\bby (${ACCOUNT})\(uid=\d+\)`,
  'dg',
);
/** Where a command stands: a line's start, after a prompt's sign, "sudo", "&&", ";" or a backtick; not inside prose ("I use useradd often"). */
const COMMAND_AT = String.raw`(?:^[ \t]*|[$#>][ \t]+|\bsudo[ \t]+|&&[ \t]*|;[ \t]*|\`)`;
/**
 * Commands that name an account: the last word of useradd, adduser, userdel, deluser, usermod,
 * passwd and chage (their options come first), chown's owner, `sudo -u` and `su -`'s user.
 */
const ACCOUNT_COMMAND = new RegExp(
  String.raw`${COMMAND_AT}(?:(?:useradd|adduser|userdel|deluser|usermod|passwd|chage)[ \t][^\n;|&]*?(${ACCOUNT})[ \t]*(?=$|[;|&\n\`'"])|chown[ \t]+(?:-\w+[ \t]+)*(${ACCOUNT})(?::[\w.-]*)?[ \t]|sudo[ \t]+(?:-\w+[ \t]+)*-u[ \t]*(${ACCOUNT})\b|su[ \t]+-l?[ \t]*(${ACCOUNT})\b)`,
  'dgm',
);
/** A device's default name after its owner, as a host name (`Zorvans-MacBook-Pro.local`) or in prose ("Zorvan's iPhone"). */
const DEVICE_OWNER = /\b(\p{Lu}?\p{Ll}{2,20})(?:s-|['’]s[ -])(?:macbook|mbp|imac|mac-mini|mac-studio|iphone|ipad|airpods|apple[ -]watch)/dgiu;
/** Words before a device's name that name no owner: "Users-MacBook", "Office's iPad". */
const NOT_OWNERS: ReadonlySet<string> = new Set(['user', 'users', 'admin', 'office', 'team', 'work', 'dev', 'build', 'test', 'guest', 'home', 'family', 'kid', 'kids']);

function push(spans: Span[], type: string, start: number, end: number): void {
  if (spans.some((span) => span.start < end && start < span.end)) return;
  spans.push({ type, start, end, score: SCORE, source: SOURCE });
}

/** Adds the account of each match's first group that matched, unless it is a service's. */
function collectAccounts(pattern: RegExp, text: string, spans: Span[]): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const group = m.findIndex((value, index) => index > 0 && value !== undefined);
    const bounds = group > 0 ? m.indices?.[group] : undefined;
    const account = group > 0 ? (m[group] ?? '') : '';
    if (bounds === undefined || account === '-' || SERVICE_ACCOUNTS.has(account.toLowerCase())) continue;
    // A command's last word that is an English word is no account ("passwd: password updated successfully").
    if (pattern === ACCOUNT_COMMAND && isEnglishWord(getLexicon(), account, true)) continue;
    push(spans, 'USERNAME', bounds[0], bounds[1]);
  }
}

function collectDeviceOwners(text: string, spans: Span[]): void {
  DEVICE_OWNER.lastIndex = 0;
  for (let m = DEVICE_OWNER.exec(text); m !== null; m = DEVICE_OWNER.exec(text)) {
    const bounds = m.indices?.[1];
    const owner = (m[1] ?? '').toLowerCase();
    // An everyday word ("Work-MacBook", "Old's") is no owner; a name is, listed or not.
    if (bounds === undefined || NOT_OWNERS.has(owner) || isEnglishWord(getLexicon(), owner, true)) continue;
    push(spans, 'PERSON', bounds[0], bounds[1]);
  }
}

/** Creates the recognizer of the users in terminal sessions and server logs, and of devices' owners. */
export function createSessionUsersRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME', 'PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (text.includes('@')) collectAccounts(PROMPT, text, spans);
      if (text.includes('] "')) collectAccounts(ACCESS_LOG, text, spans);
      if (text.includes('sudo') || text.includes('su:') || text.includes('su[') || text.includes(' for user ') || text.includes('(uid=')) collectAccounts(AUTH_LOG, text, spans);
      if (/user|passwd|chage|chown|sudo|su /.test(text)) collectAccounts(ACCOUNT_COMMAND, text, spans);
      if (/mac|mbp|ip[ah]|airpods|watch/i.test(text)) collectDeviceOwners(text, spans);
      return spans;
    },
  };
}
