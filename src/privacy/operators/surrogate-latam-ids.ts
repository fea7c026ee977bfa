/**
 * Surrogates for Latin America's personal numbers: Brazil's CPF, Mexico's CURP, Chile's RUT/RUN
 * and Argentina's CUIT/CUIL. Each keeps the written form ("123.456.789-09", "12.345.678-5",
 * "20-12345678-6", a CURP in small letters) and passes our own recognizer's check, and keeps
 * what says which kind of holder it is (CUIT's prefix, a company's RUT range, CURP's sex and
 * century); what names the person (digits, initials, birth date) is drawn anew. None of these
 * has a range reserved for fiction, so a surrogate is random and may be somebody's (as for the
 * IDs in surrogate-identifiers.ts).
 */
import { arCuitCheckDigit } from '../recognizers/ar-cuit.js';
import { brCpfCheckDigit, brCpfValid } from '../recognizers/br-cpf.js';
import { clRutCheckCharacter } from '../recognizers/cl-rut.js';
import { CURP_STATES, mxCurpCheckDigit } from '../recognizers/mx-curp.js';
import type { SurrogateGenerator } from './surrogate-identifiers.js';
import { applyLayout, padded, pastYear, TRIES, type Draw } from './surrogate-random.js';

/**
 * CPF: eight new digits, the ninth kept (the fiscal region that issued the number, a group of
 * states, as a phone surrogate keeps its area code), the two check digits.
 */
export const brCpfSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11) return undefined;
  for (let tries = 0; tries < TRIES; tries++) {
    const nine = `${draw.digits(8)}${digits.charAt(8)}`;
    const ten = `${nine}${brCpfCheckDigit(nine)}`;
    const cpf = `${ten}${brCpfCheckDigit(ten)}`;
    // One digit repeated eleven times passes the sums but is no CPF.
    if (brCpfValid(cpf)) return applyLayout(value, cpf);
  }
  return undefined;
};

const VOWELS = ['A', 'E', 'I', 'O', 'U'];
/** The consonants a CURP takes from inside the surnames and the given name. */
const CONSONANTS = [...'BCDFGHJKLMNPQRSTVWXYZ'];
/** States of birth to draw from: NE (born abroad) only where the original says so. */
const STATES = CURP_STATES.filter((state) => state !== 'NE');

/**
 * CURP: new initials (the second a vowel, as the first surname's first inner vowel is), birth
 * date, inner consonants and homonym character, and a state of birth drawn (NE, born abroad,
 * stays NE); the sex letter kept, and the century, which the homonym character tells (a digit
 * for a birth before 2000, a letter from 2000 on). Then the check digit.
 */
export const mxCurpSurrogate: SurrogateGenerator = (value, draw) => {
  const upper = value.toUpperCase();
  if (!/^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/.test(upper)) return undefined;
  const from2000 = /[A-Z]/.test(upper.charAt(16));
  const consonant = (): string => draw.pick(CONSONANTS);
  const seventeen =
    `${draw.letter()}${draw.pick(VOWELS)}${draw.letter()}${draw.letter()}` +
    `${pastYear(draw, from2000 ? 2000 : 1900)}${padded(draw.between(1, 12), 2)}${padded(draw.between(1, 28), 2)}` +
    `${upper.charAt(10)}${upper.slice(11, 13) === 'NE' ? 'NE' : draw.pick(STATES)}` +
    `${consonant()}${consonant()}${consonant()}${from2000 ? draw.letter() : draw.digit()}`;
  return applyLayout(value, `${seventeen}${mxCurpCheckDigit(seventeen)}`);
};

/** The first digit of a new RUT body: a company's RUT (from 50 million) stays a company's, a person's a person's. */
function rutLead(body: string, draw: Draw): number {
  if (body.length === 7) return draw.between(1, 9);
  return Number(body) >= 50_000_000 ? draw.between(5, 9) : draw.between(1, 2);
}

/** RUT/RUN: as many digits as the original (seven or eight), the check character (a K in the original's case). */
export const clRutSurrogate: SurrogateGenerator = (value, draw) => {
  const match = /^([\d.]+)-[\dkK]$/.exec(value);
  const body = match?.[1]?.replace(/\./g, '') ?? '';
  if (body.length < 7 || body.length > 8) return undefined;
  const next = `${rutLead(body, draw)}${draw.digits(body.length - 1)}`;
  return applyLayout(value, `${next}${clRutCheckCharacter(next)}`);
};

/**
 * CUIT/CUIL: the prefix kept (20 a man, 27 a woman, 30 a company; 23, 24, 33 and 34 where those
 * gave no check digit), a new DNI or company number, the check digit (redrawn when it would be 10).
 */
export const arCuitSurrogate: SurrogateGenerator = (value, draw) => {
  const digits = value.replace(/\D/g, '');
  if (!/^(?:2[0347]|3[034])\d{9}$/.test(digits)) return undefined;
  for (let tries = 0; tries < TRIES; tries++) {
    const ten = `${digits.slice(0, 2)}${draw.between(1, 9)}${draw.digits(7)}`;
    const check = arCuitCheckDigit(ten);
    if (check < 10) return applyLayout(value, `${ten}${check}`);
  }
  return undefined;
};
