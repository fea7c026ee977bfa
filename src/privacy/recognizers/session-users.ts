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
import { isEnglishWord, readsAsPersonName } from '../gazetteer/english-words.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import { isServiceName, isToolName } from '../gazetteer/tech-names.js';
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
  String.raw`^[ \t]*(?:\([\w.-]+\)[ \t]*)?\[?(${ACCOUNT})@([A-Za-z0-9][\w-]*(?:\.[\w-]+)*)(?::[^\s$#%]*|[ \t][^\n\]]{0,80}\]|[ \t]+[~/][^\s$#%]*)[ \t]?[$#%](?=[ \t]|$)`,
  'dgm',
);
/** A package's version after "@" (`lodash@4.17.21 # pinned`): no host. */
const VERSION = /^\d+(?:\.\d+)*$/;
/** Who a prompt or a log names in examples and images, besides SERVICE_ACCOUNTS: placeholders, dev containers' and CI runners' users. */
const PLACEHOLDER_USERS: ReadonlySet<string> = new Set([
  'username', 'your_username', 'yourusername', 'you', 'me', 'foo', 'dev', 'vscode', 'codespace', 'gitpod', 'runner',
  'kali', 'steam', 'healthcheck', 'newuser', 'myuser', 'testuser',
]);
/** The Common and Combined Log Formats: host, ident, the authenticated user, then the bracketed time; after docker compose's service column or a timestamp too. */
const ACCESS_LOG = /^(?:[\w.-]+[ \t]+\|[ \t]+|\d{4}-\d\d-\d\dT[\d:.]+Z?[ \t]+)?\S+ \S+ ([^\s[\]]{1,64}) \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2}(?:\.\d+)? [+-]\d{4}\] "/dgm;
/**
 * sudo's, su's, PAM's, logind's, sshd's and passwd's lines: "sudo: zk : TTY=", "su: (to root) zk on
 * pts/1", "session opened for user zk", "by zk(uid=1000)", "zk is not in the sudoers file", "[sudo]
 * password for zk:", "New session 3 of user zk.", "Invalid user zk from", "Changing password for zk.";
 * and an application's: "login failed for user zk from 10.2.3.4" (an address or a host after
 * "from": "for user accounts from the panel" is prose), "user zk logged in".
 */
const AUTH_LOG = new RegExp(
  String.raw`\bsudo(?:\[\d+\])?:[ \t]+(${ACCOUNT})[ \t]+:|\bsu(?:\[\d+\])?:[ \t]+\(to [\w.-]+\)[ \t]+(${ACCOUNT})[ \t]+on\b|\bsession (?:opened|closed) for user (${ACCOUNT})\b|\bby (${ACCOUNT})\(uid=\d+\)|\b(${ACCOUNT}) is not in the sudoers file|\[sudo\] password for (${ACCOUNT}):|\bNew session \S+ of user (${ACCOUNT})\b|\bInvalid user (${ACCOUNT}) from\b|\bChanging password for (?:user )?(${ACCOUNT})\b|\bfor user (${ACCOUNT}) from (?=[\d[:]|[\w-]+\.\w)|\b[Uu]ser (${ACCOUNT}) (?:logged (?:in|out|on|off)|signed (?:in|out)|authenticated)\b`,
  'dg',
);
/** The owner of a merged branch in a code host's merge commit: "Merge pull request #12 from zkeltrigg/feature-x". */
const MERGED_BRANCH = /\bMerge pull request #\d+ from ([A-Za-z0-9][A-Za-z0-9-]{0,38})\//dg;
/** Where a command stands: a line's start, after a prompt's sign, "sudo", "&&", ";" or a backtick; not inside prose ("I use useradd often"). */
const COMMAND_AT = String.raw`(?<=^[ \t]*|[$#>][ \t]+|\bsudo[ \t]+|&&[ \t]*|;[ \t]*|\`)`;
/**
 * Commands whose arguments name an account, at a command's place (a look behind, so that "sudo
 * useradd ..." is read as sudo's and as useradd's); their arguments are read word by word.
 */
const ACCOUNT_COMMAND = new RegExp(String.raw`${COMMAND_AT}(useradd|adduser|userdel|deluser|usermod|passwd|chage|gpasswd|chown|sudo|su)(?=[ \t])`, 'gm');
/** The options of useradd, adduser and usermod whose value is the person's full name (GECOS): `-c "Zorvan Keltrigg"`, `--gecos "Zorvan Keltrigg,,,"`. */
const GECOS_OPTIONS: ReadonlySet<string> = new Set(['-c', '--comment', '--gecos']);
/** How much of a command line is read, in characters and in words. */
const MAX_COMMAND = 200;
const MAX_WORDS = 24;
/** Options of these commands that take a value (`-c "Full Name"`, `-G docker`, `--shell /bin/bash`): the value is no account. */
const VALUED_OPTIONS = /^(?:-[cdefgGkKpsuUbhiZ]|-a?G|--(?:comment|home|home-dir|shell|uid|gid|groups|gecos|ingroup|expiredate|inactive|key|password|base-dir|skel|user|group|login|command|chroot|prefix|firstuid|lastuid))$/;
/** A system account's options: a daemon's, not a person's (`useradd -r`, `adduser --system`, a nologin shell). */
const SYSTEM_ACCOUNT = /(?:^|[ \t])(?:-r|-rs|-S|--system)(?=[ \t]|$)|\/(?:nologin|false)\b/;
/** A device's default name after its owner, as a host name (`Zorvans-MacBook-Pro.local`) or in prose ("Zorvan's iPhone"). */
const DEVICE_OWNER = /(?<![\p{L}\p{N}/_.-])(\p{Lu}\p{Ll}{2,20})(?:s-|['’]s[ -])(?:macbook|mbp|imac|mac-mini|mac-studio|iphone|ipad|airpods|apple[ -]watch)/dgiu;
/** Words before a device's name that name no owner: "Users-MacBook", "Office's iPad", a maker's or an app's ("Apple's", "Xcode's iPhone simulator"). */
const NOT_OWNERS: ReadonlySet<string> = new Set([
  'user', 'users', 'admin', 'office', 'team', 'work', 'dev', 'build', 'test', 'guest', 'home', 'family', 'kid', 'kids',
  'apple', 'google', 'xcode', 'jamf', 'microsoft', 'amazon', 'facebook', 'meta', 'samsung', 'verizon', 'intune',
]);

function push(spans: Span[], type: string, start: number, end: number): void {
  if (spans.some((span) => span.start < end && start < span.end)) return;
  spans.push({ type, start, end, score: SCORE, source: SOURCE });
}

/** Whether an account is no one person's: a service's, a placeholder, an image's default user, a bot. */
const isNobody = (account: string): boolean => {
  const key = account.toLowerCase();
  // A bot's or a service's branch and account ("dependabot/npm_and_yarn", "renovate-bot") is no one's either.
  return SERVICE_ACCOUNTS.has(key) || PLACEHOLDER_USERS.has(key) || isServiceName(key) || /bot$|^renovate/.test(key);
};

/** Adds the account of each match's first group that matched, unless it is no one's. */
function collectAccounts(pattern: RegExp, text: string, spans: Span[]): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const group = m.findIndex((value, index) => index > 0 && value !== undefined);
    const bounds = group > 0 ? m.indices?.[group] : undefined;
    const account = group > 0 ? (m[group] ?? '') : '';
    if (bounds === undefined || account === '-' || isNobody(account)) continue;
    // `lodash@4.17.21 # pinned`: a package's version, not a prompt's host.
    if (pattern === PROMPT && VERSION.test(m[2] ?? '')) continue;
    push(spans, 'USERNAME', bounds[0], bounds[1]);
  }
}

/** The words of a command line after the command, quotes kept together, each with its offset; up to the line's or the command's end. */
function argumentsOf(text: string, from: number, firstBareOnly: boolean): { word: string; start: number }[] {
  const words: { word: string; start: number }[] = [];
  const end = Math.min(text.length, from + MAX_COMMAND);
  let at = from;
  while (at < end && words.length < MAX_WORDS) {
    const ch = text[at] as string;
    if (ch === '\n' || ch === ';' || ch === '|' || ch === '&' || ch === '`' || ch === ')') break;
    if (ch === ' ' || ch === '\t') {
      at++;
      continue;
    }
    const start = at;
    if (ch === '"' || ch === "'") {
      const close = text.indexOf(ch, at + 1);
      at = close === -1 || close >= end ? end : close + 1;
    } else {
      while (at < end && !/[\s;|&`)"']/.test(text[at] as string)) at++;
    }
    const word = text.slice(start, at);
    words.push({ word, start });
    // sudo's, su's and chown's account comes before their first other word (an option's value aside).
    if (firstBareOnly && !word.startsWith('-') && !VALUED_OPTIONS.test(words.at(-2)?.word ?? '') && !/^-[a-zA-Z]*u$/.test(words.at(-2)?.word ?? '')) break;
  }
  return words;
}

/**
 * The account a command names: `chown`'s owner (before ":"), `sudo -u`'s and `su -`'s user, the
 * first word of deluser and gpasswd (a group may follow), the last of useradd, adduser, userdel,
 * usermod, passwd and chage; options and their values skipped, system accounts left alone.
 */
function commandAccount(command: string, words: readonly { word: string; start: number }[]): { word: string; start: number } | undefined {
  const bare: { word: string; start: number }[] = [];
  let option = '';
  for (const item of words) {
    if (option !== '') {
      if (command === 'sudo' && (option === '-u' || option === '--user')) return item;
      option = '';
      continue;
    }
    if (item.word.startsWith('-')) {
      // "-u zk", "-iu zk", "--user=zk", "-uzk"
      if (command === 'sudo' && /^(?:-u|--user=)./.test(item.word)) return { word: item.word.replace(/^(?:-u|--user=)/, ''), start: item.start + (item.word.startsWith('-u') ? 2 : 7) };
      if (VALUED_OPTIONS.test(item.word)) option = item.word;
      else if (command === 'sudo' && /^-[a-zA-Z]+u$/.test(item.word)) option = '-u';
      continue;
    }
    // sudo runs a command as root unless "-u" names the user; su's user comes after "-" or "-l".
    if (command === 'sudo') return undefined;
    bare.push(item);
    if (command === 'chown' || command === 'su') break;
  }
  if (command === 'su') return words.some((item) => item.word === '-' || item.word === '-l' || item.word === '--login') ? bare[0] : undefined;
  if (command === 'chown') {
    const owner = bare[0];
    return owner === undefined ? undefined : { word: owner.word.split(':')[0] ?? '', start: owner.start };
  }
  return command === 'deluser' || command === 'gpasswd' ? bare[0] : bare.at(-1);
}

const ACCOUNT_WHOLE = new RegExp(`^${ACCOUNT}$`);

/** The full name of an account's GECOS option, its first comma-separated field, when it reads as a person's. */
function collectGecos(words: readonly { word: string; start: number }[], spans: Span[]): void {
  words.forEach((item, index) => {
    const value = words[index + 1];
    if (!GECOS_OPTIONS.has(item.word) || value === undefined || !/^["']/.test(value.word)) return;
    const name = (value.word.slice(1, -1).split(',')[0] ?? '').trim();
    if (name !== '' && readsAsPersonName(name, 2)) push(spans, 'PERSON', value.start + 1, value.start + 1 + name.length);
  });
}

function collectCommandAccounts(text: string, spans: Span[]): void {
  ACCOUNT_COMMAND.lastIndex = 0;
  for (let m = ACCOUNT_COMMAND.exec(text); m !== null; m = ACCOUNT_COMMAND.exec(text)) {
    const command = m[1] ?? '';
    const words = argumentsOf(text, m.index + m[0].length, command === 'sudo' || command === 'su' || command === 'chown');
    if ((command === 'useradd' || command === 'adduser') && SYSTEM_ACCOUNT.test(words.map((item) => item.word).join(' '))) continue;
    if (command === 'useradd' || command === 'adduser' || command === 'usermod') collectGecos(words, spans);
    const account = commandAccount(command, words);
    if (account === undefined || !ACCOUNT_WHOLE.test(account.word) || isNobody(account.word)) continue;
    // An English word is no account ("passwd: password updated successfully" never gets here; "passwd --help" might).
    if (isEnglishWord(getLexicon(), account.word, true)) continue;
    push(spans, 'USERNAME', account.start, account.start + account.word.length);
  }
}

function collectDeviceOwners(text: string, spans: Span[]): void {
  DEVICE_OWNER.lastIndex = 0;
  for (let m = DEVICE_OWNER.exec(text); m !== null; m = DEVICE_OWNER.exec(text)) {
    const bounds = m.indices?.[1];
    const owner = (m[1] ?? '').toLowerCase();
    // An everyday word ("Work-MacBook", "Old's") is no owner; a name is, listed or not.
    // Capitalised, as a device's default name writes its owner ("accessories-macbook" in a slug is none).
    if (bounds === undefined || !/^\p{Lu}/u.test(m[1] ?? '') || NOT_OWNERS.has(owner) || isToolName(owner) || isServiceName(owner) || isEnglishWord(getLexicon(), owner, true)) continue;
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
      if (/sudo|su:|su\[| for user |\(uid=| of user |Invalid user |Changing password|ser \S+ (?:logged|signed|authenticated)/.test(text)) collectAccounts(AUTH_LOG, text, spans);
      if (text.includes('Merge pull request #')) collectAccounts(MERGED_BRANCH, text, spans);
      if (/user|passwd|chage|chown|sudo|su /.test(text)) collectCommandAccounts(text, spans);
      if (/mac|mbp|ip[ah]|airpods|watch/i.test(text)) collectDeviceOwners(text, spans);
      return spans;
    },
  };
}
