import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Target } from './measure.js';
import { portLine, startService, type Service } from './processes.js';

/**
 * The two baselines Veil is measured against, started next to the fake upstream:
 * - `baseline`: PERF.md's minimal proxy, `../shared/bench/min-proxy.mjs` (node:http + undici Pool,
 *   request headers and content-length passed on): "the limit" the targets are stated against.
 *   It is read from the shared kit at run time (VEIL_BENCH_KIT_DIR to point elsewhere) and copied
 *   under dist/ so that its `undici` import resolves to this project's; nothing of it is committed.
 * - `bare pipe`: bench/min-proxy.ts, leaner still (no headers passed on, chunked upload): what a
 *   Node proxy costs when it does nothing at all, shown for scale.
 * Without the kit, `baseline` is the bare pipe and the report says so.
 */
export interface Baselines {
  targets: Target[];
  services: Service[];
  /** One line for the report: which proxy the ratios are against. */
  note: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startBaselines(upstreamUrl: string): Promise<Baselines> {
  const services: Service[] = [];
  const targets: Target[] = [];
  const kit = path.resolve(process.env.VEIL_BENCH_KIT_DIR ?? '../shared/bench', 'min-proxy.mjs');
  const kitFound = existsSync(kit);
  if (kitFound) {
    const copy = path.resolve('dist', 'bench-kit', 'min-proxy.mjs');
    mkdirSync(path.dirname(copy), { recursive: true });
    copyFileSync(kit, copy);
    const port = await freePort();
    const limit = await startService('baseline', [copy], { UPSTREAM: upstreamUrl, PORT: String(port) }, (line) =>
      /(http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1],
    );
    services.push(limit);
    targets.push({ name: 'baseline', url: limit.url, pid: limit.child.pid, headers: {} });
  }
  const bare = await startService('bare pipe', ['dist/bench/min-proxy.js'], { UPSTREAM: upstreamUrl }, portLine);
  services.push(bare);
  targets.push({ name: kitFound ? 'bare pipe' : 'baseline', url: bare.url, pid: bare.child.pid, headers: {} });
  const note = kitFound
    ? '"baseline" is PERF.md\'s minimal proxy (../shared/bench/min-proxy.mjs), the limit the targets are stated against; "bare pipe" (bench/min-proxy.ts) passes no headers at all and is shown for scale.'
    : '"baseline" is bench/min-proxy.ts: PERF.md\'s kit (../shared/bench/min-proxy.mjs) was not found, and this leaner pipe makes every ratio look worse than against the kit.';
  return { targets, services, note };
}
