/**
 * The secret recognizer: token formats by their prefix, values under a secret's label in the six
 * languages, and what must stay: references to a secret, code, counts, words, slugs.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createSecretRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createSecretRecognizer()] });
const secrets = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const PEM = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB\n-----END OPENSSH PRIVATE KEY-----';

/** [text, the secrets in it]. */
const cases: [string, string[]][] = [
  // Token formats, wherever they stand.
  ['export OPENAI_API_KEY=sk-proj-4fG7hJ2kL9mN1pQ3rS5tU7vW9xY2zA4b', ['sk-proj-4fG7hJ2kL9mN1pQ3rS5tU7vW9xY2zA4b']],
  ['client = Anthropic(api_key="sk-ant-api03-Xy7Qw9Er5Ty1Ui3Op0As2Df4")', ['sk-ant-api03-Xy7Qw9Er5Ty1Ui3Op0As2Df4']],
  ['aws_access_key_id = AKIAIOSFODNN7EXAMPLE', ['AKIAIOSFODNN7EXAMPLE']],
  // An AWS secret access key beside its key id, with a label or without (a credentials CSV row).
  ['AWS key AKIAIOSFODNN7EXAMPLE secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']],
  ['deploy,,AKIAIOSFODNN7EXAMPLE,wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']],
  // A commit hash beside a key id is no secret key: hex has no upper case.
  ['commit 9fceb02d0ae598e95dc970b74767f19372d61af8 near AKIAIOSFODNN7EXAMPLE', ['AKIAIOSFODNN7EXAMPLE']],
  // A longer token that the pair's window cuts is not taken for a 40-character key.
  [`AKIAIOSFODNN7EXAMPLE ${'x'.repeat(259)} ${'Ab1/'.repeat(16)}`, ['AKIAIOSFODNN7EXAMPLE']],
  ['const token = "ghp_1234567890abcdefghijABCDEFGHIJ123456";', ['ghp_1234567890abcdefghijABCDEFGHIJ123456']],
  ['Stripe key sk_live_51H8abcdEFGHijklMNOP works', ['sk_live_51H8abcdEFGHijklMNOP']],
  ['SLACK_TOKEN=xoxb-1234567890-abcdefGHIJKL', ['xoxb-1234567890-abcdefGHIJKL']],
  ['maps key AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q in the page', ['AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q']],
  ['huggingface-cli login --token hf_abcdefghijklmnopqrstuvwxyz123456', ['hf_abcdefghijklmnopqrstuvwxyz123456']],
  [`Authorization: Bearer ${JWT}`, [JWT]],
  [`ssh key:\n${PEM}\nthanks`, [PEM]],
  // Values under a label: code, config, prose, six languages.
  ['My username is jsmith84 and my password is hunter2.', ['hunter2']],
  ['DB_PASSWORD="S3cure!pass"', ['S3cure!pass']],
  ['PGPASSWORD=Xk9#mq2 psql -h db', ['Xk9#mq2']],
  ['{"password": "correct horse battery staple"}', ['correct horse battery staple']],
  ['stripeApiKey: "k8s-live-1234abcd"', ['k8s-live-1234abcd']],
  ['Authorization: Bearer abcdef1234567890abcdef', ['abcdef1234567890abcdef']],
  ['PIN: 4821', ['4821']],
  // A password keeps a trailing "!" (cut off, it would say how the password ends); a key does not.
  ['Mein Passwort lautet Sommer2024!', ['Sommer2024!']],
  ['The password is Sommer2024! and the user is admin', ['Sommer2024!']],
  ['api_key=abc123def456ghi!', ['abc123def456ghi']],
  // A card's security code after its name; the name alone, or another "Prüfnummer", is not one.
  ['My card is 4111-1111-1111-1111 exp 12/27 cvv 123', ['123']],
  ['CVC: 4567', ['4567']],
  ['código de seguridad: 908', ['908']],
  ['Kartenprüfnummer 321', ['321']],
  ['the CVV field must have 3 digits', []],
  ['Prüfnummer 321', []],
  ['mot de passe : azerty123', ['azerty123']],
  ['contraseña: Gato#2024', ['Gato#2024']],
  ['la password è Roma2024', ['Roma2024']],
  ['wachtwoord: Fiets2024', ['Fiets2024']],
  // A quote inside a value: bare, escaped in a quoted value, doubled (SQL, YAML); the value ends
  // at its own closing quote, and a quote that closes a string around label and value stays out.
  ["password: pa'ss\"word!9", ["pa'ss\"word!9"]],
  ["password: pa'ss\\\"word!9 and more", ["pa'ss\\\"word!9"]],
  ["password: it's-9x", ["it's-9x"]],
  ['{"password": "ab\\"cd12"}', ['ab\\"cd12']],
  ['{"password": "ab\\"cd12", "user": "bob"}', ['ab\\"cd12']],
  ['token: "ab\\"cd\\"ef\\"gh12", next', ['ab\\"cd\\"ef\\"gh12']],
  ["pwd='it''s-9x'", ["it''s-9x"]],
  ["pwd='it''s-9x' AND user='bob'", ["it''s-9x"]],
  ["pwd='it\\'s-9x', user='bob'", ["it\\'s-9x"]],
  // The shell's PWD holding a path is the working directory; in small letters or with no path it is a password.
  ['sudo: zk : TTY=pts/0 ; PWD=/home/zk/app ; USER=root', []],
  ['pwd=/x9Kd82!a', ['/x9Kd82!a']],
  ['PWD=Tr0ub4dor&3', ['Tr0ub4dor&3']],
  ['{"password": "abc\\\\", "x": "y"}', ['abc\\\\']],
  ["echo 'password=hunter22', done", ['hunter22']],
  // In a query string or a form body the next pair ends a bare value; an "&" inside a password stays.
  ['grant_type=password&username=bob&password=Tr0ub4dor&client_id=webapp01', ['Tr0ub4dor']],
  ['api_key=sk_live_51HxYzAbCdEf&customer_id=cus_123', ['sk_live_51HxYzAbCdEf']],
  ["'api_key=abc123def456',other='x'", ['abc123def456']],
  // An opening quote that no quote closes (a line cut short when pasted): the value up to the space.
  ["password: 'abc123", ['abc123']],
  ['DB_PASSWORD="S3cure!pass and then the text goes on', ['S3cure!pass']],
  ["api_key='sk9f8d7s6a5d4f3g2h1j, then more", ['sk9f8d7s6a5d4f3g2h1j']],
  // An apostrophe inside a word is no symbol: "can't" is no password.
  ["password: can't remember", []],
  ['password: "ab"', []],
  // A long value is masked whole, not cut at some length.
  [`token=${'a1'.repeat(150)}`, ['a1'.repeat(150)]],
  // No secret: words, references, code, counts, placeholders, slugs, other words' ends.
  ['The password is incorrect.', []],
  ['Reset your password: click the link.', []],
  ['Set PGPASSWORD=${PGPASSWORD} first', []],
  ['secret: process.env.JWT_SECRET', []],
  ['password=os.getenv("DB_PASS")', []],
  ['const password = req.body.password;', []],
  ['token: string | null', []],
  ['api_key="YOUR_API_KEY"', []],
  ['"password": "********"', []],
  ['max_token=1000', []],
  ['{"token": " wonderful", "logprob": -0.2}', []],
  ['The compass: 40 degrees', []],
  ['In my opinion: 42 is fine', []],
  ['pip install sk-learn-tutorial-for-beginners', []],
  ['The password is [SECRET_1].', []],
];

t.test('secrets found and left alone', async (t) => {
  for (const [text, expected] of cases) t.same(secrets(text), expected, text);
});

t.test('in the default pipeline a key is one SECRET span, not a phone number or an ID inside it', async (t) => {
  const defaults = createAnalyzer({ recognizers: createDefaultRecognizers({ gazetteer: false }) });
  const text = 'Use AKIAIOSFODNN7EXAMPLE and the account number 12345678 key sk_test_4eC39HqLyjWDarjtT1zdp7dc';
  const found = defaults.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
  t.same(found.filter(([type]) => type === 'SECRET'), [['SECRET', 'AKIAIOSFODNN7EXAMPLE'], ['SECRET', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc']]);
  t.notOk(found.some(([type, value]) => type !== 'SECRET' && (value ?? '').includes('4eC39')), JSON.stringify(found));
});

t.test('in the default pipeline a password with quotes is one SECRET span over the whole value', async (t) => {
  const defaults = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const cases: [string, string][] = [
    ["password: pa'ss\"word!9", "pa'ss\"word!9"],
    ['{"id": 4, "password": "ab\\"cd12", "remember": true}', 'ab\\"cd12'],
    ["UPDATE users SET pwd='it''s-9x' WHERE id = 4", "it''s-9x"],
  ];
  for (const [text, value] of cases) {
    const found = defaults.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
    t.same(found, [['SECRET', value]], text);
  }
});

t.test('a password after a bare "pass:" label, and an account and its password as a pair under a login label', async (t) => {
  const cases: [string, string[]][] = [
    ['user: jsmith pass: Tr0ub4dor&3', ['Tr0ub4dor&3']],
    ['Credentials: jsmith / Tr0ub4dor&3', ['Tr0ub4dor&3']],
    ['Login: k.weber / Sommer2024!', ['Sommer2024!']],
    ['Zugangsdaten: mmuster / Geheim#42.', ['Geheim#42']],
    ['identifiants : jdupont / Soleil-2024', ['Soleil-2024']],
    // "pass" of a boarding or season pass, a score or a year; a path, a menu, a password that is a word
    ['boarding pass: 2024', []],
    ['pass: 85%', []],
    ['Your season pass: Gold', []],
    ['The login page is at /api/v1/login / redirect', []],
    ['Sign in / Register', []],
    ['Login / Logout buttons', []],
    ['login: admin / admin', []],
    // a login's time, method or hours, a connection, passes of other kinds (a review's finds)
    ['Last login: 2024-03-12 / 14:35:22', []],
    ['Login: LDAP / Active-Directory', []],
    ['Login: 2FA / SMS-Code', []],
    ['Login: Mo-Fr / 9:00-17:00 Uhr', []],
    ['Login 10/2024', []],
    ['Connexion : USB-C / Thunderbolt4', []],
    ['Boarding pass: LH4711-12C', []],
    ['Season pass: Gold-2024', []],
    ['The pass is Gate-B12', []],
    ['Hall pass: Room-12B', []],
  ];
  for (const [text, expected] of cases) t.same(secrets(text), expected, text);
});

t.test('HTTP Basic credentials: the header value that decodes to account:password, and curl/wget -u pairs', async (t) => {
  const cases: [string, string[]][] = [
    ['Authorization: Basic amFuZTpodW50ZXIy', ['amFuZTpodW50ZXIy']],
    ['curl -H "Authorization: Basic amFuZTpodW50ZXIy" https://x.io', ['amFuZTpodW50ZXIy']],
    ['curl -u jsmith:hunter22 https://api.example.com', ['jsmith:hunter22']],
    ['wget --http-user=kweber:pw1 http://a', ['kweber:pw1']],
    // base64 that is no credential, words after "Basic", other tools' -u, references
    ['Basic SGVsbG8gd29ybGQ=', []],
    ['The Basic plan costs 10 dollars', []],
    ['docker run -u 1000:1000 image', []],
    ['docker run -u app:app image', []],
    ['curl -u $USER:$PASS https://x', []],
    ['node app.js | pino-http-send -u http://localhost:8080/logs', []],
  ];
  for (const [text, expected] of cases) t.same(secrets(text), expected, text);
});
