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
 * rounds that alternate which build goes first; medians are printed, nothing is written.
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

async function main(bin: string): Promise<void> {
  const services: Service[] = [];
  const dirs: string[] = [];
  try {
    const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], { CHUNKS: '20', RESPONSE_DELAY_MS: upstreamDelay }, portLine);
    services.push(upstream);
    const start = async (name: string, veilBin: string): Promise<Target> => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-compare-'));
      dirs.push(dataDir);
      const key = createBenchKey(dataDir);
      const env = { VEIL_UPSTREAM_URL: `${upstream.url}/v1`, ...(privacy === 'off' ? { VEIL_PRIVACY: 'off' } : {}) };
      const service = await startVeil(dataDir, env, veilBin, name);
      services.push(service);
      return { name, url: service.url, pid: service.child.pid, headers: { authorization: `Bearer ${key}` } };
    };
    const targets = [await start('this build', 'dist/bin/veil.js'), await start('other build', bin)];
    // Every request is a prompt never sent before, to either build.
    const bodies = piiChatBodySource({}, 79);
    for (const target of targets) await load(target, bodies, connections, warmUpSeconds);
    const results = new Map(targets.map((target) => [target.name, { rps: [] as number[], cpu: [] as number[], c1: [] as number[] }]));
    for (let round = 0; round < rounds; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const measured = results.get(target.name) as { rps: number[]; cpu: number[]; c1: number[] };
        const result = await load(target, bodies, connections, seconds);
        measured.rps.push(result.rps);
        measured.cpu.push(result.cpuPerRequest);
        measured.c1.push(median((await sequentialTimes(target, bodies, 150)).total));
      }
    }
    process.stdout.write(`privacy ${privacy}, upstream delay ${upstreamDelay} ms, ${rounds} rounds x ${seconds} s, medians:\n| build | RPS c=${connections} | CPU ms/request | p50 c=1 (ms) |\n| --- | --- | --- | --- |\n`);
    for (const [name, measured] of results) {
      process.stdout.write(`| ${name} | ${median(measured.rps).toFixed(0)} | ${median(measured.cpu).toFixed(3)} | ${median(measured.c1).toFixed(2)} |\n`);
    }
  } finally {
    for (const service of services.reverse()) await service.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main(otherBin);
