import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { request } from 'undici';
import { median } from './measure.js';
import { startService, veilCli, type Service } from './processes.js';
import { writeSection } from './write-section.js';

/**
 * `npm run bench:ocr`: does OCR hurt the proxy? Small non-streaming chat completions (privacy off)
 * at concurrency BENCH_CHAT_CONCURRENCY (4) against a fake upstream, while 4 OCR requests are in
 * flight at once, against the same without OCR; same gateway, same run, alternating, BENCH_ROUNDS
 * (10) rounds of BENCH_SECONDS (3) s each, for each BENCH_OCR_SETTINGS entry (threads:niceness,
 * default 1:10,2:10,2:0). Also measures OCR time per page. BENCH_WRITE=0: do not update the docs.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const chatConcurrency = Number(process.env.BENCH_CHAT_CONCURRENCY ?? 4);
/** `threads:niceness` pairs: plugins.workerThreads and the plugin's `niceness` option. */
const settings = (process.env.BENCH_OCR_SETTINGS ?? '1:10,2:10,2:0').split(',').map((pair) => {
  const [threads = 1, niceness = 10] = pair.split(':').map(Number);
  return { threads, niceness };
});
const OCR_CLIENTS = 4;

const chatBody = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Where is my order 1234? It has not arrived yet.' }] });
const port = (line: string) => (/^\d+$/.test(line.trim()) ? `http://127.0.0.1:${line.trim()}` : undefined);

const WORDS = 'the invoice total amount customer number address street payment due date reference order delivery account balance'.split(' ');

/** A page of dense 11 pt-like text at 200 dpi: `lines` lines of ~70 characters. */
async function textPage(width: number, lines: number): Promise<Buffer> {
  const height = 160 + lines * 55;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = '33px serif';
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647);
  for (let line = 0; line < lines; line++) {
    let text = '';
    while (text.length < 70) text += `${WORDS[next() % WORDS.length]} `;
    context.fillText(text, 150, 120 + line * 55);
  }
  return canvas.encode('png');
}

/** A one-page PDF with a text layer (Helvetica, 40 lines). */
function textLayerPdf(): Buffer {
  const lines = Array.from({ length: 40 }, (_, index) => `BT /F1 11 Tf 72 ${780 - index * 18} Td (Line ${index}: the invoice total amount customer number) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${lines.length} >>\nstream\n${lines}\nendstream`,
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const at = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

interface Gateway {
  url: string;
  key: string;
  service: Service;
}

async function post(gateway: Gateway, route: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await request(`${gateway.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
    body,
  });
  await response.body.dump({ limit: 1 << 24 });
  return { status: response.statusCode, ms: performance.now() - started };
}

/** Chat latencies (ms) of `concurrency` back-to-back clients for `ms` milliseconds. */
async function chatLatencies(gateway: Gateway, concurrency: number, ms: number): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const { status, ms: took } = await post(gateway, '/v1/chat/completions', chatBody);
        if (status === 200) latencies.push(took);
        else errors++;
      }
    }),
  );
  return { latencies, errors };
}

/** Keeps `clients` OCR requests in flight until stopped; returns how many finished and failed. */
function ocrLoad(gateway: Gateway, body: string, clients: number): { stop(): Promise<{ done: number; failed: number }> } {
  let stopping = false;
  let done = 0;
  let failed = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (!stopping) {
      const { status } = await post(gateway, '/v1/ocr', body);
      if (status === 200) done++;
      else failed++;
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return { done, failed };
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function startVeil(dataDir: string, upstream: string, threads: number, niceness: number): Promise<Gateway> {
  mkdirSync(dataDir, { recursive: true });
  const config = path.join(dataDir, 'veil.json');
  // Queue room for every OCR client, so the load never sees a 503.
  writeFileSync(config, JSON.stringify({ plugins: { endpoints: { ocr: 'ocr' }, options: { ocr: { niceness } }, workerThreads: threads, maxQueuedJobs: OCR_CLIENTS } }));
  const { key } = JSON.parse(veilCli(['keys', 'create', '--data-dir', dataDir, '--name', 'bench', '--rps', '1000000', '--concurrency', '100000', '--json'])) as { key: string };
  const service = await startService(
    `veil-${threads}`,
    ['dist/bin/veil.js', 'serve', '--port', '0', '--data-dir', dataDir, '--config', config],
    { VEIL_UPSTREAM_URL: `${upstream}/v1`, VEIL_LOG_LEVEL: 'warn', VEIL_PRIVACY: 'off' },
    (line) => /(http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1],
  );
  return { url: service.url, key, service };
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'veil-bench-ocr-'));
  const services: Service[] = [];
  const halfPage = await textPage(1654, 18);
  const fullPage = await textPage(1654, 39);
  const image = (png: Buffer) => JSON.stringify({ document: { type: 'image_url', image_url: `data:image/png;base64,${png.toString('base64')}` } });
  const loadBody = image(halfPage);
  const rows: string[] = [];
  const timings: string[] = [];
  try {
    const upstream = await startService('upstream', ['dist/bench/fake-upstream.js'], {}, port);
    services.push(upstream);
    for (const { threads, niceness } of settings) {
      const dataDir = path.join(root, `threads-${threads}-nice-${niceness}`);
      const gateway = await startVeil(dataDir, upstream.url, threads, niceness);
      services.push(gateway.service);
      // Warm-up: JIT, connections, and a Tesseract engine in every OCR thread.
      await chatLatencies(gateway, chatConcurrency, 1000);
      await Promise.all(Array.from({ length: threads }, () => post(gateway, '/v1/ocr', loadBody)));

      if (timings.length === 0) {
        const time = async (label: string, body: string) => {
          const runs = [];
          for (let index = 0; index < 3; index++) runs.push((await post(gateway, '/v1/ocr', body)).ms);
          timings.push(`| ${label} | ${median(runs).toFixed(0)} |`);
        };
        await time('PNG 1200 x 280, 2 large lines', image(await smallImage()));
        await time('PNG 1654 x 1150, 18 dense lines (the load below)', loadBody);
        await time('PNG 1654 x 2305, 39 dense lines (A4 at 200 dpi)', image(fullPage));
        await time('PDF page with a text layer, 40 lines', JSON.stringify({ document: { type: 'document_url', document_url: `data:application/pdf;base64,${textLayerPdf().toString('base64')}` } }));
      }

      // Per round: p50 and p99 without and with OCR. Rounds are paired (measured back to back),
      // and the medians over rounds keep a burst of load from elsewhere on the machine from
      // deciding the result.
      const rows50: Array<[number, number]> = [];
      const rows99: Array<[number, number]> = [];
      let requests = [0, 0];
      let errors = 0;
      let ocrDone = 0;
      for (let round = 0; round < rounds; round++) {
        const idle = await chatLatencies(gateway, chatConcurrency, seconds * 1000);
        const load = ocrLoad(gateway, loadBody, OCR_CLIENTS);
        await new Promise((resolve) => setTimeout(resolve, 300)); // the first OCR task has reached a thread
        const busy = await chatLatencies(gateway, chatConcurrency, seconds * 1000);
        const finished = await load.stop();
        ocrDone += finished.done;
        errors += idle.errors + busy.errors + finished.failed;
        requests = [(requests[0] ?? 0) + idle.latencies.length, (requests[1] ?? 0) + busy.latencies.length];
        rows50.push([percentile(idle.latencies, 50), percentile(busy.latencies, 50)]);
        rows99.push([percentile(idle.latencies, 99), percentile(busy.latencies, 99)]);
        process.stderr.write(`threads ${threads} nice ${niceness}: round ${round + 1}/${rounds}: p99 ${rows99.at(-1)?.map((value) => value.toFixed(2)).join(' -> ')} ms\n`);
      }
      const pick = (values: Array<[number, number]>, index: 0 | 1) => median(values.map((pair) => pair[index]));
      const added = (values: Array<[number, number]>) => median(values.map(([idle, busy]) => busy - idle));
      rows.push(
        `| ${threads} | ${niceness} | no OCR | ${requests[0]} | ${pick(rows50, 0).toFixed(2)} | ${pick(rows99, 0).toFixed(2)} |`,
        `| ${threads} | ${niceness} | ${OCR_CLIENTS} OCR requests in flight | ${requests[1]} | ${pick(rows50, 1).toFixed(2)} | ${pick(rows99, 1).toFixed(2)} |`,
        `| ${threads} | ${niceness} | **added by OCR** (median of per-round differences) | | **${added(rows50).toFixed(2)}** | **${added(rows99).toFixed(2)}** |`,
      );
      process.stderr.write(`threads ${threads} nice ${niceness}: ${ocrDone} OCR pages done under load, ${errors} errors\n`);
      await gateway.service.stop();
      services.pop();
    }
    const report = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:ocr\`: chat completions (privacy off, fake upstream, ${chatConcurrency} clients back to back) while ${OCR_CLIENTS} OCR requests (a ${halfPage.length >> 10} KB PNG of 18 dense lines) are in flight, against the same without OCR; same gateway, alternating, ${rounds} rounds x ${seconds} s, medians over rounds; the machine's 2 cores are shared by the gateway, its OCR threads, the upstream and this client. Target: added p99 <= 5 ms.`,
      '',
      '| OCR threads | niceness | chat latency while | requests | p50 (ms) | p99 (ms) |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'OCR time per page (warm engine, one request at a time, round trip):',
      '',
      '| document | ms |',
      '| --- | --- |',
      ...timings,
    ].join('\n');
    process.stdout.write(`${report}\n`);
    if (process.env.BENCH_WRITE !== '0') writeSection('ocr', report);
  } finally {
    for (const service of services.reverse()) await service.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The two-line invoice of the tests. */
async function smallImage(): Promise<Buffer> {
  const canvas = createCanvas(1200, 280);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 1200, 280);
  context.fillStyle = '#000000';
  context.font = '56px sans-serif';
  context.fillText('Invoice 4711', 60, 100);
  context.fillText('Total 99 EUR', 60, 200);
  return canvas.encode('png');
}

await main();
