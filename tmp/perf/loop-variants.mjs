const { syntheticMessages } = await import('/work/main/dist-perf/bench/analyzer-bench.js');
const texts = syntheticMessages(400, 5);
function tight(text) {
  let digits = 0, run = 0, maxRun = 0, word = 0, wordRun = 0, hasAt = false, colons = 0, dotWord = false, dd = false, ld = false;
  const starts = [], lengths = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c - 48 >>> 0 < 10) {
      if (run === 0) starts.push(i);
      run++; digits++; word++;
      continue;
    }
    if (run > 0) { lengths.push(run); if (run > maxRun) maxRun = run; if (run >= 2 && !ld) { const s = i - run; ld = s >= 2 && ((text.charCodeAt(s-1)|32) - 97 >>> 0) < 26 && ((text.charCodeAt(s-2)|32) - 97 >>> 0) < 26; } run = 0; }
    if (c >= 128 || ((c | 32) - 97 >>> 0) < 26) { word++; continue; }
    if (word > wordRun) wordRun = word;
    word = 0;
    if (c === 46) { const nx = text.charCodeAt(i + 1); if (nx >= 128 || ((nx | 32) - 97 >>> 0) < 26) dotWord = true; }
    else if (c === 64) hasAt = true; else if (c === 58) colons++;
  }
  if (run > 0) { lengths.push(run); if (run > maxRun) maxRun = run; }
  if (word > wordRun) wordRun = word;
  return { digits, maxRun, wordRun, hasAt, colons, dotWord, starts, lengths, ld };
}
function rx(text) {
  const starts = [], lengths = []; let digits = 0, maxRun = 0;
  const re = /\d+/g; for (let m = re.exec(text); m; m = re.exec(text)) { starts.push(m.index); const l = m[0].length; lengths.push(l); digits += l; if (l > maxRun) maxRun = l; }
  return { digits, maxRun, starts, lengths, at: text.includes('@'), dw: /\.[A-Za-z\u0080-\uffff]/.test(text), dd: /\d\.\d/.test(text), ld: /[A-Za-z]{2}\d\d/.test(text), wr: /[A-Za-z0-9\u0080-\uffff]{16}/.test(text), hc: /:[0-9a-f]{0,4}:/i.test(text) };
}
for (const [name, f] of [['tight', tight], ['rx', rx], ['tight', tight], ['rx', rx]]) {
  let x = 0;
  for (let w = 0; w < 20; w++) for (const t of texts) x += f(t).digits;
  const t0 = process.hrtime.bigint();
  for (let w = 0; w < 50; w++) for (const t of texts) x += f(t).digits;
  const ns = Number(process.hrtime.bigint() - t0) / (50 * 400);
  console.log(name, ns.toFixed(0), 'ns per text');
}
