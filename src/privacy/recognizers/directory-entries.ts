/**
 * People in directory data: LDIF records as `ldapsearch` prints them and directory exports carry
 * them (`dn: uid=zkeltrigg,ou=people,dc=example,dc=com`, then `cn: Zorvan Keltrigg`,
 * `sn: Keltrigg`, `uid: zkeltrigg`), and a distinguished name's common name or user id wherever
 * one is written (a bind DN in a log line: `cn=Zorvan Keltrigg,ou=people,dc=example,dc=com`), a
 * search filter's name or login (`ldapsearch "(cn=Zorvan Keltrigg)"`, `(uid=zkeltrigg)`), and a
 * certificate's subject as OpenSSL prints it (`subject=C = DE, O = Acme, CN = Zorvan Keltrigg`),
 * and an Apple signing identity, a certificate's common name too (`Apple Development: Zorvan
 * Keltrigg (A1B2C3D4E5)`, as `codesign`, `security find-identity` and Xcode's logs print it).
 * The schema (RFC 4519) says which attributes hold a person's names and login, so no name list
 * is asked; a group's or a service's entry (`cn: Domain Admins`, `cn=admin,dc=example`) is no
 * person's and stays, nor is a host's or a CA's certificate (`CN=www.example.com`, `CN=R3`).
 */
import { isEverydayWord, readsAsPersonName } from '../gazetteer/english-words.js';
import { readsAsFullName } from '../gazetteer/full-name.js';
import { ORGANIZATION_SUFFIXES } from '../gazetteer/name-rules.js';
import type { Recognizer, Span } from '../types.js';
import { DAEMON_ACCOUNT, SERVICE_ACCOUNTS } from './username.js';

const SOURCE = 'directory-entries';
const SCORE = 0.9;

/** Attributes of a person's entry that hold a name (lower case): the common and display names, surname, given name. */
const NAME_ATTRIBUTES: ReadonlySet<string> = new Set(['cn', 'commonname', 'displayname', 'sn', 'surname', 'givenname', 'gn', 'gecos', 'fullname']);
/** The attributes of a name's parts: one word each, as written. */
const NAME_PARTS: ReadonlySet<string> = new Set(['sn', 'surname', 'givenname', 'gn']);
/** Attributes that hold the person's login. */
const LOGIN_ATTRIBUTES: ReadonlySet<string> = new Set(['uid', 'userid', 'samaccountname']);
/** Object classes of a person's entry. */
const PERSON_CLASS = /^(?:person|organizationalperson|inetorgperson|posixaccount|shadowaccount|user|residentialperson)$/i;
/**
 * Object classes of what is no person, even among people: Active Directory's computers (also of
 * class "user"), groups and roles, devices and applications.
 */
const THING_CLASS = /^(?:computer|group|groupofnames|groupofuniquenames|posixgroup|organizationalrole|device|applicationprocess|msds-managedserviceaccount|msds-groupmanagedserviceaccount)$/i;
/** Containers whose entries are people (`ou=people`, `ou=Users`); Active Directory's `CN=Users` holds its default groups too. */
const PEOPLE_CONTAINER = /(?:^|,)\s*ou=(?:people|users|staff|employees|accounts|members|students|customers)\s*(?:,|$)/i;
const USERS_CONTAINER = /(?:^|,)\s*cn=users\s*(?:,|$)/i;
/** Logins that are a directory's or a system's own, not a person's. */
const SERVICE_LOGINS: ReadonlySet<string> = new Set([
  ...SERVICE_ACCOUNTS, 'manager', 'ldap', 'readonly', 'krbtgt',
]);
/** A directory's own name: one word joined in capitals ("DnsAdmins", "DefaultAccount"), with "_" or digits ("MSOL_a1b2", "WEB01"). */
const ACCOUNT_SHAPED = /^\S+$|[_\d]/;

/** An entry's line: `attribute: value` (`::` is base64, `:<` a URL, neither read). */
const ATTRIBUTE_LINE = /^([A-Za-z][\w-]*)(?:;[\w-]+)*:(?![:<])[ \t]*(.*)$/;

interface Attribute {
  name: string;
  value: string;
  start: number;
}

/** The value's span, trimmed, when it has a letter (a name) or a login's shape. */
function add(spans: Span[], type: string, value: string, start: number): void {
  const trimmed = value.trim();
  if (!/\p{L}/u.test(trimmed)) return;
  if (type === 'USERNAME' && (SERVICE_LOGINS.has(trimmed.toLowerCase()) || /^svc[_-]/i.test(trimmed) || trimmed.endsWith('$') || !/^[\w.@-]{2,64}$/.test(trimmed))) return;
  const from = start + value.indexOf(trimmed);
  spans.push({ type, start: from, end: from + trimmed.length, score: SCORE, source: SOURCE });
}

/** The attributes of each LDIF entry: from its `dn:` line to the blank line after it; a continuation line (one leading space) joins its value. */
function entriesOf(text: string): Attribute[][] {
  const entries: Attribute[][] = [];
  let entry: Attribute[] | undefined;
  let offset = 0;
  for (const raw of text.split('\n')) {
    const start = offset;
    offset += raw.length + 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') {
      entry = undefined;
      continue;
    }
    // A folded value's continuation (LDIF folds long lines, often inside a name): the value runs on over the fold.
    if (line.startsWith(' ') && entry !== undefined) {
      const last = entry.at(-1);
      if (last !== undefined) last.value = text.slice(last.start, start + line.length);
      continue;
    }
    const m = ATTRIBUTE_LINE.exec(line);
    if (m === null) {
      // A base64 (`::`) or URL (`:<`) value: its folded lines are its own, not the attribute's above.
      entry?.push({ name: '', value: '', start });
      continue;
    }
    const name = (m[1] ?? '').toLowerCase();
    if (name === 'dn') {
      entry = [];
      entries.push(entry);
    }
    const value = m[2] ?? '';
    entry?.push({ name, value, start: start + line.length - value.length });
  }
  return entries;
}

/** Whether an entry is a person's: its object class, a surname or given name, or a container of people in its DN. */
function isPersonEntry(entry: readonly Attribute[]): boolean {
  if (entry.some(({ name, value }) => name === 'objectclass' && THING_CLASS.test(value.trim()))) return false;
  return entry.some(
    ({ name, value }) =>
      (name === 'objectclass' && PERSON_CLASS.test(value.trim())) ||
      name === 'sn' ||
      name === 'givenname' ||
      (name === 'dn' && PEOPLE_CONTAINER.test(value)),
  );
}

function collectEntries(text: string, spans: Span[]): void {
  for (const entry of entriesOf(text)) {
    if (!isPersonEntry(entry)) continue;
    for (const { name, value, start } of entry) {
      if (NAME_PARTS.has(name)) add(spans, 'PERSON', value, start);
      else if (NAME_ATTRIBUTES.has(name)) {
        // A common or display name in a directory's own shape ("WEB01", "MSOL_a1b2", "DnsAdmins") names an account, not its person.
        const written = name === 'gecos' ? (value.split(',')[0] ?? '') : value;
        if (!ACCOUNT_SHAPED.test(written.trim())) add(spans, 'PERSON', written, start);
      }
      else if (LOGIN_ATTRIBUTES.has(name)) add(spans, 'USERNAME', value, start);
    }
  }
}

/**
 * A DN's first component, a common name or a user id, and the rest of the DN (`cn=Zorvan
 * Keltrigg,ou=people,dc=example,dc=com`); an escaped comma (`cn=Keltrigg\, Zorvan`) stays inside.
 */
const DN = /\b(cn|uid)=((?:[^,=+\n"\\]|\\.){1,100}),((?:\s*(?:ou|dc|o|c|l|st|cn)=(?:[^,=+\n"\\]|\\.){1,100},?){1,10})/dgi;

function collectDistinguishedNames(text: string, spans: Span[]): void {
  DN.lastIndex = 0;
  for (let m = DN.exec(text); m !== null; m = DN.exec(text)) {
    const bounds = m.indices?.[2];
    if (bounds === undefined) continue;
    const value = m[2] ?? '';
    const rest = `,${m[3] ?? ''}`;
    const person = PEOPLE_CONTAINER.test(rest);
    const name = value.replace(/\\,/g, ' ').trim();
    if ((m[1] ?? '').toLowerCase() === 'uid') {
      // A login under a container of people ("uid=jenkins,ou=services" is a service's).
      if (person) add(spans, 'USERNAME', value, bounds[0]);
    } else if (readsAsCommonName(name, person, USERS_CONTAINER.test(rest))) {
      add(spans, 'PERSON', value, bounds[0]);
    }
  }
}

/**
 * An LDAP search filter's assertion of a name or a login (RFC 4515): `(cn=Zorvan Keltrigg)`,
 * `(givenName=Zorvan)`, `(uid=zkeltrigg)`, approximate (`~=`) too. A value with a wildcard
 * (`(cn=Zorv*)`, `(cn=*)`) or an escape (`\2a`) is a pattern, not someone's name, and no match;
 * nor is a call's keyword argument (`get_user(uid=user_id)`): a name or a member before it.
 */
const FILTER_ASSERTION = /(?<![\w$.])\((cn|commonName|displayName|sn|surname|givenName|gn|uid|userid|sAMAccountName)~?=([^()*\\\n=,]{1,100}(?:,[ \t]*[^()*\\\n=,]{1,60})?)\)/dgi;
/** A filter's object class or category of people: `(objectClass=person)`, `(objectCategory=user)`. */
const PERSON_FILTER = /\(object(?:class|category)=(?:person|organizationalperson|inetorgperson|posixaccount|user)\)/i;

/**
 * Whether a common or display name, as a DN, a filter or a certificate writes it, reads as a
 * person's: among people, two name-shaped words; else a full name as people write theirs, of two
 * name-shaped words too unless its place says it is an account's (Active Directory's `CN=Users`).
 * "Argocd Repo Server" is none.
 */
function readsAsCommonName(name: string, amongPeople: boolean, fullNameEnough = false): boolean {
  if (!/^\p{Lu}/u.test(name) || ACCOUNT_SHAPED.test(name)) return false;
  return amongPeople ? readsAsPersonName(name, 2) : readsAsFullName(name) && (fullNameEnough || readsAsPersonName(name, 2));
}

/**
 * Whether a filter's login is a placeholder, an example or a variable of code rather than someone's
 * ("(uid=username)", "(uid=test)", "(uid=user_name)", "WHERE (uid=p_uid)"): an everyday word or an
 * id among its parts.
 */
function isPlaceholderLogin(login: string): boolean {
  // (Service logins `add` leaves out itself.)
  if (DAEMON_ACCOUNT.test(login)) return true;
  return login
    .toLowerCase()
    .split(/[._-]/)
    .some((part) => isEverydayWord(part) || part === 'uid' || part === 'id');
}

function collectFilters(text: string, spans: Span[]): void {
  const amongPeople = PERSON_FILTER.test(text);
  FILTER_ASSERTION.lastIndex = 0;
  for (let m = FILTER_ASSERTION.exec(text); m !== null; m = FILTER_ASSERTION.exec(text)) {
    const bounds = m.indices?.[2];
    if (bounds === undefined) continue;
    const attribute = (m[1] ?? '').toLowerCase();
    const value = m[2] ?? '';
    const written = value.trim();
    if (LOGIN_ATTRIBUTES.has(attribute)) {
      if (!isPlaceholderLogin(written)) add(spans, 'USERNAME', value, bounds[0]);
    } else if (NAME_PARTS.has(attribute)) {
      // One word of a name ("(sn=Keltrigg)"), not a test value ("(sn=test)").
      if (/^\p{Lu}[\p{L}'’-]{1,40}$/u.test(written) && readsAsPersonName(written)) add(spans, 'PERSON', value, bounds[0]);
    } else if (readsAsCommonName(surnameLast(written), amongPeople)) add(spans, 'PERSON', value, bounds[0]);
  }
}

/** A name written surname first with a comma, as a filter may (`(cn=Keltrigg, Zorvan)`), in its usual order; else as written. */
function surnameLast(name: string): string {
  const comma = name.indexOf(',');
  return comma < 0 ? name : `${name.slice(comma + 1).trim()} ${name.slice(0, comma).trim()}`;
}

/**
 * An Apple signing identity: the certificate's kind, then its holder's name and team id (`Apple
 * Development: Zorvan Keltrigg (A1B2C3D4E5)`). A development certificate is always a person's;
 * a distribution one is its team's, a company's as often ("Apple Distribution: Acme Labs GmbH
 * (...)"), so its name must read as a person's full name and end in no company's word ("Inc.",
 * "Labs": the company is left to the gazetteer).
 */
const SIGNING_IDENTITY =
  /\b(?:Apple (Development|Distribution)|iPhone (Developer|Distribution)|Mac (Developer|App Distribution|Installer Distribution)|Developer ID (?:Application|Installer)|3rd Party Mac Developer (?:Application|Installer)): ([^()\n"]{2,100}?) \([A-Z0-9]{10}\)/dg;

function collectSigningIdentities(text: string, spans: Span[]): void {
  SIGNING_IDENTITY.lastIndex = 0;
  for (let m = SIGNING_IDENTITY.exec(text); m !== null; m = SIGNING_IDENTITY.exec(text)) {
    const bounds = m.indices?.[4];
    const name = (m[4] ?? '').trim();
    const developers = m[1] === 'Development' || m[2] === 'Developer' || m[3] === 'Developer';
    const company = ORGANIZATION_SUFFIXES.has((name.split(/\s+/).at(-1) ?? '').replace(/\.$/, '').toLowerCase());
    if (bounds !== undefined && !company && readsAsCommonName(name, developers)) add(spans, 'PERSON', m[4] ?? '', bounds[0]);
  }
}

/**
 * An X.509 certificate's subject or issuer as OpenSSL prints it (`subject=C = DE, O = Acme GmbH,
 * CN = Zorvan Keltrigg`, `Issuer: C=US, O=Let's Encrypt, CN=R3`) and its slash form (`subject=
 * /C=DE/O=Acme/CN=Zorvan Keltrigg/emailAddress=...`, `openssl req -subj "/C=DE/CN=..."`): the
 * common name, in capitals as OpenSSL writes it, after the start, a separator or a label.
 */
const CERTIFICATE_CN = /(?:^|[ \t,/"'=:])CN ?= ?([^,/+=\n"]{1,100})/dgm;
/** What says a line's `CN=` is a certificate's: a label, or another component of the name before it (`C=DE, `, `/O=Acme/`). */
const CERTIFICATE_LABEL = /\b(?:subject|issuer|owner)\b|-subj\b/i;
const COMPONENT_BEFORE = /(?:^|[ \t,/"'=:])(?:C|ST|L|O|OU|DC) ?= ?[^=\n]{1,100}[,/] ?$/;

/** Whether the line before a `CN=` at `at` is a certificate's name. */
function inCertificateName(text: string, at: number): boolean {
  // The 300 characters before, cut at the line's start: a search back to the line's start would
  // make a long line of subjects quadratic.
  const window = text.slice(Math.max(0, at - 300), at);
  const before = window.slice(window.lastIndexOf('\n') + 1);
  return CERTIFICATE_LABEL.test(before) || COMPONENT_BEFORE.test(before);
}

function collectCertificateNames(text: string, spans: Span[]): void {
  CERTIFICATE_CN.lastIndex = 0;
  for (let m = CERTIFICATE_CN.exec(text); m !== null; m = CERTIFICATE_CN.exec(text)) {
    const bounds = m.indices?.[1];
    if (bounds === undefined) continue;
    // A hostname, a CA's name or an acronym ("www.example.com", "R3", "Acme Root CA") is no person.
    const value = m[1] ?? '';
    if (readsAsCommonName(value.trim(), false) && inCertificateName(text, m.index + m[0].indexOf('CN'))) add(spans, 'PERSON', value, bounds[0]);
  }
}

/** Creates the recognizer of the people in LDIF entries, distinguished names, search filters, certificates' names and signing identities. */
export function createDirectoryEntriesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON', 'USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (text.includes(': ') && text.includes(' (')) collectSigningIdentities(text, spans);
      // A DN's components and an LDIF entry's first line both have "=" and a component's name: most texts have neither.
      if (!text.includes('=')) return spans;
      if (/^dn:/im.test(text)) collectEntries(text, spans);
      if (/\b(?:cn|uid)=/i.test(text)) collectDistinguishedNames(text, spans);
      if (text.includes('(')) collectFilters(text, spans);
      if (text.includes('CN')) collectCertificateNames(text, spans);
      return spans;
    },
  };
}
