/** Usernames under their label in six languages, and the authors of copied threads; words, references and service accounts are not. Travel records' names. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createNameHandlesRecognizer, createPassengerNameRecognizer, createSessionUsersRecognizer, createUsernameRecognizer } from '../../src/privacy/recognizers/index.js';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';

const analyzer = createAnalyzer({ recognizers: [createUsernameRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ['My username is jsmith84 and my password is hunter2.', ['jsmith84']],
  ['My username is jsmith84.', ['jsmith84']],
  ['login: k.weber', ['k.weber']],
  ['{"user": "mrossi", "plan": "pro"}', ['mrossi']],
  ['Benutzername: j_weber', ['j_weber']],
  ["nom d'utilisateur : cdupont.75", ['cdupont.75']],
  ['usuario: jgarcia_88', ['jgarcia_88']],
  ['gebruikersnaam: pdevries1', ['pdevries1']],
  // The user of a remote login; not a service account.
  ['ssh siddharth@10.20.30.40', ['siddharth']],
  ['ssh -p 2222 jdoe@bastion', ['jdoe']],
  ['rsync -avz ./dist/ deploy@web1:/var/www', []],
  // The quoted user of a database's or server's log line; not its own administrator.
  ["Login failed for user 'obinna.eze'. Reason: Password did not match.", ['obinna.eze']],
  ['FATAL:  password authentication failed for user "venkatesh"', ['venkatesh']],
  ["ERROR 1045 (28000): Access denied for user 'chidinma'@'localhost' (using password: YES)", ['chidinma']],
  ["Login failed for user 'sa'.", []],
  ["User 'zkeltrigg' not found", ['zkeltrigg']],
  ["User 'admin' not found", []],
  // A handle in a path under a page of users; not a route's parameter, a number or the app's own words.
  ['GET /api/users/zorvan.keltrigg/profile 200', ['zorvan.keltrigg']],
  ['See https://intranet/~zkeltrigg and /u/zkeltrigg', ['zkeltrigg', 'zkeltrigg']],
  ["app.get('/users/:id', handler); POST /api/v1/users/1234/roles; /users/new /users/me /users/guide.md", []],
  ['password authentication failed for user "postgres"', []],
  ['git clone git@github.com:org/repo.git', []],
  ['The username is wrong.', []],
  ['user: root', []],
  ['username=$USER', []],
  ['user_id: 48213', []],
  ['username: maria@gmail.com', []],
  ['{"role": "user", "content": "Hi"}', []],
  // A plain handle after a field's ":" or "="; after "is", or an English word, it is a sentence.
  ['username: jsmith', ['jsmith']],
  ['Benutzername: mmuster', ['mmuster']],
  ['user=kweber', ['kweber']],
  ['username: required', []],
  ['The username is jsmith', []],
  ['Username: admin', []],
  ['user: jsmith, plan: pro', ['jsmith']],
  // a chat line's speaker, whose words follow
  ["bot: what's the name on the account? user: dana mitchell", []],
  ['User=mysql', []],
  ['user: gitlab', []],
  ['Login: jsmith / Tr0ub4dor&3', ['jsmith']],
];

t.test('usernames', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});

t.test('the authors of a copied GitHub thread and Discord channel; travel records\' names', async (t) => {
  const both = createAnalyzer({ recognizers: [createUsernameRecognizer(), createPassengerNameRecognizer()] });
  const found = (text: string): string[] => both.analyze(text).map((span) => `${span.type}:${text.slice(span.start, span.end)}`);
  t.same(found('**patience-adjei** commented:\nThanks!'), ['USERNAME:patience-adjei']);
  t.same(found('mansourl commented on Mar 3, 2024'), ['USERNAME:mansourl']);
  t.same(found('miller_f — Today at 21:15\nok'), ['USERNAME:miller_f']);
  t.same(found('maëlle — Today at 12:03\ncan someone bump the wheels?'), ['USERNAME:maëlle']);
  t.same(found('dependabot commented on Mar 3'), []);
  t.same(found('Everyone commented on the plan'), []);
  t.same(found('He commented: the fix looks wrong.\nReminder — Today is the last day.'), []);
  t.same(found('PASSENGER 1: NASSER/TARIQ MR'), ['PERSON:NASSER/TARIQ']);
  t.same(found('Passenger name: OFORI-ATTA/KWABENA'), ['PERSON:OFORI-ATTA/KWABENA']);
  // Middle names before the title or the entry's end, two-letter given names before a personal title.
  t.same(found('NASSER/TARIQ AHMED MR'), ['PERSON:NASSER/TARIQ AHMED']);
  t.same(found('Passenger: NASSER/TARIQ AHMED, seat 12A'), ['PERSON:NASSER/TARIQ AHMED']);
  t.same(found('LI/NA MS'), ['PERSON:LI/NA']);
  t.same(found('PASSENGER SMITH/JOHN CONFIRMED ON FLIGHT 12'), ['PERSON:SMITH/JOHN']);
  t.same(found('Our CI/CD DR plan'), []);
  t.same(found('Please review the CI/CD MR'), [], 'a merge request');
  // The title first, as a booking lists its travellers: it goes with the name.
  t.same(found(' 1. MR OKONJO/EMEKA CHIDI\n 2. MS LINDGREN/ASTRID'), ['PERSON:MR OKONJO/EMEKA CHIDI', 'PERSON:MS LINDGREN/ASTRID']);
  t.same(found('see MR TCP/IP'), []);
  // Accounts under a site's name, and sshd's log lines.
  t.same(found('my github is kbrooks93'), ['USERNAME:kbrooks93']);
  t.same(found('Telegram: k_weber'), ['USERNAME:k_weber']);
  t.same(found('We use GitHub: it is great'), []);
  t.same(found('Accepted publickey for dpatel from 10.20.30.41 port 22'), ['USERNAME:dpatel']);
  t.same(found('Failed password for invalid user k.weber from 10.0.0.1'), ['USERNAME:k.weber']);
  t.same(found('Failed password for root from 10.0.0.1'), []);
  t.same(found('{"name": "build", "proto": "TCP/IP", "stage": "CI/CD", "enc": "UTF/ASCII"}'), []);
  t.same(found('We use TCP/IP and AC/DC'), []);
  t.same(found('"sources":["SRC/FOO.JS"],"names":[]'), []);
});

t.test("terminal sessions' and server logs' users, and a device's owner", async (t) => {
  const sessions = createAnalyzer({ recognizers: [createSessionUsersRecognizer()] });
  const spans = (text: string): [string, string][] => sessions.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
  const cases: [string, [string, string][]][] = [
    // shell prompts of bash, Red Hat, a virtualenv and zsh; the owner a Mac's default name carries
    ['zkeltrigg@zk-laptop:~/projects$ ls -la', [['USERNAME', 'zkeltrigg']]],
    ['[zkeltrigg@build01 ~]$ sudo systemctl restart nginx', [['USERNAME', 'zkeltrigg']]],
    ['(venv) zkeltrigg@zk-laptop:~/app$ pytest', [['USERNAME', 'zkeltrigg']]],
    ['zorvan@Zorvans-MacBook-Pro ~ % git status', [['USERNAME', 'zorvan'], ['PERSON', 'Zorvan']]],
    ["AirDrop to Zorvan's iPhone failed", [['PERSON', 'Zorvan']]],
    // an access log's authenticated user, sudo's, su's and PAM's
    ['203.0.113.5 - zkeltrigg [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326', [['USERNAME', 'zkeltrigg']]],
    ['sudo: zkeltrigg : TTY=pts/0 ; USER=root ; COMMAND=/bin/ls', [['USERNAME', 'zkeltrigg']]],
    ['su: (to root) zkeltrigg on pts/1', [['USERNAME', 'zkeltrigg']]],
    ['pam_unix(sudo:session): session opened for user root by zkeltrigg(uid=1000)', [['USERNAME', 'zkeltrigg']]],
    // the account an administration command names
    ['sudo useradd -m -s /bin/bash zkeltrigg', [['USERNAME', 'zkeltrigg']]],
    ['usermod -aG docker zkeltrigg', [['USERNAME', 'zkeltrigg']]],
    ['chown zkeltrigg:staff file.txt', [['USERNAME', 'zkeltrigg']]],
    ['sudo -u zkeltrigg psql', [['USERNAME', 'zkeltrigg']]],
    ['$ su - zkeltrigg', [['USERNAME', 'zkeltrigg']]],
    ['Run `sudo useradd -m zorvan` then', [['USERNAME', 'zorvan']]],
    // after review: options and their values are skipped, a GECOS comment names the person, deluser's group is none
    ['sudo useradd -m -c "Zorvan Keltrigg" zkeltrigg', [['PERSON', 'Zorvan Keltrigg'], ['USERNAME', 'zkeltrigg']]],
    ['sudo adduser zkeltrigg --gecos "Zorvan Keltrigg,,,"', [['USERNAME', 'zkeltrigg'], ['PERSON', 'Zorvan Keltrigg']]],
    ['deluser zkeltrigg sudo', [['USERNAME', 'zkeltrigg']]],
    ['sudo -iu zkeltrigg', [['USERNAME', 'zkeltrigg']]],
    // more log lines: docker compose's column, milliseconds, sudoers, logind, sshd, passwd; a merged branch's owner
    ['web_1  | 203.0.113.5 - zkeltrigg [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 1', [['USERNAME', 'zkeltrigg']]],
    ['203.0.113.5 - zkeltrigg [10/Oct/2024:13:55:36.123 +0000] "GET / HTTP/1.1" 200 1', [['USERNAME', 'zkeltrigg']]],
    ['sudo: zkeltrigg is not in the sudoers file', [['USERNAME', 'zkeltrigg']]],
    ['[sudo] password for zkeltrigg:', [['USERNAME', 'zkeltrigg']]],
    ['systemd-logind[1]: New session 3 of user zkeltrigg.', [['USERNAME', 'zkeltrigg']]],
    ['sshd[22]: Invalid user wkamau from 203.0.113.5', [['USERNAME', 'wkamau']]],
    ['Changing password for zkeltrigg.', [['USERNAME', 'zkeltrigg']]],
    ['Merge pull request #12 from zkeltrigg/feature-x', [['USERNAME', 'zkeltrigg']]],
    // an application's log: a failed login from an address or a host, a user logged or signed in
    ['2024-05-01 12:00:01 ERROR login failed for user kvaldris from 10.2.3.4', [['USERNAME', 'kvaldris']]],
    ['auth: denied for user kvaldris from vpn.corp.example', [['USERNAME', 'kvaldris']]],
    ['INFO user kvaldris logged in', [['USERNAME', 'kvaldris']]],
    ['User zk.weber signed out after 30 minutes', [['USERNAME', 'zk.weber']]],
  ];
  // Service accounts, an anonymous request, prose that names the commands, and Spanish "su".
  const none: string[] = [
    'root@web01:/var/www# ls',
    'ubuntu@ip-10-0-0-1:~$ ls',
    '127.0.0.1 - - [10/Oct/2024:13:55:36 +0000] "GET / HTTP/1.1" 200 2',
    'chown -R www-data:www-data /var/www',
    'I use useradd often',
    'passwd: password updated successfully',
    'Su nombre es Zorvan y su casa está en Lima.',
    'email me at zk@example.com',
    'Your Mac is named Users-MacBook-Pro',
    // after review: su's options, system accounts, packages' versions, placeholders and dev containers' users, makers and slugs
    "su -c 'apt update'",
    'su -s /bin/bash www-data',
    'RUN addgroup -S appgroup && adduser -S appuser -G appgroup',
    'useradd -r -s /bin/false node_exporter',
    'lodash@4.17.21 # pinned for CVE',
    'vscode@abc123:/workspaces/app$ npm test',
    'username@hostname:~$ ls',
    'Apples-MacBook-Air',
    "Xcode's iPhone simulator",
    'shop/accessories-macbook',
    'Merge pull request #12 from dependabot/npm_and_yarn',
    'Invalid user admin from 1.2.3.4',
    'Set a password for user accounts from the admin panel.',
    'the user admin logged in',
  ];
  for (const [text, expected] of cases) t.same(spans(text), expected, text);
  for (const text of none) t.same(spans(text), [], text);
});

t.test("a log's doer written as a handle; a query's columns are not", async (t) => {
  t.same(found('INFO admin: unlock requested by=osei.kwarteng target=x'), ['osei.kwarteng']);
  t.same(found('INFO admin: deblokkering aangevraagd door=k.elbaz voor=x'), ['k.elbaz']);
  t.same(found('GET /api/items?order_by=created_at&sort by=updated_at'), []);
  t.same(found('audit: change by=ci_bot'), ['ci_bot']);
  t.same(found('audit: change by=root'), []);
});

t.test("an account found once is that account wherever the same text writes it again", async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'login attempt user=thandiwe.mokoena\nLDAP bind failed for uid=thandiwe.mokoena (Invalid credentials)\npermission denied for thandiwe.mokoena.\nmail thandiwe.mokoena@corp.example';
  const [spans = []] = addRepeatedMentions([text], [full.analyze(text)]);
  t.same(
    spans.map((span) => [span.type, text.slice(span.start, span.end)]),
    [['USERNAME', 'thandiwe.mokoena'], ['USERNAME', 'thandiwe.mokoena'], ['USERNAME', 'thandiwe.mokoena'], ['EMAIL', 'thandiwe.mokoena@corp.example']],
  );
});

t.test("account names made of a first name and a surname, unlabelled, in logs and tickets", async (t) => {
  const handles = createAnalyzer({ recognizers: [createNameHandlesRecognizer()] });
  const handlesIn = (text: string): string[] => handles.analyze(text).map((span) => text.slice(span.start, span.end));
  t.same(handlesIn('ERROR permission denied for user priya.natarajan on /srv/reports'), ['priya.natarajan']);
  t.same(handlesIn('job started by rahul.zorvan for account 42'), ['rahul.zorvan']);
  t.same(handlesIn('commit by kenji-watanabe: fix flaky test'), ['kenji-watanabe']);
  // An initial and a listed surname after a cue or as a field's whole value; not code or words.
  t.same(handlesIn('on_call:\n  secondary: j.okonkwo\n'), ['j.okonkwo']);
  t.same(handlesIn('reviewer: m.rossi'), ['m.rossi']);
  t.same(handlesIn('handler: e.message\nconst n = s.length; x = d.walker\nsee a.schmidt and r.json'), []);
  // A CSV cell's whole value; a first name no list knows before a listed surname, after a cue.
  t.same(handlesIn('account,contact,owner\nFjordline Ferries,Solveig Brekke,m.okafor\nKorvana,Pim Sloot,a.dubois,Won'), ['m.okafor', 'a.dubois']);
  t.same(handlesIn('Thanks to hyejin.cho for the fixes'), ['hyejin.cho']);
  // A cell of an initial glued to a listed name; not a word, a tool or a listed first name alone.
  t.same(handlesIn('id,nombre,ciudad,comercial\n301,jose luis,Zaragoza,mgarrido\n303,Fátima,Almería,lbermudez'), ['mgarrido', 'lbermudez']);
  t.same(handlesIn('id,job,runner,owner\n1,nightly,cron,amanda\n2,deploy,hubot,webhook'), []);
  t.same(handlesIn('import numpy.ma as ma; from lodash.debounce import x; webpack.config,jquery.min'), []);
  // Files, code, addresses, hosts, words joined by hyphens, libraries and Catalan's dotted double l.
  t.same(handlesIn('see maria.json and john.config'), []);
  t.same(handlesIn('write to jane.doe@example.com or visit anna.smith.com'), []);
  t.same(handlesIn('call mark.down() first'), []);
  t.same(handlesIn('we already pull in jackson-databind via Spring'), []);
  t.same(handlesIn('hari-hari kanak-kanak'), []);
  t.same(handlesIn('una de les raons de la pal.lidesa de la dona'), []);
});
