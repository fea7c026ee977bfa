const root = process.argv[2] ?? '/work/main/dist-perf';
const { createAnalyzer } = await import(`${root}/src/privacy/analyzer.js`);
const { createDefaultRecognizers } = await import(`${root}/src/privacy/recognizers/index.js`);
const a = createAnalyzer({ recognizers: createDefaultRecognizers() }); a.warmUp();
const texts = ['ok', 'Hello there, how are you today?', 'please send the report by friday, thanks a lot for your help with this', 'My name is John Smith and I live in Paris.'];
for (const t of texts) {
  for (let i = 0; i < 20000; i++) a.analyze(t);
  const r = []; for (let k = 0; k < 5; k++) { const t0 = process.hrtime.bigint(); for (let i = 0; i < 20000; i++) a.analyze(t); r.push(Number(process.hrtime.bigint() - t0) / 20000); }
  console.log(Math.min(...r).toFixed(0).padStart(6), 'ns', JSON.stringify(t));
}
