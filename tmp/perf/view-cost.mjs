const { syntheticMessages } = await import('/work/main/dist-perf/bench/analyzer-bench.js');
const { TokenView } = await import('/work/main/dist-perf/src/privacy/gazetteer/token-view.js');
const { getLexicon } = await import('/work/main/dist-perf/src/privacy/gazetteer/lexicon.js');
const { tokenize } = await import('/work/main/dist-perf/src/privacy/gazetteer/tokenize.js');
const lex = getLexicon();
const texts = syntheticMessages(400, 5);
const run = (f) => { let x = 0; for (let w = 0; w < 20; w++) for (const t of texts) x += f(t); const r = []; for (let k = 0; k < 7; k++) { const t0 = process.hrtime.bigint(); for (let w = 0; w < 10; w++) for (const t of texts) x += f(t); r.push(Number(process.hrtime.bigint() - t0) / 4000); } return Math.min(...r); };
for (let k = 0; k < 2; k++) {
  console.log('tokenize', run((t) => tokenize(t).length).toFixed(0), 'ns; view', run((t) => new TokenView(t, lex).length).toFixed(0), 'ns');
}
