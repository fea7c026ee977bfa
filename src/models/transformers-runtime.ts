type TransformersModule = typeof import('@huggingface/transformers');

let runtime: Promise<TransformersModule> | undefined;
let lockedTo: string | undefined;

/**
 * transformers.js, imported on first use (a process that never loads a model never pays for ONNX
 * Runtime) and locked to the models folder: no remote models, no cache writes, and a `fetch` that
 * refuses, so nothing is ever downloaded even if a file is missing. One models folder per thread:
 * the library's settings are global.
 */
export function loadTransformers(modelsDir: string): Promise<TransformersModule> {
  if (lockedTo !== undefined && lockedTo !== modelsDir) {
    return Promise.reject(new Error(`transformers.js is already locked to ${lockedTo}; one models folder per thread`));
  }
  lockedTo = modelsDir;
  runtime ??= import('@huggingface/transformers').then((transformers) => {
    const { env } = transformers;
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = modelsDir.endsWith('/') ? modelsDir : `${modelsDir}/`;
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
