/** The account name in a home directory's path is a person; service accounts and placeholders are not. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createHomeDirectoryRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createHomeDirectoryRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ["Error: ENOENT: no such file or directory, open '/Users/sophie.martin/Documents/report.pdf'", ['sophie.martin']],
  ['Traceback: File "/home/akira/project/app.py", line 3', ['akira']],
  ['C:\\Users\\jdoe\\AppData\\Local\\Temp', ['jdoe']],
  ['"C:\\\\Users\\\\kwame.mensah\\\\Desktop"', ['kwame.mensah']],
  // PowerShell's prompt closes the path with ">".
  ['PS C:\\Users\\zkeltrigg> dir', ['zkeltrigg']],
  ['ls /home/akira', ['akira']],
  ['cd /home/ubuntu/app && npm start', []],
  ['mounted at /home/runner/work', []],
  ['ls /Users/$USER/Desktop', []],
  ['open /Users/Shared/file and /Users/<username>/x', []],
  ['The users of /api/users/42 are fine', []],
];

t.test('home directories', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});
