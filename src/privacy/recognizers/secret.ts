/**
 * Secrets (SECRET): the credentials developers paste with code, configs and logs. Sent upstream,
 * such a secret gives the provider, and whoever reads its logs, access to the account it opens.
 * Two kinds of evidence:
 * - a token format whose prefix says what it is: AWS access key ids, GitHub, GitLab, OpenAI and
 *   Anthropic, Stripe, Slack, Google, Hugging Face, npm and SendGrid keys, JSON Web Tokens, PEM
 *   private keys. Providers publish these formats so that scanners can find leaked keys.
 * - a label before the value: "password: hunter2", `"api_key": "…"`, `PGPASSWORD=…`, "my
 *   password is Tr0ub4dor", "Authorization: Bearer …", "Passwort: …", "mot de passe : …",
 *   "contraseña: …", "wachtwoord: …". The value needs a digit or a symbol, or, for a
 *   password, quotes: "the password is incorrect" names no password, `${PASSWORD}` or
 *   `process.env.TOKEN` only points to one, and `"token": "city"` is a word.
 * Both are found without scanning every character with a large regex: tokens are looked for only
 * at long runs of token characters, labelled values only in texts that name a label.
 */
import type { Recognizer, Span } from '../types.js';
import { LABEL_SEPARATOR, SEPARATOR_CUE } from './label-separator.js';

const SOURCE = 'secret';
/** A token format matched: as sure as a checksum. */
const FORMAT_SCORE = 0.95;
/** A value under a secret's label. */
const LABELLED_SCORE = 0.85;

/** A run of this many token characters or more is where a token format may start. */
const MIN_RUN = 20;

/** Whether a UTF-16 unit is a token character: an ASCII letter or digit, or one of _ . + / = -. */
function isTokenChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) ||
    code === 95 || code === 46 || code === 43 || code === 47 || code === 61 || code === 45
  );
}
/** The formats, each anchored where a long run starts. */
const FORMATS = new RegExp(
  [
    '(?:AKIA|ASIA)[0-9A-Z]{16}', // AWS access key ids
    'gh[pousr]_[A-Za-z0-9]{36,}', // GitHub tokens
    'github_pat_[A-Za-z0-9_]{22,}',
    'glpat-[A-Za-z0-9_-]{20,}', // GitLab
    'sk-[A-Za-z0-9_-]{20,}', // OpenAI, Anthropic ("sk-proj-", "sk-ant-")
    '(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{16,}', // Stripe
    'xox[abposr]-[A-Za-z0-9-]{10,}', // Slack
    'AIza[0-9A-Za-z_-]{35}', // Google API keys
    'hf_[A-Za-z0-9]{30,}', // Hugging Face
    'npm_[A-Za-z0-9]{36}', // npm
    'SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}', // SendGrid
    'eyJ[A-Za-z0-9_-]{10,}\\.eyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}', // JSON Web Tokens
  ]
    .map((format) => `(?:${format})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(')(?![A-Za-z0-9_-])'),
  'y',
);
/** A PEM private key, armour lines included. */
const PRIVATE_KEY = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]{16,}?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----/g;

/**
 * A word one of which every label holds, then what stands between a label and its value: the
 * labelled rule (~9 ns a character) runs only on texts where this cue (~1.3) finds one, not on
 * every text that says "opinion" or "key points".
 */
// The label's word is bounded: unbounded, a run of 120 KB without a separator ("keykeykey...") was
// read to its end from every "key" in it (17 s).
const LABEL_CUE = new RegExp(`(?:pass|pwd|secret|token|key|bearer|wort|mdp|contrase|clave|woord|senha|pin)[\\w\\u00C0-\\u024F-]{0,100}${SEPARATOR_CUE}|bearer[ \\t]`, 'i');
/**
 * A quoted value, up to its closing quote on the same line. A quote inside it is escaped
 * (`"ab\"cd12"` in JSON and code) or doubled (`'it''s-9x'` in SQL, YAML and CSV); the first quote
 * that is neither ends the value, so the rest of the line stays out. A backslash always starts an
 * escape and a quote either doubles or ends the value, so no character is read two ways and the
 * match stays linear.
 */
const quoted = (quote: string): string => `${quote}((?:[^${quote}\\\\\\n]|\\\\.|${quote}${quote}){4,1024})${quote}`;
/**
 * A bare value: a run without spaces that does not start with a quote. A quote inside counts
 * when a character of the value follows it ("pa'ss\"word!9"); one before a space, a separator or
 * the end closes the string around the label and value ("'password=hunter22', user") and stays out.
 */
const BARE = '([^\\s"\'`](?:[^\\s"\'`]|["\'`](?=[^\\s,;)\\]}>"\'`])){3,1023})';
/**
 * A value after an opening quote that no quote closes on its line (`password: 'abc123`, a config
 * line cut short when pasted): the run up to the next space, as a bare value.
 */
const UNCLOSED = '["\'`]([^\\s"\'`]{4,1023})(?=[\\s,;]|$)';
/**
 * A label, then ":", "=" or "is" (and its forms in the other languages), then the value, quoted
 * or bare. The label may end a longer name ("DB_PASSWORD", "stripeApiKey"); not start one.
 */
const LABELLED = new RegExp(
  '(' +
    [
      'passwords?', 'passwd', 'pwd', 'passphrase', 'passcode', 'pin', 'secret', 'client[_ -]?secret',
      'api[_ -]?key', 'apikey', 'access[_ -]?key', 'secret[_ -]?key', 'private[_ -]?key',
      '(?:access|auth|refresh|bearer|api)[_ -]?token', 'token', 'passwort', 'kennwort', 'mot de passe',
      'mdp', 'contraseña', 'contrasena', 'clave', 'wachtwoord', 'senha',
      // Last, so that the words above win: "pass: Tr0ub4dor&3" on a login line (see BARE_PASS_LABEL).
      'pass',
    ].join('|') +
    `)["']?${LABEL_SEPARATOR}` +
    `(?:${quoted('"')}|${quoted("'")}|${quoted('`')}|${BARE}|${UNCLOSED})` +
    '|\\bbearer[ \\t]+([A-Za-z0-9._~+/=-]{16,})',
  'giud',
);
/** Labels of a password, a PIN or a passphrase: a quoted value counts whatever it is ("password": "sunshine"). */
const PASSWORD_LABEL = /^(?:pass|pwd|pin|kennwort|mot|mdp|contrase|clave|wachtwoord|senha|secret|client)/i;
/** Labels whose value may be digits only: a PIN, a numeric password. */
const NUMERIC_LABEL = /^(?:pin|passcode|pass|pwd|kennwort|mot|mdp|contrase|clave|wachtwoord|senha)/i;
/**
 * "pass" alone labels a boarding pass or a season pass as often as a password: its value counts
 * only with a letter and a digit or symbol both ("pass: Tr0ub4dor&3"), not as a number or a score
 * ("pass: 2024", "pass: 85%").
 */
const BARE_PASS_LABEL = /^pass$/i;
/** An account's label earlier on the line: "user: jsmith pass: ...", "login=k.weber; pass=...". */
const ACCOUNT_BEFORE = /(?:^|[^\p{L}])(?:user(?:name)?|login|e-?mail|account|benutzer(?:name)?|utilisateur|usuario|utente|gebruiker(?:snaam)?)[ \t]*[:=]/iu;

/**
 * "pass" as a password's label: after ":" or "=" (not "The pass is Gate-B12"), with an account's
 * label before it on its line ("Boarding pass: LH4711-12C", "Ski pass: Zermatt-3days" have none),
 * and a value with a letter and a digit or symbol.
 */
function barePassword(text: string, labelAt: number, matched: string, value: string): boolean {
  if (!/^pass["']?[ \t]*[:=]/i.test(matched)) return false;
  const lineStart = text.lastIndexOf('\n', labelAt) + 1;
  return ACCOUNT_BEFORE.test(text.slice(lineStart, labelAt)) && /\p{L}/u.test(value) && /[^\p{L}\s]/u.test(value);
}
/** Keys and tokens are long: "token": "city" in a logprobs list is a word. */
const MIN_KEY_LENGTH = 8;
/** Values that point to a secret instead of holding it, or stand for one already hidden or still to fill in. */
const REFERENCE =
  /^(?:\$|<|\{|%|\*+$|•+$|x+$|\.+$|process\.env|os\.environ|env\.|\[REDACTED|\[[A-Z][A-Z_]*_\d+\]|(?:your|my|insert|enter|replace|put)[_ -]|.*_here$)/i;
/** Code, not a value: a call or a member ("Environment.GetEnvironmentVariable(...)", "config.apiKey"). */
const EXPRESSION = /\(|^[A-Za-z_$][\w$]*\.[A-Za-z_$]/;
/**
 * Punctuation that ends a sentence after a bare value ("my password is hunter2."), and the quote
 * of a string that holds label and value, before it ("'password=hunter22'.").
 */
const TRAILING = /[.,;:!?)\]}"'`]+$/;
/**
 * The same after a password, but for "!": passwords end in one so often (a symbol the rules ask
 * for) that "Sommer2024!" keeps it; cut off, it would tell the provider how the password ends.
 */
const PASSWORD_TRAILING = /[.,;:?)\]}"'`]+$/;
/** An apostrophe between letters: a word's ("can't", "Tom's"), not a symbol of a secret. */
const INNER_APOSTROPHE = /(?<=\p{L})['’](?=\p{L})/gu;

/** Whether a value has the shape of a secret: a digit or a symbol ("hunter2", "S3cure!pass"), not a word or a name ("apiKey", "can't"). */
function looksSecret(value: string): boolean {
  return /[\d_]|[^\p{L}\p{N}\s]/u.test(value.replace(INNER_APOSTROPHE, ''));
}

function findFormats(text: string, spans: Span[]): void {
  // Runs of token characters, found by a plain loop: a regex scan for them cost ~9 ns a character.
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isTokenChar(text.charCodeAt(i))) continue;
    if (i - runStart >= MIN_RUN) findFormatIn(text, runStart, i, spans);
    runStart = i + 1;
  }
  if (!text.includes('-----BEGIN')) return;
  PRIVATE_KEY.lastIndex = 0;
  for (let match = PRIVATE_KEY.exec(text); match !== null; match = PRIVATE_KEY.exec(text)) {
    spans.push({ type: 'SECRET', start: match.index, end: match.index + match[0].length, score: FORMAT_SCORE, source: SOURCE });
  }
}

/** The first token format in the run [start, end). */
function findFormatIn(text: string, start: number, end: number, spans: Span[]): void {
  // A format may start inside the run after "=" or "/" ("key=AKIA...", "token/ghp_...").
  for (let at = start; at <= end - MIN_RUN; at++) {
    if (at > start && !'=/+.'.includes(text.charAt(at - 1))) continue;
    FORMATS.lastIndex = at;
    const match = FORMATS.exec(text);
    // "sk-" followed by words and hyphens is a slug ("sk-learn-tutorial-for-beginners"), not a key.
    if (match === null || (match[0].startsWith('sk-') && !/\d/.test(match[0]))) continue;
    spans.push({ type: 'SECRET', start: at, end: at + match[0].length, score: FORMAT_SCORE, source: SOURCE });
    return;
  }
}

/** The next pair of a query string or a form body inside a bare value: "&", a key and "=". */
const NEXT_QUERY_PAIR = /&[A-Za-z_][\w.[\]-]{0,40}=/;

function findLabelled(text: string, spans: Span[]): void {
  if (!LABEL_CUE.test(text)) return;
  LABELLED.lastIndex = 0;
  for (let match = LABELLED.exec(text); match !== null; match = LABELLED.exec(text)) {
    const label = match[1] ?? 'bearer';
    // The label may end a name ("DB_PASSWORD", "stripeApiKey", "PGPASSWORD"), not a word ("compass", "spin").
    const before = match.index > 0 ? text.charAt(match.index - 1) : '';
    if (/\p{L}/u.test(before) && label.charAt(0) === label.charAt(0).toLowerCase()) continue;
    // 2-4 quoted, 5 bare, 6 after an unclosed quote, 7 a bearer token.
    const group = [2, 3, 4, 5, 6, 7].find((n) => match[n] !== undefined) ?? 0;
    const indices = match.indices?.[group];
    if (indices === undefined) continue;
    let [start, end] = indices;
    let value = text.slice(start, end);
    if (REFERENCE.test(value)) continue;
    const quoted = group >= 2 && group <= 4;
    const password = PASSWORD_LABEL.test(label);
    if (!quoted) {
      // In a query string or a form body the next pair ends the value ("password=hunter22&client_id=web");
      // an "&" inside a password stays ("Tr0ub4dor&3").
      const nextPair = NEXT_QUERY_PAIR.exec(value);
      const bare = nextPair === null ? value : value.slice(0, nextPair.index);
      const trimmed = bare.replace(password ? PASSWORD_TRAILING : TRAILING, '');
      end -= value.length - trimmed.length;
      value = trimmed;
    }
    if (value.length < (password ? 4 : MIN_KEY_LENGTH) || REFERENCE.test(value) || EXPRESSION.test(value)) continue;
    if (!(quoted && password) && !looksSecret(value)) continue;
    // A key or a token is one run of characters; a quoted phrase may be a passphrase.
    if (!password && /\s/.test(value)) continue;
    // "max_token=1000", "Token: 12,345": a count, not a token; a PIN or a password may be digits.
    if (/^[\d.,\s]+$/.test(value) && !NUMERIC_LABEL.test(label)) continue;
    if (BARE_PASS_LABEL.test(label) && !barePassword(text, match.index, match[0], value)) continue;
    // The shell's PWD is the working directory ("PWD=/home/zk ; USER=root" in sudo's log, an env dump): a path, not a password.
    if (label === 'PWD' && /^[/~]/.test(value)) continue;
    spans.push({ type: 'SECRET', start, end, score: LABELLED_SCORE, source: SOURCE });
  }
}

/**
 * A card's security code after its name (CVV, CVC, security code, and the names in the other five
 * languages): three or four digits that, with the card number, pay with the card.
 */
const CARD_CODE_CUE = /cv[vc]|security code|prüfnummer|sicherheitscode|cryptogramme|seguridad|sicurezza|beveiligingscode/i;
const CARD_CODE = new RegExp(
  '(?<![\\p{L}\\p{N}])(?:cvv2?|cvc2?|card security code|security code|kartenprüfnummer|sicherheitscode|' +
    'cryptogramme(?: visuel)?|código de seguridad|codigo de seguridad|codice di sicurezza|beveiligingscode)' +
    // The labels' separator, or none, or "#" ("cvv 123", "CVC#4567").
    `(?:${LABEL_SEPARATOR}|[ \\t]*#?[ \\t]*)(\\d{3,4})(?![\\p{N}])`,
  'giud',
);

function findCardCodes(text: string, spans: Span[]): void {
  if (!CARD_CODE_CUE.test(text)) return;
  CARD_CODE.lastIndex = 0;
  for (let match = CARD_CODE.exec(text); match !== null; match = CARD_CODE.exec(text)) {
    const indices = match.indices?.[1];
    if (indices !== undefined) spans.push({ type: 'SECRET', start: indices[0], end: indices[1], score: LABELLED_SCORE, source: SOURCE });
  }
}

/**
 * An account and its password written as a pair under a login's label, in the six languages:
 * "Credentials: jsmith / Tr0ub4dor&3", "Login: k.weber / Sommer2024!", "Zugangsdaten: mmuster /
 * Geheim#42". The part after the slash is the password when it has the shape of one.
 */
const PAIR_CUE = /credential|login|log-in|sign[ -]?in|zugang|anmeld|identifiant|credencial|accesso|inloggegevens|inlog/i;
/**
 * The label and its colon (not "Login 10/2024"), an account written as one (a letter first, a
 * small letter in it: not a date, a time or an acronym such as "LDAP"), the slash, the password.
 * Not "connexion" or "acceso": the everyday words for a connection and a way in ("Connexion :
 * USB-C / Thunderbolt4", "Acceso: Metro / Línea-3").
 */
const CREDENTIAL_PAIR = new RegExp(
  '(?<![\\p{L}])(?:credentials?|login(?: details| data)?|log-in|sign[ -]?in|zugangsdaten|anmeldedaten|login-daten|identifiants?|' +
    'credenciales|datos de acceso|credenziali|dati di accesso|inloggegevens|inlog(?:gegevens)?)' +
    '[ \\t]*:[ \\t]*(?=[^\\s/]*\\p{Ll})\\p{L}[\\p{L}\\p{N}._@+-]{1,63}[ \\t]*/[ \\t]*([^\\s]{4,128})',
  'giud',
);
/**
 * A password has letters, and digits or symbols besides hyphens: not a time ("14:35:22"), a range
 * ("9:00-17:00") or hyphenated words ("Active-Directory", "SMS-Code").
 */
const PAIR_PASSWORD = /^(?=.*\p{L})(?=.*[\d_!@#$%^&*+=?~.,;:|\\()[\]{}<>'"`])\S+$/u;

function findCredentialPairs(text: string, spans: Span[]): void {
  if (!text.includes('/') || !PAIR_CUE.test(text)) return;
  CREDENTIAL_PAIR.lastIndex = 0;
  for (let match = CREDENTIAL_PAIR.exec(text); match !== null; match = CREDENTIAL_PAIR.exec(text)) {
    const indices = match.indices?.[1];
    if (indices === undefined) continue;
    const [start, fullEnd] = indices;
    const value = text.slice(start, fullEnd).replace(PASSWORD_TRAILING, '');
    // A path or a URL's rest ("login: /api/v1/auth"), a reference, or a word: no password.
    if (value.length < 4 || REFERENCE.test(value) || value.includes('/') || !PAIR_PASSWORD.test(value)) continue;
    spans.push({ type: 'SECRET', start, end: start + value.length, score: LABELLED_SCORE, source: SOURCE });
  }
}

/**
 * HTTP Basic credentials: the header's value ("Authorization: Basic amFuZTpodW50ZXIy") is an
 * account and its password in base64, counted when it decodes to "account:password"; and the
 * pair given to curl and wget on the command line ("curl -u jsmith:hunter22", "--user=k:pw").
 */
const BASIC_AUTH = /\bBasic[ \t]+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/dg;
const USER_OPTION = /(?<![\w-])(?:-u|--user|--http-user)(?:[ \t]+|=)["']?([^\s:"']{1,64}:[^\s"']{1,128})/dg;

/** Whether base64 decodes to printable "account:password". */
function decodesToCredentials(encoded: string): boolean {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return /^[^:\s]{1,128}:[^\s]{1,256}$/u.test(decoded) && !decoded.includes('\uFFFD');
}

function findHttpCredentials(text: string, spans: Span[]): void {
  if (text.includes('Basic')) {
    BASIC_AUTH.lastIndex = 0;
    for (let match = BASIC_AUTH.exec(text); match !== null; match = BASIC_AUTH.exec(text)) {
      const bounds = match.indices?.[1];
      if (bounds === undefined || !decodesToCredentials(match[1] ?? '')) continue;
      spans.push({ type: 'SECRET', start: bounds[0], end: bounds[1], score: FORMAT_SCORE, source: SOURCE });
    }
  }
  // "-u" is many tools' flag ("docker run -u app:app" names a user and a group): only on a line
  // that runs an HTTP client, and no reference (`-u $USER:$PASS`) or uid:gid.
  if (text.includes('-u') || text.includes('--user') || text.includes('--http-user')) {
    USER_OPTION.lastIndex = 0;
    for (let match = USER_OPTION.exec(text); match !== null; match = USER_OPTION.exec(text)) {
      const bounds = match.indices?.[1];
      const value = match[1] ?? '';
      // An address given to the option ("-u http://localhost:8080/logs") is no account.
      if (bounds === undefined || REFERENCE.test(value) || value.includes('$') || /^\d+:\d+$/.test(value) || value.includes('://')) continue;
      const lineStart = text.lastIndexOf('\n', match.index) + 1;
      if (!HTTP_CLIENT.test(text.slice(lineStart, match.index))) continue;
      spans.push({ type: 'SECRET', start: bounds[0], end: bounds[1], score: FORMAT_SCORE, source: SOURCE });
    }
  }
}

/** A command before the option that speaks HTTP. */
const HTTP_CLIENT = /\b(?:curl|wget|http|https|xh|httpie|aria2c)\b/i;

/**
 * An AWS secret access key has no prefix of its own: 40 characters of base64 ("wJalrXUtnFEMI/
 * K7MDENG/bPxRfiCYEXAMPLEKEY"). Beside its access key id (found by format) it is the pair's
 * secret half, labelled or not ("AKIA... wJalr...", a credentials CSV row); elsewhere such a run
 * could be any hash. Upper case, lower case and a digit or "/" or "+" in it, as random base64 has.
 */
const AWS_SECRET = /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
/** How far from the key id its secret is looked for, either side. */
const AWS_PAIR_WINDOW = 300;

function findAwsSecretKeys(text: string, spans: Span[]): void {
  const keyIds = spans.filter((span) => /^(?:AKIA|ASIA)/.test(text.slice(span.start, span.start + 4)));
  for (const keyId of keyIds) {
    const to = Math.min(text.length, keyId.end + AWS_PAIR_WINDOW);
    // Over the whole text from the window's start, so a token cut by the window's edges is not taken for one of 40.
    AWS_SECRET.lastIndex = Math.max(0, keyId.start - AWS_PAIR_WINDOW);
    for (let match = AWS_SECRET.exec(text); match !== null && match.index < to; match = AWS_SECRET.exec(text)) {
      const value = match[0];
      if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/[0-9/+]/.test(value)) continue;
      const start = match.index;
      if (spans.some((span) => span.start < start + value.length && start < span.end)) continue;
      spans.push({ type: 'SECRET', start, end: start + value.length, score: FORMAT_SCORE, source: SOURCE });
    }
  }
}

/** Creates the secret recognizer. */
export function createSecretRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['SECRET'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      findFormats(text, spans);
      findAwsSecretKeys(text, spans);
      findLabelled(text, spans);
      findCredentialPairs(text, spans);
      findHttpCredentials(text, spans);
      findCardCodes(text, spans);
      return spans;
    },
  };
}
