import { PlatformError } from '../../src/errors/platform-error.js';
import { normalize } from './vectors.js';

/** One item of an OpenAI embeddings response. */
export interface EmbeddingItem {
  object: 'embedding';
  index: number;
  embedding: number[] | string;
}

/** OpenAI's `encoding_format: "base64"`: the float32 values, little-endian, base64-encoded. */
export function toBase64(vector: Float32Array): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes.toString('base64');
}

/**
 * OpenAI's `dimensions`: keep the first n values and scale back to unit length. That is exact for
 * Matryoshka-trained models and an approximation for others (documented); more dimensions than the
 * model has is a 422.
 */
export function shorten(vector: Float32Array, dimensions: number | undefined, model: string): Float32Array {
  if (dimensions === undefined || dimensions === vector.length) return vector;
  if (dimensions > vector.length) {
    throw new PlatformError('validation_error', `${model} has ${vector.length} dimensions; "dimensions" must be between 1 and ${vector.length}.`, { param: 'dimensions' });
  }
  return normalize(vector.slice(0, dimensions));
}

/** The `data` array of an embeddings response. */
export function embeddingItems(vectors: readonly Float32Array[], options: { encodingFormat?: 'float' | 'base64' | undefined; dimensions?: number | undefined; model: string }): EmbeddingItem[] {
  return vectors.map((vector, index) => {
    const shortened = shorten(vector, options.dimensions, options.model);
    return { object: 'embedding', index, embedding: options.encodingFormat === 'base64' ? toBase64(shortened) : Array.from(shortened) };
  });
}
