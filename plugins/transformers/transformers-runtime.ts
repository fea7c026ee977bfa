import type { WorkerSettings } from './tasks.js';

type TransformersModule = typeof import('@huggingface/transformers');

let runtime: Promise<TransformersModule> | undefined;

/**
 * transformers.js, imported on first use (a worker serving only `local/use-lite` never pays for
 * ONNX Runtime and sharp) and locked to the models folder: no remote models, no cache writes, and a
 * `fetch` that refuses, so nothing is ever downloaded even if a file is missing.
 */
export function loadTransformers(settings: WorkerSettings): Promise<TransformersModule> {
  runtime ??= import('@huggingface/transformers').then((transformers) => {
    const { env } = transformers;
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = settings.modelsDir.endsWith('/') ? settings.modelsDir : `${settings.modelsDir}/`;
    env.useFSCache = false;
    env.useWasmCache = false;
    env.fetch = async (input: string | URL | Request) => {
      throw new Error(`refusing to fetch ${String(input)}: models are read from the models folder only`);
    };
    env.logLevel = transformers.LogLevel.ERROR;
    return transformers;
  });
  return runtime;
}

/** from_pretrained options shared by every model: dtype from the plugin options, bounded ONNX threads. */
export function pretrainedOptions(settings: WorkerSettings): { dtype: 'fp32' | 'q8'; local_files_only: true; session_options: { intraOpNumThreads: number; interOpNumThreads: number } } {
  return { dtype: settings.dtype, local_files_only: true, session_options: { intraOpNumThreads: settings.onnxThreads, interOpNumThreads: 1 } };
}
