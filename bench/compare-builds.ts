import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, median, sequentialTimes, type Target } from './measure.js';
import { piiChatBodySource } from './pii-prompts.js';
import { createBenchKey, portLine, startService, startVeil, type Service } from './processes.js';

/**
 * Two builds of Veil side by side in one run, to measure what a change did on a noisy machine:
 * `node dist/bench/compare-builds.js <other build's dist/bin/veil.js> [on|off]` (privacy on or
 * off; default on). Both get the same fake upstream, distinct PII prompts, a warm-up (BENCH_WARMUP_SECONDS, default 20), then
 * rounds that alternate which build goes first; medians are printed, nothing is written. The
 * rounds are split in two halves, each with both builds started afresh, in the other order.
 * An older build: `git worktree add /tmp/old <commit>`, link node_modules, `npx tsc -p tsconfig.json`.
 * BENCH_UPSTREAM_DELAY_MS makes the upstream answer that much later (as a real model does) and
 * BENCH_CONNECTIONS sets the clients of the loaded runs (default 10).
 */
const otherBin = process.argv[2];
const privacy = process.argv[3] === 'off' ? 'off' : 'on';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// As in bench:privacy: until V8 has optimised the gateway's code, its compiler threads take a core's share.
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const upstreamDelay = process.env.BENCH_UPSTREAM_DELAY_MS ?? '0';
if (otherBin === undefined) {
  process.stderr.write('usage: node dist/bench/compare-builds.js <other dist/bin/veil.js> [on|off]\n');
  process.exit(2);
}

interface Measured {
  rps: number[];
  cpu: number[];
  c1: number[];
}

/**
 * One half of the comparison: both builds started in the given order on fresh data directories,
 * warmed, then `rounds` rounds that alternate which goes first; results are added to `results`.
 */
async function half(upstreamUrl: string, builds: ReadonlyArray<{ name: string; bin: string }>, rounds: number, results: Map<string, Measured>): Promise<void> {
  const services: Service[] = [];
  const dirs: string[] = [];
  try {
    const targets: Target[] = [];
    for (const { name, bin } of builds) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-compare-'));
      dirs.push(dataDir);
      const key = createBenchKey(dataDir);
      const env = { VEIL_UPSTREAM_URL: `${upstreamUrl}/v1`, ...(privacy === 'off' ? { VEIL_PRIVACY: 'off' } : {}) };
      const service = await startVeil(dataDir, env, bin, name);
      services.push(service);
      targets.push({ name, url: service.url, pid: service.child.pid, headers: { authorization: `Bearer ${key}` } });
    }
    // Every request is a prompt never sent before, to either build.
    const bodies = piiChatBodySource({}, 79);
    for (const target of targets) await load(target, bodies, connections, warmUpSeconds);
    for (let round = 0; round < rounds; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const measured = results.get(target.name) as Measured;
        const result = await load(target, bodies, connections, seconds);
        measured.rps.push(result.rps);
        measured.cpu.push(result.cpuPerRequest);
        measured.c1.push(median((await sequentialTimes(target, bodies, 150)).total));
      }
    }
  } finally {
    for (const service of services.reverse()) await service.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function main(bin: string): Promise<void> {
  const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], { CHUNKS: '20', RESPONSE_DELAY_MS: upstreamDelay }, portLine);
  try {
    const builds = [
      { name: 'this build', bin: 'dist/bin/veil.js' },
      { name: 'other build', bin },
    ];
    const results = new Map(builds.map((build) => [build.name, { rps: [], cpu: [], c1: [] } as Measured]));
    // The build started second measured 3-8% faster than the same build started first
    // (docs/benchmarks.md), so each half starts them in the other order.
    await half(upstream.url, builds, Math.ceil(rounds / 2), results);
    await half(upstream.url, [...builds].reverse(), Math.floor(rounds / 2), results);
    process.stdout.write(`privacy ${privacy}, upstream delay ${upstreamDelay} ms, ${rounds} rounds x ${seconds} s in two halves (start order swapped), medians:\n| build | RPS c=${connections} | CPU ms/request | p50 c=1 (ms) |\n| --- | --- | --- | --- |\n`);
    for (const [name, measured] of results) {
      process.stdout.write(`| ${name} | ${median(measured.rps).toFixed(0)} | ${median(measured.cpu).toFixed(3)} | ${median(measured.c1).toFixed(2)} |\n`);
    }
  } finally {
    await upstream.stop();
  }
}

await main(otherBin);
