/** Usernames under their label in six languages; words, references and service accounts are not. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createUsernameRecognizer } from '../../src/privacy/recognizers/index.js';

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
  ['git clone git@github.com:org/repo.git', []],
  ['The username is wrong.', []],
  ['user: root', []],
  ['username=$USER', []],
  ['user_id: 48213', []],
  ['username: maria@gmail.com', []],
  ['{"role": "user", "content": "Hi"}', []],
];

t.test('usernames', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});
