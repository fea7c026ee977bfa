import { PlatformError } from '../../src/errors/platform-error.js';
import type { CapabilityHandler } from '../../src/plugins/types.js';
import { embeddingItems } from './embedding-output.js';
import { readImages } from './image-input.js';
import { checkModelFiles, describeFiles } from './model-files.js';
import { namesModel, type TransformersOptions } from './options.js';
import type { VectorsResult } from './tasks.js';
import type { TaskRunner } from './task-runner.js';

/** The validated /v1/image-embeddings body (src/plugins/capabilities/image-embeddings.ts). */
interface ImageEmbeddingsBody {
  model?: string;
  input: string | string[];
  encoding_format?: 'float' | 'base64';
}

/**
 * /v1/image-embeddings with the configured CLIP model: PNG/JPEG data URIs (URLs only when the
 * operator allows them), unit-length vectors in the OpenAI embeddings shape.
 */
export function createImageEmbeddingsHandler(options: TransformersOptions, modelsDir: string, runner: TaskRunner): CapabilityHandler {
  return async (raw) => {
    const body = raw as ImageEmbeddingsBody;
    const configured = options.imageModel;
    if (!namesModel(body.model, configured)) {
      throw new PlatformError('model_not_found', `This gateway embeds images with "${configured}"; omit "model" or send that name.`, { param: 'model' });
    }
    const check = checkModelFiles(modelsDir, configured, 'image', options.dtype);
    if (check.missing.length > 0) {
      throw new PlatformError(
        'service_unavailable',
        `No image embedding model in ${modelsDir}: put an ONNX CLIP model in hub layout at ${check.folder} ${describeFiles(check)}, ` +
          'or route /v1/image-embeddings to a backend with the remote plugin (plugins.endpoints.image-embeddings: remote).',
      );
    }
    const images = await readImages(typeof body.input === 'string' ? [body.input] : body.input, {
      allowUrls: options.allowImageUrls,
      maxPixels: options.maxImagePixels,
      maxBytes: options.maxImageBytes,
    });
    const result = await runner.run<VectorsResult>(
      { kind: 'embed-image', model: configured, images },
      images.map((image) => image.buffer as ArrayBuffer),
    );
    return {
      object: 'list',
      model: configured,
      data: embeddingItems(result.vectors, { encodingFormat: body.encoding_format, model: configured }),
      usage: { prompt_tokens: 0, total_tokens: 0 },
    };
  };
}
