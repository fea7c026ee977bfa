const { nationalVerdict } = await import('/work/main/dist-perf/src/privacy/recognizers/phone-plans.js');
for (const r of ['US','GB','DE','FR','ES','IT','NL','CA','BR','AR','MX']) {
  let u = 0, n = 0;
  for (let i = 0; i < 20000; i++) { const d = String(Math.floor(Math.random()*1e12)).padStart(7 + (i % 6), '1').slice(0, 7 + (i % 6)); n++; if (nationalVerdict(d, r) === 'unknown') u++; }
  console.log(r, u, n);
}
