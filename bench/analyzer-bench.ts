/**
 * Throughput of the default analyzer (`createAnalyzer({ recognizers: createDefaultRecognizers() })`)
 * in MB/s per core, measured as CPU time of this process (`process.cpuUsage()`), because our
 * machines are shared and wall time drifts 2x. Two workloads, one `analyze()` call per text as
 * the gateway does per message:
 * - corpus: every text of the eval's generated corpus (../shared/eval or VEIL_EVAL_DIR);
 * - synthetic: ~850-byte customer-service messages with names, cities, an e-mail, a phone
 *   number, a card number and an IBAN, generated here from a fixed seed, all distinct;
 * - caseless scripts: the eval's langid sentences in Arabic, Persian, Hebrew, Georgian, Hindi,
 *   Chinese, Japanese, Korean and Thai.
 * Each workload runs several passes (after a warm-up pass); the median is printed.
 *
 *   node dist/bench/analyzer-bench.js [--passes 9] [--baseline <compiled tree>] [--rounds 6]
 *
 * `--baseline <tree>` compares with another build (a compiled tree such as an older commit's
 * dist/): each round runs one child process per build, in the order A B, then B A, and so on, and
 * the ratio printed is the median of the rounds' ratios. Each build gets a process of its own
 * because two analyzers in one process were not measured alike: whichever ran first in a pair
 * came out ~1.17x faster, both ways round (docs/benchmarks.md, thirty-third session).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAnalyzer, type Analyzer } from '../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../src/privacy/recognizers/index.js';

// ---- synthetic messages

/** mulberry32-style generator: small, fast and deterministic for a seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return ((z ^ (z >>> 15)) >>> 0) / 2 ** 32;
  };
}

const FIRST_NAMES = [
  'Anna', 'Ben', 'Carla', 'David', 'Elif', 'Frederik', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Katrin',
  'Lorenzo', 'Marta', 'Nils', 'Olivia', 'Pablo', 'Quentin', 'Rosa', 'Stefan', 'Tess', 'Ulrike',
  'Victor', 'Wiebke', 'Xavier', 'Yara', 'Zoe', 'Margaret', 'Thomas', 'Camille', 'Matteo',
];
const LAST_NAMES = [
  'Andersen', 'Bauer', 'Castillo', 'Dekker', 'Esposito', 'Fischer', 'Garnier', 'Hoffmann',
  'Ibáñez', 'Jacobs', 'Keller', 'Lambert', 'Moretti', 'Nowak', 'Okafor', 'Peeters', 'Quinn',
  'Romano', 'Schulz', 'Thompson', 'van Dijk', 'Walsh', 'Young', 'Zimmermann', 'Ruiz', 'Bernard',
];
const CITIES = [
  'Hamburg', 'Lyon', 'Valencia', 'Utrecht', 'Bologna', 'Manchester', 'Chicago', 'Stuttgart',
  'Toulouse', 'Seville', 'Eindhoven', 'Turin', 'Leeds', 'Boston', 'Cologne', 'Nantes', 'Dublin',
];
const STREETS = ['Market Street', 'Lindenallee', 'Rue Victor Hugo', 'Calle Mayor', 'Via Roma', 'Kerkstraat', 'High Street'];
const PRODUCTS = ['coffee grinder', 'rain jacket', 'desk lamp', 'pair of running shoes', 'blender', 'backpack'];
const PHONES = [
  '+44 20 7946 0{d3}', '+49 30 {d4}{d4}', '030 {d4}{d3}', '06 {d2} {d2} {d2} {d2}', '+33 1 42 {d2} {d2} {d2}',
  '(415) 796-{d4}', '020 7946 0{d3}', '+31 20 {d3} {d4}', '+39 06 {d4} {d4}', '+1 212 555 {d4}',
];

/** Luhn check digit making `digits` + it valid. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Remainder mod 97 of an IBAN body with letters as 10..35. */
function mod97(value: string): number {
  let remainder = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    remainder = code <= 57 ? (remainder * 10 + code - 48) % 97 : (remainder * 100 + code - 55) % 97;
  }
  return remainder;
}

/** Generates `count` distinct customer-service messages of about 850 bytes. */
export function syntheticMessages(count: number, seed = 20240611): string[] {
  const next = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const card = (): string => {
    if (next() < 0.25) {
      const body = `37${digits(12)}`;
      const full = body + luhnDigit(body);
      return `${full.slice(0, 4)} ${full.slice(4, 10)} ${full.slice(10)}`;
    }
    const prefix = next() < 0.5 ? '4' : `5${1 + Math.floor(next() * 5)}`;
    const body = prefix + digits(15 - prefix.length);
    return (body + luhnDigit(body)).replace(/(\d{4})(?=\d)/g, '$1 ');
  };
  const iban = (): string => {
    const country = pick(['DE', 'NL', 'FR', 'ES', 'IT']);
    const bban =
      country === 'DE' ? digits(18)
      : country === 'NL' ? `${pick(['ABNA', 'INGB', 'RABO'])}${digits(10)}`
      : country === 'FR' ? `${digits(10)}${digits(11)}${digits(2)}`
      : country === 'ES' ? digits(20)
      : `X${digits(10)}${digits(12)}`;
    const check = String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
    return `${country}${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
  };
  const phone = (): string =>
    pick(PHONES).replace(/\{d(\d)\}/g, (_m, n: string) => digits(Number(n)));
  const messages: string[] = [];
  for (let index = 0; index < count; index++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const friend = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const city = pick(CITIES);
    const order = `${100000 + Math.floor(next() * 900000)}-${10 + Math.floor(next() * 90)}`;
    const email = `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${index}@${pick(['example.com', 'mail.example.org', 'post.example.net'])}`;
    const parts = [
      `Hi, this is ${first} ${last} from ${city}.`,
      `On ${1 + Math.floor(next() * 28)} March I ordered a ${pick(PRODUCTS)} (order ${order}) for ${20 + Math.floor(next() * 180)}.${digits(2)} EUR and it still has not arrived.`,
      `I paid with my card ${card()}, and the amount was taken twice according to my statement.`,
      `Please refund the second payment to my account ${iban()} as soon as possible.`,
      `You can email me at ${email} or call ${phone()} between 9 and 17.`,
      `My neighbour ${friend} in ${pick(CITIES)} had the same problem last month with your courier.`,
      `The parcel should have gone to my office at ${pick(STREETS)} ${1 + Math.floor(next() * 120)}, ${digits(5)} ${city}, where the reception desk is open every weekday until six in the evening.`,
      'I have been a loyal customer for years, so I would appreciate a quick answer and a tracking link, and please do not close the ticket before the refund has been confirmed.',
      `Kind regards, ${first}`,
    ];
    messages.push(parts.join(' '));
  }
  return messages;
}

// ---- measurement

interface Workload {
  readonly name: string;
  readonly texts: readonly string[];
  readonly bytes: number;
}

function workload(name: string, texts: readonly string[]): Workload {
  return { name, texts, bytes: texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0) };
}

/** One pass: MB/s per core of CPU time. */
function pass(analyzer: Analyzer, load: Workload): number {
  const started = process.cpuUsage();
  for (const text of load.texts) analyzer.analyze(text);
  const used = process.cpuUsage(started);
  return load.bytes / 1e6 / ((used.user + used.system) / 1e6);
}

/** The median; of an even count, the mean of the two middle values (the A B / B A rounds come in pairs). */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function describe(label: string, load: Workload, rates: readonly number[], unit = 'passes'): string {
  const mb = median(rates);
  const perText = (load.bytes / load.texts.length / 1e6 / mb) * 1e3;
  const sorted = [...rates].sort((a, b) => a - b);
  return (
    `${label}: median ${mb.toFixed(2)} MB/s per core (min ${(sorted[0] ?? 0).toFixed(2)}, max ${(sorted.at(-1) ?? 0).toFixed(2)}), ` +
    `${perText.toFixed(3)} ms per text; ${load.texts.length} texts, avg ${(load.bytes / load.texts.length).toFixed(0)} B, ${rates.length} ${unit}`
  );
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The analyzer of a compiled tree (this one, or another build's, same layout). */
async function loadAnalyzer(root: string): Promise<Analyzer> {
  const base = pathToFileURL(resolve(root, 'src/privacy')).href;
  const analyzerModule = (await import(`${base}/analyzer.js`)) as { createAnalyzer: typeof createAnalyzer };
  const recognizerModule = (await import(`${base}/recognizers/index.js`)) as {
    createDefaultRecognizers: typeof createDefaultRecognizers;
  };
  return analyzerModule.createAnalyzer({ recognizers: recognizerModule.createDefaultRecognizers() });
}

function loadWorkloads(): Workload[] {
  const evalDir = process.env.VEIL_EVAL_DIR ?? resolve(process.cwd(), '../shared/eval');
  const corpus = readFileSync(resolve(evalDir, 'pii_presidio_research_generated_large.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
  // Sentences in the scripts without capitals (Arabic, Persian, Hebrew, Georgian, Devanagari,
  // Chinese, Japanese, Korean, Thai): the caseless-names recognizer's work.
  const caseless = new Set(['ar', 'fa', 'he', 'ka', 'hi', 'zh', 'ja', 'ko', 'th']);
  const scripts = readFileSync(resolve(evalDir, 'langid_sentences_dev.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; lang: string })
    .filter((sentence) => caseless.has(sentence.lang))
    .map((sentence) => sentence.text);
  return [workload('corpus', corpus), workload('synthetic', syntheticMessages(400)), workload('caseless scripts', scripts)];
}

/** Every workload's pass rates for one analyzer, after a warm-up pass each. */
function measure(analyzer: Analyzer, loads: readonly Workload[], passes: number): number[][] {
  return loads.map((load) => {
    // JIT and lazily built tables are not what we measure.
    pass(analyzer, load);
    return Array.from({ length: passes }, () => pass(analyzer, load));
  });
}

/** Runs `--child <tree>` in a process of its own: that build's rates per workload. */
function childRates(root: string, passes: number): number[][] {
  const output = execFileSync(process.execPath, [...process.execArgv, process.argv[1] as string, '--child', root, '--passes', String(passes)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(output) as number[][];
}

async function main(): Promise<void> {
  const passes = Number(argument('--passes') ?? 9);
  const child = argument('--child');
  const loads = loadWorkloads();
  if (child !== undefined) {
    const analyzer = await loadAnalyzer(child);
    analyzer.warmUp();
    process.stdout.write(JSON.stringify(measure(analyzer, loads, passes)));
    return;
  }
  const baselineRoot = argument('--baseline');
  if (baselineRoot === undefined) {
    const current = createAnalyzer({ recognizers: createDefaultRecognizers() });
    current.warmUp();
    measure(current, loads, passes).forEach((rates, index) => console.log(describe((loads[index] as Workload).name, loads[index] as Workload, rates)));
    return;
  }
  // This build's tree: the directory above bench/ that holds this script.
  const currentRoot = resolve(process.argv[1] as string, '../..');
  const rounds = Number(argument('--rounds') ?? 6);
  const current: number[][][] = [];
  const baseline: number[][][] = [];
  for (let round = 0; round < rounds; round++) {
    // A B, then B A: neither build always runs on a machine the other has just warmed or loaded.
    if (round % 2 === 0) {
      current.push(childRates(currentRoot, passes));
      baseline.push(childRates(baselineRoot, passes));
    } else {
      baseline.push(childRates(baselineRoot, passes));
      current.push(childRates(currentRoot, passes));
    }
    process.stderr.write(`round ${round + 1}/${rounds} done\n`);
  }
  loads.forEach((load, index) => {
    const rates = current.map((run) => median(run[index] ?? []));
    const baseRates = baseline.map((run) => median(run[index] ?? []));
    const ratios = rates.map((rate, round) => rate / (baseRates[round] ?? Number.NaN));
    console.log(describe(`${load.name} (median pass of each round)`, load, rates, 'rounds'));
    console.log(describe(`${load.name} (baseline ${baselineRoot})`, load, baseRates, 'rounds'));
    console.log(`${load.name}: ratio current / baseline, median of ${rounds} rounds ${median(ratios).toFixed(2)}x (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`);
  });
}

// Run only as a script, so the message generator can be imported by other checks.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
