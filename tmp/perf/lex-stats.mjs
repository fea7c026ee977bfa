const { getLexicon } = await import('/work/main/dist-perf/src/privacy/gazetteer/lexicon.js');
const t0 = performance.now();
const lex = getLexicon();
console.log('load', (performance.now() - t0).toFixed(0), 'ms');
console.log('tokens', lex.tokens.size, 'phrases', lex.phrases.size);
// count distinct keys, single-word keys, and first words of pair keys
const data = lex.phrases.data;
let single = 0, pair = 0; const firsts = new Set();
for (let id = 0; id < data.kinds.length; id++) { const key = data.texts.slice(data.offsets[id], data.offsets[id] + data.keyLengths[id]); if (key.includes(' ')) { pair++; firsts.add(key.slice(0, key.indexOf(' '))); } else single++; }
console.log({ single, pair, firstWords: firsts.size, slots: data.slots.length });
const mu = process.memoryUsage(); console.log('heap', (mu.heapUsed / 2 ** 20).toFixed(1), 'MiB');
