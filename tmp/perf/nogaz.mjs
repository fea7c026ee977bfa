import { readFileSync } from 'node:fs';
const { syntheticMessages } = await import('/work/main/dist-perf/bench/analyzer-bench.js');
const load = async (root, opts) => {
  const { createAnalyzer } = await import(`${root}/src/privacy/analyzer.js`);
  const { createDefaultRecognizers } = await import(`${root}/src/privacy/recognizers/index.js`);
  return createAnalyzer({ recognizers: createDefaultRecognizers(opts) });
};
const opts = process.env.GAZ ? {} : { gazetteer: false };
const a = await load('/work/main/dist-perf-base', opts), b = await load('/work/main/dist-perf', opts);
a.warmUp(); b.warmUp();
const texts = process.env.WL === 'corpus' ? readFileSync('/work/shared/eval/pii_presidio_research_generated_large.jsonl','utf8').split('\n').filter(Boolean).map(l=>JSON.parse(l).text) : syntheticMessages(400, 5);
const time = (an) => { const t0 = process.cpuUsage(); for (const t of texts) an.analyze(t); const u = process.cpuUsage(t0); return (u.user + u.system) / texts.length; };
for (let w = 0; w < 3; w++) { time(a); time(b); }
const ra = [], rb = [];
for (let k = 0; k < 9; k++) { ra.push(time(a)); rb.push(time(b)); }
const med = (x) => x.sort((p, q) => p - q)[4];
console.log(`base ${med(ra).toFixed(1)} us/text, current ${med(rb).toFixed(1)} us/text`);
