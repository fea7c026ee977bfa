const { syntheticMessages } = await import('/work/main/dist-perf/bench/analyzer-bench.js');
const { TextProfile } = await import('/work/main/dist-perf/src/privacy/recognizers/text-profile.js');
const texts = syntheticMessages(400, 5);
let x = 0;
for (let w = 0; w < 20; w++) for (const t of texts) x += new TextProfile(t).digits;
const t0 = process.hrtime.bigint();
for (let w = 0; w < 50; w++) for (const t of texts) x += new TextProfile(t).digits;
const ns = Number(process.hrtime.bigint() - t0) / (50 * 400);
console.log(ns.toFixed(0), 'ns per text', (ns / 856).toFixed(2), 'ns/char', x > 0);
