/**
 * Checksums shared by several recognizers. Each takes the bare identifier (no separators) and
 * answers whether its check digits are right; format checks stay with the recognizer.
 */

/** Luhn (mod 10) over a digit string: credit cards, IMEI, SIN... */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * ISO 7064 mod 97-10 as used by IBAN: move the first four characters to the end, letters become
 * 10..35, the number must be 1 mod 97. Computed piecewise so no big integers are needed.
 */
export function ibanMod97Valid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged.toUpperCase()) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      remainder = (remainder * 10 + (code - 48)) % 97;
    } else if (code >= 65 && code <= 90) {
      remainder = (remainder * 100 + (code - 55)) % 97;
    } else {
      return false;
    }
  }
  return remainder === 1;
}

/** The Luhn check digit that makes `digits` followed by it valid. */
export function luhnCheckDigit(digits: string): number {
  for (let check = 0; check < 9; check++) if (luhnValid(`${digits}${check}`)) return check;
  return 9;
}

/** Remainder of a long decimal string modulo a small number, without big integers. */
export function decimalMod(digits: string, modulus: number): number {
  let remainder = 0;
  for (const ch of digits) remainder = (remainder * 10 + (ch.charCodeAt(0) - 48)) % modulus;
  return remainder;
}

/** ISO 7064 MOD 11,10 check digit over the given digits (German Steuer-ID). */
export function iso7064Mod11Mod10CheckDigit(digits: string): number {
  let product = 10;
  for (const ch of digits) {
    let sum = (ch.charCodeAt(0) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/**
 * Whether year, month and day name a day of the calendar (leap years included) that is not in
 * the future: the birth date an identity number carries.
 */
export function isBirthDate(year: number, month: number, day: number, now = Date.now()): boolean {
  return isCalendarDate(year, month, day) && Date.UTC(year, month - 1, day) <= now;
}

/** Whether year, month and day name a day of the calendar (leap years included). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** Verhoeff's dihedral-group tables: multiplication in D5, the position permutation, inverses. */
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Whether a digit string ends in its Verhoeff check digit (Aadhaar): catches every single-digit error and adjacent swap. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = VERHOEFF_D[c]?.[VERHOEFF_P[i % 8]?.[digit] ?? 0] ?? 0;
  }
  return c === 0;
}

/** The Verhoeff check digit that makes `digits` followed by it valid. */
export function verhoeffCheckDigit(digits: string): number {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    c = VERHOEFF_D[c]?.[VERHOEFF_P[(i + 1) % 8]?.[digit] ?? 0] ?? 0;
  }
  return VERHOEFF_INV[c] ?? 0;
}

/** The GS1 (EAN-13) check digit over the digits before it: weights 1 and 3 alternating from the left for 12 digits. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * ((digits.length - i) % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}
