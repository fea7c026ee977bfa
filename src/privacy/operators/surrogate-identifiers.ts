/**
 * Surrogates for structured identifiers. Each keeps the layout of the value it replaces
 * (separators, grouping, letter case) and is valid for our own recognizers where a checksum
 * exists (IBAN mod 97, Luhn, Steuer-ID, NIR key, BSN 11-test, NIF letter, codice fiscale
 * letter), so the anonymised text reads like the original to the model.
 *
 * Where an issuing authority reserves a range that is never given to a person, we use it, so a
 * surrogate can never be somebody's real number:
 * - US SSN: area 900-999 is never issued (with group 01-49, which is not an ITIN group either).
 *   Our SSN recognizer rejects area 9xx, on purpose: a surrogate is not detected again when an
 *   anonymised text comes back for anonymisation (Mode 2), so it is never replaced twice.
 * - UK NINO: prefix QQ is HMRC's specimen prefix, never allocated, and likewise not detected.
 * - Phones in the North American plan: 555-0100 to 555-0199 are reserved for fiction.
 * - IP addresses: the documentation ranges 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24 and
 *   2001:db8::/32.
 * Other identifiers (IBAN, cards, DE/ES/IT/FR/NL IDs, US ITIN) have no reserved range; their
 * surrogates are random but checksum-valid, and are detected like real ones.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { decimalMod, iso7064Mod11Mod10CheckDigit, luhnCheckDigit } from '../recognizers/checksums.js';
import { cardBrand } from '../recognizers/credit-card.js';
import { spanishControlLetter } from '../recognizers/es-nif.js';
import { italianCheckLetter } from '../recognizers/it-fiscal-code.js';
import { applyLayout, padded, type Draw } from './surrogate-random.js';

/** A generator: a surrogate for `value`, or undefined when the value has no usable shape. */
export type SurrogateGenerator = (value: string, draw: Draw) => string | undefined;

const alphanumeric = (value: string): string => value.replace(/[^\p{L}\p{N}]/gu, '');

/** IBAN: same country and length, letters where letters were, new check digits. */
export const ibanSurrogate: SurrogateGenerator = (value, draw) => {
  const compact = alphanumeric(value).toUpperCase();
  const country = compact.slice(0, 2);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return undefined;
  let bban = '';
  for (const ch of compact.slice(4)) bban += /\d/.test(ch) ? draw.digit() : draw.letter();
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  const check = 98 - decimalMod(numeric, 97);
  return applyLayout(value, `${country}${padded(check, 2)}${bban}`);
};

/** Card: the first four digits (brand and network), random middle, Luhn check digit. */
export const creditCardSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = alphanumeric(value);
  if (!/^\d{12,19}$/.test(digits)) return undefined;
  const body = digits.slice(0, 4) + draw.digits(digits.length - 5);
  const check = luhnCheckDigit(body);
  const card = `${body}${check}`;
  return cardBrand(card) === cardBrand(digits) ? applyLayout(value, card) : undefined;
};

const IPV4_BLOCKS = ['192.0.2', '198.51.100', '203.0.113'];

/** IP address: an address of a documentation range, same version, prefix length kept. */
export const ipAddressSurrogate: SurrogateGenerator = (value, draw) => {
  const slash = value.indexOf('/');
  const suffix = slash === -1 ? '' : value.slice(slash);
  if (value.includes(':')) {
    const group = (): string => draw.int(0x10000).toString(16);
    return `2001:db8:${group()}:${group()}::${group()}${suffix}`;
  }
  return `${draw.pick(IPV4_BLOCKS)}.${draw.between(1, 254)}${suffix}`;
};

/** Phone: country code and trunk prefix kept, area digits kept, subscriber digits new. */
export const phoneSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return undefined;
  const trimmed = value.trimStart();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let keep = 0;
  let callingCode = '';
  if (international) {
    const dialled = trimmed.startsWith('00') ? digits.slice(2) : digits;
    callingCode = parsePhoneNumberFromString(`+${dialled}`)?.countryCallingCode ?? dialled.slice(0, 2);
    keep = digits.length - dialled.length + callingCode.length;
  }
  let national = digits.slice(keep);
  const nanp = international ? callingCode === '1' : /^1?[2-9]\d\d[2-9]\d{6}$/.test(digits);
  if (!international && nanp && digits.length === 11) {
    keep = 1;
    national = digits.slice(1);
  }
  let next: string;
  if (nanp && national.length === 10) {
    // Area code kept; 555-0100..0199 is the plan's range for fiction.
    next = digits.slice(0, keep + 3) + '55501' + draw.digits(2);
  } else {
    if (national.startsWith('0')) keep++;
    keep += national.length >= 8 ? 2 : national.length >= 6 ? 1 : 0;
    // The first new digit is 2-8: never 0 (a trunk prefix), 1 (112, 110, 116...) or 9 (911, 999).
    next = digits.slice(0, keep) + String(draw.between(2, 8)) + draw.digits(digits.length - keep - 1);
  }
  let k = 0;
  return value.replace(/\d/g, () => next[k++] ?? '0');
};

/** US SSN: area 9xx (never issued) and group 01-49 (no ITIN either). See the file comment. */
export const usSsnSurrogate: SurrogateGenerator = (value, draw) => {
  const compact = `9${draw.digits(2)}${padded(draw.between(1, 49), 2)}${padded(draw.between(1, 9999), 4)}`;
  return alphanumeric(value).length === 9 ? applyLayout(value, compact) : `${compact.slice(0, 3)}-${compact.slice(3, 5)}-${compact.slice(5)}`;
};

const ITIN_GROUPS = [[50, 65], [70, 88], [90, 92], [94, 99]] as const;

/** US ITIN: 9xx, a valid ITIN group, random serial. */
export const usItinSurrogate: SurrogateGenerator = (value, draw) => {
  const [low, high] = draw.pick(ITIN_GROUPS);
  const compact = `9${draw.digits(2)}${padded(draw.between(low, high), 2)}${padded(draw.between(1, 9999), 4)}`;
  return alphanumeric(value).length === 9 ? applyLayout(value, compact) : undefined;
};

/** UK NINO: the specimen prefix QQ (never allocated), six digits, suffix A-D. */
export const ukNinoSurrogate: SurrogateGenerator = (value, draw) => {
  const compact = `QQ${draw.digits(6)}${draw.pick(['A', 'B', 'C', 'D'])}`;
  return alphanumeric(value).length === 9 ? applyLayout(value, compact) : undefined;
};

/** German Steuer-ID: ten digits with exactly one digit repeated (two or three times), check digit. */
export const deTaxIdSurrogate: SurrogateGenerator = (value, draw) => {
  if (alphanumeric(value).length !== 11) return undefined;
  for (let tries = 0; tries < 50; tries++) {
    const repeated = draw.int(10);
    const times = draw.between(2, 3);
    const others = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== repeated);
    const body = [...Array<number>(times).fill(repeated)];
    while (body.length < 10) body.push(...others.splice(draw.int(others.length), 1));
    for (let i = body.length - 1; i > 0; i--) {
      const j = draw.int(i + 1);
      [body[i], body[j]] = [body[j] ?? 0, body[i] ?? 0];
    }
    const digits = body.join('');
    if (digits.startsWith('0') || /(\d)\1\1/.test(digits)) continue;
    return applyLayout(value, `${digits}${iso7064Mod11Mod10CheckDigit(digits)}`);
  }
  return undefined;
};

/** Spanish DNI/NIF: as many digits as the original, control letter. */
export const esNifSurrogate: SurrogateGenerator = (value, draw) => {
  const count = alphanumeric(value).length - 1;
  if (count < 7 || count > 8) return undefined;
  const number = `${draw.between(1, 9)}${draw.digits(count - 1)}`;
  return applyLayout(value, `${number}${spanishControlLetter(Number(number))}`);
};

/** Spanish NIE: X, Y or Z, seven digits, control letter (X/Y/Z count as 0/1/2). */
export const esNieSurrogate: SurrogateGenerator = (value, draw) => {
  if (alphanumeric(value).length !== 9) return undefined;
  const prefix = draw.int(3);
  const number = draw.digits(7);
  return applyLayout(value, `${'XYZ'[prefix] ?? 'X'}${number}${spanishControlLetter(Number(`${prefix}${number}`))}`);
};

const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
const MONTHS = 'ABCDEHLMPRST';

/** Codice fiscale: name consonants, birth date (women: day + 40), place code, check letter. */
export const itFiscalCodeSurrogate: SurrogateGenerator = (value, draw) => {
  if (alphanumeric(value).length !== 16) return undefined;
  let code = '';
  for (let i = 0; i < 6; i++) code += CONSONANTS[draw.int(CONSONANTS.length)] ?? 'X';
  code += draw.digits(2) + (MONTHS[draw.int(MONTHS.length)] ?? 'A');
  code += padded(draw.between(1, 28) + (draw.int(2) === 1 ? 40 : 0), 2);
  code += (draw.int(4) === 0 ? 'Z' : String.fromCharCode(65 + draw.int(13))) + padded(draw.between(1, 999), 3);
  return applyLayout(value, code + italianCheckLetter(code));
};

/** French NIR: sex, year, month, department, commune, order, key = 97 - (number mod 97). */
export const frNirSurrogate: SurrogateGenerator = (value, draw) => {
  if (alphanumeric(value).length !== 15) return undefined;
  // Department 20 was split into 2A and 2B (Corsica); numeric departments only here.
  const department = draw.between(1, 95);
  const body =
    `${draw.between(1, 2)}${draw.digits(2)}${padded(draw.between(1, 12), 2)}${padded(department === 20 ? 21 : department, 2)}` +
    `${padded(draw.between(1, 990), 3)}${padded(draw.between(1, 999), 3)}`;
  return applyLayout(value, `${body}${padded(97 - decimalMod(body, 97), 2)}`);
};

/** Dutch BSN: nine digits passing the 11-test. */
export const nlBsnSurrogate: SurrogateGenerator = (value, draw) => {
  if (alphanumeric(value).length !== 9) return undefined;
  for (let tries = 0; tries < 50; tries++) {
    const body = `${draw.between(1, 9)}${draw.digits(7)}`;
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += (body.charCodeAt(i) - 48) * (9 - i);
    const check = sum % 11;
    if (check < 10) return applyLayout(value, `${body}${check}`);
  }
  return undefined;
};

/**
 * Date of birth: another day in the same numeric layout (separators, widths, two- or four-digit
 * year), an adult's, 1940 to 18 years ago. Day and month are both 1-12, so the surrogate is a
 * real day whichever order the original meant. Dates with the month written out have no
 * surrogate (the month's language and grammar would have to follow): they get `[DATE_OF_BIRTH_N]`.
 */
export const dateOfBirthSurrogate: SurrogateGenerator = (value, draw) => {
  const year = draw.between(1940, new Date().getUTCFullYear() - 18);
  const day = draw.between(1, 12);
  const month = draw.between(1, 12);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${year}-${padded(month, 2)}-${padded(day, 2)}`;
  const numeric = /^(\d{1,2})([./-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(value);
  if (numeric === null) return undefined;
  const [, first = '', separator = '', second = '', written = ''] = numeric;
  const width = (n: number, like: string): string => (like.length === 2 ? padded(n, 2) : String(n));
  return `${width(day, first)}${separator}${width(month, second)}${separator}${written.length === 2 ? padded(year % 100, 2) : year}`;
};

/** Every letter and digit of `value` drawn anew, a letter in its case; other characters kept. */
function redrawn(value: string, draw: Draw): string {
  let surrogate = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') surrogate += draw.digit();
    else if (/\p{L}/u.test(ch)) surrogate += ch === ch.toLowerCase() ? draw.letter().toLowerCase() : draw.letter();
    else surrogate += ch;
  }
  return surrogate;
}

/** Passport and driving-licence numbers: letters and digits where the original has them, case kept. */
export const documentNumberSurrogate: SurrogateGenerator = (value, draw) => (/^[A-Za-z0-9]+$/.test(value) ? redrawn(value, draw) : undefined);

/** Prefixes that name a token's issuer and kind ("sk-proj-", "ghp_", "AKIA"): kept, so the model still knows what the key is for. */
const TOKEN_PREFIX = /^(?:AKIA|ASIA|AIza|eyJ|SG\.|[a-z]{2,6}(?:[_-][a-z]{2,5}){0,2}[_-])/;

/**
 * Secrets: the token's prefix kept, every other letter and digit drawn anew in its case, symbols
 * kept ("sk-proj-Ab3…" becomes "sk-proj-Qz8…"). A private key block has no surrogate: `[SECRET_N]`.
 */
export const secretSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.includes('\n') || value.length > 256) return undefined;
  const prefix = TOKEN_PREFIX.exec(value)?.[0] ?? '';
  return prefix + redrawn(value.slice(prefix.length), draw);
};

/** Usernames: every letter and digit drawn anew in its case, dots, underscores and hyphens kept ("k.weber84" -> "q.zmvte17"). */
export const usernameSurrogate: SurrogateGenerator = (value, draw) => redrawn(value, draw);
