/**
 * Surrogates for the national identifiers whose check covers a birth date or a mod 11 sum
 * (Finnish HETU, Swedish personnummer, Polish PESEL, NHS number, Chinese resident ID, Portuguese
 * NIF, Turkish T.C. Kimlik number), and for Aadhaar (Verhoeff), PAN (its shape), SIN and the Saudi
 * national ID (Luhn), the Belgian national number (mod 97), AHV (EAN-13) and TFN. Each keeps the
 * written form (separators, century sign, twelve or ten digits, a lower-case check letter) and
 * passes our own recognizer's check, so the model reads the same kind of number; the birth date
 * is drawn anew (days 1-28, valid in every month), and the century stays that of the original.
 * None of these has a range reserved for fiction, so a surrogate is random and may be somebody's
 * (as for the IDs in surrogate-identifiers.ts). Latin America's are in surrogate-latam-ids.ts.
 */
import { tfnValid } from '../recognizers/au-tfn.js';
import { beNationalNumberCheck, beNationalNumberValid } from '../recognizers/be-national-number.js';
import { gs1CheckDigit, luhnCheckDigit, verhoeffCheckDigit } from '../recognizers/checksums.js';
import { cnResidentIdCheckCharacter } from '../recognizers/cn-resident-id.js';
import { hetuCheckCharacter, hetuValid } from '../recognizers/fi-hetu.js';
import { nhsNumberValid } from '../recognizers/uk-nhs.js';
import { peselValid } from '../recognizers/pl-pesel.js';
import { ptNifCheckDigit } from '../recognizers/pt-nif.js';
import { personnummerValid } from '../recognizers/se-personnummer.js';
import { trNationalIdCheckDigits } from '../recognizers/tr-national-id.js';
import { MBI_LETTERS } from '../recognizers/us-mbi.js';
import type { SurrogateGenerator } from './surrogate-identifiers.js';
import { applyLayout, padded, pastYear, TRIES, type Draw } from './surrogate-random.js';

/** DDMMYY in the given century. */
const birthDate = (draw: Draw, century: number): string => `${padded(draw.between(1, 28), 2)}${padded(draw.between(1, 12), 2)}${pastYear(draw, century)}`;

/** The HETU century signs' centuries. */
const hetuCentury = (sign: string): number => (sign === '+' ? 1800 : 'ABCDEF'.includes(sign) ? 2000 : 1900);

/** Finnish HETU: a new date and individual number in the original's century, its check character. */
export const fiHetuSurrogate: SurrogateGenerator = (value, draw) => {
  if (!hetuValid(value)) return undefined;
  const date = birthDate(draw, hetuCentury(value.charAt(6)));
  const individual = padded(draw.between(2, 899), 3);
  return `${date}${value.charAt(6)}${individual}${hetuCheckCharacter(`${date}${individual}`)}`;
};

/** Swedish personnummer: same form (century digits, sign), a new date and birth number, Luhn digit. */
export const sePersonnummerSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (!personnummerValid(value) || (digits.length !== 10 && digits.length !== 12)) return undefined;
  const century = digits.length === 12 ? digits.slice(0, 2) : '';
  // Ten digits name no century: one in the 1900s always exists.
  const [dd, mm, yy] = [draw.between(1, 28), draw.between(1, 12), pastYear(draw, century === '' ? 1900 : Number(century) * 100)];
  const body = `${yy}${padded(mm, 2)}${padded(dd, 2)}${draw.digits(3)}`;
  const check = luhnCheckDigit(body);
  return applyLayout(value, `${century}${body}${check}`);
};

/** PESEL: the original's century (month offset), a new date and serial, its check digit. */
export const plPeselSurrogate: SurrogateGenerator = (value, draw) => {
  if (!peselValid(value)) return undefined;
  const offset = Math.floor((Number(value.slice(2, 4)) - 1) / 20) * 20;
  const century = offset === 80 ? 1800 : 1900 + offset * 5;
  for (let tries = 0; tries < TRIES; tries++) {
    const body = `${pastYear(draw, century)}${padded(draw.between(1, 12) + offset, 2)}${padded(draw.between(1, 28), 2)}${draw.digits(4)}`;
    for (let check = 0; check <= 9; check++) if (peselValid(`${body}${check}`)) return `${body}${check}`;
  }
  return undefined;
};

/** NHS number: nine random digits and the mod 11 check digit (draws whose check would be 10 are redrawn). */
export const ukNhsSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.replace(/\D/g, '').length !== 10) return undefined;
  for (let tries = 0; tries < TRIES; tries++) {
    const body = `${draw.between(1, 9)}${draw.digits(8)}`;
    for (let check = 0; check <= 9; check++) if (nhsNumberValid(`${body}${check}`)) return applyLayout(value, `${body}${check}`);
  }
  return undefined;
};

/** Aadhaar: a first digit 2-9, ten random digits, the Verhoeff check digit; the original's grouping. */
export const inAadhaarSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.replace(/\D/g, '').length !== 12) return undefined;
  const body = `${draw.between(2, 9)}${draw.digits(10)}`;
  return applyLayout(value, `${body}${verhoeffCheckDigit(body)}`);
};

/** PAN: new letters and digits around the original's holder letter (a person's stays a person's). */
export const inPanSurrogate: SurrogateGenerator = (value, draw) => {
  if (!/^[A-Za-z]{5}\d{4}[A-Za-z]$/.test(value)) return undefined;
  return applyLayout(value, `${draw.letter()}${draw.letter()}${draw.letter()}${value.charAt(3).toUpperCase()}${draw.letter()}${draw.digits(4)}${draw.letter()}`);
};

/** SIN: a first digit other than 0 and 8, seven random digits, the Luhn digit. */
export const caSinSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.replace(/\D/g, '').length !== 9) return undefined;
  const body = `${draw.pick([1, 2, 3, 4, 5, 6, 7, 9])}${draw.digits(7)}`;
  const check = luhnCheckDigit(body);
  return applyLayout(value, `${body}${check}`);
};

/** Belgian national number: a new birth date in the original's century, a serial, the check digits. */
export const beNationalNumberSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (!beNationalNumberValid(digits)) return undefined;
  const from2000 = Number(digits.slice(9)) === beNationalNumberCheck(digits.slice(0, 9), true);
  const nine = `${pastYear(draw, from2000 ? 2000 : 1900)}${padded(draw.between(1, 12), 2)}${padded(draw.between(1, 28), 2)}${padded(draw.between(1, 997), 3)}`;
  return applyLayout(value, `${nine}${padded(beNationalNumberCheck(nine, from2000), 2)}`);
};

/** AHV number: 756, nine random digits, the EAN-13 check digit. */
export const chAhvSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.replace(/\D/g, '').length !== 13) return undefined;
  const body = `756${draw.digits(9)}`;
  return applyLayout(value, `${body}${gs1CheckDigit(body)}`);
};

/** TFN: eight random digits and the last digit that makes the weighted sum divisible by 11 (redrawn when none does). */
export const auTfnSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.replace(/\D/g, '').length !== 9) return undefined;
  for (let tries = 0; tries < TRIES; tries++) {
    const body = `${draw.between(1, 9)}${draw.digits(7)}`;
    for (let last = 0; last <= 9; last++) if (tfnValid(`${body}${last}`)) return applyLayout(value, `${body}${last}`);
  }
  return undefined;
};

/**
 * Portuguese NIF: the holder's kind kept (a person's 1-3 stays a person's, 45 a non-resident's,
 * 5-9 a company's or a body's), the other digits new, the check digit.
 */
export const ptNifSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (!/^(?:[1-35-9]\d{8}|45\d{7})$/.test(digits)) return undefined;
  const kind = /^[1-3]/.test(digits) ? String(draw.between(1, 3)) : digits.startsWith('45') ? '45' : digits.charAt(0);
  const body = `${kind}${draw.digits(8 - kind.length)}`;
  return applyLayout(value, `${body}${ptNifCheckDigit(body)}`);
};

/**
 * Chinese resident ID: the region code kept (the county that first issued it, hundreds of
 * thousands of people, as a phone surrogate keeps its area code), a new birth date in the
 * original's century, a sequence whose last digit keeps the holder's sex (odd for men), the
 * check character (an X in the original's case).
 */
export const cnResidentIdSurrogate: SurrogateGenerator = (value, draw) => {
  if (!/^[1-8]\d{5}(?:19|20)\d{9}[\dXx]$/.test(value)) return undefined;
  const century = value.startsWith('20', 6) ? 2000 : 1900;
  const date = `${century / 100}${pastYear(draw, century)}${padded(draw.between(1, 12), 2)}${padded(draw.between(1, 28), 2)}`;
  const sequence = `${padded(draw.between(1, 99), 2)}${2 * draw.int(5) + ((value.charCodeAt(16) - 48) % 2)}`;
  const body = `${value.slice(0, 6)}${date}${sequence}`;
  return applyLayout(value, `${body}${cnResidentIdCheckCharacter(body)}`);
};

/** T.C. Kimlik number: nine new digits (the first not 0) and the two check digits. */
export const trNationalIdSurrogate: SurrogateGenerator = (value, draw) => {
  if (value.replace(/\D/g, '').length !== 11) return undefined;
  const nine = `${draw.between(1, 9)}${draw.digits(8)}`;
  return applyLayout(value, `${nine}${trNationalIdCheckDigits(nine)}`);
};

/** Saudi national ID or iqama: the leading 1 (a citizen) or 2 (a resident) kept, eight new digits, the Luhn digit. */
export const saNationalIdSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (!/^[12]\d{9}$/.test(digits)) return undefined;
  const body = `${digits.charAt(0)}${draw.digits(8)}`;
  return applyLayout(value, `${body}${luhnCheckDigit(body)}`);
};

/**
 * Medicare MBI: a new character in every place, of the kind the place takes (a letter where the
 * original had one in the two places that take either); the card's hyphens and the case kept.
 * No check character exists and no range is reserved, so a surrogate may be somebody's.
 */
export const usMbiSurrogate: SurrogateGenerator = (value, draw) => {
  const compact = value.replace(/-/g, '').toUpperCase();
  if (!/^[1-9][A-Z][A-Z0-9]\d[A-Z][A-Z0-9]\d[A-Z]{2}\d{2}$/.test(compact)) return undefined;
  const letter = (): string => draw.pick([...MBI_LETTERS]);
  const either = (i: number): string => (/\d/.test(compact.charAt(i)) ? draw.digit() : letter());
  const mbi = `${draw.between(1, 9)}${letter()}${either(2)}${draw.digit()}${letter()}${either(5)}${draw.digit()}${letter()}${letter()}${draw.digits(2)}`;
  return applyLayout(value, mbi);
};
