import { PlatformError } from '../../src/errors/platform-error.js';
import type { CapabilityHandler } from '../../src/plugins/types.js';
import { embeddingItems } from './embedding-output.js';
import { checkModelFiles, describeFiles } from './model-files.js';
import { MODEL_NAME_PATTERN, type TransformersOptions } from './options.js';
import type { InferenceTask, VectorsResult } from './tasks.js';
import type { TaskRunner } from './task-runner.js';
import { USE_LITE } from './use-lite.js';

/** The validated OpenAI embeddings body (src/server/schemas/openai.ts), for a `local/...` model. */
interface EmbeddingsBody {
  model: string;
  input: string | string[] | number[] | number[][];
  encoding_format?: 'float' | 'base64';
  dimensions?: number;
}

/** OpenAI's limit on inputs per request. */
const MAX_INPUTS = 2048;

function texts(input: EmbeddingsBody['input']): string[] {
  const list: unknown[] = typeof input === 'string' ? [input] : input;
  if (list.some((item) => typeof item !== 'string')) {
    throw new PlatformError('validation_error', 'Local models take text: token arrays belong to one tokenizer (OpenAI’s), not to the local model’s.', { param: 'input' });
  }
  if (list.length > MAX_INPUTS) throw new PlatformError('validation_error', `At most ${MAX_INPUTS} inputs per request.`, { param: 'input' });
  const strings = list as string[];
  const empty = strings.findIndex((text) => text.length === 0);
  if (empty >= 0) throw new PlatformError('validation_error', `input[${empty}] is empty.`, { param: 'input' });
  return strings;
}

/**
 * /v1/embeddings for `model: "local/<name>"`: `local/use-lite` from the npm package, or a
 * feature-extraction model from the models folder (allow-listed, or any with '*'). Answers the
 * OpenAI response shape, honouring `encoding_format` and `dimensions`.
 */
export function createEmbeddingsHandler(options: TransformersOptions, modelsDir: string, runner: TaskRunner): CapabilityHandler {
  const served = (): string =>
    [...(options.useLite ? [USE_LITE] : []), ...(options.embeddingModels === '*' ? ['<any model in the models folder>'] : options.embeddingModels)]
      .map((name) => `local/${name}`)
      .join(', ');

  /** The task for a model name, or the 404/503 that explains why there is none. */
  const resolve = (name: string): ((inputs: string[]) => InferenceTask) => {
    if (name === USE_LITE && options.useLite) return (inputs) => ({ kind: 'embed-use-lite', texts: inputs });
    const listed = options.embeddingModels === '*' || options.embeddingModels.includes(name);
    const check = MODEL_NAME_PATTERN.test(name) && listed ? checkModelFiles(modelsDir, name, 'text', options.dtype) : undefined;
    // Unknown: not a folder name, not allowed, or (with '*') nothing there. Listed but absent is an installation to finish.
    if (check === undefined || (!check.present && options.embeddingModels === '*')) {
      const where = check === undefined ? '' : ` (nothing at ${check.folder})`;
      throw new PlatformError('model_not_found', `No local embedding model "local/${name}"${where}. This gateway serves: ${served()}.`, { param: 'model' });
    }
    if (check.missing.length > 0) {
      throw new PlatformError(
        'service_unavailable',
        `Embedding model "local/${name}" is not installed in ${modelsDir}: put an ONNX feature-extraction model in hub layout at ${check.folder} ${describeFiles(check)}.`,
        { param: 'model' },
      );
    }
    return (inputs) => ({ kind: 'embed-text', model: name, texts: inputs });
  };

  return async (raw) => {
    const body = raw as EmbeddingsBody;
    const name = body.model.slice('local/'.length);
    const task = resolve(name);
    const result = await runner.run<VectorsResult>(task(texts(body.input)));
    return {
      object: 'list',
      data: embeddingItems(result.vectors, { encodingFormat: body.encoding_format, dimensions: body.dimensions, model: body.model }),
      model: body.model,
      usage: { prompt_tokens: result.tokens, total_tokens: result.tokens },
    };
  };
}
