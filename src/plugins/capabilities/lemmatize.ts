import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';
import { LanguageCode, ModelName, Offsets } from './common.js';

export const lemmatize: CapabilityDefinition = {
  capability: 'lemmatize',
  method: 'POST',
  url: '/v1/lemmatize',
  summary: 'Lemmatize text',
  description: 'Tokens with offsets, lemma and part of speech (Universal POS) where known. An unsupported language is a 422 listing the supported ones.',
  body: Type.Object(
    { text: Type.String({ minLength: 1, maxLength: 1_000_000 }), language: Type.Optional(LanguageCode) },
    { additionalProperties: false, examples: [{ text: 'The children were running.', language: 'en' }] },
  ),
  response: Type.Object(
    {
      model: ModelName,
      language: LanguageCode,
      tokens: Type.Array(
        Type.Object({ text: Type.String(), ...Offsets, lemma: Type.String(), pos: Type.Union([Type.String(), Type.Null()]) }),
      ),
    },
    {
      examples: [
        {
          model: 'wink-nlp',
          language: 'en',
          tokens: [{ text: 'children', start: 4, end: 12, lemma: 'child', pos: 'NOUN' }],
        },
      ],
    },
  ),
};
