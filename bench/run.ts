import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBaselines } from './baselines.js';
import { load, median, sequentialTimes, type LoadResult, type Target } from './measure.js';
import { createBenchKey, portLine, rssMiB, startService, startVeil, type Service } from './processes.js';
import { writeSection } from './write-section.js';

/**
 * `npm run bench`: Veil against the minimal undici pass-through (the practical lower bound) and
 * against the upstream called directly, all in the same run, alternating A B C each round.
 * Settings: BENCH_SECONDS (per load run, default 5), BENCH_ROUNDS (default 3), BENCH_WRITE=0 to
 * not update docs/benchmarks.md.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sequentialCount = Number(process.env.BENCH_SEQUENTIAL_REQUESTS ?? 300);
// As in bench:privacy: until V8 has optimised the gateway's code, its compiler threads take a core's share.
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);

// A ~1 KB chat body, like the one the anchors in PERF.md were measured with.
const chatBody = JSON.stringify({
  model: 'gpt-4o-mini',
  temperature: 0.2,
  messages: [
    { role: 'system', content: 'You are a helpful assistant that answers questions about orders and deliveries. '.repeat(3) },
    { role: 'user', content: 'My order 1234 has not arrived yet. It was supposed to arrive last Tuesday. Could you check where it is and tell me when it will be delivered? '.repeat(3) },
  ],
});
const streamBody = chatBody.replace('"temperature":0.2', '"temperature":0.2,"stream":true');


async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-'));
  const services: Service[] = [];
  try {
    const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], { CHUNKS: '20' }, portLine);
    services.push(upstream);
    const baselines = await startBaselines(upstream.url);
    services.push(...baselines.services);
    const key = createBenchKey(dataDir);
      // Privacy off: this run measures the proxy itself; `npm run bench:privacy` measures anonymization.
    const veil = await startVeil(dataDir, { VEIL_UPSTREAM_URL: `${upstream.url}/v1`, VEIL_PRIVACY: 'off' });
    services.push(veil);
    const idleRss = rssMiB(veil.child.pid);

    const targets: Target[] = [
      { name: 'direct', url: upstream.url, pid: undefined, headers: {} },
      ...baselines.targets,
      { name: 'veil', url: veil.url, pid: veil.child.pid, headers: { authorization: `Bearer ${key}` } },
    ];
    // Warm-up: JIT, connection pools.
    for (const target of targets) await load(target, chatBody, 10, warmUpSeconds);

    const c10: Record<string, LoadResult[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
    const c1: Record<string, number[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
    const firstByte: Record<string, number[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
    let peakRss = idleRss;
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        c10[target.name]?.push(await load(target, chatBody, 10, seconds));
        if (target.name === 'veil') peakRss = Math.max(peakRss, rssMiB(veil.child.pid));
      }
      for (const target of targets) c1[target.name]?.push(...(await sequentialTimes(target, chatBody, sequentialCount)).total);
      for (const target of targets) firstByte[target.name]?.push(...(await sequentialTimes(target, streamBody, sequentialCount)).firstByte);
      process.stderr.write(`round ${round + 1}/${rounds} done\n`);
    }

    const m = (results: LoadResult[] | undefined, pick: (r: LoadResult) => number) => median((results ?? []).map(pick));
    const rps = (name: string) => m(c10[name], (r) => r.rps);
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` (after a ${warmUpSeconds} s warm-up per target, ${rounds} rounds x ${seconds} s per load run, alternating the targets; medians; ~1 KB chat body; upstream, proxy and load generator share the machine's 2 cores). ${baselines.note}`,
      '',
      '| target | RPS c=10 | vs direct | vs baseline | CPU ms/request | p50 latency c=1 (ms) | p99 c=10 (ms) | stream first byte (ms) | errors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...targets.map(({ name }) => {
        const errors = (c10[name] ?? []).reduce((sum, r) => sum + r.errors, 0);
        const cpu = m(c10[name], (r) => r.cpuPerRequest);
        return `| ${name} | ${rps(name).toFixed(0)} | ${(rps(name) / rps('direct')).toFixed(2)} | ${(rps(name) / rps('baseline')).toFixed(2)} | ${Number.isNaN(cpu) ? 'n/a' : cpu.toFixed(3)} | ${median(c1[name] ?? []).toFixed(2)} | ${m(c10[name], (r) => r.p99).toFixed(2)} | ${median(firstByte[name] ?? []).toFixed(2)} | ${errors} |`;
      }),
      '',
      `- Veil throughput vs the minimal proxy: **${((rps('veil') / rps('baseline')) * 100).toFixed(0)}%** (target >= 80%).`,
      `- Added CPU per request over the minimal proxy: **${(m(c10.veil, (r) => r.cpuPerRequest) - m(c10.baseline, (r) => r.cpuPerRequest)).toFixed(3)} ms**.`,
      `- Added latency at c=1 (p50) over the minimal proxy: **${(median(c1.veil ?? []) - median(c1.baseline ?? [])).toFixed(2)} ms**.`,
      `- Stream first byte added over the minimal proxy: **${(median(firstByte.veil ?? []) - median(firstByte.baseline ?? [])).toFixed(2)} ms** (target <= 1 ms).`,
      `- Veil RSS: ${idleRss.toFixed(0)} MiB idle, ${peakRss.toFixed(0)} MiB under load.`,
    ];
    const report = lines.join('\n');
    process.stdout.write(`${report}\n`);
    if (process.env.BENCH_WRITE !== '0') writeSection('proxy', report);
  } finally {
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
