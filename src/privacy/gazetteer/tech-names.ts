/**
 * Programming languages and developer tools named like people ("Python", "Perl", "Jenkins",
 * "Julia", "Ruby", "Ada"). Developers name them in most prompts they send, and a masked
 * "Explain [PERSON_1] decorators" leaves the model guessing. Those that are surnames only are no
 * person on their own; those that are first names too ("Julia", "Ruby", "Ada") only where the
 * sentence is about software: a tool or language next to them, a version, or a word of code
 * right after them ("Ruby script", "Julia 1.10", "Julia vs Python"). A title, a person's verb or
 * a surname still make a person ("Mr. Jenkins", "Julia said", "Ada Lovelace": person-rules.ts
 * asks this only of a lone word).
 */
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

/** Tools and languages whose name is a surname or no name at all: software wherever they stand alone. */
const TOOLS = new WordSet([
  'python', 'perl', 'scala', 'haskell', 'lua', 'jenkins', 'ansible', 'kotlin', 'elixir', 'erlang',
  'fortran', 'cobol', 'clojure', 'groovy', 'matlab', 'django', 'flask', 'laravel', 'symfony',
  'kubernetes', 'docker', 'terraform', 'grafana', 'kafka', 'hadoop', 'spark', 'pandas',
  'numpy', 'pytorch', 'tensorflow', 'keras', 'jupyter', 'postgres', 'mysql', 'redis', 'nginx',
  // Assistants and models a prompt asks things of ("Ask ChatGPT to summarize", "Ask Gemini to"); not
  // those that are first names too: "Alexa", "Claude", "Gemma", "Sora", "Bard" (Norwegian Bård).
  'chatgpt', 'copilot', 'siri', 'cortana', 'midjourney', 'gemini', 'qwen', 'mistral', 'mixtral', 'perplexity',
  'deepseek', 'llama', 'grok',
  // Computers named like people ("fails on my Mac"); "Mac Miller" and "Mac said" are still people.
  'mac', 'macbook', 'imac',
]);
/**
 * Software, SaaS and web services whose names no name list holds and no one is named ("Thanks
 * Vercel!", "Call Sentry tomorrow.", "Mozilla from IT called."). The lone-word cues of
 * person-rules.ts (thanked, copied, called or asked, handed something, "from IT", "said he") take
 * an unlisted capitalised word for a first name; for these the service is the likelier reading, as
 * for a listed company, and so is a greeting ("Hi Vercel," writes to its support). Only those cues
 * ask this list: a title, a first name before it, "my name is" or a verb only people do still make
 * a person ("Mr. Vercel", "Anna Sentry", "My name is Vercel", "Vercel shouted at me"). Hand-picked, each checked against the lexicon's
 * first names and surnames (none is one) and against judgement: not "Alexa", "Claude", "Gemini",
 * "Asana" (a Ghanaian given name), "Postman" (a surname),
 * "Jasper", "Cisco", "Gatsby", "Jaeger", "Miro", "Hetzner", which are people's names too; nor
 * "Okta" and "Jira", listed names (a brand list's titles, simple-icons', held many such and let
 * "Thanks Qi" through).
 */
export const SERVICE_NAMES: ReadonlySet<string> = new WordSet([
  // code, hosting, data and monitoring
  'github', 'gitlab', 'bitbucket', 'circleci', 'snyk', 'dependabot', 'vercel', 'netlify', 'heroku', 'cloudflare',
  'akamai', 'digitalocean', 'linode', 'supabase', 'firebase', 'mongodb', 'postgresql', 'sqlite', 'elasticsearch',
  'gradle', 'splunk', 'datadog', 'sentry', 'pagerduty', 'newrelic', 'prometheus', 'webpack', 'eslint', 'npm', 'nodejs', 'nextjs',
  'javascript', 'typescript', 'graphql', 'jquery', 'redux', 'xcode', 'vscode', 'intellij', 'pycharm', 'emacs',
  'android', 'linux', 'ubuntu', 'debian', 'macos', 'firefox', 'mozilla',
  // work and business software
  'atlassian', 'confluence', 'trello', 'figma', 'canva', 'airtable', 'notion', 'slack', 'zapier', 'calendly',
  'zendesk', 'hubspot', 'salesforce', 'mailchimp', 'servicenow', 'workday', 'docusign', 'todoist', 'clickup', 'evernote',
  'dropbox', 'grammarly', 'lastpass', 'shopify', 'wordpress', 'drupal', 'joomla', 'magento', 'squarespace', 'wix',
  'webflow', 'godaddy', 'quickbooks', 'xero',
  // payments
  'stripe', 'twilio', 'paypal', 'venmo', 'klarna', 'revolut', 'coinbase', 'binance', 'kraken',
  // the web's services and apps
  'youtube', 'twitter', 'facebook', 'instagram', 'linkedin', 'tiktok', 'snapchat', 'whatsapp', 'telegram', 'discord',
  'reddit', 'pinterest', 'tumblr', 'spotify', 'netflix', 'airbnb', 'uber', 'lyft', 'doordash', 'skype', 'webex', 'gmail',
  'hotmail', 'outlook', 'openai', 'anthropic', 'huggingface', 'azure', 'duolingo',
  // code review bots, linters and local model runners a chat thanks or hails
  'mypy', 'pyright', 'semgrep', 'clippy', 'codecov', 'mergify', 'ollama', 'phind', 'kubecon', 'fosdem',
  // coding assistants and the tools a chat asks them about
  'cline', 'aider', 'replit', 'langchain', 'llamaindex', 'pulumi', 'kibana', 'bing', 'deepl', 'tabnine', 'codeium',
  'sourcegraph',
]);
/**
 * Words written before the names of a line of software: a foundation's projects ("Apache Kafka",
 * "Apache Cassandra", "Eclipse Jetty") and Microsoft's "Visual" tools ("Visual Studio", "Visual
 * Basic"). Apache is a town and a people's name, Cassandra a first name, Kafka a surname: the pair
 * is software, neither a place nor a person.
 */
const PRODUCT_LINES = new WordSet(['apache', 'eclipse', 'visual']);

/** Whether token i is a product line's word before a capitalised name, or that name. */
export function namesProductLine(view: TokenView, i: number): boolean {
  const lineAt = (k: number): boolean => k >= 0 && PRODUCT_LINES.has(view.key(k)) && view.adjacent(k) && view.isCapitalized(k) && view.isCapitalized(k + 1);
  return lineAt(i) || lineAt(i - 1);
}

/**
 * Languages and tools named like first names or common surnames: software only with software
 * around them ("the legacy Hugo theme", "migrate Jira boards"; "Hugo said" is someone).
 */
const NAMESAKES = new WordSet(['julia', 'ruby', 'ada', 'crystal', 'swift', 'pascal', 'dart', 'rust', 'go', 'r', 'hugo', 'jira']);
/** Tools named like a first name that write their name in small letters, as no one writes theirs: "pip install", "~/.cache/pip". */
const SMALL_LETTER_TOOLS = new WordSet(['pip']);
/** Words of code right after a language's name ("Ruby script", "Python decorators"). */
const CODE_WORDS = new WordSet([
  'script', 'scripts', 'code', 'function', 'functions', 'decorator', 'decorators', 'library',
  'libraries', 'package', 'packages', 'module', 'modules', 'class', 'classes', 'program',
  'programs', 'programming', 'developer', 'developers', 'api', 'sdk', 'version', 'interpreter',
  'compiler', 'syntax', 'framework', 'app', 'file', 'files', 'project', 'notebook', 'type',
  'types', 'coroutines', 'gem', 'gems', 'crate', 'crates', 'macro', 'macros', 'lambda', 'lambdas',
  'pipeline', 'job', 'jobs', 'plugin', 'plugins', 'playbook', 'playbooks', 'server', 'tutorial',
  'vs', 'versus', 'dataframe', 'array', 'arrays', 'list', 'lists', 'dict', 'loop', 'loops',
  'theme', 'themes', 'build', 'builds', 'board', 'boards', 'ticket', 'tickets', 'site', 'sites', 'instance', 'workspace',
]);
/** How many tokens either side a tool's name counts as software around a namesake ("Julia vs Python"). */
const TOOL_WINDOW = 3;

/** Whether the lower-case word names a language named like a person ("ruby", "julia"): software as often as not. */
export function isLanguageNamesake(key: string): boolean {
  return NAMESAKES.has(key);
}

/** Whether the lower-case word names a tool or language that is a surname or no name ("jenkins", "grafana"). */
export function isToolName(key: string): boolean {
  return TOOLS.has(key);
}

/** Whether the lower-case word names a software or web service no one is named ("vercel", "sentry"): no person on a lone-word cue. */
export function isServiceName(key: string): boolean {
  return SERVICE_NAMES.has(key);
}

/** Whether no word of a written name is a tool's or a service's ("Ubuntu Server", "Grafana Oauth", "Supabase Auth" are software). */
export function namesNoSoftware(value: string): boolean {
  return !value.split(/\s+/).some((word) => isToolName(word.toLowerCase()) || isServiceName(word.toLowerCase()));
}

/** Whether token i names a tool or language, not a person, where it stands alone. */
export function namesSoftware(view: TokenView, i: number): boolean {
  const key = view.key(i);
  if (TOOLS.has(key)) return true;
  if (SMALL_LETTER_TOOLS.has(key) && view.tokens[i]?.text === key) return true;
  if (!NAMESAKES.has(key)) return false;
  if (i + 1 < view.length && view.adjacent(i) && CODE_WORDS.has(view.key(i + 1))) return true;
  // A version: "Julia 1.10", "Ruby 3"; a path's part, in small letters: "/usr/bin/julia" (not "Maria/Ada").
  if (/^ \d/.test(view.text.slice(view.end(i), view.end(i) + 2))) return true;
  const start = view.tokens[i]?.start ?? 0;
  if (view.text.charAt(start - 1) === '/' && /[\w.~-]/.test(view.text.charAt(start - 2)) && view.tokens[i]?.text === key) return true;
  for (let k = Math.max(0, i - TOOL_WINDOW); k < Math.min(view.length, i + TOOL_WINDOW + 1); k++) {
    if (k !== i && TOOLS.has(view.key(k))) return true;
  }
  return false;
}
