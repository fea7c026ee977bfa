/** The plugin's options (plugins.options.transformers), validated and defaulted by the host from manifest.json. */
export interface TransformersOptions {
  /** Cross-encoder for /v1/rerank, a folder in the models folder (hub layout). */
  rerankModel: string;
  /** What /v1/rerank does without the cross-encoder: 503 (`none`) or BM25, named as such in `model`. */
  rerankFallback: 'none' | 'bm25';
  /** CLIP model for /v1/image-embeddings. */
  imageModel: string;
  /** Feature-extraction models served as `local/<name>` on /v1/embeddings: a list, or '*' for any installed one. */
  embeddingModels: '*' | string[];
  /** Serve `local/use-lite` (Universal Sentence Encoder Lite from the npm package). */
  useLite: boolean;
  /** Which ONNX file to load: onnx/<file>.onnx (fp32) or onnx/<file>_quantized.onnx (q8). */
  dtype: 'fp32' | 'q8';
  /** Fetch http(s) image URLs on /v1/image-embeddings; off by default: the gateway makes no outbound requests. */
  allowImageUrls: boolean;
  /** Largest image (width x height) decoded: guards the workers' memory against decompression bombs. */
  maxImagePixels: number;
  /** Largest image downloaded when allowImageUrls is on. */
  maxImageBytes: number;
  /** Texts, pairs or images per forward pass. */
  batchSize: number;
}

/** Folder names in the models folder: hub-style `owner/name`, no `..`, no absolute paths. */
export const MODEL_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Whether a request's `model` names the configured one (in full or by its last path segment). */
export function namesModel(requested: string | undefined, configured: string): boolean {
  return requested === undefined || requested === configured || requested === configured.split('/').at(-1);
}
