import path from 'node:path';
import { createModelCache } from './model-cache.js';
import { TaskFailure, type VectorsResult, type WorkerSettings } from './tasks.js';
import { chunks } from './token-batches.js';
import { loadTransformers, pretrainedOptions } from './transformers-runtime.js';
import { normalize, rows } from './vectors.js';

/**
 * CLIP image embeddings in a worker: the image processor from preprocessor_config.json (resize,
 * centre crop, normalise) and the vision tower with projection (onnx/vision_model.onnx). Images are
 * decoded by transformers.js itself (sharp, which it depends on) after the main thread checked
 * their format and size.
 */
export function createClipVision(settings: WorkerSettings): (name: string, images: Uint8Array[]) => Promise<VectorsResult> {
  const cache = createModelCache(
    async (name) => {
      const transformers = await loadTransformers(settings);
      const [processor, model] = await Promise.all([
        transformers.AutoImageProcessor.from_pretrained(name, { local_files_only: true }),
        transformers.CLIPVisionModelWithProjection.from_pretrained(name, pretrainedOptions(settings)),
      ]);
      return { processor, model, RawImage: transformers.RawImage };
    },
    (name) => `image model "${name}" from ${path.join(settings.modelsDir, name)}`,
  );

  return async (name, images) => {
    const { processor, model, RawImage } = await cache.get(name);
    const vectors: Float32Array[] = [];
    for (const batch of chunks(images, settings.batchSize)) {
      const decoded = await Promise.all(
        batch.items.map((bytes, offset) =>
          RawImage.fromBlob(new Blob([bytes])).catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            throw new TaskFailure('validation_error', `input[${batch.start + offset}] could not be decoded as an image: ${reason}`);
          }),
        ),
      );
      const { pixel_values } = (await processor(decoded)) as { pixel_values: unknown };
      const output = (await model({ pixel_values })) as { image_embeds?: { data: ArrayLike<number>; dims: number[] } };
      if (output.image_embeds === undefined) {
        throw new TaskFailure('service_unavailable', `"${name}" has no "image_embeds" output; use a CLIP vision model with projection (onnx/vision_model.onnx).`);
      }
      vectors.push(...rows(output.image_embeds.data, output.image_embeds.dims).map(normalize));
    }
    return { vectors, tokens: 0 };
  };
}
