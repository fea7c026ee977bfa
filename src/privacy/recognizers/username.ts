/**
 * Usernames (USERNAME) under their label: "my username is jsmith84", "login: k.weber", `"user":
 * "mrossi"`, "Benutzername: jweber", "nom d'utilisateur : cdupont", "usuario: jgarcia". An
 * account name identifies its person to whoever runs the service, and is often made of the
 * name itself. A bare value needs a digit, a dot, an underscore or a hyphen ("jsmith84",
 * "k.weber"), or a field's ":" or "=" before it and no English word ("username: jsmith"), so
 * "the username is wrong" names no username; references ("$USER", "<username>")
 * and service accounts ("root", "admin") are left alone. The user of a remote login is one too
 * ("ssh siddharth@10.20.30.40").
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import type { Recognizer, Span } from '../types.js';
import { LABEL_SEPARATOR, SEPARATOR_CUE } from './label-separator.js';

const SOURCE = 'username';
const SCORE = 0.8;
/** Sites whose account name is written under the site's name: "my github is kbrooks93", "Telegram: k_weber". */
const ACCOUNT_SITES = 'github|gitlab|twitter|instagram|telegram|discord|tiktok|reddit|bitbucket';
/** Words one of which every label holds, then ":", "=" or "is": the labelled rule runs only where this finds one. */
// Bounded, as secret.ts's cue: "user user user ..." was read to its end from every "user" (15 s at 120 KB).
const CUE = new RegExp(`(?:user|login|benutzer|utilisateur|identifiant|usuario|utente|gebruiker|${ACCOUNT_SITES})[\\w\\u00C0-\\u024F' -]{0,100}${SEPARATOR_CUE}`, 'i');
const LABELLED = new RegExp(
  '(?<![\\p{L}\\p{N}])(?:user[_ -]?name|user(?:[_ -]?id)?|login(?:[_ -]?name)?|benutzer(?:name)?|nom d\'utilisateur|' +
    'identifiant|nombre de usuario|usuario|nome utente|gebruikersnaam|(?:' + ACCOUNT_SITES + ')(?:[_ -]?(?:handle|account|user))?)["\']?' +
    LABEL_SEPARATOR +
    '(?:"([\\w.@+-]{3,64})"|\'([\\w.@+-]{3,64})\'|([\\w.@+-]{3,64}))',
  'giud',
);
/** Accounts of no one person. */
export const SERVICE_ACCOUNTS: ReadonlySet<string> = new Set([
  'root', 'admin', 'administrator', 'guest', 'user', 'test', 'demo', 'anonymous', 'nobody', 'postgres', 'ubuntu', 'default',
  'git', 'ec2-user', 'centos', 'debian', 'pi', 'deploy', 'www-data', 'jenkins', 'vagrant', 'core', 'azureuser', 'opc',
  // Daemons' own accounts in service files and configs ("User=mysql", "user: gitlab").
  'mysql', 'redis', 'nginx', 'apache', 'httpd', 'prometheus', 'grafana', 'gitlab', 'appuser', 'app', 'daemon', 'node', 'docker',
  'elasticsearch', 'mongodb', 'postfix', 'systemd', 'bin', 'sys', 'mail', 'ftp', 'www', 'nobody', 'service', 'backup', 'operator',
  // Databases' own administrators and roles ("Login failed for user 'sa'").
  'sa', 'dbo', 'oracle', 'system', 'rdsadmin', 'replicator',
  // Linux distributions' and packaged servers' own accounts (/etc/passwd, LDAP's posixAccount entries).
  'sshd', 'syslog', 'messagebus', 'polkitd', 'dbus', 'ntp', 'lp', 'man', 'adm', 'irc', 'uucp', 'news', 'proxy', 'list',
  'gnats', 'uuidd', 'tss', 'landscape', 'lxd', 'avahi', 'colord', 'pulse', 'rtkit', 'usbmux', 'dnsmasq', 'tcpdump', 'chrony',
  'named', 'bind', 'squid', 'memcached', 'tomcat', 'jetty', 'zookeeper', 'kafka', 'hadoop', 'hdfs', 'yarn', 'hive', 'airflow',
  'consul', 'vault', 'nomad', 'traefik', 'caddy', 'influxdb', 'telegraf', 'logstash', 'kibana', 'filebeat', 'fluentd',
  'neo4j', 'mssql', 'mariadb', 'mongod', 'couchdb', 'openldap', 'sssd', 'nagios', 'zabbix', 'rabbitmq', 'haproxy',
  'etcd', 'minio', 'clamav', 'sonarqube', 'nexus', 'gitea', 'gitlab-runner', 'mattermost', 'nscd', 'saned', 'geoclue',
]);
/** Accounts named by a daemon's prefix: systemd's (`systemd-timesync`), Debian's (`Debian-snmp`), macOS's (`_spotlight`). */
export const DAEMON_ACCOUNT = /^(?:systemd-|debian-|_)/i;
/** The commands of a remote login, looked for as plain substrings before the regex runs (they are written in small letters). */
const REMOTE_COMMANDS = ['ssh', 'scp', 'sftp', 'mosh', 'rsync'];
/** The login of a remote shell or copy: "ssh siddharth@10.20.30.40", "scp file.txt k.weber@build01:/tmp". */
const REMOTE_LOGIN = /\b(?:ssh|scp|sftp|mosh|rsync|ssh-copy-id)\b[^\n@]{0,80}?(?<=[\s"'])([a-z_][\w.-]{0,31})@[\w-]+(?:\.[\w-]+)*/dgi;
/** The user of an sshd log line: "Accepted publickey for dpatel from 10.20.30.41", "Failed password for invalid user k.weber from". */
const SSHD_USER = /\b(?:Accepted|Failed) (?:publickey|password|keyboard-interactive(?:\/pam)?) for (?:invalid user )?([a-z_][\w.-]{0,31}) from /dg;
/** A value's shape: letters and a digit, dot, underscore or hyphen; not an address (EMAIL's) nor a number only (an id). */
const HANDLE = /^(?=.*[A-Za-z\u00C0-\u024F])(?=.*[\d._-])[\w.+-]+$/;

/**
 * A bare account name in small letters and digits ("jsmith", "mrossi"), which counts after a
 * field's ":" or "=" ("username: jsmith", "Benutzername: mmuster") but not after "is": "the
 * username is wrong" is a sentence, and a form's value is no English word either ("username:
 * required").
 */
const PLAIN_HANDLE = /^[a-z][a-z0-9]{3,31}$/;
const FIELD_SEPARATOR = /[:=][ \t]*$/;
/**
 * What ends a field's value: the line, a comma or semicolon, a wide gap, or the next field's label
 * ("user: jsmith pass: ..."), or the slash before a password ("Login: jsmith / Tr0ub4dor&3"). Words
 * after it make it a chat line's speech ("user: dana mitchell").
 */
const FIELD_END = /^(?:[ \t]*(?:$|[\r\n,;|])|[ \t]{2,}|\t|[ \t]+[\p{L}_-]+[ \t]*[:=]|[ \t]*\/[ \t])/u;

/**
 * A log line's doer written as a person's handle: "unlock requested by=osei.kwarteng", Dutch
 * "aangevraagd door=k.elbaz", "actor=j_smith". Only after a blank (a query's "order_by=created_at"
 * is a column), and only a name's shape, two parts joined by a dot or an underscore.
 */
const LOG_DOER = /(?<=^|[\s(\[])(?:by|door|actor)=(\p{L}[\p{L}\d]*[._]\p{L}[\p{L}\d]*)(?![\p{L}\p{N}_.@-])/dgu;

/** Parts of a column's or a field's name, not a person's: "updated_at", "user_id", "created.by". */
const FIELD_NAME_PARTS: ReadonlySet<string> = new Set(['at', 'id', 'ids', 'by', 'on', 'name', 'date', 'time', 'type', 'count', 'key', 'status', 'ts', 'utc', 'created', 'updated', 'deleted', 'modified']);

function logDoers(text: string, spans: Span[]): void {
  LOG_DOER.lastIndex = 0;
  for (let match = LOG_DOER.exec(text); match !== null; match = LOG_DOER.exec(text)) {
    const bounds = match.indices?.[1];
    const value = (match[1] ?? '').toLowerCase();
    if (bounds === undefined || SERVICE_ACCOUNTS.has(value) || value.split(/[._]/).some((part) => FIELD_NAME_PARTS.has(part))) continue;
    spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
  }
}

function isFieldHandle(text: string, labelStart: number, valueStart: number, value: string): boolean {
  if (!PLAIN_HANDLE.test(value) || !FIELD_SEPARATOR.test(text.slice(labelStart, valueStart))) return false;
  return FIELD_END.test(text.slice(valueStart + value.length, valueStart + value.length + 40)) && !isEnglishWord(getLexicon(), value, true);
}

/** Creates the username recognizer. */
export function createUsernameRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (text.includes('@') && REMOTE_COMMANDS.some((command) => text.includes(command))) remoteLogins(text, spans);
      if (text.includes(' commented') || text.includes(' — ')) copiedThreadAuthors(text, spans);
      if (text.includes(' for ') && text.includes(' from ')) sshdUsers(text, spans);
      if (text.includes('user ') || text.includes('User ')) quotedLogUsers(text, spans);
      if (text.includes('/')) pathUsers(text, spans);
      if (text.includes('by=') || text.includes('door=') || text.includes('actor=')) logDoers(text, spans);
      if (!CUE.test(text)) return spans;
      LABELLED.lastIndex = 0;
      for (let match = LABELLED.exec(text); match !== null; match = LABELLED.exec(text)) {
        const group = [1, 2, 3].find((n) => match[n] !== undefined) ?? 0;
        const indices = match.indices?.[group];
        if (indices === undefined) continue;
        const [start] = indices;
        // A bare value loses the sentence's end: "my username is jsmith84."
        const raw = match[group] ?? '';
        const value = group === 3 ? raw.replace(/[.-]+$/, '') : raw;
        // Quoted, as in JSON or code, any account name counts ("user": "mrossi").
        const shaped =
          group === 3 ? HANDLE.test(value) || isFieldHandle(text, match.index, start, value) : /^[\w.+-]+$/.test(value) && /\p{L}/u.test(value);
        if (!shaped || SERVICE_ACCOUNTS.has(value.toLowerCase())) continue;
        if (spans.some((span) => span.start === start)) continue;
        spans.push({ type: 'USERNAME', start, end: start + value.length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}

/**
 * The quoted user of a database's or server's log line: SQL Server's "Login failed for user
 * 'obinna.eze'", PostgreSQL's 'password authentication failed for user "venkatesh"', MySQL's
 * "Access denied for user 'chidinma'@'localhost'", "connection authorized: user=..." aside.
 */
const QUOTED_LOG_USER = /\b(?:(?:for|by|of) user|[Uu]ser) (?:"([\w.@+-]{2,64})"|'([\w.@+-]{2,64})')/dg;

/**
 * An account's handle in a path, as web apps and APIs route to a user's page: "GET
 * /api/users/k.weber/profile", "/u/kweber", "/people/k-weber", "/~kweber". A route's parameter (`:id`,
 * `{id}`), a number and the app's own words after it ("me", "new", "settings") are no one's.
 */
const PATH_USER = /\/(?:(?:users|user|u|people|profiles?|members?|accounts?|authors?)\/|~)([A-Za-z][\w.-]{1,38}[A-Za-z\d])(?=[/?#\s"'`)]|$)/dg;
const ROUTE_WORDS: ReadonlySet<string> = new Set([
  'me', 'self', 'current', 'new', 'edit', 'create', 'delete', 'update', 'search', 'list', 'index', 'settings', 'profile',
  'login', 'logout', 'signup', 'register', 'all', 'admin', 'api', 'id', 'details', 'show', 'view', 'info', 'stats', 'count',
  'export', 'import', 'bulk', 'batch', 'active', 'inactive', 'online', 'invite', 'invitations', 'roles', 'groups', 'lib',
  'bin', 'local', 'share', 'include', 'src', 'data', 'docs', 'home', 'public', 'static', 'assets',
]);

/** Handles in paths under a page of users, except routes' words and service accounts. */
function pathUsers(text: string, spans: Span[]): void {
  PATH_USER.lastIndex = 0;
  for (let m = PATH_USER.exec(text); m !== null; m = PATH_USER.exec(text)) {
    const handle = m[1] ?? '';
    const bounds = m.indices?.[1];
    const key = handle.toLowerCase();
    if (bounds === undefined || ROUTE_WORDS.has(key) || SERVICE_ACCOUNTS.has(key) || DAEMON_ACCOUNT.test(handle)) continue;
    // A file or a version under the folder ("/users/guide.md", "/u/v2"): no one's handle.
    if (/\.(?:md|html?|json|js|ts|php|py|txt|xml|ya?ml|png|jpe?g|svg|css)$/i.test(handle) || /^v\d+$/i.test(handle)) continue;
    spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
  }
}

/** The quoted users of log lines, except service accounts. */
function quotedLogUsers(text: string, spans: Span[]): void {
  QUOTED_LOG_USER.lastIndex = 0;
  for (let m = QUOTED_LOG_USER.exec(text); m !== null; m = QUOTED_LOG_USER.exec(text)) {
    const group = m[1] === undefined ? 2 : 1;
    const bounds = m.indices?.[group];
    if (bounds === undefined || SERVICE_ACCOUNTS.has((m[group] ?? '').toLowerCase())) continue;
    if (spans.some((span) => span.start === bounds[0])) continue;
    spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
  }
}

/** The users of sshd's log lines, except service accounts. */
function sshdUsers(text: string, spans: Span[]): void {
  SSHD_USER.lastIndex = 0;
  for (let m = SSHD_USER.exec(text); m !== null; m = SSHD_USER.exec(text)) {
    const bounds = m.indices?.[1];
    if (bounds === undefined || SERVICE_ACCOUNTS.has((m[1] ?? '').toLowerCase())) continue;
    spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
  }
}

/** The user of every remote login in the text, except service accounts ("git@github.com", "ubuntu@"). */
function remoteLogins(text: string, spans: Span[]): void {
  REMOTE_LOGIN.lastIndex = 0;
  for (let m = REMOTE_LOGIN.exec(text); m !== null; m = REMOTE_LOGIN.exec(text)) {
    const bounds = m.indices?.[1];
    const user = m[1] ?? '';
    if (bounds === undefined || SERVICE_ACCOUNTS.has(user.toLowerCase())) continue;
    spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
  }
}

/**
 * Who wrote the comments of a copied GitHub thread ("**patience-adjei** commented:", "mansourl
 * commented on Mar 3") and the messages of a copied Discord channel ("miller_f — Today at 21:15",
 * "mod_kavya — 03/12/2024 9:41 PM", "maëlle — Today at 12:03"): the handle opens its line.
 */
const THREAD_AUTHOR = /^[ \t>]*(\*\*)?([\p{L}\p{N}][\p{L}\p{N}_.-]{1,38})\1 (?:commented(?::| on (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|\d)| \d+ (?:minutes?|hours?|days?|weeks?|months?|years?) ago)|— (?:(?:Today|Yesterday|Heute|Gestern|Aujourd'hui|Hier|Hoy|Ayer|Oggi|Ieri|Vandaag|Gisteren) (?:at|um|à|a las|alle|om) \d{1,2}[:.]\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4},? \d{1,2}:\d{2})\b)/gmu;
/** A handle as written: in bold, or with a mark no prose word has (lower-case start, digit, "_", "-", "."); accents too ("maëlle"). */
const HANDLE_WRITTEN = /^[\p{Ll}\p{N}]|[0-9_.-]/u;

function copiedThreadAuthors(text: string, spans: Span[]): void {
  THREAD_AUTHOR.lastIndex = 0;
  for (let m = THREAD_AUTHOR.exec(text); m !== null; m = THREAD_AUTHOR.exec(text)) {
    const handle = m[2] ?? '';
    if (SERVICE_ACCOUNTS.has(handle.toLowerCase()) || /bot$|\[bot\]$/i.test(handle)) continue;
    // "He commented:", "Customer commented:": a capitalised word in plain text is the sentence's subject.
    if (m[1] === undefined && !HANDLE_WRITTEN.test(handle)) continue;
    const start = m.index + m[0].indexOf(handle, (m[0].length - m[0].trimStart().length) + (m[1]?.length ?? 0));
    spans.push({ type: 'USERNAME', start, end: start + handle.length, score: SCORE, source: SOURCE });
  }
}
