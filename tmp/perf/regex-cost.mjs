const { syntheticMessages } = await import('/work/main/dist-perf/bench/analyzer-bench.js');
const idx = await import('/work/main/dist-perf/src/privacy/recognizers/index.js');
const texts = syntheticMessages(400, 5);
// Reach into recognizers by re-creating the regexes from source files is awkward; instead time detect() per recognizer.
const recs = idx.createDefaultRecognizers({ gazetteer: false });
for (const r of recs) {
  for (let w = 0; w < 3; w++) for (const t of texts) r.detect(t, {});
  const t0 = process.cpuUsage();
  for (let k = 0; k < 10; k++) for (const t of texts) r.detect(t, {});
  const u = process.cpuUsage(t0);
  console.log(r.name.padEnd(16), ((u.user + u.system) / (10 * texts.length)).toFixed(2), 'us/text');
}
