/**
 * The people code credits, in files pasted into prompts: a copyright line's holder ("Copyright
 * (c) 2024 Obinna Eze", "© 2019-2024 Raghavendra Subramaniam <r@example.in>") and a doc
 * comment's author ("@author Wanjiru Kamau"), a Python module's `__author__`, and a to-do's owner
 * (`TODO(zkeltrigg)`, `FIXME(Obinna Eze)`, `TODO(Obinna)`). A licence header names whoever wrote the code,
 * often with a full name no list knows. Holders that are firms or projects stay ("Copyright 2024
 * Google LLC", "Copyright (c) Microsoft Corporation", "The Go Authors"): the name must read as a
 * person's, two words or more, none of them an everyday word or an acronym.
 */
import { isEnglishWord, readsAsPersonName } from '../gazetteer/english-words.js';
import { COMMON_WORD, FIRST_NAME, getLexicon, LAST_NAME } from '../gazetteer/lexicon.js';
import { ORGANIZATION_SUFFIXES } from '../gazetteer/name-rules.js';
import { isServiceName, isToolName, namesNoSoftware } from '../gazetteer/tech-names.js';
import type { Recognizer, Span } from '../types.js';
import { SERVICE_ACCOUNTS } from './username.js';
import { WRITTEN_NAME } from './written-name.js';

const SOURCE = 'code-credits';
/** Under a listed organisation's score (0.75), so a firm the lists know stays one. */
const SCORE = 0.7;
/** A year, a range or a list of them: "2024", "2019-2024", "2019, 2021". */
const YEARS = String.raw`\d{4}(?:[ \t]*[-–,][ \t]*\d{4})*`;
/**
 * The copyright word (with its sign or a colon perhaps), the sign alone, or "(c)" before a year
 * (alone it enumerates a contract's clauses: "(c) the Supplier"); optional years and a dash or
 * comma after them; then the holder, perhaps a Markdown link's text.
 */
const COPYRIGHT = new RegExp(
  String.raw`(?:\bCopyright[ \t]*:?(?:[ \t]+(?:\([cC]\)|©))?|©|\([cC]\)(?=[ \t]*\d{4}))[ \t]+(?:${YEARS}[ \t]*[-–—,]?[ \t]+)?(?:by[ \t]+)?\[?(${WRITTEN_NAME})`,
  'dgu',
);
/** A Javadoc, JSDoc or PHPDoc author tag. */
const AUTHOR_TAG = new RegExp(String.raw`@author:?[ \t]+(${WRITTEN_NAME})`, 'dgu');
/** An author tag that names one word only, before the comment's or the line's end or an address: "@author zorvan", "@author Zorvan". */
const AUTHOR_ONE_WORD = /@author:?[ \t]+(\p{L}[\p{L}\p{N}._-]*)(?=[ \t]*(?:\*\/|\r?\n|$|<))/dgu;
/** A Python module's metadata: `__author__ = "Obinna Eze"`, `__maintainer__ = 'Obinna Eze'`, typed, triple-quoted, a list's first item too. */
const DUNDER_AUTHOR = new RegExp(String.raw`\b__(?:author|maintainer|credits)__(?:[ \t]*:[ \t]*\w+)?[ \t]*=[ \t]*\[?[ \t]*[uU]?(?:"""|'''|["'])(${WRITTEN_NAME})`, 'dgu');
/**
 * A to-do's owner in code comments, as Google's style guides write it: `TODO(zkeltrigg): ...`,
 * `FIXME(Obinna Eze)`, `TODO(Obinna)`: an account (USERNAME), a full name or one capitalised name
 * (PERSON). Not a bug's number ("TODO(#123)", "TODO(JIRA-123)") or a word of the language
 * ("TODO(perf)", "TODO(later)").
 */
const TODO_OWNER = /\b(?:TODO|FIXME|XXX|HACK|NOTE)\(([^()\n]{2,64})\)/dg;
/** An account as to-dos write it: small letters, digits, ".", "_" and "-". */
const TODO_ACCOUNT = /^[a-z][a-z0-9._-]{2,31}$/;
/** What a to-do's parentheses name besides an owner: its topic, its time, its kind ("TODO(perf)", "TODO(i18n)", "TODO(v2)"). */
const TODO_TOPICS: ReadonlySet<string> = new Set([
  'perf', 'refactor', 'cleanup', 'security', 'sec', 'i18n', 'l10n', 'a11y', 'ux', 'ui', 'api', 'tests', 'test', 'docs', 'doc',
  'deps', 'types', 'typing', 'compat', 'migration', 'future', 'later', 'someday', 'optimization', 'optimisation', 'bug', 'wip',
  'tmp', 'temp', 'followup', 'follow-up', 'maybe', 'hack', 'todo', 'fixme', 'feature', 'infra', 'ci', 'build', 'lint',
  'backend', 'frontend', 'sre', 'devops', 'mvp', 'macos', 'linux', 'windows', 'ios', 'android', 'oauth', 'grpc', 'k8s',
  'refcount', 'async', 'release', 'prod', 'staging', 'auth', 'db', 'sql', 'css', 'html', 'json', 'yaml',
  // tools that no name list holds
  'kubectl', 'helm', 'pylint', 'vite', 'sqlalchemy', 'pytest', 'jest', 'babel', 'npm', 'yarn', 'pnpm', 'cargo', 'gradle', 'maven',
]);
/**
 * Libraries, frameworks, platforms and products a to-do names as its topic ("TODO(prisma)",
 * "TODO(Vulkan)"), that neither the name lists nor the tools' and services'
 * lists (tech-names.ts) hold as software. Not those that are people's names as often ("Hugo",
 * "Conan", "Ray").
 */
const TODO_PRODUCTS: ReadonlySet<string> = new Set([
  // named like people, and more often the tool in a to-do (Ada, Julia, Ruby and Hugo stay people's: a name in clear costs more)
  'travis', 'phoenix', 'atlas', 'cassandra', 'ember', 'odin', 'pascal', 'jenkins', 'haskell',
  // languages and tools a to-do names in small letters, which the lists below and tech-names.ts lack
  'jaeger', 'sentry', 'rust', 'dart', 'elixir', 'clojure', 'kotlin', 'flask', 'django', 'rails',
  // web
  'vue', 'vuex', 'nuxt', 'deno', 'prisma', 'lodash', 'axios', 'esbuild', 'rollup', 'vitest', 'mobx', 'zustand', 'nestjs',
  'sequelize', 'typeorm', 'apollo', 'astro', 'gatsby', 'jekyll', 'tauri', 'webgl', 'webgpu', 'wasm', 'posthog', 'mixpanel',
  'okta', 'jira', 'auth0', 'swc', 'tsc', 'turbopack', 'storybook', 'playwright', 'puppeteer', 'openapi', 'swagger', 'prettier',
  // data, science and machine learning
  'numba', 'pydantic', 'fastapi', 'scipy', 'sklearn', 'matplotlib', 'jax', 'onnx', 'cuda', 'triton', 'polars', 'dask',
  'bigquery', 'databricks', 'dbt', 'protobuf', 'avro', 'spacy', 'nltk', 'xgboost', 'lightgbm', 'opencv',
  // systems, build and platforms
  'bazel', 'cmake', 'vcpkg', 'llvm', 'gcc', 'msvc', 'mingw', 'cygwin', 'glibc', 'musl', 'zig', 'nim', 'ocaml', 'swift',
  'serde', 'miri', 'ktor', 'quarkus', 'micronaut', 'istio', 'gcp', 'aws', 'wayland', 'gtk', 'vulkan', 'opengl', 'godot',
  'jetpack', 'cocoapods', 'freebsd', 'openbsd', 'centos', 'rhel', 'nixos', 'homebrew', 'powershell', 'zsh', 'neovim',
  'openssl', 'nuget', 'chocolatey', 'winget', 'flatpak', 'appimage', 'dpkg', 'pacman', 'conda', 'pipenv', 'isort', 'autoconf',
  'libtool', 'pkgconfig', 'msgpack', 'bson', 'toml', 'jsonnet', 'netty', 'vertx', 'akka',
  // servers, databases and operations
  'mongo', 'dynamodb', 'logstash', 'fluentd', 'zipkin', 'otel', 'statsd', 'nagios', 'zabbix', 'argocd', 'fluxcd', 'tekton',
  'gitea', 'phabricator', 'gerrit', 'sonarqube', 'trivy', 'kyverno', 'linkerd', 'traefik', 'haproxy', 'caddy', 'apache',
]);
/** A topic with a version or a platform's width (`python3`, `node18`, `es2022`, `arm64`): letters then digits, the letters a tool's or a few. */
const VERSIONED_TOPIC = /^(?:py|python|node|es|ecma|react|vue|ng|angular|arm|x86|win|ios|macos|java|jdk|php|go|net|http|tls|ssl|utf|v|k|mysql|pg|postgres|ruby|rails|django|gcc|clang|cpp|c)\d+$/;
/**
 * Words of a holder that is no person besides the organisations' own (ORGANIZATION_SUFFIXES: a
 * legal form, a lab, a foundation, a university): a project's authors, and "all rights reserved"
 * in the other languages ("© Tous Droits Réservés").
 */
const NOT_A_PERSON: ReadonlySet<string> = new Set([
  'oyj', 'lab', 'università', 'universität', 'université', 'institut', 'project', 'team', 'authors', 'contributors',
  'developers', 'droits', 'derechos', 'diritti', 'rechte', 'direitos', 'rechten', 'réservés', 'reservados', 'riservati',
  'vorbehalten', 'voorbehouden',
]);

/** Whether a holder's words name an organisation, a project or a reservation of rights rather than a person. */
function namesNoPerson(written: string): boolean {
  return written
    .toLowerCase()
    .split(/[\s,.]+/)
    .some((word) => ORGANIZATION_SUFFIXES.has(word) || NOT_A_PERSON.has(word));
}
/** What a holder's last word may carry that is no part of the name: a full stop, an ellipsis, a closing quote, a possessive. */
const TRAILING_MARKS = /(?:['’]s|[.…'’"”»])+$/u;

/**
 * The longest run of the matched words, from the first, that reads as a full name: "Obinna Eze
 * All Rights Reserved" is "Obinna Eze". A last word's full stop is the sentence's.
 */
function holderIn(written: string): string | undefined {
  if (namesNoPerson(written)) return undefined;
  const ends = [...written.matchAll(/\S+/g)].map((word) => (word.index ?? 0) + word[0].length);
  for (let count = ends.length; count >= 2; count--) {
    const name = written.slice(0, ends[count - 1]).replace(TRAILING_MARKS, '');
    if (readsAsPersonName(name, 2)) return name;
  }
  return undefined;
}

function collect(regex: RegExp, text: string, spans: Span[]): void {
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    const bounds = m.indices?.[1];
    const name = holderIn(m[1] ?? '');
    if (bounds !== undefined && name !== undefined) spans.push({ type: 'PERSON', start: bounds[0], end: bounds[0] + name.length, score: SCORE, source: SOURCE });
  }
}

/** Whether a to-do's word is an account: an account's shape, and no topic, tool, service, English word or compound of them. */
function isTodoAccount(owner: string): boolean {
  if (!TODO_ACCOUNT.test(owner) || TODO_TOPICS.has(owner) || TODO_PRODUCTS.has(owner) || VERSIONED_TOPIC.test(owner) || SERVICE_ACCOUNTS.has(owner)) return false;
  if (isToolName(owner) || isServiceName(owner) || isEnglishWord(getLexicon(), owner, true)) return false;
  // "issue-42", "infra-team", "auth_service": parts that are words or numbers name a topic or a team.
  const parts = owner.split(/[-_]/);
  return parts.length === 1 || !parts.some((part) => /^\d+$/.test(part) || TODO_TOPICS.has(part) || isEnglishWord(getLexicon(), part, true));
}

/** One name as a to-do writes it: a capital, then small letters (not an acronym, a version or a CamelCase identifier: "API", "V2", "UserService"). */
const TODO_ONE_NAME = /^\p{Lu}\p{Ll}{2,30}$/u;
/**
 * Whether a to-do's one capitalised word is its owner's name ("TODO(Maria)", "TODO(Tunde)"): a
 * name the lists know that is no everyday word ("TODO(Idea)", "TODO(Major)"), topic or product
 * named like a person ("TODO(Travis)", "TODO(Phoenix)"). A word no list knows is left: capitalised
 * in a to-do, it is a tool, a library or a word of code as often ("TODO(Webhook)", "TODO(Qdrant)").
 */
function isTodoFirstName(owner: string): boolean {
  const word = owner.toLowerCase();
  if (!TODO_ONE_NAME.test(owner) || TODO_TOPICS.has(word) || TODO_PRODUCTS.has(word) || VERSIONED_TOPIC.test(word) || !namesNoSoftware(owner)) return false;
  const flags = getLexicon().words.get(word) ?? 0;
  return (flags & (FIRST_NAME | LAST_NAME)) !== 0 && (flags & COMMON_WORD) === 0 && !isEnglishWord(getLexicon(), word);
}

/** A full name written as one: capitalised words of letters, no digit, "/" or "_" ("Supabase Auth" still asks `holderIn`). */
const TODO_FULL_NAME = new RegExp(`^${WRITTEN_NAME}$`, 'u');

function collectTodoOwners(text: string, spans: Span[]): void {
  TODO_OWNER.lastIndex = 0;
  for (let m = TODO_OWNER.exec(text); m !== null; m = TODO_OWNER.exec(text)) {
    const bounds = m.indices?.[1];
    if (bounds === undefined) continue;
    // "TODO(zkeltrigg, b/123)": each item on its own.
    let at = 0;
    for (const item of (m[1] ?? '').split(',')) {
      const owner = item.trim();
      const start = bounds[0] + at + item.indexOf(owner);
      at += item.length + 1;
      if (owner === '' || owner.includes('@')) continue;
      if (isTodoAccount(owner)) spans.push({ type: 'USERNAME', start, end: start + owner.length, score: SCORE, source: SOURCE });
      else if (isTodoFirstName(owner) || (TODO_FULL_NAME.test(owner) && namesNoSoftware(owner) && holderIn(owner) === owner)) spans.push({ type: 'PERSON', start, end: start + owner.length, score: SCORE, source: SOURCE });
    }
  }
}

/**
 * Whether an author tag's one capitalised word is a person's name: a to-do's owner would be
 * (`isTodoFirstName`), or a word no list knows, as no place, company, English word or software
 * ("@author Zorvan"; not "@author Google", "@author Admin", "@author Jenkins").
 */
function isAuthorFirstName(owner: string): boolean {
  if (isTodoFirstName(owner)) return true;
  const word = owner.toLowerCase();
  if (!TODO_ONE_NAME.test(owner) || TODO_TOPICS.has(word) || TODO_PRODUCTS.has(word) || !namesNoSoftware(owner) || namesNoPerson(owner)) return false;
  const lexicon = getLexicon();
  return (lexicon.words.get(word) ?? 0) === 0 && lexicon.phrases.first(word) === -1 && !isEnglishWord(lexicon, word, true);
}

/** Doc-comment authors named by one word: an account ("@author zkeltrigg") or a first name ("@author Zorvan"). */
function collectOneWordAuthors(text: string, spans: Span[]): void {
  AUTHOR_ONE_WORD.lastIndex = 0;
  for (let m = AUTHOR_ONE_WORD.exec(text); m !== null; m = AUTHOR_ONE_WORD.exec(text)) {
    const bounds = m.indices?.[1];
    const owner = m[1] ?? '';
    if (bounds === undefined) continue;
    if (isTodoAccount(owner)) spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
    else if (isAuthorFirstName(owner)) spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
  }
}

/** Creates the recognizer of copyright holders and doc-comment authors. */
export function createCodeCreditsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON', 'USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      const copyright = text.includes('opyright') || text.includes('©') || text.includes('(c)') || text.includes('(C)');
      const author = text.includes('@author');
      const dunder = text.includes('__author__') || text.includes('__maintainer__') || text.includes('__credits__');
      const todo = text.includes('(') && /\b(?:TODO|FIXME|XXX|HACK|NOTE)\(/.test(text);
      if (!copyright && !author && !dunder && !todo) return [];
      const spans: Span[] = [];
      if (copyright) collect(COPYRIGHT, text, spans);
      if (author) {
        collect(AUTHOR_TAG, text, spans);
        collectOneWordAuthors(text, spans);
      }
      if (dunder) collect(DUNDER_AUTHOR, text, spans);
      if (todo) collectTodoOwners(text, spans);
      return spans;
    },
  };
}
