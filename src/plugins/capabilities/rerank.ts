import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';
import { ModelName } from './common.js';

export const rerank: CapabilityDefinition = {
  capability: 'rerank',
  method: 'POST',
  url: '/v1/rerank',
  summary: 'Re-rank documents for a query',
  description: 'Cross-encoder re-ranking, Cohere/Jina-like. Without an installed model: 503 saying what to install and where.',
  body: Type.Object(
    {
      model: Type.Optional(Type.String({ description: 'A model in the models folder, or the remote backend’s model.' })),
      query: Type.String({ minLength: 1, maxLength: 100_000 }),
      documents: Type.Array(Type.Union([Type.String(), Type.Object({ text: Type.String() }, { additionalProperties: true })]), {
        minItems: 1,
        maxItems: 1000,
      }),
      top_n: Type.Optional(Type.Integer({ minimum: 1 })),
      return_documents: Type.Optional(Type.Boolean({ default: false })),
    },
    { additionalProperties: false, examples: [{ query: 'capital of France', documents: ['Paris is the capital of France.', 'Berlin is in Germany.'], top_n: 1 }] },
  ),
  response: Type.Object(
    {
      model: ModelName,
      results: Type.Array(
        Type.Object({ index: Type.Integer(), relevance_score: Type.Number(), document: Type.Optional(Type.Object({ text: Type.String() })) }),
      ),
    },
    { examples: [{ model: 'ms-marco-MiniLM-L-6-v2', results: [{ index: 0, relevance_score: 0.98 }] }] },
  ),
};
