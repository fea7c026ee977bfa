/**
 * Accounts where the layout says one stands (handle-senders.ts, handle-fields.ts), the parts of such
 * an account followed as its owner's names (repeated-mentions.ts), and the dotted words of logs,
 * configs and code that stand in the same slots.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { readsAsHandle, readsAsPlainHandle } from '../../src/privacy/recognizers/handle-shape.js';
import { createHandleFieldsRecognizer } from '../../src/privacy/recognizers/handle-fields.js';
import { createHandleSendersRecognizer } from '../../src/privacy/recognizers/handle-senders.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';

const senders = createHandleSendersRecognizer();
const fields = createHandleFieldsRecognizer();
const values = (recognizer: typeof senders, text: string): string[] => recognizer.detect(text, {}).map((span) => text.slice(span.start, span.end));

t.test('what reads as an account, and what is a file, a logger or a word', async (t) => {
  for (const handle of ['quorvan.t', 'elsbeth_marrow', 'odari.venkel', 'sofia_k', 'r.lindqvist', 'mira-okafor', 'teodor.vasquez.jr']) {
    t.ok(readsAsHandle(handle), handle);
  }
  for (const word of ['uvicorn.error', 'celery.worker', 'notes.md', 'acme.io', 'node_exporter', 'server.port', 'max_retries', 'a.b', 'user_id', 'log.info']) {
    t.notOk(readsAsHandle(word), word);
  }
  t.ok(readsAsPlainHandle('brondavel'));
  for (const word of ['deploy', 'admin', 'error', 'london', 'abc']) t.notOk(readsAsPlainHandle(word), word);
});

t.test("a chat's handles in its senders' slots, where two lines of the layout make a chat", async (t) => {
  const bracketed = ['[10:02] quorvan.t: anyone else seeing 502s?', '[10:03] Lisbet Amundsen: yes, on staging too', '[10:05] elsbeth_marrow: rolling back the gateway'].join('\n');
  t.same(values(senders, bracketed), ['quorvan.t', 'elsbeth_marrow']);
  const slack = ['odari.venkel  14:03', 'merged the fix for the login loop', 'brondavel  14:10', 'thanks, deploying now'].join('\n');
  t.same(values(senders, slack), ['odari.venkel', 'brondavel']);
  const labels = ['sofia_k: who wants to do the slides tonight?', 'teodor.vasquez: I can take the demo part', 'sofia_k: great, I will do the intro then'].join('\n');
  t.same(values(senders, labels), ['sofia_k', 'teodor.vasquez', 'sofia_k']);
});

t.test('loggers, config keys and single lines are no senders', async (t) => {
  t.same(values(senders, ['[10:42] uvicorn.error: worker timeout', '[10:43] celery.worker: task failed'].join('\n')), []);
  t.same(values(senders, ['server.port: 8080', 'spring.datasource.url: jdbc:postgresql://db/app'].join('\n')), []);
  t.same(values(senders, '[10:02] quorvan.t: anyone else seeing 502s?'), [], 'one line is no chat');
  t.same(values(senders, ['kelvar.dunn: yes', 'mira.okafor: ok'].join('\n')), [], "a label's value is no message");
});

t.test("accounts as a person's field's value, one or a list", async (t) => {
  t.same(values(fields, 'Reviewed-by: quorvan.t\nSigned-off-by: Lisbet Amundsen <lisbet@example.org>'), ['quorvan.t']);
  t.same(values(fields, 'DEV-88 | Bearbeiter: elsbeth_marrow | Priorität: Hoch'), ['elsbeth_marrow']);
  t.same(values(fields, 'On-call: odari.venkel (primary), mira-okafor (secondary)'), ['odari.venkel', 'mira-okafor']);
  t.same(values(fields, '    members: [r.lindqvist, sofia_k, jgarcia]'), ['r.lindqvist', 'sofia_k', 'jgarcia']);
  t.same(values(fields, 'Author: brondavel <brondavel@users.noreply.github.com>'), ['brondavel']);
  t.same(values(fields, 'Author: jsmith42 <jsmith42@users.noreply.github.com>'), ['jsmith42'], 'the account its own address spells');
  t.same(values(fields, 'owner = teodor.vasquez'), ['teodor.vasquez']);
  t.same(values(fields, 'Posted by kelvar_dunn » Sun Mar 10, 2024'), ['kelvar_dunn']);
  // More verbs, their "by" in the other five languages, and the key of who last changed a file.
  t.same(values(fields, "- Delivery ok, legend' / - exported by r.achebe, 3 Jun"), ['r.achebe']);
  t.same(values(fields, '# Modificato da f.derossi - aggiunta gestione CSV'), ['f.derossi']);
  t.same(values(fields, 'Ticket geändert von k.baumgartner am 3.5.'), ['k.baumgartner']);
  t.same(values(fields, 'modified: a.rossi\nchanged: 2024-01-02'), ['a.rossi']);
  t.same(values(fields, 'Preis geändert von netto.de auf brutto'), [], 'a host is no account');
  // After the verb's "by", an account of one word: an initial glued to a listed name, not a tool or a name alone.
  t.same(values(fields, 'INFO admin: unlock requested by okwame for user=hfontaine'), ['hfontaine', 'okwame']);
  t.same(values(fields, 'job triggered by cron, approved by sanjay patel, pushed by hubot'), []);
});

t.test("a field's value that is a word, a service, code or a team is left alone", async (t) => {
  t.same(values(fields, 'Assignee: unassigned\nReviewer: none\nOwner: platform'), []);
  t.same(values(fields, 'Author: dependabot[bot]'), []);
  t.same(values(fields, 'users: [root, admin]'), []);
  t.same(values(fields, 'timeout = config.max_retries'), []);
  t.same(values(fields, 'Owner: brondavel'), [], 'a word no list knows, with no address: a team as often');
});

t.test("a handle's parts are its owner's names elsewhere in the text, not inside code", async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const masked = (text: string): string[] => (addRepeatedMentions([text], [analyzer.analyze(text)])[0] ?? []).map((span) => text.slice(span.start, span.end));
  const chat = ['[09:10] quorvan_tessaly: the import job died again', '[09:12] Lisbet Amundsen: on it', '[09:20] quorvan_tessaly: Quorvan signing off, ping me if it breaks', '[09:21] Lisbet Amundsen: thx quorvan'].join('\n');
  const found = masked(chat);
  t.ok(found.includes('quorvan_tessaly'));
  t.ok(found.includes('Quorvan'), 'the capitalised part');
  t.ok(found.includes('quorvan'), 'the part in small letters');
  const oncall = ['On-call: hunter.okafor (primary)', 'Hunter was paged at 02:19 and escalated.', 'the hunter in the woods'].join('\n');
  const paged = masked(oncall);
  t.ok(paged.includes('Hunter'), "a handle's first name that is a word, with its capital");
  t.notOk(paged.includes('hunter'), 'the word in small letters stays');
  const code = ['Reviewer: quorvan_tessaly', '', 'df = load()', 'per_quorvan = df.groupby("x")', 'print(per_quorvan.sum())'].join('\n');
  t.notOk(masked(code).includes('quorvan'), 'a part glued into an identifier is no mention');
});

t.test("who holds or runs a ticket, a change or a log's session, as an account", async (t) => {
  t.same(values(fields, 'Assigned group: EUC L2 | Current owner: jpkowalski\nLog opr: tkhalvorn'), ['jpkowalski', 'tkhalvorn']);
  t.same(values(fields, '    change.company.io/approved-by: "vrasmussen"\n    change.company.io/last-applied-by: "tcastellanos"'), ['vrasmussen', 'tcastellanos']);
  // A team or a word under such a key is no account; nor a word after another key's "/".
  t.same(values(fields, 'owner: platform-team\nowner: ledger\nOwner: security\nDate/Time: morning'), []);
});

t.test("an account under its key or its table's column, whatever its shape", async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const accounts = (text: string): string[] => analyzer.analyze(text).filter((span) => span.type === 'USERNAME').map((span) => text.slice(span.start, span.end));
  const csv = ['user_id,full_name,email,username,role,last_login', '1001,Chukwuemeka Obi,c.obi@northwind.test,cobi,admin,2025-04-09', '1005,Mei-Ling Tsai,mltsai@northwind.test,mltsai,viewer,2025-04-01'].join('\n');
  t.same(accounts(csv), ['cobi', 'mltsai']);
  t.same(accounts('Username: gulnaras\n{"userName": "rubyc", "role": "viewer"}'), ['gulnaras', 'rubyc']);
  // "Login" alone is also a time or a result.
  t.same(accounts('Login: successful\nLogin: 2025-04-09 10:00'), []);
});
