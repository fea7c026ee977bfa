/**
 * Micro-benchmark of the streaming restore: µs per `chat.completion.chunk` through the chunk
 * restorer, for a realistic answer (2,000 chunks of 1-4 words, a placeholder every few chunks,
 * some of them split across chunks or mangled), in placeholder and surrogate style.
 *
 * Reported next to a baseline measured in the same run: JSON.parse + JSON.stringify of the same
 * chunk, which the relay pays anyway for every chunk once a rewriter is installed.
 *
 * Run: npx tsc -p tsconfig.restore.json && node dist-restore/bench/restore-bench.js
 */
import { createChunkRestorer } from '../src/privacy/operators/chunk-restorer.js';
import { createRestoreTable, type RestoreEntry, type RestoreTable } from '../src/privacy/operators/restore-table.js';
import { seededRandom } from './seeded-random.js';

const CHUNKS = 2_000;
const RUNS = 21;
const WARMUP = 5;


const people = ['Alice Müller', 'Bob Stone', 'Chloé Martin', 'Dmitri Ivanov'];
const entries: RestoreEntry[] = [
  ...people.map((original, index) => ({ placeholder: `[PERSON_${index + 1}]`, type: 'PERSON', n: index + 1, original, surrogate: `Person Fake${index + 1}` })),
  { placeholder: '[EMAIL_1]', type: 'EMAIL', n: 1, original: 'alice@corp.example', surrogate: 'jane.doe@example.net' },
  { placeholder: '[PHONE_1]', type: 'PHONE', n: 1, original: '+49 30 1234567', surrogate: '+1 555 0100' },
  { placeholder: '[IBAN_1]', type: 'IBAN', n: 1, original: 'DE89 3704 0044 0532 0130 00', surrogate: 'GB33 BUKB 2020 1555 5555 55' },
  { placeholder: '[LOCATION_1]', type: 'LOCATION', n: 1, original: 'Köln', surrogate: 'Springfield' },
  { placeholder: '[ORGANIZATION_1]', type: 'ORGANIZATION', n: 1, original: 'Acme GmbH', surrogate: 'Globex Inc' },
  { placeholder: '[CREDIT_CARD_1]', type: 'CREDIT_CARD', n: 1, original: '4111 1111 1111 1111', surrogate: '5500 0000 0000 0004' },
];
const words = 'the of and to in is that for it as with was on be by this are from at or an will your can we our about which'.split(' ');

/** Builds the stream's content fragments: mostly words, a placeholder about every 6 chunks. */
function fragments(surrogates: boolean, next: () => number): string[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out: string[] = [];
  let carry = '';
  while (out.length < CHUNKS) {
    let text = carry;
    carry = '';
    const count = 1 + Math.floor(next() * 4);
    for (let word = 0; word < count; word++) text += ` ${pick(words)}`;
    if (next() < 1 / 6) {
      const entry = pick(entries);
      const form = surrogates ? (entry.surrogate as string) : next() < 0.8 ? entry.placeholder : entry.placeholder.slice(1, -1).toLowerCase();
      // A third of them straddle two chunks, as tokenizers split them.
      const cut = next() < 1 / 3 ? 1 + Math.floor(next() * (form.length - 1)) : form.length;
      text += ` ${form.slice(0, cut)}`;
      carry = form.slice(cut);
    }
    out.push(text);
  }
  return out;
}

function chunksOf(texts: readonly string[]): unknown[] {
  return texts.map((content, index) => ({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'bench-model',
    choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, logprobs: null, finish_reason: null }],
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Median over RUNS (after WARMUP) of µs per chunk for `work` over the whole stream. */
function measure(work: () => number): { perChunk: number; sink: number } {
  const times: number[] = [];
  let sink = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = process.hrtime.bigint();
    sink += work();
    const elapsed = Number(process.hrtime.bigint() - started) / 1_000;
    if (run >= WARMUP) times.push(elapsed / CHUNKS);
  }
  return { perChunk: median(times), sink };
}

function restoreRun(table: RestoreTable, chunks: readonly unknown[]): () => number {
  return () => {
    const restorer = createChunkRestorer(table);
    let count = 0;
    for (const chunk of chunks) count += restorer.rewrite(chunk).length;
    return count + restorer.flush().length;
  };
}

const table = createRestoreTable(entries);
const placeholderChunks = chunksOf(fragments(false, seededRandom(1)));
const surrogateChunks = chunksOf(fragments(true, seededRandom(2)));
const encoded = placeholderChunks.map((chunk) => JSON.stringify(chunk));

const placeholders = measure(restoreRun(table, placeholderChunks));
const surrogates = measure(restoreRun(table, surrogateChunks));
const baseline = measure(() => encoded.reduce((total, data) => total + JSON.stringify(JSON.parse(data) as unknown).length, 0));

const format = (value: number): string => value.toFixed(2);
console.log(
  `restore: ${format(placeholders.perChunk)} µs/chunk (placeholders), ${format(surrogates.perChunk)} µs/chunk (surrogates); ` +
    `baseline JSON.parse+stringify ${format(baseline.perChunk)} µs/chunk; ratio ${format(placeholders.perChunk / baseline.perChunk)}x ` +
    `(median of ${RUNS} runs x ${CHUNKS} chunks, node ${process.version})`,
);
