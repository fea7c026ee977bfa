/**
 * The people of pasted contact cards and invitations (vCard FN, N and BDAY; iCalendar CN), and of
 * code's credits (a copyright line's holder, an @author tag): found whatever the name lists know,
 * through the default pipeline. Firms, projects and the same words outside the formats stay.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
const found = (text: string): [string, string][] => full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
const check = (t: Test, cases: [string, [string, string][]][]): void => {
  for (const [text, expected] of cases) t.same(found(text), expected, JSON.stringify(text));
};

t.test('a vCard names its person in FN and N and dates their birth in BDAY', async (t) => {
  check(t, [
    [
      'BEGIN:VCARD\nVERSION:3.0\nFN:Obinna Eze\nN:Eze;Obinna;;;\nBDAY:1971-04-03\nEND:VCARD',
      [['PERSON', 'Obinna Eze'], ['PERSON', 'Eze'], ['PERSON', 'Obinna'], ['DATE_OF_BIRTH', '1971-04-03']],
    ],
    // CRLF lines, parameters, additional names with commas, a prefix that is no name
    [
      'BEGIN:VCARD\r\nFN;CHARSET=UTF-8:Wanjiru Kamau\r\nN:Kamau;Wanjiru;Njeri,Achieng;Dr.;\r\nEND:VCARD',
      [['PERSON', 'Wanjiru Kamau'], ['PERSON', 'Kamau'], ['PERSON', 'Wanjiru'], ['PERSON', 'Njeri'], ['PERSON', 'Achieng']],
    ],
  ]);
  // Grouped lines, nicknames, a folded line, an escaped comma inside a part
  check(t, [
    [
      'BEGIN:VCARD\r\nitem1.FN:Obinna Eze\r\nNICKNAME:Obi\r\nN:Eze\\,Jr;Obinna;;;\r\nEND:VCARD',
      [['PERSON', 'Obinna Eze'], ['PERSON', 'Obi'], ['PERSON', 'Eze\\,Jr'], ['PERSON', 'Obinna']],
    ],
    ['BEGIN:VCARD\r\nFN:Chukwuemeka Raghavendra-Subr\r\n amaniam\r\nEND:VCARD', [['PERSON', 'Chukwuemeka Raghavendra-Subr\r\n amaniam']]],
    // a card cut off before its END line
    ['Here is the contact:\nBEGIN:VCARD\nVERSION:3.0\nFN:Obinna Eze', [['PERSON', 'Obinna Eze']]],
  ]);
  // Outside a card, "FN:" and "N:" lines are other things, after one too.
  check(t, [
    ['FN: handler\nN: 42', []],
    ['BEGIN:VCARD\nVERSION:3.0\nEND:VCARD', []],
    ['BEGIN:VCARD\nFN:Obinna Eze\nEND:VCARD\nN: Total Count\nFn: Lambda Callback', [['PERSON', 'Obinna Eze']]],
  ]);
});

t.test('an invitation names its organiser and attendees in CN, on folded lines too', async (t) => {
  check(t, [
    [
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nORGANIZER;CN="Eze, Obinna":mailto:oe@x.ng\nATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=\n TRUE;CN=Raghavendra Subramaniam;X-NUM-GUESTS=0:mailto:rs@example.in\nSUMMARY:Design review\nEND:VEVENT\nEND:VCALENDAR',
      [['PERSON', 'Eze, Obinna'], ['EMAIL', 'oe@x.ng'], ['PERSON', 'Raghavendra Subramaniam'], ['EMAIL', 'rs@example.in']],
    ],
  ]);
  // A name folded onto the next line is masked whole; lower-case parameters count.
  check(t, [
    [
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nATTENDEE;PARTSTAT=ACCEPTED;CN=Chinon\r\n so Adeyemi;X-NUM-GUESTS=0:mailto:ca@x.ng\r\nEND:VEVENT',
      [['PERSON', 'Chinon\r\n so Adeyemi'], ['EMAIL', 'ca@x.ng']],
    ],
    ['BEGIN:VEVENT\nATTENDEE;cn=Obinna Eze:mailto:o@x.ng', [['PERSON', 'Obinna Eze'], ['EMAIL', 'o@x.ng']]],
  ]);
  // An LDAP name outside an invitation is left to the other recognizers; inside one, its CN ends at the comma.
  check(t, [
    ['CN=Domain Admins,OU=Groups,DC=corp,DC=example', []],
    ['BEGIN:VEVENT\nX-REF;CN=Obinna Eze,OU=Users,DC=corp:x', [['PERSON', 'Obinna Eze']]],
  ]);
  // Attendee and organiser lines pasted without their event say what they are.
  check(t, [
    [
      'ATTENDEE;CN=Zorvan Keltrigg;ROLE=REQ-PARTICIPANT:mailto:zk@example.org\nORGANIZER;CN="Quillon Mave":mailto:qm@example.org',
      [['PERSON', 'Zorvan Keltrigg'], ['EMAIL', 'zk@example.org'], ['PERSON', 'Quillon Mave'], ['EMAIL', 'qm@example.org']],
    ],
    ['Our AD group is CN=Users,DC=corp and ATTENDEE is a word here.', []],
  ]);
});

t.test("a copyright line's holder and an @author tag are people when the name reads as one", async (t) => {
  check(t, [
    ['// Copyright (c) 2024 Obinna Eze. All rights reserved.', [['PERSON', 'Obinna Eze']]],
    ['Copyright © 2019-2024 Raghavendra Subramaniam <r@example.in>', [['PERSON', 'Raghavendra Subramaniam'], ['EMAIL', 'r@example.in']]],
    ['Copyright (c) 2024 Obinna Eze All Rights Reserved', [['PERSON', 'Obinna Eze']]],
    [' * @author Wanjiru Kamau', [['PERSON', 'Wanjiru Kamau']]],
    ['Copyright (C) [Chukwuemeka Nwosu](https://example.ng), and others.', [['PERSON', 'Chukwuemeka Nwosu'], ['URL', 'https://example.ng']]],
    ['Copyright 2024 - Obinna Eze', [['PERSON', 'Obinna Eze']]],
    ['Copyright: Obinna Eze', [['PERSON', 'Obinna Eze']]],
    ['(c) 2024 Obinna Eze', [['PERSON', 'Obinna Eze']]],
    ["‘Copyright 2024 Obinna Eze’", [['PERSON', 'Obinna Eze']]],
    ["Copyright 2024 Obinna Eze's team", [['PERSON', 'Obinna Eze']]],
    // An author tag with a colon, and one that names one word: an account, or a first name no list knows.
    ['# @author: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
    ['/**\n * Parses the config.\n * @author zkeltrigg\n */', [['USERNAME', 'zkeltrigg']]],
    ['/** @author Zorvan */', [['PERSON', 'Zorvan']]],
    [' * @author Zorvan <zk@example.org>', [['PERSON', 'Zorvan'], ['EMAIL', 'zk@example.org']]],
  ]);
  // Firms, projects, acronyms and everyday words hold copyrights too.
  check(t, [
    ['Copyright 2009 The Go Authors. All rights reserved.', []],
    ['Copyright 2024 Acme Widgets', []],
    ['Copyright (c) 2013-2019 bl contributors (listed above).', []],
    ['@author IBM', []],
    // one word that is a firm, a project, software, a role or a word
    ['/** @author Google */', []],
    ['/** @author Apache */', []],
    ['/** @author jenkins */', []],
    [' * @author Admin', []],
    [' * @author unknown', []],
    [' * @author Team', []],
    ['(c) Municipal.', []],
    // a contract's clause "(c)", "all rights reserved" in other languages, firms and institutions named after people
    ['(a) the Customer; (b) the Supplier; (c) Personenbezogene Daten are processed', []],
    ['© Tous Droits Réservés', []],
    ['Copyright (c) 2024 Hashicorp Inc', [['ORGANIZATION', 'Hashicorp Inc']]],
    ['(c) Obafemi Awolowo University', [['ORGANIZATION', 'Obafemi Awolowo University']]],
  ]);
});

t.test("a Python module's author and a to-do's owner are credited people", async (t) => {
  check(t, [
    ['__author__ = "Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
    ["__maintainer__ = 'Zorvan Keltrigg'", [['PERSON', 'Zorvan Keltrigg']]],
    ['__author__: str = "Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
    ['__author__ = """Zorvan Keltrigg"""', [['PERSON', 'Zorvan Keltrigg']]],
    // RSS's author: an address, then the name in parentheses (RFC 822's older form)
    ['<author>zk@example.com (Zorvan Keltrigg)</author>', [['EMAIL', 'zk@example.com'], ['PERSON', 'Zorvan Keltrigg']]],
    ['__credits__ = ["Zorvan Keltrigg", "Quillon Varbeck"]', [['PERSON', 'Zorvan Keltrigg']]],
    ['// TODO(zkeltrigg): fix this', [['USERNAME', 'zkeltrigg']]],
    ['TODO(a.rossi): drop the shim', [['USERNAME', 'a.rossi']]],
    ['# FIXME(Zorvan Keltrigg): remove after migration', [['PERSON', 'Zorvan Keltrigg']]],
    ['TODO(zkeltrigg, b/123): x', [['USERNAME', 'zkeltrigg']]],
    // one capitalised name the lists know (a word no list knows is a tool or a word of code as often)
    ['# TODO(Zorvan): fix this', []],
    ['// TODO(Maria): handle nulls', [['PERSON', 'Maria']]],
    ['FIXME(Priya): flaky on CI', [['PERSON', 'Priya']]],
    ['// XXX(Kowalski): remove', [['PERSON', 'Kowalski']]],
  ]);
  // A bug's number, a topic, a version, a team and a service account own no to-do.
  check(t, [
    ['// TODO(#123): fix', []],
    ['# TODO(perf): cache this', []],
    ['TODO(v2): x', []],
    ['TODO(later)', []],
    ['NOTE(b/12345): x', []],
    ['TODO(Data Team)', []],
    ['TODO(root)', []],
    ['noreply@example.com (Acme Team)', [['EMAIL', 'noreply@example.com']]],
    // after review: topics with a version, compounds of words or numbers, tools, lists judged item by item
    ['TODO(issue-42): x', []],
    ['TODO(python3): x', []],
    ['TODO(infra-team): x', []],
    ['TODO(kubectl): x', []],
    ['TODO(js, ts)', []],
    ['TODO(Supabase Auth)', []],
    ['__author__ = "Acme Widgets"', []],
    // one capitalised word that is a topic, an acronym, an identifier, a version, a product, a tool or a word of code
    ['// TODO(Perf): x', []],
    ['// TODO(Security): x', []],
    ['// TODO(API): x', []],
    ['// TODO(Refactor): x', []],
    ['// TODO(V2): x', []],
    ['// TODO(Bug): x', []],
    ['// TODO(React): x', []],
    ['// TODO(Postgres): x', []],
    ['// TODO(UserService): x', []],
    ['// TODO(Prisma): x', []],
    ['// TODO(prisma): x', []],
    ['// TODO(Webpack): x', []],
    ['// TODO(Gpu): x', []],
    ['// TODO(Http): x', []],
    ['// TODO(Parser): x', []],
    ['// TODO(Tokenizer): x', []],
    ['// TODO(Typecheck): x', []],
    ['// TODO(Unimplemented): x', []],
    ['// TODO(Idea): x', []],
    ['// TODO(Unicode): x', []],
    // after the second review: words of code and tools no list knows, and tools named like people
    ['// TODO(Webhook): verify signature', []],
    ['// TODO(Qdrant): x', []],
    ['// TODO(Sanitization): x', []],
  ]);
});

t.test("a directory's person entries and distinguished names name their person and login", async (t) => {
  check(t, [
    [
      'dn: uid=zkeltrigg,ou=people,dc=example,dc=com\nobjectClass: inetOrgPerson\ncn: Zorvan Keltrigg\nsn: Keltrigg\ngivenName: Zorvan\nuid: zkeltrigg\nmail: zk@example.com',
      [['USERNAME', 'zkeltrigg'], ['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Keltrigg'], ['PERSON', 'Zorvan'], ['USERNAME', 'zkeltrigg'], ['EMAIL', 'zk@example.com']],
    ],
    // a folded value runs on over the fold; GECOS's first field is the name
    ['dn: cn=x,ou=people,dc=example\ndisplayName: Chukwuemeka Raghavendra-Subr\n amaniam', [['PERSON', 'Chukwuemeka Raghavendra-Subr\n amaniam']]],
    ['dn: uid=zk,ou=users,dc=corp\ngecos: Zorvan Keltrigg,Room 4,555', [['USERNAME', 'zk'], ['PERSON', 'Zorvan Keltrigg']]],
    // a bind DN in a log line, Active Directory's container
    ['ldap_bind: Invalid credentials (49) for cn=Zorvan Keltrigg,ou=users,dc=corp,dc=local', [['PERSON', 'Zorvan Keltrigg']]],
    ['CN=Zorvan Keltrigg,CN=Users,DC=corp,DC=example,DC=com', [['PERSON', 'Zorvan Keltrigg']]],
  ]);
  // A search filter's name or login: the common, display, given and surname, the user id and Active Directory's account name.
  check(t, [
    ['ldapsearch -x -b "dc=example,dc=com" "(cn=Zorvan Keltrigg)"', [['PERSON', 'Zorvan Keltrigg']]],
    ['ldapsearch -x "(&(objectClass=person)(displayName=Zorvan Keltrigg))"', [['PERSON', 'Zorvan Keltrigg']]],
    ['ldapsearch -x "(sn=Keltrigg)"', [['PERSON', 'Keltrigg']]],
    ['ldapsearch -x "(givenName=Zorvan)"', [['PERSON', 'Zorvan']]],
    ['ldapsearch -x "(uid=zkeltrigg)"', [['USERNAME', 'zkeltrigg']]],
    ['(&(objectCategory=person)(sAMAccountName=zkeltrigg))', [['USERNAME', 'zkeltrigg']]],
    ['(|(cn~=Zorvan Keltrigg)(uid=zk))', [['PERSON', 'Zorvan Keltrigg'], ['USERNAME', 'zk']]],
    // among people, a name the lists know as everyday words too
    ['ldapsearch -x "(&(objectClass=user)(cn=Mark Brown))"', [['PERSON', 'Mark Brown']]],
  ]);
  // Wildcards, empty values, groups, placeholders, service logins and a call's keyword arguments stay.
  check(t, [
    ['ldapsearch -x "(cn=admins)"', []],
    ['ldapsearch -x "(cn=Domain Users)"', []],
    ['ldapsearch -x "(cn=*)"', []],
    ['ldapsearch -x "(cn=Zorv*)"', []],
    ['ldapsearch -x "(cn=)"', []],
    ['(&(objectClass=group)(cn=Backend Team))', []],
    ['(givenName=test)', []],
    ['ldap_user_filter = (uid=%u)', []],
    ['userFilter: (sAMAccountName={0})', []],
    ['(uid=username)', []],
    ['(uid=admin)', []],
    ['(uid=sshd)', []],
    ['(uid=systemd-timesync)', []],
    ['(uid=Debian-snmp)', []],
    ['u = db.find(uid=user_id)', []],
    ['node = Node(cn=conn, sn=serial)', []],
    ['SELECT * FROM users WHERE (uid=p_uid)', []],
  ]);
  // A certificate's subject or issuer, OpenSSL's one-line form, its slash form and `-subj`: a common name that reads as a full name.
  check(t, [
    [
      'subject=C = DE, O = Acme GmbH, CN = Zorvan Keltrigg, emailAddress = zorvan@acme.de',
      [['ORGANIZATION', 'Acme GmbH'], ['PERSON', 'Zorvan Keltrigg'], ['EMAIL', 'zorvan@acme.de']],
    ],
    [
      'subject= /C=DE/O=Acme GmbH/CN=Zorvan Keltrigg/emailAddress=zorvan@acme.de',
      [['ORGANIZATION', 'Acme GmbH'], ['PERSON', 'Zorvan Keltrigg'], ['EMAIL', 'zorvan@acme.de']],
    ],
    ['openssl req -new -subj "/C=DE/ST=Berlin/O=Acme/CN=Zorvan Keltrigg" -key k.pem', [['LOCATION', 'Berlin'], ['PERSON', 'Zorvan Keltrigg']]],
    ['Subject: CN=Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
    // a filter's name written surname first
    ['ldapsearch -x "(cn=Keltrigg, Zorvan)"', [['PERSON', 'Keltrigg, Zorvan']]],
  ]);
  // An Apple signing identity names its developer; a distribution identity may name a company instead.
  check(t, [
    ['Apple Development: Zorvan Keltrigg (A1B2C3D4E5)', [['PERSON', 'Zorvan Keltrigg']]],
    ['codesign -s "Apple Distribution: Zorvan Keltrigg (Q2W3E4R5T6)" MyApp.app', [['PERSON', 'Zorvan Keltrigg']]],
    ['Signing Identity:     "iPhone Developer: Zorvan Keltrigg (7XYZ123ABC)"', [['PERSON', 'Zorvan Keltrigg']]],
    ['  1) 4F3A9C "Apple Distribution: Brightloom Inc. (A1B2C3D4E5)"', [['ORGANIZATION', 'Brightloom Inc']]],
    ['Apple Development: Created via API (A1B2C3D4E5)', []],
    ['(cn=Support, Team)', []],
  ]);
  // Hostnames, CAs' names, acronyms, and "CN=" outside a certificate's name stay.
  check(t, [
    ["Issuer: C=US, O=Let's Encrypt, CN=R3", []],
    ['subject=CN = localhost', []],
    ['subject=C = US, O = Acme, CN = Acme Root CA', []],
    ['subject=O = system:masters, CN = kubernetes-admin', []],
    ['subject=CN = Kubernetes Ingress Controller Fake Certificate', []],
    ['openssl req -x509 -subj "/CN=My Test CA" -nodes', []],
    ['Region CN=Chinese Simplified', []],
  ]);
  // A group's entry, a service's DN and the same attribute names outside an entry stay.
  check(t, [
    ['dn: cn=Domain Admins,ou=groups,dc=example,dc=com\nobjectClass: groupOfNames\ncn: Domain Admins', []],
    ['bind dn="cn=admin,dc=example,dc=org"', []],
    ['uid=admin,ou=system', []],
    ['cn: Zorvan Keltrigg\nsn: Keltrigg', []],
    // after review: Active Directory's computers and groups (of class "user" too), its built-in accounts, a service's
    // login, a certificate's subject of brand words, a base64 value's folded lines
    ['dn: CN=WEB01,OU=Servers,DC=corp\nobjectClass: computer\nobjectClass: user\ncn: WEB01', []],
    ['dn: CN=Domain Admins,CN=Users,DC=corp\nobjectClass: group\ncn: Domain Admins', []],
    ['CN=DnsAdmins,CN=Users,DC=corp,DC=com', []],
    ['uid=jenkins,ou=services,dc=example,dc=com', []],
    ['CN=Argocd Repo Server,O=argoproj', []],
  ]);
  check(t, [
    ['dn: uid=zk,ou=people,dc=x\nsn: Keltrigg\njpegPhoto:: /9j/4AAQ\n DAsKabc\nmail: zk@x.io', [['USERNAME', 'zk'], ['PERSON', 'Keltrigg'], ['EMAIL', 'zk@x.io']]],
  ]);
});

t.test("vCard's JSON form (jCard) names its person like the card", async (t) => {
  check(t, [
    [
      '["vcard",[["version",{},"text","4.0"],["fn",{},"text","Zorvan Keltrigg"],["n",{},"text",["Keltrigg","Zorvan","","Dr.",""]],["bday",{},"date","1980-02-03"]]]',
      [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Keltrigg'], ['PERSON', 'Zorvan'], ['DATE_OF_BIRTH', '1980-02-03']],
    ],
    // a structured name whose additional names and prefixes are lists: the names counted by the list's items
    [
      '["vcard",[["n",{},"text",["Keltrigg","Zorvan",["Ada","Chima"],["Dr","Prof"],["PhD"]]],["tel",{"type":["cell"]},"uri","tel:+33612345678"]]]',
      [['PERSON', 'Keltrigg'], ['PERSON', 'Zorvan'], ['PERSON', 'Ada'], ['PERSON', 'Chima'], ['PHONE', '+33612345678']],
    ],
    ['{"fn": "handler", "n": 3}', []],
    // RDAP's redacted registrant, and "vcard" as a word elsewhere
    ['{"vcardArray":["vcard",[["fn",{},"text","REDACTED FOR PRIVACY"]]]}', []],
    ['{"fields": [["n",{},"text","count"],["fn",{},"text","sum"]], "note": "vcard"}', []],
  ]);
});
