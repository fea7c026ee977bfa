/**
 * `npm run train:names`: trains the learned-names model (src/privacy/recognizers/learned-names.ts)
 * and writes its weights to src/privacy/learned/name-weights.ts.
 *
 * The examples are the capitalised words the default pipeline without the model leaves unmasked
 * in the tuning sets of work prompts (bench/work-prompts*.jsonl, all but the held-out ones); a
 * word is a positive when it is a word of one of its text's listed names. A logistic regression
 * over their features (src/privacy/learned/name-features.ts), by stochastic gradient descent with
 * L2 regularisation in a fixed order (a seeded shuffle), so the same sets give the same weights.
 *
 *   node dist/bench/train-name-model.js              train on every tuning set, write the weights
 *   node dist/bench/train-name-model.js --validate eleventh
 *                                                    train without that set, report on it, write nothing
 *                                                    (`--show` lists the words it would mask there)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAnalyzer } from '../src/privacy/analyzer.js';
import { getLexicon } from '../src/privacy/gazetteer/lexicon.js';
import { candidateWords, probabilityOf, wordFeatures, type NameModel } from '../src/privacy/learned/name-features.js';
import { createDefaultRecognizers } from '../src/privacy/recognizers/index.js';
import { seededRandom } from './seeded-random.js';

/**
 * The sets rules and the model may be fitted to: the thirteen tuning sets, and two written only to
 * train on (bench/work-prompts-training.jsonl, bench/work-prompts-training-second.jsonl). The
 * held-out one (fourteenth) is not here.
 */
const TUNING_SETS = ['', 'second', 'held-out', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'training', 'training-second'];
const EPOCHS = 15;
const LEARNING_RATE = 0.1;
const DECAY = 0.8;
const L2 = 1e-4;
/** Weights smaller than this are left out of the shipped file: they move no probability that matters. */
const KEPT_WEIGHT = 0.02;

interface Example {
  features: string[];
  positive: boolean;
  /** The word in its line, for `--show`. */
  context: string;
}

const fileOf = (set: string): string => resolve(set === '' ? 'bench/work-prompts.jsonl' : `bench/work-prompts-${set}.jsonl`);
const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers({ disabled: ['learned-names'] }) });
const lexicon = getLexicon();

function examplesOf(set: string): Example[] {
  const examples: Example[] = [];
  for (const line of readFileSync(fileOf(set), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const prompt = JSON.parse(line) as { text: string; persons: string[] };
    const nameWords = new Set(prompt.persons.flatMap((name) => name.split(/[\s,()]+/)));
    for (const candidate of candidateWords(prompt.text, lexicon, analyzer.analyze(prompt.text))) {
      const raw = prompt.text.slice(candidate.at.start, candidate.at.end);
      const context = prompt.text.slice(Math.max(0, candidate.at.start - 30), candidate.at.end + 30).replace(/\n/g, ' / ');
      examples.push({ features: wordFeatures(prompt.text, lexicon, candidate), positive: nameWords.has(candidate.at.word) || nameWords.has(raw), context: `${raw} | ${context}` });
    }
  }
  return examples;
}

function train(examples: Example[]): NameModel & { weights: Map<string, number> } {
  const weights = new Map<string, number>();
  let bias = 0;
  const random = seededRandom(59);
  const order = [...examples];
  let rate = LEARNING_RATE;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as Example, order[i] as Example];
    }
    for (const example of order) {
      const error = probabilityOf({ bias, weights }, example.features) - (example.positive ? 1 : 0);
      for (const feature of example.features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - rate * (error + L2 * weight));
      }
      bias -= rate * error;
    }
    rate *= DECAY;
  }
  return { bias, weights };
}

const validateAt = process.argv.indexOf('--validate');
if (validateAt !== -1) {
  const held = process.argv[validateAt + 1] ?? '';
  if (!TUNING_SETS.includes(held)) throw new Error(`--validate takes one of ${TUNING_SETS.filter(Boolean).join(', ')}`);
  const model = train(TUNING_SETS.filter((set) => set !== held).flatMap(examplesOf));
  const test = examplesOf(held);
  console.log(`validation on ${fileOf(held)}: ${test.length} unmasked capitalised words, ${test.filter((e) => e.positive).length} of them names'`);
  for (const level of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    const chosen = test.filter((example) => probabilityOf(model, example.features) >= level);
    console.log(`probability >= ${level}: ${chosen.filter((e) => e.positive).length} names' words, ${chosen.filter((e) => !e.positive).length} other words`);
  }
  if (process.argv.includes('--show')) {
    for (const example of test) {
      const p = probabilityOf(model, example.features);
      if (p >= 0.5) console.log(`${example.positive ? 'name ' : 'other'} ${p.toFixed(2)} ${example.context}`);
    }
  }
} else {
  const examples = TUNING_SETS.flatMap(examplesOf);
  const model = train(examples);
  const kept = [...model.weights].filter(([, weight]) => Math.abs(weight) >= KEPT_WEIGHT).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const body = kept.map(([feature, weight]) => `    ${JSON.stringify(feature)}: ${weight.toFixed(3)},`).join('\n');
  const file = resolve('src/privacy/learned/name-weights.ts');
  writeFileSync(
    file,
    `/**\n * The learned-names model's weights, written by \`npm run train:names\` (bench/train-name-model.ts)\n * from ${examples.length} words of the tuning sets, ${examples.filter((e) => e.positive).length} of them names'. Do not edit by hand: train again.\n */\nexport const NAME_MODEL: { readonly bias: number; readonly weights: Readonly<Record<string, number>> } = {\n  bias: ${model.bias.toFixed(3)},\n  weights: {\n${body}\n  },\n};\n`,
  );
  console.log(`${examples.length} examples, ${kept.length} of ${model.weights.size} weights kept; wrote ${file}`);
}
