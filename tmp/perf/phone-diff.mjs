import { parsePhoneNumberFromString, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { readFileSync } from 'node:fs';
const { nationalVerdict, internationalVerdict } = await import('/work/main/dist-perf/src/privacy/recognizers/phone-plans.js');
const examples = JSON.parse(readFileSync('/work/main/node_modules/libphonenumber-js/examples.mobile.json', 'utf8'));
let seed = Number(process.env.SEED ?? 1);
const rnd = () => { seed = (seed * 1103515245 + 12345) >>> 0; return seed / 2 ** 32; };
const digits = (n) => { let s = ''; for (let i = 0; i < n; i++) s += Math.floor(rnd() * 10); return s; };
const group = (d) => { let out = ''; for (let i = 0; i < d.length; i++) { out += d[i]; if (i < d.length - 1 && rnd() < 0.25) out += [' ', '-', '.', ' ', '/'][Math.floor(rnd() * 5)]; } return rnd() < 0.1 && d.length > 4 ? `(${out.slice(0,3)}) ${out.slice(3)}` : out; };
const countries = process.env.ALL ? getCountries() : ['US','GB','DE','FR','ES','IT','NL','CA','CH','AT','BE','PL','BR','IN','AU','JP','CN','RU','KZ','AR','MX','VA','JE','GG','IM','SE','DK','NO','FI','IE','PT','AG','BS','PR','CO','KR','TR'];
const N = Number(process.env.N ?? 3000);
const stats = { nat: 0, natUnknown: 0, natMismatch: 0, intl: 0, intlUnknown: 0, intlMismatch: 0, natValid: 0 };
const mismatches = [];
for (const region of countries) {
  const cc = getCountryCallingCode(region);
  const example = examples[region] ?? '';
  const prefixes = ['', '', '', '0', '00', '011', '1', cc, cc + '0', '8', '9', '0' + cc];
  for (let k = 0; k < N; k++) {
    let d;
    const r = rnd();
    if (r < 0.35 && example) {
      d = example.split('');
      const edits = Math.floor(rnd() * 3);
      for (let e = 0; e < edits; e++) { const at = Math.floor(rnd() * d.length); const op = rnd(); if (op < 0.6) d[at] = String(Math.floor(rnd()*10)); else if (op < 0.8) d.splice(at, 1); else d.splice(at, 0, String(Math.floor(rnd()*10))); }
      d = prefixes[Math.floor(rnd() * prefixes.length)] + d.join('');
    } else {
      d = prefixes[Math.floor(rnd() * prefixes.length)] + digits(2 + Math.floor(rnd() * 14));
    }
    if (d.length < 2) continue;
    const main = group(d);
    const v = nationalVerdict(d, region);
    stats.nat++;
    if (v === 'unknown') stats.natUnknown++;
    else {
      const lib = parsePhoneNumberFromString(main, region)?.isValid() === true ? 'valid' : 'invalid';
      if (lib === 'valid') stats.natValid++;
      if (lib !== v) { stats.natMismatch++; if (mismatches.length < 20) mismatches.push(`nat ${region} ${main} ours=${v} lib=${lib}`); }
    }
    const di = (rnd() < 0.7 ? cc : '') + d;
    const vi = internationalVerdict(di);
    stats.intl++;
    if (vi === 'unknown') stats.intlUnknown++;
    else {
      const p = parsePhoneNumberFromString('+' + group(di));
      const lib = p?.isValid() === true ? 'valid' : p?.isPossible() === true ? 'possible' : 'invalid';
      if (lib !== vi) { stats.intlMismatch++; if (mismatches.length < 40) mismatches.push(`intl +${di} ours=${vi} lib=${lib}`); }
    }
  }
}
console.log(stats);
console.log(mismatches.join('\n'));
