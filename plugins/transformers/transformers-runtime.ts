import { loadTransformers as loadLocked } from '../../src/models/transformers-runtime.js';
import type { WorkerSettings } from './tasks.js';

/** transformers.js locked to the plugin's models folder (src/models/transformers-runtime.ts). */
export function loadTransformers(settings: WorkerSettings): ReturnType<typeof loadLocked> {
  return loadLocked(settings.modelsDir);
}

/** from_pretrained options shared by every model: dtype from the plugin options, bounded ONNX threads. */
export function pretrainedOptions(settings: WorkerSettings): { dtype: 'fp32' | 'q8'; local_files_only: true; session_options: { intraOpNumThreads: number; interOpNumThreads: number } } {
  return { dtype: settings.dtype, local_files_only: true, session_options: { intraOpNumThreads: settings.onnxThreads, interOpNumThreads: 1 } };
}
