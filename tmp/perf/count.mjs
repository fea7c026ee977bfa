import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/package.json');
const { mayBeValidNational } = await import('/work/main/dist-perf/src/privacy/recognizers/phone-plans.js');
const { syntheticMessages } = await import('/work/main/dist-perf/bench/analyzer-bench.js');
const CANDIDATE = /(?<![\p{L}\p{N}+_/.:-])(?:\+|00)?\(?\d[\d \t().\-/]{5,22}\d(?:[ \t]?(?:x|ext\.?|#)[ \t]?\d{1,6})?(?![\p{L}\p{N}]|[.:/-]\d)/gu;
const regions = ['US','GB','DE','FR','ES','IT','NL'];
const stats = new Map();
for (const t of syntheticMessages(400)) {
  for (const m of t.matchAll(CANDIDATE)) {
    const main = m[0]; const digits = main.replace(/\D/g,'');
    if (digits.length < 7 || digits.length > 15) continue;
    if (main.startsWith('+')||main.startsWith('00')) { const k='intl '+(parsePhoneNumberFromString(main)?.isValid()); stats.set(k,(stats.get(k)??0)+1); continue; }
    let parses = 0, valid = false;
    for (const r of regions) { if (!mayBeValidNational(digits, r)) continue; parses++; if (parsePhoneNumberFromString(main, r)?.isValid()) { valid = r; break; } }
    const shape = main.replace(/\d/g,'9');
    const k = `${shape} parses=${parses} valid=${valid}`;
    stats.set(k,(stats.get(k)??0)+1);
  }
}
console.log([...stats].sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>`${v}\t${k}`).join('\n'));
