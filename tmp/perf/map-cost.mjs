const { getLexicon } = await import('/work/main/dist-perf/src/privacy/gazetteer/lexicon.js');
const { readFileSync } = await import('node:fs');
const lex = getLexicon();
const words = readFileSync('/work/shared/eval/pii_presidio_research_generated_large.jsonl','utf8').split('\n').filter(Boolean).flatMap(l => JSON.parse(l).text.match(/[A-Z][a-z]+/g) ?? []);
console.log(words.length, 'capitalized words');
const m = lex.tokens;
const bench = (name, f) => { const r = []; for (let k = 0; k < 7; k++) { const t0 = process.hrtime.bigint(); f(); r.push(Number(process.hrtime.bigint() - t0) / words.length); } console.log(name, Math.min(...r).toFixed(1), 'ns/word'); };
for (let rep = 0; rep < 2; rep++) {
bench('fresh lower + get', () => { let x = 0; for (const w of words) x += m.get(w.toLowerCase()) ?? 0; return x; });
const lowers = words.map(w => w.toLowerCase());
bench('prelowered(first use) get', () => { let x = 0; for (const w of lowers) x += m.get(w) ?? 0; return x; });
bench('prelowered(hashed) get', () => { let x = 0; for (const w of lowers) x += m.get(w) ?? 0; return x; });
bench('fresh lower only', () => { let x = 0; for (const w of words) x += w.toLowerCase().length; return x; });
}
