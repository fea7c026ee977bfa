/**
 * libphonenumber-js's verdict on a phone number (valid, possible), computed from its own
 * metadata without calling its parser. A parse builds a dozen objects and recompiles a regex
 * from a multi-kilobyte pattern string for every check (for a US number: for each of the 25
 * countries sharing +1), ~20 us each; the phone recognizer asked up to seven regions per
 * phone-shaped string, and most such strings in chat text are order references, card numbers
 * or amounts. Here each pattern is compiled once and a verdict costs a few regex tests.
 *
 * The functions retrace `parsePhoneNumberFromString(number, region)` followed by `isValid()` /
 * `isPossible()` step by step (calling-code and national-prefix extraction, the country among
 * those sharing a calling code, number-type patterns and lengths) and answer 'unknown' where
 * they do not: an international call prefix written without '+' (011 in the US), plans whose
 * national prefix is rewritten rather than stripped (a "transform rule", e.g. the US Virgin
 * Islands; the US plan itself has none), non-geographic calling codes. The caller then asks libphonenumber. test/privacy/phone-plans.test.ts compares
 * the verdicts with libphonenumber's on generated numbers of many regions.
 */
import { Metadata, type CountryCode } from 'libphonenumber-js/max';
import { emptyPlans, type CallingPlan, type CountryPlan, type PlanCompiler } from './phone-plan-data.js';

/** What libphonenumber-js would answer; 'unknown' where the caller must ask it. */
export type PhoneVerdict = 'valid' | 'possible' | 'invalid' | 'unknown';

/** The national (significant) number's length against a plan: libphonenumber's checkNumberLength. */
function lengthCheck(length: number, lengths: readonly number[]): 'possible' | 'short' | 'long' | 'invalid' {
  const min = lengths[0];
  if (min === undefined || min === length) return 'possible';
  if (min > length) return 'short';
  if ((lengths[lengths.length - 1] ?? 0) < length) return 'long';
  return lengths.indexOf(length, 1) >= 0 ? 'possible' : 'invalid';
}

/** Whether the number has a type in the plan (libphonenumber's getNumberType !== undefined). */
function hasType(plan: CountryPlan, national: string): boolean {
  if (plan.types === undefined || !plan.general.test(national)) return false;
  for (const type of plan.types) {
    if (type.lengths.includes(national.length) && type.pattern.test(national)) return true;
  }
  return false;
}

/** libphonenumber's isValid for a national number in a plan. */
function isValidIn(plan: CountryPlan, national: string): boolean {
  return plan.types === undefined ? plan.general.test(national) : hasType(plan, national);
}

/** The country among those sharing the calling code that the number belongs to (getCountryByCallingCode). */
function countryOf(calling: CallingPlan, national: string): CountryPlan | undefined {
  if (calling.countries.length === 1) return calling.countries[0];
  for (const country of calling.countries) {
    if (country.leadingDigits !== undefined) {
      if (national !== '' && national.search(country.leadingDigits) === 0) return country;
    } else if (hasType(country, national)) {
      return country;
    }
  }
  return undefined;
}

/** The number without its national prefix, when libphonenumber would strip it (extractNationalNumber). */
function nationalNumber(number: string, selected: CountryPlan, calling: CallingPlan): string {
  if (number === '' || selected.prefix === undefined) return number;
  const match = selected.prefix.exec(number);
  if (match === null) return number;
  const national = number.slice(match[0].length);
  if (national === number) return number;
  // Not when the number fits the plan only with the prefix, or without it is too short.
  if (selected.general.test(number) && !selected.general.test(national)) return number;
  if (selected.lengths.length > 0) {
    const check = lengthCheck(national.length, (countryOf(calling, national) ?? selected).lengths);
    if (check === 'short' || check === 'invalid') return number;
  }
  return national;
}

/**
 * Valid, possible or neither, once the calling code and the rest are known; without
 * `possible`, 'possible' is not worked out (and reported as 'invalid').
 */
function verdictOf(calling: CallingPlan, selected: CountryPlan, rest: string, fallback: CountryPlan, possible: boolean): PhoneVerdict {
  if (rest === '') return 'invalid';
  const national = nationalNumber(rest, selected, calling);
  if (national.length < 2 || national.length > 17) return 'invalid';
  // Valid means matching the national pattern of some country of the calling code.
  if (!possible && !calling.anyGeneral.test(national)) return 'invalid';
  const country = countryOf(calling, national) ?? fallback;
  if (isValidIn(country, national)) return 'valid';
  if (country.lengths.length === 0) return 'unknown';
  return lengthCheck(national.length, country.lengths) === 'possible' ? 'possible' : 'invalid';
}

let compiler: PlanCompiler | undefined;
const plans = (): PlanCompiler => (compiler ??= emptyPlans(new Metadata()));
/** Per region: its calling code's plans and its own (null: not supported). */
const regions = new Map<string, { calling: CallingPlan; selected: CountryPlan } | null>();

function regionPlan(region: string): { calling: CallingPlan; selected: CountryPlan } | null {
  let entry = regions.get(region);
  if (entry === undefined) {
    const calling = plans().forRegion(region);
    const selected = calling?.countries.find((country) => country.country === region);
    entry = calling === undefined || selected === undefined ? null : { calling, selected };
    regions.set(region, entry);
  }
  return entry;
}

/**
 * Verdict for a number written without '+' and read as a number of `region`: the digits only
 * (no separators). 'possible' is never returned: only validity is asked of national numbers.
 */
export function nationalVerdict(digits: string, region: CountryCode): 'valid' | 'invalid' | 'unknown' {
  const reading = nationalReading(digits, region);
  if (reading === 'unknown') return 'unknown';
  const verdict = verdictOf(reading.calling, reading.selected, reading.rest, reading.selected, false);
  return verdict === 'possible' ? 'invalid' : verdict;
}

/**
 * Whether a number written without '+' is a valid mobile number of `region` (libphonenumber's
 * type MOBILE or FIXED_LINE_OR_MOBILE); undefined where the metadata alone cannot tell.
 */
export function nationalMobile(digits: string, region: CountryCode): boolean | undefined {
  const reading = nationalReading(digits, region);
  if (reading === 'unknown' || reading.rest === '') return undefined;
  const { calling, selected, rest } = reading;
  const national = nationalNumber(rest, selected, calling);
  const country = countryOf(calling, national) ?? selected;
  if (country.types === undefined) return undefined;
  if (!isValidIn(country, national)) return false;
  const types = country.types;
  const is = (name: string): boolean => types.some((type) => type.name === name && type.lengths.includes(national.length) && type.pattern.test(national));
  // As getNumberType: a fixed line is FIXED_LINE_OR_MOBILE where the plan has no mobile type.
  if (is('FIXED_LINE')) return is('MOBILE') || !types.some((type) => type.name === 'MOBILE');
  return is('MOBILE');
}

/** How a national number is read in `region`: its calling code's plans and the digits after any code written out. */
function nationalReading(digits: string, region: CountryCode): { calling: CallingPlan; selected: CountryPlan; rest: string } | 'unknown' {
  const entry = regionPlan(region);
  if (entry === null || digits.length < 2) return 'unknown';
  const { calling, selected } = entry;
  // Both plans the parse may use to strip a national prefix must strip, not rewrite.
  const main = calling.countries[0];
  if (main === undefined || calling.incomplete || selected.transform || main.transform) return 'unknown';
  // An international call prefix ("011 44 ...") may lead to any country.
  if (selected.idd !== undefined && digits.search(selected.idd) === 0) return 'unknown';
  let rest = digits;
  let viaCode = false;
  // "44 20 7946 0958" read as GB: the calling code written without '+'.
  if (digits.startsWith(calling.code)) {
    const shorter = digits.slice(calling.code.length);
    const shorterNational = nationalNumber(shorter, selected, calling);
    const whole = nationalNumber(digits, selected, calling);
    if (
      (!selected.general.test(whole) && selected.general.test(shorterNational)) ||
      lengthCheck(whole.length, selected.lengths) === 'long'
    ) {
      rest = shorter;
      viaCode = true;
    }
  }
  return { calling, selected: viaCode ? main : selected, rest };
}

/** Verdict for a number written with '+' (or 00): the digits after it. */
export function internationalVerdict(digits: string): PhoneVerdict {
  if (digits.startsWith('0')) return 'invalid';
  for (let length = 1; length <= 3 && length <= digits.length; length++) {
    const code = digits.slice(0, length);
    const known = plans().forCallingCode(code);
    if (known === 'none') continue;
    const main = known === 'unknown' ? undefined : known.countries[0];
    if (known === 'unknown' || main === undefined || known.incomplete || main.transform) return 'unknown';
    return verdictOf(known, main, digits.slice(length), main, true);
  }
  return 'invalid';
}
