/**
 * Surrogates for what names a vehicle or a device, and through it its keeper: VINs, licence
 * plates, IMEIs and MAC addresses. Each keeps the written form (separators, grouping, letter
 * case, a letter where a letter was) and is valid for our own recognizer (a VIN's check digit
 * where the original had a right one, an IMEI's Luhn digit).
 *
 * Where a range is reserved so that no real device carries it, we use it:
 * - IMEI: the reporting body identifier 00 is GSMA's for test IMEIs (TS.06), never a handset sold.
 * - MAC address: a locally administered unicast address (see `macAddressSurrogate`), never a
 *   vendor's burned-in one.
 * VINs and plates have no such range; their surrogates are random and may be somebody's.
 */
import { luhnCheckDigit } from '../recognizers/checksums.js';
import { vinCheckDigit, vinCheckDigitValid } from '../recognizers/vin.js';
import type { SurrogateGenerator } from './surrogate-identifiers.js';
import { applyLayout, TRIES, type Draw } from './surrogate-random.js';

/**
 * Letters a VIN holds, and those a plate's are drawn from: none of I, O and Q, which read as 1
 * and 0 (most countries leave them off plates too).
 */
const VIN_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
/** Model-year codes (the tenth place): no U or Z besides, and no 0. */
const YEAR_LETTERS = [...'ABCDEFGHJKLMNPRSTVWXY'];

/**
 * VIN: the maker's code kept (the first three characters, and places 12 to 14 for a small maker,
 * whose third is a 9: a maker names millions of cars, and the model still reads "a Honda"), every
 * other place a letter where a letter was and a digit where a digit was; the North American check
 * digit in the ninth place when the original's was right.
 */
export const vinSurrogate: SurrogateGenerator = (value, draw) => {
  const upper = value.toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(upper)) return undefined;
  const checked = vinCheckDigitValid(upper);
  const smallMaker = upper.charAt(2) === '9';
  for (let tries = 0; tries < TRIES; tries++) {
    let vin = '';
    for (let i = 0; i < 17; i++) {
      const ch = upper.charAt(i);
      const digit = ch >= '0' && ch <= '9';
      if (i < 3 || (smallMaker && i >= 11 && i <= 13)) vin += ch;
      else if (i === 9) vin += digit ? String(draw.between(1, 9)) : draw.pick(YEAR_LETTERS);
      else vin += digit ? draw.digit() : draw.pick(VIN_LETTERS);
    }
    if (checked) vin = `${vin.slice(0, 8)}${vinCheckDigit(vin) ?? '0'}${vin.slice(9)}`;
    // Our recognizer wants 3 to 14 digits (a word or a number is no VIN); a check X or digit can tip it.
    const digits = vin.replace(/\D/g, '').length;
    if (digits >= 3 && digits <= 14) return applyLayout(value, vin);
  }
  return undefined;
};

/** Licence plate: a letter where a letter was, a digit where a digit was, separators and case kept ("M-AB 1234" -> "K-TR 5820"). */
export const licensePlateSurrogate: SurrogateGenerator = (value, draw) => {
  if (!/^[A-Za-z0-9]+(?:[ .·-]+[A-Za-z0-9]+)*$/.test(value)) return undefined;
  let plate = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') plate += draw.digit();
    else if (/[A-Za-z]/.test(ch)) plate += ch === ch.toLowerCase() ? draw.pick(VIN_LETTERS).toLowerCase() : draw.pick(VIN_LETTERS);
    else plate += ch;
  }
  return plate;
};

/** IMEI: the test range 00 (see the file comment), six digits of model and six of serial, the Luhn digit; grouping kept. */
export const imeiSurrogate: SurrogateGenerator = (value, draw) => {
  if (!/^\d{15}$/.test(value.replace(/[ -]/g, ''))) return undefined;
  const body = `00${draw.digits(12)}`;
  return applyLayout(value, `${body}${luhnCheckDigit(body)}`);
};

const hexDigit = (draw: Draw): string => draw.int(16).toString(16);

/**
 * MAC address: twelve new hex digits in the original's separators and case. The first octet
 * has the locally administered bit (0x02) set and the multicast bit (0x01) clear: an address a
 * system assigns itself (a virtual machine's, a phone's randomised Wi-Fi address), never one
 * from a vendor's OUI block, so the surrogate cannot be a real card's burned-in address; and
 * unicast, so it still names one device, as the original did.
 */
export const macAddressSurrogate: SurrogateGenerator = (value, draw) => {
  if (!/^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$|^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/.test(value)) return undefined;
  const upper = /[A-F]/.test(value) && !/[a-f]/.test(value);
  for (let tries = 0; tries < TRIES; tries++) {
    let hex = ((draw.int(256) & 0xfc) | 0x02).toString(16).padStart(2, '0');
    for (let i = 0; i < 10; i++) hex += hexDigit(draw);
    // A letter among the digits: decimal pairs alone ("12:30:45:00:11:22") count as a MAC address only beside the word.
    if (/[a-f]/.test(hex)) return applyLayout(value, upper ? hex.toUpperCase() : hex);
  }
  return undefined;
};
