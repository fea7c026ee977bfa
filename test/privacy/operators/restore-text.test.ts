import t from 'tap';
import { createRestoreTable } from '../../../src/privacy/operators/restore-table.js';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { createTextRestorer } from '../../../src/privacy/operators/text-restorer.js';
import { table } from './restore-fixtures.js';

const ALICE = 'Alice Müller';
const BOB = "Bob O'Brien";

/** [input, expected] in plain text mode. */
const plainCases: [string, string][] = [
  // canonical and case changes
  ['[PERSON_1]', ALICE],
  ['Hi [PERSON_2]!', `Hi ${BOB}!`],
  ['[person_1]', ALICE],
  ['[Person_1]', ALICE],
  ['[pErSoN_1]', ALICE],
  // other brackets; parentheses are prose, so they are kept around the bare form
  ['<PERSON_1>', ALICE],
  ['{PERSON_1}', ALICE],
  ['(PERSON_1)', `(${ALICE})`],
  ['[[PERSON_1]]', `[${ALICE}]`],
  ['[PERSON_1>', `[${ALICE}>`],
  // separators
  ['[PERSON 1]', ALICE],
  ['[PERSON-1]', ALICE],
  ['[credit card 1]', '4111 1111 1111 1111'],
  ['[Credit-Card_1]', '4111 1111 1111 1111'],
  ['[US_SSN_1]', '123-45-6789'],
  ['[us ssn 1]', '123-45-6789'],
  ['[DE_TAX_ID_1]', '12 345 678 901'],
  // dropped suffix: only when the type has one value
  ['[EMAIL]', 'a.b+c@x.io'],
  ['[CREDIT_CARD]', '4111 1111 1111 1111'],
  ['[CREDIT CARD]', '4111 1111 1111 1111'],
  // ...and only as upper case in square brackets: the model's own templates and markup stay
  ['<email>', '<email>'],
  ['[email]', '[email]'],
  ['[Email]', '[Email]'],
  ['{EMAIL}', '{EMAIL}'],
  ['<EMAIL>', '<EMAIL>'],
  ['curl -d "to=${EMAIL}"; echo ${PHONE}', 'curl -d "to=${EMAIL}"; echo ${PHONE}'],
  ['f"Write to {email}"', 'f"Write to {email}"'],
  ['<phone>+1</phone>', '<phone>+1</phone>'],
  ['[PERSON]', '[PERSON]'],
  ['[ORGANIZATION]', '[ORGANIZATION]'],
  // brackets dropped: whole words, underscore only, type of the map
  ['PERSON_1', ALICE],
  ['Person_2 said', `${BOB} said`],
  ["PERSON_1's car.", `${ALICE}'s car.`],
  ['DE_TAX_ID_1', '12 345 678 901'],
  ['De_tax_id_1', '12 345 678 901'],
  // a genitive `s` after the bare form stays as written (upstream read "[PERSON_2]s")
  ['PERSON_2s Auftrag', `${BOB}s Auftrag`],
  ['Person_1s car', `${ALICE}s car`],
  ['PERSON_1s', `${ALICE}s`],
  ['PERSON_1S', 'PERSON_1S'],
  ['PERSON_1ss', 'PERSON_1ss'],
  ['PERSON_3s', 'PERSON_3s'],
  ['PERSONs', 'PERSONs'],
  ['xPERSON_1s', 'xPERSON_1s'],
  // ...starting upper case: lower-case identifiers are a program's own variables
  ['person_2 said', 'person_2 said'],
  ['de_tax_id_1', 'de_tax_id_1'],
  ['email_1 = input()', 'email_1 = input()'],
  ['print(phone_1)', 'print(phone_1)'],
  ['xPERSON_1', 'xPERSON_1'],
  ['_PERSON_1', '_PERSON_1'],
  ['PERSON_1x', 'PERSON_1x'],
  ['éPERSON_1', 'éPERSON_1'],
  ['PERSON_1é', 'PERSON_1é'],
  ['PERSON_1\u{20000}', 'PERSON_1\u{20000}'],
  ['\u{20000}PERSON_1', '\u{20000}PERSON_1'],
  ['PERSON_1😀', `${ALICE}😀`],
  ['PERSON 1', 'PERSON 1'],
  ['PERSON-1', 'PERSON-1'],
  ['PERSON', 'PERSON'],
  ['EMAIL me', 'EMAIL me'],
  ['a person_1_b', 'a person_1_b'],
  // unknown types and numbers stay
  ['[PERSON_3]', '[PERSON_3]'],
  ['[PERSON_0]', '[PERSON_0]'],
  ['PERSON_12', 'PERSON_12'],
  ['[FOO_1]', '[FOO_1]'],
  ['FOO_1', 'FOO_1'],
  ['[see note 1]', '[see note 1]'],
  ['[note]', '[note]'],
  ['[PERSON_1_]', '[PERSON_1_]'],
  ['[PERSON__1]', '[PERSON__1]'],
  ['[PERSON_0000001]', '[PERSON_0000001]'],
  ['[PERSON_01]', ALICE],
  // spaces just inside the brackets are padding: the whole placeholder is restored
  ['[ PERSON_1 ]', ALICE],
  ['[ PERSON_1]', ALICE],
  ['<  person 2 >', BOB],
  ['[ EMAIL ]', 'a.b+c@x.io'],
  ['[ email ]', '[ email ]'],
  ['[ ]', '[ ]'],
  ['[  ]', '[  ]'],
  ['[ PERSON_1 and more ]', `[ ${ALICE} and more ]`],
  // replacement values are literal: regex metacharacters, `$&`, quotes, backslashes, emoji
  ['<<[ORGANIZATION_1]>>', '<<a$&b$1\\.*+?()[]{}|^>>'],
  ['[PHONE_1]', '"quoted" \\ back\nslash'],
  ['[LOCATION_1]!', 'São Paulo 🇧🇷!'],
  // surrogates: literal, longest first, on word boundaries
  ['Maria Keller called', `${ALICE} called`],
  ['Maria called', `${BOB} called`],
  ['Maria Kellerman', `${BOB} Kellerman`],
  ['Marianne', 'Marianne'],
  ['Write to jane.doe@example.net.', 'Write to a.b+c@x.io.'],
  ['xjane.doe@example.net', 'xjane.doe@example.net'],
  ['Zoë "Z" Ünal', 'São Paulo 🇧🇷'],
  ['🦊 Fox Ltd and Contoso', 'Acme and a$&b$1\\.*+?()[]{}|^'],
  ['Contoso🦊', 'a$&b$1\\.*+?()[]{}|^🦊'],
  ['Contosoé', 'Contosoé'],
  // several in a row, mixed
  ['[PERSON_1][PERSON_2]PERSON_1 Maria', `${ALICE}${BOB}${ALICE} ${BOB}`],
  ['', ''],
  ['no placeholders at all 😀', 'no placeholders at all 😀'],
];

t.test('restores every accepted form and leaves everything else alone', async (t) => {
  for (const [input, expected] of plainCases) t.equal(restoreText(input, table), expected, JSON.stringify(input));
});

/** [JSON text, expected] with jsonString: originals escaped, JSON escapes judged as what they stand for. */
const jsonCases: [string, string][] = [
  ['{"to":"[PERSON_1]"}', `{"to":"${ALICE}"}`],
  ['{"n":"[PHONE_1]"}', '{"n":"\\"quoted\\" \\\\ back\\nslash"}'],
  ['{"o":"[ORGANIZATION_1]"}', `{"o":${JSON.stringify('a$&b$1\\.*+?()[]{}|^')}}`],
  ['"Zoë \\"Z\\" Ünal"', '"São Paulo 🇧🇷"'],
  ['"Zoë "Z" Ünal"', '"Zoë "Z" Ünal"'],
  ['"a\\nPERSON_1\\tb"', `"a\\n${ALICE}\\tb"`],
  ['"a\\\\nPERSON_1"', '"a\\\\nPERSON_1"'],
  ['"\\u0020PERSON_1\\u0020"', `"\\u0020${ALICE}\\u0020"`],
  ['"\\u00e9PERSON_1"', '"\\u00e9PERSON_1"'],
  ['"PERSON_1\\u00e9"', '"PERSON_1\\u00e9"'],
  ['"\\u0001Maria Keller"', `"\\u0001${ALICE}"`],
  ['"[LOCATION_1]"', '"São Paulo 🇧🇷"'],
];

t.test('jsonString mode escapes originals and matches escaped surrogates', async (t) => {
  for (const [input, expected] of jsonCases) t.equal(restoreText(input, table, { jsonString: true }), expected, input);
  const args = JSON.stringify({ who: '[PERSON_1] & Maria', phone: 'PHONE_1', list: ['[ORGANIZATION_1]', '\nPERSON_2'] });
  t.same(JSON.parse(restoreText(args, table, { jsonString: true })), {
    who: `${ALICE} & ${BOB}`,
    phone: '"quoted" \\ back\nslash',
    list: ['a$&b$1\\.*+?()[]{}|^', `\n${BOB}`],
  });
});

t.test('an empty map changes nothing', async (t) => {
  const empty = createRestoreTable([]);
  for (const [input] of plainCases) t.equal(restoreText(input, empty), input);
});

t.test('an organisation\'s type shorter than four characters comes back only in brackets: bare, it reads as code', async (t) => {
  // An organisation's dictionary may name its type ID or PIN; `ID_1` in an answer's code is the code's own.
  const short = createRestoreTable([
    { placeholder: '[ID_1]', type: 'ID', n: 1, original: 'K-4471' },
    { placeholder: '[PIN_1]', type: 'PIN', n: 1, original: '0815' },
    { placeholder: '[IBAN_1]', type: 'IBAN', n: 1, original: 'DE89 3704 0044 0532 0130 00' },
    { placeholder: '[URL_1]', type: 'URL', n: 1, original: 'https://example.org/jane' },
  ]);
  const cases: [string, string][] = [
    ['[ID_1]', 'K-4471'],
    ['<id 1>', 'K-4471'],
    ['[ID]', 'K-4471'],
    ['[PIN_1] and {pin_1}', '0815 and 0815'],
    ['const ID_1 = rows[0];', 'const ID_1 = rows[0];'],
    ['ID_1s', 'ID_1s'],
    ['PIN_1 ready', 'PIN_1 ready'],
    // four characters and more: the bare form still comes back
    ['IBAN_1 is yours', 'DE89 3704 0044 0532 0130 00 is yours'],
    // a built-in type keeps its bare form, however short
    ['Open URL_1 now', 'Open https://example.org/jane now'],
  ];
  for (const [input, expected] of cases) {
    t.equal(restoreText(input, short), expected, JSON.stringify(input));
    // streamed a character at a time, the same decision
    const restorer = createTextRestorer(short);
    t.equal([...input].map((char) => restorer.push(char)).join('') + restorer.flush(), expected, `streamed ${JSON.stringify(input)}`);
  }
});
