/**
 * `npm run train:names`: trains the two learned models and writes their weights:
 * - learned-names (src/privacy/recognizers/learned-names.ts, weights in
 *   src/privacy/learned/name-weights.ts): its examples are the capitalised words the default
 *   pipeline without the models leaves unmasked; a word is a positive when it is a word of one of
 *   its text's listed names (features: src/privacy/learned/name-features.ts);
 * - learned-handles (src/privacy/recognizers/learned-handles.ts, weights in
 *   src/privacy/learned/handle-weights.ts): its examples are the account-shaped words in small
 *   letters the pipeline leaves ("pilar.sm"); a positive is one its text lists as a person
 *   (features: src/privacy/learned/handle-features.ts).
 * Both are read from the tuning sets of work prompts (bench/work-prompts*.jsonl, all but the
 * held-out one). Each is a logistic regression, fitted by stochastic gradient descent with L2
 * regularisation in a fixed order (a seeded shuffle), so the same sets give the same weights.
 *
 *   node dist/bench/train-name-model.js              train on every tuning set, write both models' weights
 *   node dist/bench/train-name-model.js --validate eleventh [--handles]
 *                                                    train without that set, report on it, write nothing
 *                                                    (`--show` lists the words the model would mask there)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAnalyzer } from '../src/privacy/analyzer.js';
import { getLexicon } from '../src/privacy/gazetteer/lexicon.js';
import { handleCandidates, handleFeatures, personWords } from '../src/privacy/learned/handle-features.js';
import { candidateWords, probabilityOf, wordFeatures, type NameModel } from '../src/privacy/learned/name-features.js';
import { createDefaultRecognizers } from '../src/privacy/recognizers/index.js';
import { besideNext, chosenCandidates } from '../src/privacy/recognizers/learned-names.js';
import type { Span } from '../src/privacy/types.js';
import { seededRandom } from './seeded-random.js';

/**
 * The sets rules and the model may be fitted to: the fifteen tuning sets, and two written only to
 * train on (bench/work-prompts-training.jsonl, bench/work-prompts-training-second.jsonl). The
 * held-out one (sixteenth) is not here.
 */
const TUNING_SETS = ['', 'second', 'held-out', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'training', 'training-second'];
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
  /** Whether the next example is the next candidate of the same text, one space after this one. */
  nextBeside: boolean;
}

const fileOf = (set: string): string => resolve(set === '' ? 'bench/work-prompts.jsonl' : `bench/work-prompts-${set}.jsonl`);
// Both models read what the rules leave, so neither runs while their examples are gathered.
const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers({ disabled: ['learned-names', 'learned-handles'] }) });
const lexicon = getLexicon();

interface Prompt {
  text: string;
  persons: string[];
  /** The rules' spans. */
  found: Span[];
}

const prompts = new Map<string, Prompt[]>();
/** A set's prompts with the rules' spans, analysed once for both models. */
function promptsOf(set: string): Prompt[] {
  let list = prompts.get(set);
  if (list === undefined) {
    list = readFileSync(fileOf(set), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const prompt = JSON.parse(line) as { text: string; persons: string[] };
        return { ...prompt, found: analyzer.analyze(prompt.text) };
      });
    prompts.set(set, list);
  }
  return list;
}

/** The learned-handles model's examples: account-shaped words the rules leave; a positive is one a text lists as a person. */
function handleExamplesOf(set: string): Example[] {
  const examples: Example[] = [];
  for (const prompt of promptsOf(set)) {
    const listed = new Set(prompt.persons.map((name) => name.replace(/^@/, '')));
    const persons = personWords(prompt.text, prompt.found);
    const personCount = prompt.found.filter((span) => span.type === 'PERSON').length;
    for (const candidate of handleCandidates(prompt.text, prompt.found)) {
      const context = prompt.text.slice(Math.max(0, candidate.start - 30), candidate.end + 30).replace(/\n/g, ' / ');
      examples.push({ features: handleFeatures(prompt.text, lexicon, candidate, persons, personCount), positive: listed.has(candidate.handle), context: `${candidate.handle} | ${context}`, nextBeside: false });
    }
  }
  return examples;
}

/** The learned-names model's examples: capitalised words the rules leave; a positive is a word of one of the text's listed names. */
function examplesOf(set: string): Example[] {
  const examples: Example[] = [];
  for (const prompt of promptsOf(set)) {
    const nameWords = new Set(prompt.persons.flatMap((name) => name.split(/[\s,()]+/)));
    const candidates = candidateWords(prompt.text, lexicon, prompt.found);
    for (const [i, candidate] of candidates.entries()) {
      const raw = prompt.text.slice(candidate.at.start, candidate.at.end);
      const context = prompt.text.slice(Math.max(0, candidate.at.start - 30), candidate.at.end + 30).replace(/\n/g, ' / ');
      examples.push({ features: wordFeatures(prompt.text, lexicon, candidate), positive: nameWords.has(candidate.at.word) || nameWords.has(raw), context: `${raw} | ${context}`, nextBeside: besideNext(prompt.text, candidates, i) });
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

/** Writes a model's weights as a TypeScript module, the small ones left out. */
function writeWeights(file: string, constant: string, what: string, examples: readonly Example[], model: NameModel & { weights: Map<string, number> }): void {
  const kept = [...model.weights].filter(([, weight]) => Math.abs(weight) >= KEPT_WEIGHT).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const body = kept.map(([feature, weight]) => `    ${JSON.stringify(feature)}: ${weight.toFixed(3)},`).join('\n');
  writeFileSync(
    resolve(file),
    `/**\n * The ${what} model's weights, written by \`npm run train:names\` (bench/train-name-model.ts)\n * from ${examples.length} examples of the tuning sets, ${examples.filter((e) => e.positive).length} of them positive. Do not edit by hand: train again.\n */\nimport type { ShippedModel } from './name-features.js';\n\nexport const ${constant}: ShippedModel = {\n  bias: ${model.bias.toFixed(3)},\n  weights: {\n${body}\n  },\n};\n`,
  );
  console.log(`${what}: ${examples.length} examples, ${kept.length} of ${model.weights.size} weights kept; wrote ${file}`);
}

const validateAt = process.argv.indexOf('--validate');
if (validateAt !== -1 && process.argv.includes('--handles')) {
  const held = process.argv[validateAt + 1] ?? '';
  if (!TUNING_SETS.includes(held)) throw new Error(`--validate takes one of ${TUNING_SETS.filter(Boolean).join(', ')}`);
  const model = train(TUNING_SETS.filter((set) => set !== held).flatMap(handleExamplesOf));
  const test = handleExamplesOf(held);
  console.log(`validation on ${fileOf(held)}: ${test.length} account-shaped words left, ${test.filter((e) => e.positive).length} of them persons'`);
  for (const level of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
    const chosen = test.filter((example) => probabilityOf(model, example.features) >= level);
    console.log(`probability >= ${level}: ${chosen.filter((e) => e.positive).length} persons' handles, ${chosen.filter((e) => !e.positive).length} other words`);
  }
  if (process.argv.includes('--show')) {
    for (const example of test) {
      const p = probabilityOf(model, example.features);
      if (p >= 0.2) console.log(`${example.positive ? 'person' : 'other '} ${p.toFixed(2)} ${example.context}`);
    }
  }
} else if (validateAt !== -1) {
  const held = process.argv[validateAt + 1] ?? '';
  if (!TUNING_SETS.includes(held)) throw new Error(`--validate takes one of ${TUNING_SETS.filter(Boolean).join(', ')}`);
  const model = train(TUNING_SETS.filter((set) => set !== held).flatMap(examplesOf));
  const test = examplesOf(held);
  console.log(`validation on ${fileOf(held)}: ${test.length} unmasked capitalised words, ${test.filter((e) => e.positive).length} of them names'`);
  for (const level of [0.5, 0.6, 0.7, 0.8, 0.9]) {
    const chosen = test.filter((example) => probabilityOf(model, example.features) >= level);
    console.log(`probability >= ${level}: ${chosen.filter((e) => e.positive).length} names' words, ${chosen.filter((e) => !e.positive).length} other words`);
  }
  // What the recognizer masks: the words at its level, and pairs side by side at the pair's levels.
  const masked = chosenCandidates(
    test.map((example) => probabilityOf(model, example.features)),
    (i) => (test[i] as Example).nextBeside,
  );
  const maskedExamples = test.filter((_, i) => masked[i] === true);
  console.log(`masked (the recognizer's rule): ${maskedExamples.filter((e) => e.positive).length} names' words, ${maskedExamples.filter((e) => !e.positive).length} other words`);
  if (process.argv.includes('--show')) {
    for (const example of test) {
      const p = probabilityOf(model, example.features);
      if (p >= 0.5) console.log(`${example.positive ? 'name ' : 'other'} ${p.toFixed(2)} ${example.context}`);
    }
  }
} else {
  const examples = TUNING_SETS.flatMap(examplesOf);
  writeWeights('src/privacy/learned/name-weights.ts', 'NAME_MODEL', 'learned-names', examples, train(examples));
  const handleExamples = TUNING_SETS.flatMap(handleExamplesOf);
  writeWeights('src/privacy/learned/handle-weights.ts', 'HANDLE_MODEL', 'learned-handles', handleExamples, train(handleExamples));
}
