import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';
import { LanguageCode, ModelName } from './common.js';

const Candidate = Type.Object({ language: LanguageCode, confidence: Type.Number({ minimum: 0, maximum: 1 }) });

export const detectLanguage: CapabilityDefinition = {
  capability: 'detect-language',
  method: 'POST',
  url: '/v1/detect-language',
  summary: 'Detect the language of texts',
  description: 'One text or a batch; the best language with its confidence, and the top candidates.',
  body: Type.Object(
    {
      text: Type.Optional(Type.String({ minLength: 1, maxLength: 1_000_000 })),
      texts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 1_000_000 }), { minItems: 1, maxItems: 1000 })),
      top_k: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 3 })),
    },
    { additionalProperties: false, examples: [{ text: 'Où est la gare, s’il vous plaît ?' }] },
  ),
  response: Type.Object(
    {
      model: ModelName,
      results: Type.Array(
        Type.Object({ language: Type.Union([LanguageCode, Type.Null()]), confidence: Type.Number(), candidates: Type.Array(Candidate) }),
      ),
    },
    { examples: [{ model: 'eld-2.1', results: [{ language: 'fr', confidence: 0.97, candidates: [{ language: 'fr', confidence: 0.97 }] }] }] },
  ),
};
