/**
 * phone-plans.ts computes libphonenumber-js's verdicts from its metadata; every verdict other
 * than 'unknown' must be the library's own. Checked on generated numbers of many regions:
 * real example numbers (edited, with national prefixes, calling codes and international call
 * prefixes in front) and random digit strings, in national and international form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import t from 'tap';
import { internationalVerdict, nationalMobile, nationalVerdict } from '../../src/privacy/recognizers/phone-plans.js';

const require = createRequire(import.meta.url);
const examples = JSON.parse(readFileSync(require.resolve('libphonenumber-js/examples.mobile.json'), 'utf8')) as Record<string, string>;

/** Deterministic generator (LCG), so a failure can be reproduced. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Numbers for one region: examples with edits and prefixes, and random digit strings. */
function numbersFor(region: CountryCode, count: number, next: () => number): string[] {
  const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const code = getCountryCallingCode(region);
  const prefixes = ['', '', '', '0', '00', '011', '1', code, `${code}0`, '8', '9', `0${code}`];
  const example = examples[region] ?? '';
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const prefix = prefixes[Math.floor(next() * prefixes.length)] ?? '';
    if (example !== '' && next() < 0.4) {
      const chars = example.split('');
      for (let edits = Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * chars.length);
        const op = next();
        if (op < 0.6) chars[at] = String(Math.floor(next() * 10));
        else if (op < 0.8) chars.splice(at, 1);
        else chars.splice(at, 0, String(Math.floor(next() * 10)));
      }
      out.push(prefix + chars.join(''));
    } else {
      out.push(prefix + digits(2 + Math.floor(next() * 14)));
    }
  }
  return out;
}

/** The number with random separators, as a text would have it (the verdict only reads digits). */
function formatted(digits: string, next: () => number): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    out += digits[i];
    if (i < digits.length - 1 && next() < 0.25) out += [' ', '-', '.', '/'][Math.floor(next() * 4)];
  }
  return out;
}

t.test('verdicts equal libphonenumber-js on generated numbers of every region', async (t) => {
  const next = random(20251121);
  let compared = 0;
  let valid = 0;
  const mismatches: string[] = [];
  for (const region of getCountries()) {
    for (const number of numbersFor(region, 120, next)) {
      const national = nationalVerdict(number, region);
      if (national !== 'unknown') {
        compared++;
        const text = formatted(number, next);
        const library = parsePhoneNumberFromString(text, region)?.isValid() === true ? 'valid' : 'invalid';
        if (library === 'valid') valid++;
        if (library !== national) mismatches.push(`${region} ${text}: ${national}, library ${library}`);
      }
      const international = internationalVerdict(number);
      if (international !== 'unknown') {
        compared++;
        const parsed = parsePhoneNumberFromString(`+${formatted(number, next)}`);
        const library = parsed?.isValid() === true ? 'valid' : parsed?.isPossible() === true ? 'possible' : 'invalid';
        if (library !== international) mismatches.push(`+${number}: ${international}, library ${library}`);
      }
    }
  }
  t.same(mismatches.slice(0, 10), [], 'no verdict differs from the library');
  t.ok(compared > 40_000, `most numbers get a verdict (${compared})`);
  t.ok(valid > 2_000, `valid numbers are among them (${valid})`);
});

t.test('the default regions answer without libphonenumber except for call prefixes', async (t) => {
  t.equal(nationalVerdict('4157962210', 'US'), 'valid');
  t.equal(nationalVerdict('02079460958', 'GB'), 'valid');
  t.equal(nationalVerdict('03012345678', 'DE'), 'valid');
  t.equal(nationalVerdict('0612345678', 'FR'), 'valid');
  t.equal(nationalVerdict('378282246310005', 'US'), 'invalid', 'a card number is no US number');
  t.equal(nationalVerdict('01144207946095', 'US'), 'unknown', '011 may lead to any country');
  t.equal(nationalVerdict('0044207946095', 'GB'), 'unknown');
  t.equal(internationalVerdict('442079460958'), 'valid');
  t.equal(internationalVerdict('0442079460958'), 'invalid', '+0 is no calling code');
  t.equal(nationalVerdict('12345', 'ZZ' as CountryCode), 'unknown', 'unknown regions are left to the library');
});

t.test('mobile or not equals libphonenumber-js (MOBILE or FIXED_LINE_OR_MOBILE) wherever it answers', async (t) => {
  const next = random(20261128);
  let compared = 0;
  let mobile = 0;
  const mismatches: string[] = [];
  for (const region of getCountries()) {
    for (const number of numbersFor(region, 60, next)) {
      const ours = nationalMobile(number, region);
      if (ours === undefined) continue;
      compared++;
      const parsed = parsePhoneNumberFromString(number, region);
      const type = parsed?.isValid() === true ? parsed.getType() : undefined;
      const library = type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
      if (library) mobile++;
      if (library !== ours) mismatches.push(`${region} ${number}: ${ours}, library ${type ?? 'invalid'}`);
    }
  }
  t.same(mismatches.slice(0, 10), [], 'no answer differs from the library');
  t.ok(compared > 10_000, `most numbers get an answer (${compared})`);
  t.ok(mobile > 300, `mobile numbers are among them (${mobile})`);
  t.equal(nationalMobile('0612345678', 'FR'), true);
  t.equal(nationalMobile('0612345678', 'DE'), false, 'a German landline');
  t.equal(nationalMobile('01711234567', 'DE'), true);
});
