import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';
import { LanguageCode, ModelName, Offsets } from './common.js';

const Link = Type.Object({
  id: Type.String({ description: 'Canonical id, e.g. a Wikidata QID or a dictionary canonical id.', examples: ['Q90'] }),
  source: Type.String({ description: 'Knowledge base: wikidata, or dictionary:<name>.', examples: ['wikidata'] }),
  label: Type.String(),
  score: Type.Number({ minimum: 0, maximum: 1 }),
});

export const entityLinking: CapabilityDefinition = {
  capability: 'entity-linking',
  method: 'POST',
  url: '/v1/entity-linking',
  summary: 'Link entities to canonical ids',
  description: 'Links mentions (found by NER, or given) to canonical ids from local knowledge bases and custom dictionaries; what cannot be linked stays unlinked (`id: null`).',
  body: Type.Object(
    {
      text: Type.String({ minLength: 1, maxLength: 1_000_000 }),
      mentions: Type.Optional(
        Type.Array(Type.Object({ ...Offsets, type: Type.Optional(Type.String()) }, { additionalProperties: false }), { maxItems: 1000 }),
      ),
      language: Type.Optional(LanguageCode),
    },
    { additionalProperties: false, examples: [{ text: 'Starbucks opened a shop in Germany.' }] },
  ),
  response: Type.Object(
    {
      model: ModelName,
      entities: Type.Array(
        Type.Object({
          text: Type.String(),
          ...Offsets,
          type: Type.Union([Type.String(), Type.Null()]),
          id: Type.Union([Type.String(), Type.Null()], { description: 'The best link, or null when unlinked.' }),
          candidates: Type.Array(Link),
        }),
      ),
    },
    {
      examples: [
        {
          model: 'veil-kb',
          entities: [{ text: 'Germany', start: 27, end: 34, type: 'LOCATION', id: 'Q183', candidates: [{ id: 'Q183', source: 'wikidata', label: 'Germany', score: 1 }] }],
        },
      ],
    },
  ),
};
