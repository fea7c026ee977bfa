import path from 'node:path';
import { createModelCache } from './model-cache.js';
import { TaskFailure, type VectorsResult, type WorkerSettings } from './tasks.js';
import { chunks, encodeBatch, maxTokens } from './token-batches.js';
import { loadTransformers, pretrainedOptions } from './transformers-runtime.js';
import { meanPool, normalize, rows } from './vectors.js';

interface OutputTensor {
  data: ArrayLike<number>;
  dims: number[];
}

/**
 * Sentence vectors from whatever a feature-extraction export gives: token vectors
 * (`last_hidden_state`, or `token_embeddings` in sentence-transformers exports) are mean-pooled over
 * the attention mask; an already pooled `sentence_embedding` is taken as is. Then unit length.
 */
function sentenceVectors(output: Record<string, OutputTensor | undefined>, mask: ArrayLike<bigint | number>, name: string): Float32Array[] {
  const pooled = output.sentence_embedding;
  if (pooled !== undefined && pooled.dims.length === 2) return rows(pooled.data, pooled.dims).map(normalize);
  const tokens = output.last_hidden_state ?? output.token_embeddings;
  if (tokens !== undefined && tokens.dims.length === 3) return meanPool(tokens.data, tokens.dims, mask).map(normalize);
  throw new TaskFailure(
    'validation_error',
    `"local/${name}" is not a feature-extraction model (its outputs: ${Object.keys(output).join(', ')}; expected last_hidden_state, token_embeddings or sentence_embedding).`,
  );
}

/** Text embeddings with an ONNX feature-extraction model from the models folder, in a worker. */
export function createTextEmbedder(settings: WorkerSettings): (name: string, texts: string[]) => Promise<VectorsResult> {
  const cache = createModelCache(
    async (name) => {
      const transformers = await loadTransformers(settings);
      const [tokenizer, model] = await Promise.all([
        transformers.AutoTokenizer.from_pretrained(name, { local_files_only: true }),
        transformers.AutoModel.from_pretrained(name, pretrainedOptions(settings)),
      ]);
      return { tokenizer, model, Tensor: transformers.Tensor, maxLength: maxTokens(tokenizer, model.config as { max_position_embeddings?: unknown }) };
    },
    (name) => `embedding model "local/${name}" from ${path.join(settings.modelsDir, name)}`,
  );

  return async (name, texts) => {
    const { tokenizer, model, Tensor, maxLength } = await cache.get(name);
    const vectors: Float32Array[] = [];
    let tokens = 0;
    for (const batch of chunks(texts, settings.batchSize)) {
      const encoded = encodeBatch(Tensor, tokenizer, batch.items, undefined, maxLength);
      tokens += encoded.tokens;
      const output = (await model(encoded.inputs)) as Record<string, OutputTensor | undefined>;
      vectors.push(...sentenceVectors(output, encoded.inputs.attention_mask.data as ArrayLike<bigint>, name));
    }
    return { vectors, tokens };
  };
}
