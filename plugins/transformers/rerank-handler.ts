import { PlatformError } from '../../src/errors/platform-error.js';
import type { CapabilityHandler } from '../../src/plugins/types.js';
import { BM25_MODEL } from './bm25.js';
import { checkModelFiles, describeFiles } from './model-files.js';
import { namesModel, type TransformersOptions } from './options.js';
import type { ScoresResult } from './tasks.js';
import type { TaskRunner } from './task-runner.js';

/** The validated /v1/rerank body (src/plugins/capabilities/rerank.ts). */
interface RerankBody {
  model?: string;
  query: string;
  documents: Array<string | { text: string }>;
  top_n?: number;
  return_documents?: boolean;
}

interface RerankResult {
  index: number;
  relevance_score: number;
  document?: { text: string };
}

/**
 * /v1/rerank with the configured cross-encoder. Without it: 503 saying what to install where, or,
 * when the operator opted in, BM25 named as such in `model`.
 */
export function createRerankHandler(options: TransformersOptions, modelsDir: string, runner: TaskRunner): CapabilityHandler {
  return async (raw) => {
    const body = raw as RerankBody;
    const configured = options.rerankModel;
    if (!namesModel(body.model, configured) && !(options.rerankFallback === 'bm25' && body.model === BM25_MODEL)) {
      throw new PlatformError('model_not_found', `This gateway re-ranks with "${configured}"; omit "model" or send that name.`, { param: 'model' });
    }
    const texts = body.documents.map((document) => (typeof document === 'string' ? document : document.text));
    const check = checkModelFiles(modelsDir, configured, 'rerank', options.dtype);

    let model = configured;
    let scores: number[];
    if (check.missing.length === 0 && body.model !== BM25_MODEL) {
      ({ scores } = await runner.run<ScoresResult>({ kind: 'rerank', model: configured, query: body.query, documents: texts }));
    } else if (options.rerankFallback === 'bm25') {
      model = BM25_MODEL;
      ({ scores } = await runner.run<ScoresResult>({ kind: 'bm25', query: body.query, documents: texts }));
    } else {
      throw new PlatformError(
        'service_unavailable',
        `No re-ranking model in ${modelsDir}: put an ONNX cross-encoder in hub layout at ${check.folder} ${describeFiles(check)}, ` +
          'or route /v1/rerank to a backend with the remote plugin (plugins.endpoints.rerank: remote).',
      );
    }

    // Ties keep input order, so equal scores give a stable answer.
    const ranked = scores.map((score, index) => ({ index, score })).sort((a, b) => b.score - a.score || a.index - b.index);
    const results = ranked.slice(0, body.top_n ?? ranked.length).map(({ index, score }): RerankResult => {
      const result: RerankResult = { index, relevance_score: score };
      if (body.return_documents === true) result.document = { text: texts[index] ?? '' };
      return result;
    });
    return { model, results };
  };
}
