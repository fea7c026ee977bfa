const a = await import('/work/main/dist-perf-base/src/privacy/recognizers/credit-card.js');
const b = await import('/work/main/dist-perf/src/privacy/recognizers/credit-card.js');
const pieces = ['4','1','0','5','3','7','6',' ','-','4111','1111','5555','4444','3782','822463','10005','😀','é','x','--','  '];
let seed = 5; const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
let d = 0, pos = 0;
for (let k = 0; k < 300000; k++) { let t = ''; const n = 1 + Math.floor(rnd() * 10); for (let j = 0; j < n; j++) t += pieces[Math.floor(rnd() * pieces.length)]; const x = a.validateCardNumber(t), y = b.validateCardNumber(t); if (y) pos++; if (x !== y && d++ < 5) console.log(JSON.stringify(t), x, y); }
console.log('diffs', d, 'positives', pos);
