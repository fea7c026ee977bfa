import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/load-config.js';
import { createPrivacyService } from '../src/privacy/privacy-service.js';
import { createValueCipher, loadMasterKey } from '../src/privacy/vault/encryption.js';
import { createVault } from '../src/privacy/vault/vault.js';
import { openSqliteStores } from '../src/store/sqlite/index.js';
import { startBaselines } from './baselines.js';
import { load, median, sequentialTimes, type LoadResult, type Target } from './measure.js';
import { piiChatBodySource } from './pii-prompts.js';
import { createBenchKey, portLine, startService, startVeil, type Service } from './processes.js';
import { writeSection } from './write-section.js';

/**
 * `npm run bench:privacy`: privacy on, distinct ~1 KB prompts full of personal data (analysis
 * cache misses), Veil against the minimal proxy in the same run, with privacy off and with a
 * one-recognizer analyzer beside it (what the pipeline costs apart from detection); plus Mode 2
 * anonymize throughput per core, measured in-process on CPU time.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sequentialCount = Number(process.env.BENCH_SEQUENTIAL_REQUESTS ?? 300);
// Long enough for V8 to finish optimising the gateway's code: its background compiler threads were
// still busy 10 s into a load and took a core's share of the machine (docs/benchmarks.md).
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);

async function anonymizeThroughput(texts: readonly string[]): Promise<{ mbPerCoreSecond: number; msPerText: number; bytesPerText: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-mode2-'));
  const stores = openSqliteStores(dataDir);
  try {
    const config = loadConfig({ dataDir }, {});
    const vault = createVault(stores.maps, createValueCipher(loadMasterKey(undefined, dataDir, () => undefined)), 3600);
    // Per core: the pipeline's own CPU, analysed on this thread (no hand-off to analysis threads).
    const privacy = createPrivacyService(config.privacy, vault, stores.dictionaries, { offload: () => false });
    privacy.warmUp();
    const results: Array<{ mb: number; ms: number }> = [];
    for (let run = 0; run < 5; run++) {
      const before = process.cpuUsage();
      let bytes = 0;
      // A suffix per run keeps every text a cache miss.
      for (const text of texts) {
        const unique = `${text} (run ${run})`;
        bytes += Buffer.byteLength(unique);
        await privacy.anonymize([unique], { organizationId: 'org_bench' });
      }
      const used = process.cpuUsage(before);
      const cpuSeconds = (used.user + used.system) / 1e6;
      results.push({ mb: bytes / 1e6 / cpuSeconds, ms: (cpuSeconds * 1000) / texts.length });
    }
    const bytesPerText = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / texts.length;
    return { mbPerCoreSecond: median(results.map((r) => r.mb)), msPerText: median(results.map((r) => r.ms)), bytesPerText };
  } finally {
    await stores.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-'));
  const services: Service[] = [];
  // Every request of the run, to every target, is a prompt never sent before.
  const bodies = piiChatBodySource();
  const streamBodies = piiChatBodySource({ stream: true }, 11);
  try {
    const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], { CHUNKS: '20' }, portLine);
    services.push(upstream);
    const baselines = await startBaselines(upstream.url);
    services.push(...baselines.services);
    const key = createBenchKey(dataDir);
    const veil = await startVeil(dataDir, { VEIL_UPSTREAM_URL: `${upstream.url}/v1` });
    services.push(veil);
    // The same gateway code with privacy off, on its own data directory: what the privacy step itself costs.
    const offDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-off-'));
    const offKey = createBenchKey(offDir);
    const veilOff = await startVeil(offDir, { VEIL_UPSTREAM_URL: `${upstream.url}/v1`, VEIL_PRIVACY: 'off' });
    services.push({ ...veilOff, stop: async () => { await veilOff.stop(); rmSync(offDir, { recursive: true, force: true }); } });
    // The same privacy pipeline (map, encryption, restore, audit) with a one-recognizer analyzer: what the pipeline
    // costs apart from the default analyzer's detection.
    const emailDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-email-'));
    const emailKey = createBenchKey(emailDir);
    const emailConfig = path.join(emailDir, 'email-only.yaml');
    writeFileSync(emailConfig, 'privacy:\n  entities: ["EMAIL"]\n');
    const veilEmail = await startVeil(emailDir, { VEIL_UPSTREAM_URL: `${upstream.url}/v1`, VEIL_CONFIG: emailConfig });
    services.push({ ...veilEmail, stop: async () => { await veilEmail.stop(); rmSync(emailDir, { recursive: true, force: true }); } });
    const targets: Target[] = [
      ...baselines.targets,
      { name: 'veil', url: veil.url, pid: veil.child.pid, headers: { authorization: `Bearer ${key}` } },
      { name: 'veil, e-mail only', url: veilEmail.url, pid: veilEmail.child.pid, headers: { authorization: `Bearer ${emailKey}` } },
      { name: 'veil, privacy off', url: veilOff.url, pid: veilOff.child.pid, headers: { authorization: `Bearer ${offKey}` } },
    ];
    // Warm-up, measured apart: the first seconds of a gateway pay for JIT compilation and, under
    // load, for the analysis thread building its lexicons (~1-2 s of CPU; docs/privacy.md).
    const warmUp: Record<string, LoadResult> = {};
    for (const target of targets) warmUp[target.name] = await load(target, bodies, 10, warmUpSeconds);

    const c10: Record<string, LoadResult[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
    const c1: Record<string, number[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
    const firstByte: Record<string, number[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      // Each round and target gets its own slice: every request is a first-time prompt for Veil.
      for (const target of targets) c10[target.name]?.push(await load(target, bodies, 10, seconds));
      for (const target of targets) c1[target.name]?.push(...(await sequentialTimes(target, bodies, sequentialCount)).total);
      for (const target of targets) firstByte[target.name]?.push(...(await sequentialTimes(target, streamBodies, sequentialCount)).firstByte);
      process.stderr.write(`round ${round + 1}/${rounds} done\n`);
    }
    const m = (results: LoadResult[] | undefined, pick: (r: LoadResult) => number) => median((results ?? []).map(pick));
    const rps = (name: string) => m(c10[name], (r) => r.rps);
    const sample = Array.from({ length: 2000 }, () => bodies());
    const userTexts = sample.map((body) => ((JSON.parse(body) as { messages: Array<{ content: string }> }).messages[1]?.content ?? ''));
    const mode2 = await anonymizeThroughput(userTexts);
    const averageBytes = sample.reduce((sum, body) => sum + Buffer.byteLength(body), 0) / sample.length;
    const warmRatio = (name: string) => (warmUp[name]?.rps ?? Number.NaN) / (warmUp.baseline?.rps ?? Number.NaN);

    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:privacy\` (after a ${warmUpSeconds} s warm-up per target, ${rounds} rounds x ${seconds} s, alternating; medians; distinct chat bodies of ${averageBytes.toFixed(0)} bytes, each with a name, a colleague's name, two cities, an email, a phone number, a card number and an IBAN; no prompt is sent twice in the run). ${baselines.note}`,
      '',
      '| target | RPS c=10 | vs baseline | CPU ms/request | p50 latency c=1 (ms) | p99 c=10 (ms) | stream first byte (ms) | errors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...targets.map(({ name }) => {
        const errors = (c10[name] ?? []).reduce((sum, r) => sum + r.errors, 0);
        return `| ${name} | ${rps(name).toFixed(0)} | ${(rps(name) / rps('baseline')).toFixed(2)} | ${m(c10[name], (r) => r.cpuPerRequest).toFixed(3)} | ${median(c1[name] ?? []).toFixed(2)} | ${m(c10[name], (r) => r.p99).toFixed(2)} | ${median(firstByte[name] ?? []).toFixed(2)} | ${errors} |`;
      }),
      '',
      `- Privacy on, throughput vs the minimal proxy: **${((rps('veil') / rps('baseline')) * 100).toFixed(0)}%** (target >= 40%); in the warm-up, the first ${warmUpSeconds} s of load after start: ${(warmRatio('veil') * 100).toFixed(0)}% (privacy off: ${(warmRatio('veil, privacy off') * 100).toFixed(0)}%).`,
      `- Added latency at c=1 (p50): **${(median(c1.veil ?? []) - median(c1.baseline ?? [])).toFixed(2)} ms** (target <= 1 ms).`,
      `- Stream first byte added (restore step active): **${(median(firstByte.veil ?? []) - median(firstByte.baseline ?? [])).toFixed(2)} ms** (target <= 1 ms).`,
      `- What the privacy step itself adds (veil against veil with privacy off, same run): **${(m(c10.veil, (r) => r.cpuPerRequest) - m(c10['veil, privacy off'], (r) => r.cpuPerRequest)).toFixed(3)} ms CPU per request**, ${(median(c1.veil ?? []) - median(c1['veil, privacy off'] ?? [])).toFixed(2)} ms at c=1, ${(median(firstByte.veil ?? []) - median(firstByte['veil, privacy off'] ?? [])).toFixed(2)} ms to the first stream byte.`,
      `- The privacy pipeline with a one-recognizer analyzer ("veil, e-mail only": \`privacy.entities: ["EMAIL"]\`, the map, its encryption, the restore and the audit as usual): **${((rps('veil, e-mail only') / rps('baseline')) * 100).toFixed(0)}%** of the minimal proxy; the default analyzer's detection on top of it: **${(m(c10.veil, (r) => r.cpuPerRequest) - m(c10['veil, e-mail only'], (r) => r.cpuPerRequest)).toFixed(3)} ms CPU per request**.`,
      `- Mode 2 anonymize (analysis + encrypted map write), in-process: **${mode2.mbPerCoreSecond.toFixed(2)} MB/s per core**, ${mode2.msPerText.toFixed(3)} ms CPU per text of ${mode2.bytesPerText.toFixed(0)} bytes (target >= 1 MB/s).`,
    ];
    const report = lines.join('\n');
    process.stdout.write(`${report}\n`);
    if (process.env.BENCH_WRITE !== '0') writeSection('privacy', report);
  } finally {
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
