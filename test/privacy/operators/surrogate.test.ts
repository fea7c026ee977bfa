/** Surrogate values: shape and validity per type, determinism, collisions, fallbacks. */
import { isIP } from 'node:net';
import t from 'tap';
import { COMMON_WORD, getLexicon } from '../../../src/privacy/gazetteer/lexicon.js';
import { createSurrogate, MAX_ATTEMPTS, SURROGATE_TYPES, type SurrogateRequest } from '../../../src/privacy/operators/surrogate.js';
import { cardBrand, validateCardNumber } from '../../../src/privacy/recognizers/credit-card.js';
import { deTaxIdValid } from '../../../src/privacy/recognizers/de-tax-id.js';
import { frNirValid } from '../../../src/privacy/recognizers/fr-nir.js';
import { validateIban } from '../../../src/privacy/recognizers/iban.js';
import {
  createDateOfBirthRecognizer,
  createEmailRecognizer,
  createEsNifRecognizer,
  createItFiscalCodeRecognizer,
  createSecretRecognizer,
  createUkNinoRecognizer,
  createUsMbiRecognizer,
  createUrlRecognizer,
  createUsItinRecognizer,
  createUsSsnRecognizer,
} from '../../../src/privacy/recognizers/index.js';
import { bsnValid } from '../../../src/privacy/recognizers/nl-bsn.js';
import { hetuValid } from '../../../src/privacy/recognizers/fi-hetu.js';
import { peselValid } from '../../../src/privacy/recognizers/pl-pesel.js';
import { personnummerValid } from '../../../src/privacy/recognizers/se-personnummer.js';
import { nhsNumberValid } from '../../../src/privacy/recognizers/uk-nhs.js';
import { tfnValid } from '../../../src/privacy/recognizers/au-tfn.js';
import { beNationalNumberValid } from '../../../src/privacy/recognizers/be-national-number.js';
import { sinValid } from '../../../src/privacy/recognizers/ca-sin.js';
import { ahvValid } from '../../../src/privacy/recognizers/ch-ahv.js';
import { aadhaarValid } from '../../../src/privacy/recognizers/in-aadhaar.js';
import type { Recognizer } from '../../../src/privacy/types.js';

const surrogate = (type: string, value: string, n = 1, seed = 'map_test', taken: ReadonlySet<string> = new Set()): string =>
  createSurrogate({ type, value, n, seed, taken });

/** Whether the recognizer reports a span of its type over the whole value (from `from` on, after a cue). */
const detectsWhole = (recognizer: Recognizer, value: string, from = 0): boolean =>
  recognizer.detect(value, {}).some((s) => s.start === from && s.end === value.length && s.score >= 0.4);
const digits = (value: string): string => value.replace(/\D/g, '');
const lexicon = getLexicon();
const sexOf = (name: string): string | undefined => lexicon.pools.sexOf(name);

type Check = RegExp | ((value: string) => boolean);
const cases: [string, string, Check[]][] = [
  ['PERSON', 'Dr. Jane Roe', [/^Dr\. [A-Z][a-z]+ [A-Z][a-z]+$/, (s) => sexOf(s.split(' ')[1] ?? '') === 'female']],
  ['PERSON', 'Prof. Dr. Hans Weber', [/^Prof\. Dr\. [A-Z][a-z]+ [A-Z][a-z]+$/, (s) => sexOf(s.split(' ')[2] ?? '') === 'male']],
  ['PERSON', 'Frau Müller', [/^Frau [A-Z][a-z]+$/]],
  ['PERSON', 'mevrouw Jansen', [/^mevrouw [A-Z][a-z]+$/]],
  ['PERSON', 'Diana', [/^[A-Z][a-z]+$/, (s) => sexOf(s) === 'female']],
  ['PERSON', 'JOHN SMITH', [/^[A-Z]+ [A-Z]+$/]],
  ['PERSON', 'Al', [/^[A-Z][a-z]+$/]],
  ['LOCATION', 'Berlin', [(s) => lexicon.pools.cities.includes(s)]],
  ['LOCATION', 'new york', [/^[a-z ]+$/]],
  ['ORGANIZATION', 'Acme Widgets GmbH', [/^[A-Z][a-z]+ (?:[A-Z][a-z]+|& [A-Z][a-z]+) GmbH$/]],
  ['ORGANIZATION', 'Junar, Inc.', [/, Inc\.$/]],
  ['EMAIL', 'jane.roe@acme.com', [/^[a-z]+\.[a-z]+@example\.(?:com|org|net)$/, (s) => detectsWhole(createEmailRecognizer(), s)]],
  ['PHONE', '+49 30 12345678', [/^\+49 30 [2-8]\d{7}$/]],
  ['PHONE', '0049 30 1234567', [/^0049 30 [2-8]\d{6}$/]],
  ['PHONE', '(415) 555-0132', [/^\(415\) 555-01\d\d$/]],
  ['PHONE', '+1 212-867-5309', [/^\+1 212-555-01\d\d$/]],
  ['PHONE', '06 12 34 56 78', [/^06 1[2-8] \d\d \d\d \d\d$/]],
  ['IBAN', 'DE89 3704 0044 0532 0130 00', [/^DE\d\d(?: \d{4}){4} \d\d$/, (s) => validateIban(s) === true]],
  ['IBAN', 'GB82WEST12345698765432', [/^GB\d\d[A-Z]{4}\d{14}$/, (s) => validateIban(s) === true]],
  ['IBAN', 'fr14 2004 1010 0505 0001 3m02 606', [/^fr\d\d(?: [\da-z]{4}){5} [\da-z]{3}$/, (s) => validateIban(s.toUpperCase()) === true]],
  ['CREDIT_CARD', '4111 1111 1111 1111', [/^4111(?: \d{4}){3}$/, validateCardNumber]],
  ['CREDIT_CARD', '378282246310005', [/^37\d{13}$/, validateCardNumber, (s) => cardBrand(s) === 'amex']],
  ['CREDIT_CARD', '5555-5555-5555-4444', [/^5555(?:-\d{4}){3}$/, validateCardNumber]],
  ['IP_ADDRESS', '10.1.2.3', [/^(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/, (s) => isIP(s) === 4]],
  ['IP_ADDRESS', '10.0.0.0/8', [/^(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}\/8$/]],
  ['IP_ADDRESS', 'fe80::1ff:fe23:4567:890a', [/^2001:db8:/, (s) => isIP(s) === 6]],
  ['URL', 'https://www.acme.com/users/jane?id=5', [/^https:\/\/www\.example\.(?:com|org|net)\/[a-z]{4}\d\d$/, (s) => detectsWhole(createUrlRecognizer(), s)]],
  ['URL', 'acme.com', [/^[a-z]{4}\d\d\.example\.(?:com|org|net)$/]],
  ['URL', 'http://example.com', [/^http:\/\/[a-z]{4}\d\d\.example\.(?:com|org|net)$/]],
  // Reserved ranges: never issued, and not detected again (see surrogate-identifiers.ts).
  ['US_SSN', '078-05-1120', [/^9\d\d-(?:0[1-9]|[1-4]\d)-\d{4}$/, (s) => !detectsWhole(createUsSsnRecognizer(), s), (s) => !detectsWhole(createUsItinRecognizer(), s)]],
  ['US_SSN', '078051120', [/^9\d{8}$/]],
  ['UK_NINO', 'AB 12 34 56 C', [/^QQ \d\d \d\d \d\d [A-D]$/, (s) => !detectsWhole(createUkNinoRecognizer(), s)]],
  // Checksum-valid where the recognizer checks one.
  ['US_ITIN', '912-70-1234', [/^9\d\d-\d\d-\d{4}$/, (s) => detectsWhole(createUsItinRecognizer(), s)]],
  ['DE_TAX_ID', '86095742719', [/^[1-9]\d{10}$/, deTaxIdValid]],
  ['DE_TAX_ID', '86 095 742 719', [/^\d\d \d{3} \d{3} \d{3}$/, (s) => deTaxIdValid(digits(s))]],
  ['ES_NIF', '12345678Z', [/^\d{8}[A-Z]$/, (s) => detectsWhole(createEsNifRecognizer(), s)]],
  ['ES_NIE', 'X-1234567-L', [/^[XYZ]-\d{7}-[A-Z]$/, (s) => createEsNifRecognizer().detect(s, {}).some((x) => x.type === 'ES_NIE')]],
  ['IT_FISCAL_CODE', 'RSSMRA85T10A562S', [/^[A-Z]{6}\d\d[A-Z]\d\d[A-Z]\d{3}[A-Z]$/, (s) => createItFiscalCodeRecognizer().detect(s, {}).some((x) => x.score >= 0.8)]],
  ['FR_NIR', '2 55 08 14 168 025 38', [/^[12] \d\d \d\d \d\d \d{3} \d{3} \d\d$/, (s) => frNirValid(s.replace(/ /g, ''))]],
  ['NL_BSN', '1112.22.333', [/^\d{4}\.\d\d\.\d{3}$/, (s) => bsnValid(digits(s))]],
  // The century kept (sign, month offset, twelve digits), a new date, the check passing.
  ['FI_HETU', '131052-308T', [/^\d{6}-\d{3}[0-9A-Y]$/, hetuValid]],
  ['FI_HETU', '020504A902E', [/^\d{6}A\d{3}[0-9A-Y]$/, hetuValid]],
  ['SE_PERSONNUMMER', '19910924-2397', [/^19\d{6}-\d{4}$/, personnummerValid]],
  ['SE_PERSONNUMMER', '871220-2384', [/^\d{6}-\d{4}$/, personnummerValid]],
  ['PL_PESEL', '02270803624', [/^\d\d[23]\d{8}$/, peselValid]],
  ['UK_NHS', '943 476 5919', [/^\d{3} \d{3} \d{4}$/, (s) => nhsNumberValid(digits(s))]],
  // The Medicare MBI: each place of its kind, hyphens and case kept, found again alone.
  ['US_MBI', '1EG4-TE5-MK73', [/^[1-9][AC-HJKMNP-RT-Y]{2}\d-[AC-HJKMNP-RT-Y]{2}\d-[AC-HJKMNP-RT-Y]{2}\d\d$/, (s) => detectsWhole(createUsMbiRecognizer(), s)]],
  ['US_MBI', '4EF6GH8JK12', [/^[1-9][AC-HJKMNP-RT-Y][A-Z0-9]\d[AC-HJKMNP-RT-Y][A-Z0-9]\d[AC-HJKMNP-RT-Y]{2}\d\d$/, (s) => detectsWhole(createUsMbiRecognizer(), `MBI ${s}`, 4)]],
  ['US_MBI', '1eg4-te5-mk73', [/^[1-9][ac-hjkmnp-rt-y]{2}\d-[ac-hjkmnp-rt-y][a-z0-9]\d-[ac-hjkmnp-rt-y]{2}\d\d$/, (s) => detectsWhole(createUsMbiRecognizer(), s)]],
  // Aadhaar, PAN, SIN, the Belgian national number, AHV and TFN: the layout kept, the check passing.
  ['IN_AADHAAR', '2345 6789 0124', [/^[2-9]\d{3} \d{4} \d{4}$/, (s) => aadhaarValid(digits(s))]],
  ['IN_PAN', 'ABCPE1234F', [/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/]],
  ['CA_SIN', '130 692 544', [/^[1-79]\d\d \d{3} \d{3}$/, (s) => sinValid(digits(s))]],
  ['BE_NATIONAL_NUMBER', '85.07.30-033.28', [/^\d\d\.\d\d\.\d\d-\d{3}\.\d\d$/, (s) => beNationalNumberValid(digits(s))]],
  ['CH_AHV', '756.9217.0769.85', [/^756\.\d{4}\.\d{4}\.\d\d$/, (s) => ahvValid(digits(s))]],
  ['AU_TFN', '123 456 782', [/^\d{3} \d{3} \d{3}$/, (s) => tfnValid(digits(s))]],
  // A real day in the same layout, detected again as a date of birth next to its cue.
  ['DATE_OF_BIRTH', '14/02/1987', [/^\d\d\/\d\d\/\d{4}$/, (s) => detectsWhole(createDateOfBirthRecognizer(), `DOB ${s}`, 4)]],
  ['DATE_OF_BIRTH', '3.7.64', [/^\d{1,2}\.\d{1,2}\.\d\d$/, (s) => detectsWhole(createDateOfBirthRecognizer(), `DOB ${s}`, 4)]],
  // Document numbers: letters and digits where they were, case kept.
  ['PASSPORT', 'X1234567', [/^[A-Z]\d{7}$/]],
  ['DRIVER_LICENSE', 'a56319335', [/^[a-z]\d{8}$/]],
  ['ADDRESS', '42 Baker Street', [/^[1-9]\d [A-Z][a-z]+ Street$/]],
  ['ADDRESS', '1600 Pennsylvania Avenue NW', [/^[1-9]\d{3} [A-Z][a-z]+ Avenue NW$/]],
  ['ADDRESS', 'Hauptstraße 5', [/^[A-Z][a-z]+straße [1-9]$/]],
  ['ADDRESS', 'Rue de la Paix 12', [/^Rue de la [A-Z][a-z]+ [1-9]\d$/]],
  ['ADDRESS', 'Apt. 4B', [/^Apt\. [1-9][A-Z]$/]],
  ['ADDRESS', 'P.O. Box 15', [/^P\.O\. Box [1-9]\d$/]],
  ['ADDRESS', 'NW1 6XE', [/^[A-Z]{2}\d \d[A-Z]{2}$/]],
  ['ADDRESS', 'K1A 0B1', [/^[A-Z]\d[A-Z] \d[A-Z]\d$/]],
  ['ADDRESS', 'DC 20500', [/^DC \d{5}$/]],
  ['ADDRESS', 'APO AE 09012', [/^APO AE \d{5}$/]],
  ['DATE_OF_BIRTH', '1987-02-14', [/^\d{4}-\d\d-\d\d$/, (s) => detectsWhole(createDateOfBirthRecognizer(), `DOB ${s}`, 4)]],
  // A secret keeps its issuer's prefix and its shape; the rest is drawn anew.
  ['SECRET', 'sk-proj-4fG7hJ2kL9mN1pQ3rS5tU7vW', [/^sk-proj-(?:\d[a-z][A-Z]){8}$/, (s) => detectsWhole(createSecretRecognizer(), s)]],
  ['SECRET', 'AKIAIOSFODNN7EXAMPLE', [/^AKIA[A-Z]{8}\d[A-Z]{7}$/, (s) => detectsWhole(createSecretRecognizer(), s)]],
  ['SECRET', 'Tr0ub4dor&3', [/^[A-Z][a-z]\d[a-z]{2}\d[a-z]{3}&\d$/]],
  ['USERNAME', 'k.weber84', [/^[a-z]\.[a-z]{5}\d\d$/]],
];

t.test('surrogates keep the shape and pass the checks of their type', async (t) => {
  for (const [type, value, checks] of cases) {
    // Several maps per case, so a check does not pass by the luck of one draw.
    for (const seed of ['map_a', 'map_b', 'map_c', 'map_d']) {
      const result = surrogate(type, value, 1, seed);
      const label = `${type} ${value} -> ${result}`;
      t.not(result, value, label);
      t.notOk(result.toLowerCase().includes(value.toLowerCase()), `${label}: does not contain the original`);
      t.not(result, `[${type}_1]`, `${label}: not the fallback`);
      for (const check of checks) t.ok(check instanceof RegExp ? check.test(result) : check(result), label);
    }
  }
});

t.test('a name surrogate shares no word with the original', async (t) => {
  for (let n = 1; n <= 50; n++) {
    const words = surrogate('PERSON', 'Anna Schmidt', n).toLowerCase().split(' ');
    t.notOk(words.includes('anna') || words.includes('schmidt'), words.join(' '));
  }
});

t.test('types without a generator get [TYPE_N]', async (t) => {
  t.equal(surrogate('DATE', '2024-01-01', 7), '[DATE_7]');
  t.equal(surrogate('PROJECT', 'Bluebird', 2), '[PROJECT_2]');
  // A written-out date keeps its placeholder: its month's language would have to follow.
  t.equal(surrogate('DATE_OF_BIRTH', '14 February 1987', 5), '[DATE_OF_BIRTH_5]');
  t.ok(SURROGATE_TYPES.includes('IBAN'));
  // A value without a usable shape falls back too (an IBAN that is no IBAN).
  t.equal(surrogate('IBAN', '12', 3), '[IBAN_3]');
});

t.test('deterministic: same map, type, value and n give the same surrogate', async (t) => {
  for (const [type, value] of cases) {
    const request: SurrogateRequest = { type, value, n: 3, seed: 'map_42', taken: new Set() };
    t.equal(createSurrogate(request), createSurrogate({ ...request, taken: new Set() }), `${type} ${value}`);
  }
  // Another map or another number draws differently (compared over many types, not one).
  const differ = (other: Partial<SurrogateRequest>): number =>
    cases.filter(([type, value]) => {
      const base: SurrogateRequest = { type, value, n: 3, seed: 'map_42', taken: new Set() };
      return createSurrogate(base) !== createSurrogate({ ...base, ...other });
    }).length;
  t.ok(differ({ seed: 'map_43' }) >= cases.length - 3);
  t.ok(differ({ n: 4 }) >= cases.length - 3);
});

t.test('collisions: never a surrogate already taken, nor one containing it', async (t) => {
  const first = surrogate('PERSON', 'Jane Roe', 1, 'map_c');
  const second = surrogate('PERSON', 'Jane Roe', 1, 'map_c', new Set([first]));
  t.not(second, first);
  t.equal(second, surrogate('PERSON', 'Jane Roe', 1, 'map_c', new Set([first])), 'still deterministic');

  const taken = new Set<string>();
  for (let n = 1; n <= 300; n++) {
    for (const [type, value] of [['PERSON', 'Jane Roe'], ['PERSON', 'Roe'], ['IP_ADDRESS', '10.0.0.1'], ['EMAIL', 'a@b.co']] as const) {
      const result = createSurrogate({ type, value, n, seed: 'map_many', taken });
      t.notOk(taken.has(result), `${type} ${n}`);
      taken.add(result);
    }
  }
  const all = [...taken];
  const nested = all.filter((a) => all.some((b) => a !== b && b.toLowerCase().includes(a.toLowerCase())));
  t.same(nested, [], 'no surrogate occurs inside another');
});

t.test('a surrogate never occurs in the texts being anonymized', async (t) => {
  const base = { type: 'PERSON', value: 'Jane Doe', n: 2, seed: 'map_avoid', taken: new Set<string>() };
  const usual = createSurrogate(base);
  // The text leaves that very name in clear (allowed, or of a type not asked for).
  const avoided = createSurrogate({ ...base, avoid: [`John Smith wrote to ${usual}.`.toLowerCase()] });
  t.not(avoided, usual, 'the next draw is taken');
  t.notMatch(avoided, /^\[/, 'and it is still a name');
  t.equal(createSurrogate({ ...base, avoid: ['unrelated text'] }), usual, 'texts that do not hold it change nothing');
});

t.test('the city pool holds no capitals nor cities of millions', async (t) => {
  // Also names a smaller town shares with a capital, a regional seat or a big city.
  for (const famous of ['Rome', 'Tokyo', 'Paris', 'London', 'Madrid', 'Berlin', 'Amsterdam', 'Boston', 'Chicago', 'Sydney', 'Moscow', 'Ljubljana', 'Tallinn', 'Athens', 'Barcelona', 'Kingston', 'Edinburgh', 'Lyon', 'Manchester']) {
    t.notOk(lexicon.pools.cities.includes(famous), famous);
  }
  t.ok(lexicon.pools.cities.length > 1000, 'still a large pool');
});

t.test('exhausted range: falls back to [TYPE_N]', async (t) => {
  const taken = new Set<string>();
  for (const block of ['192.0.2', '198.51.100', '203.0.113']) for (let host = 1; host <= 254; host++) taken.add(`${block}.${host}`);
  t.equal(createSurrogate({ type: 'IP_ADDRESS', value: '10.0.0.1', n: 9, seed: 'map_full', taken }), '[IP_ADDRESS_9]');
  t.ok(MAX_ATTEMPTS >= 16);
});

t.test('name pools hold no common words', async (t) => {
  const names = [...lexicon.pools.people.flatMap((p) => [...p.female, ...p.male, ...p.last]), ...lexicon.pools.cities];
  t.ok(lexicon.pools.people.length >= 4 && lexicon.pools.cities.length > 500);
  const common = names.filter((name) => ((lexicon.words.get(name.toLowerCase()) ?? 0) & COMMON_WORD) !== 0);
  t.same(common, []);
  for (const word of ['Will', 'Rose', 'Brown', 'Weight', 'Summer', 'Nice', 'Bill', 'Mark']) {
    t.notOk(names.includes(word), word);
  }
});
