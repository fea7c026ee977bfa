/**
 * The account name in a home directory's path (PERSON): "/Users/sophie.martin/Documents",
 * "/home/akira/project/app.py", "C:\Users\jdoe\AppData". Stack traces, logs and shell sessions
 * carry them, and the account is most often named after its person. Service and shared accounts
 * ("/home/ubuntu", "/Users/Shared", "C:\Users\Public") and placeholders ("$USER", "<username>")
 * are no person.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'home-directory';
const SCORE = 0.8;
/** The home directory's parent, then the account name (the segment up to the next separator). */
const HOME = /(?:\/(?:Users|home)\/|[A-Za-z]:\\{1,2}Users\\{1,2})([^/\\\s'"`:;,()<>[\]{}*?|#$]{2,64})(?=[/\\]|$|[\s'"`:;,)>#$])/g;
/** Accounts of machines, services and CI runners, shared folders, and placeholders. */
const NOT_PEOPLE = new Set([
  'shared', 'guest', 'public', 'default', 'default user', 'all users', 'admin', 'administrator',
  'root', 'user', 'users', 'username', 'user_name', 'yourname', 'your_name', 'your-name', 'you',
  'me', 'name', 'ubuntu', 'debian', 'centos', 'fedora', 'ec2-user', 'azureuser', 'opc', 'pi',
  'runner', 'runneradmin', 'vagrant', 'node', 'app', 'www-data', 'jenkins', 'git', 'gitlab-runner',
  'postgres', 'docker', 'circleci', 'travis', 'codespace', 'vscode', 'coder', 'jovyan', 'builder',
  'build', 'ci', 'test', 'tester', 'dev', 'developer', 'foo', 'bar', 'example', 'linuxbrew',
  'localadmin', 'service', 'system', 'runner_user',
]);
/** Placeholders and variables: "$USER", "${USER}", "%USERNAME%", "<username>", "~". */
const PLACEHOLDER = /^[$%<~{]|^x+$|\.\.\.$/i;

/** Creates the home-directory recognizer. */
export function createHomeDirectoryRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('/Users/') && !text.includes('/home/') && !text.includes('Users\\')) return [];
      const spans: Span[] = [];
      HOME.lastIndex = 0;
      for (let match = HOME.exec(text); match !== null; match = HOME.exec(text)) {
        const account = match[1] ?? '';
        if (NOT_PEOPLE.has(account.toLowerCase()) || PLACEHOLDER.test(account)) continue;
        const start = match.index + match[0].length - account.length;
        spans.push({ type: 'PERSON', start, end: start + account.length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
