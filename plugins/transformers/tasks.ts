/**
 * The messages between the plugin's request handlers (main thread) and its inference workers.
 * Everything here must survive structured cloning.
 */

/** Set once per worker through `workerData`. */
export interface WorkerSettings {
  modelsDir: string;
  dtype: 'fp32' | 'q8';
  /** Texts or images per forward pass: bounds the padded tensors' memory. */
  batchSize: number;
  /** ONNX Runtime intra-op threads per session, so N workers do not each claim every core. */
  onnxThreads: number;
}

export type InferenceTask =
  | { kind: 'rerank'; model: string; query: string; documents: string[] }
  | { kind: 'bm25'; query: string; documents: string[] }
  | { kind: 'embed-text'; model: string; texts: string[] }
  | { kind: 'embed-use-lite'; texts: string[] }
  | { kind: 'embed-image'; model: string; images: Uint8Array[] };

export interface ScoresResult {
  /** One relevance score per document, in input order. */
  scores: number[];
}

export interface VectorsResult {
  /** Unit-length vectors, in input order. */
  vectors: Float32Array[];
  /** Tokens the model read (after truncation), for `usage`; 0 for images. */
  tokens: number;
}

/**
 * Expected failures travel as values, not thrown errors: the pool maps every thrown error except
 * `validation_error` to 500, but a model that cannot load is a 503 the operator can fix.
 */
export type TaskOutcome<Value> = { ok: true; value: Value } | { ok: false; code: 'service_unavailable' | 'validation_error'; message: string };

/** A failure the worker reports as a 503 or 422 instead of a crash. */
export class TaskFailure extends Error {
  constructor(
    readonly code: 'service_unavailable' | 'validation_error',
    message: string,
  ) {
    super(message);
  }
}
