/** @-mentions in chat, issue and changelog text, and Reddit's u/ users; the same shape in code (decorators, doc tags, scopes, files) is not one. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createGazetteerRecognizer, createMentionRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createMentionRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ['Please tell @jsmith and @maria.k that the deploy is done', ['jsmith', 'maria.k']],
  ['@tom: can you check the logs?', ['tom']],
  ['@tom, can you check the logs?', ['tom']],
  // Opening a line with a question or a request to the one named, as chat writes it.
  ['@Zorvan can you review my PR?', ['Zorvan']],
  ['@zkeltrigg please take a look', ['zkeltrigg']],
  ['LGTM\n@zkeltrigg I think this breaks the build', ['zkeltrigg']],
  ['cc @lena_f', ['lena_f']],
  ['Ping @Ngozi_O on Slack.', ['Ngozi_O']],
  ['Thanks to @dayongkr, @k-jeonghee and @D-Sketon for the fixes.', ['dayongkr', 'k-jeonghee', 'D-Sketon']],
  ['(reported by @piranna)', ['piranna']],
  // Reddit's users, after "u/"; not a path's "u/".
  ['r/LegalAdviceUK - Posted by u/tired_landlady_88\nu/boundary_bob_surveyor - 214 points', ['tired_landlady_88', 'boundary_bob_surveyor']],
  ['see /u/spez, then cd /home/u/data and open menu/item', ['spez']],
  // Code: decorators, annotations and doc tags, at a line's start or after a comment's opening.
  ['@dataclass\nclass User:\n    name: str', []],
  ['    @Override\n    public void run() {}', []],
  ['@Test public void parses() {}', []],
  ['@Nullable String name;', []],
  ['/**\n * @param name the user\n * @returns nothing\n */', []],
  ['/** @category REPL */', []],
  ["@app.route('/')\ndef index(): pass", []],
  ['class A { @Input() name: string; }', []],
  // Scopes, versions, e-mail addresses, CSS, template directives, curl's files, make.
  ['npm i @types/node lodash@4.17.21', []],
  ['mail me at jane@x.com', []],
  ['@media (max-width: 600px) { .a { color: red } }', []],
  ['<button @click="go">', []],
  ['curl -F file="@mydata.jsonl" https://api.example.com', []],
  ['$(CC) -o $@ $(@F)', []],
  // Broadcasts name no one; a matrix product is no mention.
  ['Thanks @everyone!', []],
  ['@here the build is green', []],
  ['c = a @ b', []],
];

t.test('mentions', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});

t.test('the "@" stays outside the span, and the gazetteer leaves a handle to the mention', async (t) => {
  const both = createAnalyzer({ recognizers: [createMentionRecognizer(), createGazetteerRecognizer()] });
  const text = 'Please tell @Maria that the build is fixed.';
  const spans = both.analyze(text);
  t.same(
    spans.map((span) => [span.type, text.slice(span.start, span.end)]),
    [['USERNAME', 'Maria']],
  );
});

t.test('a mention opening a line in any language, by a first name the lists know, before a word in small letters', async (t) => {
  t.same(found('@Mirjam de null check ontbreekt hier'), ['Mirjam']);
  t.same(found('@Ximena el endpoint devuelve 500'), ['Ximena']);
  // Annotations, and those that are first names before a declaration.
  t.same(found('@Override public void run()'), []);
  t.same(found('@Test void works()'), []);
  t.same(found('@Max public int x;'), []);
  t.same(found('@Data\npublic class User {}'), []);
});

t.test("a handle no list knows opening a line, before a question or request in the other five languages", async (t) => {
  t.same(found('@zorvan hai visto la mail di ieri?'), ['zorvan']);
  t.same(found('@zorvan kun je dit fixen?'), ['zorvan']);
  t.same(found('@zorvan puedes revisar esto?'), ['zorvan']);
  t.same(found('@param as string'), []);
});

t.test("a handle opening a chat export's line: before its time, a spaced colon, or, when shaped as an account, a word in small letters", async (t) => {
  t.same(found('@j.osei 10:14  has anyone started the contracts?'), ['j.osei']);
  t.same(found('@lmartin-dev : Le curseur doit être opaque.'), ['lmartin-dev']);
  t.same(found('@kenji-w this is the third PR this week'), ['kenji-w']);
  t.same(found('@tnakamura2 the refund webhook fails again'), ['tnakamura2']);
  // Code: a version, Ruby's variables, Windows batch, cron, a decorator on its own line.
  t.same(found('@v2 10.4.1'), []);
  t.same(found('@user.save if valid?'), []);
  t.same(found('@items.each do |item|'), []);
  t.same(found('@echo off'), []);
  t.same(found('@reboot /opt/scripts/start.sh'), []);
  t.same(found('@pytest.fixture\ndef rows(): pass'), []);
  t.same(found('@my-decorator\nclass Widget {}'), []);
});

t.test("a handle opening a review export's line, before what the reviewer did", async (t) => {
  t.same(found('@kestrelwood commented on src/users/repo.py line 42:'), ['kestrelwood']);
  t.same(found('@ossian-varle approved these changes'), ['ossian-varle']);
  t.same(found('@Override\npublic String toString()'), []);
});
