import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { createBenchKey, portLine, startService, startVeil, type Service } from './processes.js';
import { writeSection } from './write-section.js';

/**
 * `npm run bench:limits`: rate-limit accuracy. An open-loop client sends at twice a key's limit,
 * on a fixed schedule, for BENCH_LIMIT_SECONDS (default 10) after a one-second warm-up at the same
 * rate (which spends the burst allowance); the accepted rate over the measured window is compared
 * with the limit. Run for several limits.
 */
const seconds = Number(process.env.BENCH_LIMIT_SECONDS ?? 10);
const limits = (process.env.BENCH_LIMITS ?? '10,50,200').split(',').map(Number);
const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'What is 2 + 2?' }] });

async function overload(url: string, key: string, limit: number): Promise<{ accepted: number; refused: number; sent: number; errors: number }> {
  const pool = new Pool(url, { connections: 64 });
  const rate = limit * 2;
  const interval = 1000 / rate;
  const warmup = 1000;
  const start = performance.now();
  const totals = { accepted: 0, refused: 0, sent: 0, errors: 0 };
  const pending: Array<Promise<void>> = [];
  for (let index = 0; ; index++) {
    const due = start + index * interval;
    if (due - start >= warmup + seconds * 1000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const measured = due - start >= warmup;
    pending.push(
      pool
        .request({ method: 'POST', path: '/v1/chat/completions', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body })
        .then(async (response) => {
          await response.body.dump();
          if (!measured) return;
          totals.sent++;
          if (response.statusCode === 200) totals.accepted++;
          else if (response.statusCode === 429) totals.refused++;
          else totals.errors++;
        })
        .catch(() => {
          if (measured) totals.errors++;
        }),
    );
  }
  await Promise.all(pending);
  await pool.close();
  return totals;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-bench-limits-'));
  const services: Service[] = [];
  try {
    const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], {}, portLine);
    services.push(upstream);
    const veil = await startVeil(dataDir, { VEIL_UPSTREAM_URL: `${upstream.url}/v1`, VEIL_PRIVACY: 'off' });
    services.push(veil);
    const rows: string[] = [];
    for (const limit of limits) {
      const key = createBenchKey(dataDir, ['--rps', String(limit)]);
      const result = await overload(veil.url, key, limit);
      const acceptedRate = result.accepted / seconds;
      const deviation = ((acceptedRate - limit) / limit) * 100;
      rows.push(`| ${limit} | ${limit * 2} | ${result.sent} | ${result.accepted} | ${acceptedRate.toFixed(2)} | ${deviation >= 0 ? '+' : ''}${deviation.toFixed(2)}% | ${result.refused} | ${result.errors} |`);
      process.stderr.write(`limit ${limit}: ${acceptedRate.toFixed(2)}/s\n`);
    }
    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:limits\`: open-loop load at twice each key's limit for ${seconds} s after a 1 s warm-up that spends the burst allowance; target: accepted rate within 5% of the limit.`,
      '',
      '| limit (req/s) | offered (req/s) | sent | accepted | accepted (req/s) | vs limit | refused (429) | other errors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    process.stdout.write(`${report}\n`);
    if (process.env.BENCH_WRITE !== '0') writeSection('limits', report);
  } finally {
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
