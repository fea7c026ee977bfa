const root = process.argv[2];
const { createAnalyzer } = await import(`${root}/src/privacy/analyzer.js`);
const { createDefaultRecognizers } = await import(`${root}/src/privacy/recognizers/index.js`);
const a = createAnalyzer({ recognizers: createDefaultRecognizers() });
const t0 = performance.now(); a.warmUp(); const ms = performance.now() - t0;
globalThis.gc?.(); const mu = process.memoryUsage();
console.log(root.split('/').pop(), ms.toFixed(0), 'ms load', (mu.heapUsed / 2 ** 20).toFixed(1), 'MiB heap', (mu.rss / 2 ** 20).toFixed(0), 'MiB rss');
