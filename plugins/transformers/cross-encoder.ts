import path from 'node:path';
import { createModelCache } from './model-cache.js';
import { TaskFailure, type WorkerSettings } from './tasks.js';
import { chunks, encodeBatch, maxTokens } from './token-batches.js';
import { loadTransformers, pretrainedOptions } from './transformers-runtime.js';

const sigmoid = (logit: number): number => 1 / (1 + Math.exp(-logit));

/**
 * Turns one pair's logits into a relevance score in [0, 1]. One logit (ms-marco cross-encoders,
 * bge-reranker): its sigmoid. Two logits (binary classifiers, "not relevant" / "relevant"): the
 * softmax probability of the second class. Anything else is not a re-ranker.
 */
export function relevance(logits: ArrayLike<number>, name: string): number {
  if (logits.length === 1) return sigmoid(logits[0] as number);
  if (logits.length === 2) return sigmoid((logits[1] as number) - (logits[0] as number));
  throw new TaskFailure('service_unavailable', `"${name}" outputs ${logits.length} logits per pair; a cross-encoder outputs 1 (or 2: not relevant, relevant).`);
}

/** Cross-encoder re-ranking in a worker: (query, document) pairs through AutoModelForSequenceClassification. */
export function createCrossEncoder(settings: WorkerSettings): (name: string, query: string, documents: string[]) => Promise<number[]> {
  const cache = createModelCache(
    async (name) => {
      const transformers = await loadTransformers(settings);
      const [tokenizer, model] = await Promise.all([
        transformers.AutoTokenizer.from_pretrained(name, { local_files_only: true }),
        transformers.AutoModelForSequenceClassification.from_pretrained(name, pretrainedOptions(settings)),
      ]);
      return { tokenizer, model, Tensor: transformers.Tensor, maxLength: maxTokens(tokenizer, model.config as { max_position_embeddings?: unknown }) };
    },
    (name) => `re-ranking model "${name}" from ${path.join(settings.modelsDir, name)}`,
  );

  return async (name, query, documents) => {
    const { tokenizer, model, Tensor, maxLength } = await cache.get(name);
    const scores: number[] = [];
    for (const batch of chunks(documents, settings.batchSize)) {
      const { inputs } = encodeBatch(Tensor, tokenizer, batch.items.map(() => query), batch.items, maxLength);
      const output = (await model(inputs)) as { logits?: { data: ArrayLike<number>; dims: number[] } };
      const logits = output.logits;
      if (logits === undefined) throw new TaskFailure('service_unavailable', `"${name}" has no "logits" output; it is not a sequence-classification (cross-encoder) model.`);
      const perPair = logits.dims[1] ?? 1;
      for (let row = 0; row < batch.items.length; row++) {
        scores.push(relevance(Array.from({ length: perPair }, (_, column) => logits.data[row * perPair + column] as number), name));
      }
    }
    return scores;
  };
}
