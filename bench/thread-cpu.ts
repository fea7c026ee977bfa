/**
 * Where a gateway's CPU goes under load, thread by thread: `veil serve` behind this repo's fake
 * upstream, ten connections sending chat bodies full of personal data for a warm-up and then a
 * measured window, and for that window the CPU each of the gateway's threads used per request
 * (from /proc/<pid>/task), with the share of the whole machine left idle (from /proc/stat): the
 * event loop first, then the analysis threads and V8's helpers (all named "node").
 * A thread near a core's worth of CPU is the bottleneck; idle CPU with no thread saturated means
 * the closed loop of clients waits on latency instead.
 *
 *   npm run bench:threads -- [--same-prompt] [--privacy-off] [--config <yaml>] [--seconds 10] [--warm-up 15]
 *
 * `--same-prompt` sends one body again and again, so every analysis comes from the cache and
 * what is left is the privacy pipeline around it (docs/benchmarks.md, forty-ninth session).
 * Linux only; prints to stdout, writes nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './measure.js';
import { piiChatBodySource } from './pii-prompts.js';
import { cpuMsOfStat, createBenchKey, portLine, startService, startVeil, type Service } from './processes.js';

const { values: options } = parseArgs({
  options: {
    'same-prompt': { type: 'boolean', default: false },
    'privacy-off': { type: 'boolean', default: false },
    config: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '15' },
  },
});

/** CPU ms used so far by each thread of a process, by "tid name". */
function threadCpu(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      // Every thread of Node is named "node": the one whose id is the process's runs the event loop.
      const name = tid === String(pid) ? 'event loop' : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      threads.set(`${tid} ${name}`, cpuMsOfStat(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return threads;
}

/** The machine's idle and total jiffies (all cores), from the first line of /proc/stat. */
function machineTicks(): { idle: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-thread-cpu-'));
  const services: Service[] = [];
  try {
    const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], { CHUNKS: '20' }, portLine);
    services.push(upstream);
    const key = createBenchKey(dataDir);
    const env: NodeJS.ProcessEnv = { VEIL_UPSTREAM_URL: `${upstream.url}/v1` };
    if (options['privacy-off']) env.VEIL_PRIVACY = 'off';
    if (options.config !== undefined) env.VEIL_CONFIG = path.resolve(options.config);
    const veil = await startVeil(dataDir, env);
    services.push(veil);
    const pid = veil.child.pid;
    if (pid === undefined) throw new Error('veil has no pid');
    const source = piiChatBodySource();
    const bodies = options['same-prompt'] ? source() : source;
    const target = { name: 'veil', url: veil.url, pid, headers: { authorization: `Bearer ${key}` } };
    const seconds = Number(options.seconds);
    await load(target, bodies, 10, Number(options['warm-up']));
    const threadsBefore = threadCpu(pid);
    const ticksBefore = machineTicks();
    const started = performance.now();
    const result = await load(target, bodies, 10, seconds);
    // The run's own length: autocannon's window plus the last answers and its report.
    const elapsedMs = performance.now() - started;
    const threadsAfter = threadCpu(pid);
    const ticksAfter = machineTicks();
    const requests = result.rps * seconds;
    const idle = (ticksAfter.idle - ticksBefore.idle) / Math.max(ticksAfter.total - ticksBefore.total, 1);
    console.log(`${result.rps.toFixed(0)} requests/s, ${result.cpuPerRequest.toFixed(3)} ms of CPU per request, machine ${(idle * 100).toFixed(1)}% idle, ${result.errors} errors`);
    for (const [thread, after] of threadsAfter) {
      const used = after - (threadsBefore.get(thread) ?? 0);
      if (used > 0) console.log(`  ${thread.padEnd(24)} ${(used / Math.max(requests, 1)).toFixed(3)} ms per request, ${((used / elapsedMs) * 100).toFixed(0)}% busy`);
    }
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
