import type { FastifyInstance } from 'fastify';
import type { PluginRegistration } from '../../src/plugins/types.js';
import { createEmbeddingsHandler } from './embeddings-handler.js';
import { createImageEmbeddingsHandler } from './image-embeddings-handler.js';
import type { TransformersOptions } from './options.js';
import { createRerankHandler } from './rerank-handler.js';
import { createTaskRunner } from './task-runner.js';

/**
 * Local models with transformers.js (ONNX Runtime) from the models folder: cross-encoder
 * re-ranking, CLIP image embeddings and feature-extraction text embeddings (`local/<name>` on
 * /v1/embeddings), plus Universal Sentence Encoder Lite from its npm package. Nothing is
 * downloaded; a missing model answers 503 saying what to install where. All inference runs in a
 * bounded pool of worker threads shared by the three endpoints.
 */
export async function register(app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const options = registration.options as TransformersOptions;
  const { context } = registration;
  const runner = createTaskRunner({
    threads: context.config.plugins.workerThreads,
    maxQueue: context.config.plugins.maxQueuedJobs,
    settings: { modelsDir: context.modelsDir, dtype: options.dtype, batchSize: options.batchSize },
  });
  app.addHook('onClose', async () => runner.close());

  for (const capability of registration.capabilities) {
    if (capability === 'rerank') registration.serve('rerank', createRerankHandler(options, context.modelsDir, runner), { model: options.rerankModel });
    else if (capability === 'image-embeddings') registration.serve('image-embeddings', createImageEmbeddingsHandler(options, context.modelsDir, runner), { model: options.imageModel });
    else if (capability === 'embeddings') registration.serve('embeddings', createEmbeddingsHandler(options, context.modelsDir, runner));
  }
}
