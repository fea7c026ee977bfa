import { workerData } from 'node:worker_threads';
import { serveWorkerTasks } from '../../src/plugins/serve-worker-tasks.js';
import { bm25Scores } from './bm25.js';
import { createClipVision } from './clip-vision.js';
import { createCrossEncoder } from './cross-encoder.js';
import { TaskFailure, type InferenceTask, type ScoresResult, type TaskOutcome, type VectorsResult, type WorkerSettings } from './tasks.js';
import { createTextEmbedder } from './text-embedder.js';
import { createUseLite } from './use-lite.js';

/**
 * The plugin's worker thread: every model runs here, off the gateway's event loop. Each worker
 * loads a model once, on the first task that needs it, and keeps it for its lifetime.
 */
const settings = workerData as WorkerSettings;
const rerank = createCrossEncoder(settings);
const embedText = createTextEmbedder(settings);
const embedUseLite = createUseLite(settings);
const embedImages = createClipVision(settings);

async function run(task: InferenceTask): Promise<ScoresResult | VectorsResult> {
  switch (task.kind) {
    case 'rerank':
      return { scores: await rerank(task.model, task.query, task.documents) };
    case 'bm25':
      return { scores: bm25Scores(task.query, task.documents) };
    case 'embed-text':
      return embedText(task.model, task.texts);
    case 'embed-use-lite':
      return embedUseLite(task.texts);
    case 'embed-image':
      return embedImages(task.model, task.images);
  }
}

serveWorkerTasks(async (task): Promise<TaskOutcome<ScoresResult | VectorsResult>> => {
  try {
    return { ok: true, value: await run(task as InferenceTask) };
  } catch (error) {
    if (error instanceof TaskFailure) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
});
