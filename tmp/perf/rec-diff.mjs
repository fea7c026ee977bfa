// Random differential test: every default recognizer (no gazetteer) of the base build vs current.
const load = async (root) => (await import(`${root}/src/privacy/recognizers/index.js`)).createDefaultRecognizers({ gazetteer: false });
const base = await load('/work/main/dist-perf-base'), cur = await load('/work/main/dist-perf');
const pieces = ['0','1','2','3','4','5','6','7','8','9','12','123','4111','5555','0000','00','+','+1','+44','+49 ','(',')','-','.',' ','  ','\t','/',':','::','@','a','A','x','ext','#','DE','GB','FR','NL','IT','IBAN','SSN','call','phone','card','www.','http://','https://','ftp://','.com','.org','.de','example','mail','Z','Y','X','L','M','é','ſ','K','\u212a','😀','\n',',','_','%','fe80','2A','2B','ab','AB','CD','4111 1111 1111 1111','4111-1111-1111-1111','378282246310005','3782 822463 10005','DE89 3704 0044 0532 0130 00','DE89370400440532013000','GB29 NWBK 6016 1331 9268 19','jane.doe@example.com','a@b.co','192.168.0.1','10.0.0.1/24','fe80::1','2001:db8::ff00:42:8329','AB123456C','AB 12 34 56 C','12345678Z','X1234567L','Y-1234567-X','1 85 05 78 006 084 36','185057800608436','123-45-6789','912-70-1234','912701234','12 345 678 903','12345678903','1234.56.782','111222333','(415) 555-0132','+44 20 7946 0958','030 1234567','06 12 34 56 78','555-0100','2023-01-15','RSSMRA85T10A562S','www.example.org/x','https://x.y/z?q=1'];
let seed = Number(process.env.SEED ?? 3);
const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const fmt = (spans) => spans.map((s) => `${s.type}[${s.start},${s.end}]${s.score.toFixed(4)}`).sort().join(' ');
const found = {}; let diffs = 0; const N = Number(process.env.N ?? 100000);
for (let k = 0; k < N; k++) {
  let t = ''; const n = 1 + Math.floor(rnd() * 40);
  for (let j = 0; j < n; j++) t += pieces[Math.floor(rnd() * pieces.length)] + ['', '', ' ', ', ', '\n', ' call '][Math.floor(rnd() * 6)];
  for (let r = 0; r < base.length; r++) {
    const ctx = k % 5 === 0 ? { language: 'de' } : {};
    const a = fmt(base[r].detect(t, ctx)), b = fmt(cur[r].detect(t, ctx));
    if (b !== "") found[base[r].name] = (found[base[r].name] ?? 0) + 1;
    if (a !== b) { if (diffs++ < 10) console.log('DIFF', base[r].name, JSON.stringify(t), '\n base', a, '\n cur ', b); }
  }
}
console.log(N, "texts,", diffs, "differences", found);
