import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';
import { LanguageCode, ModelName, Offsets } from './common.js';

export const ner: CapabilityDefinition = {
  capability: 'ner',
  method: 'POST',
  url: '/v1/ner',
  summary: 'Named entity recognition',
  description: 'PERSON, LOCATION, ORGANIZATION and the structured types (EMAIL, PHONE, IBAN, ...), found by the same recognizers as the privacy gateway.',
  body: Type.Object(
    {
      text: Type.String({ minLength: 1, maxLength: 1_000_000 }),
      language: Type.Optional(LanguageCode),
      entities: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' }))),
    },
    { additionalProperties: false, examples: [{ text: 'Angela Merkel visited Paris with Siemens.' }] },
  ),
  response: Type.Object(
    {
      model: ModelName,
      entities: Type.Array(
        Type.Object({ type: Type.String(), text: Type.String(), ...Offsets, score: Type.Number(), source: Type.String() }),
      ),
    },
    {
      examples: [
        {
          model: 'veil-recognizers',
          entities: [{ type: 'PERSON', text: 'Angela Merkel', start: 0, end: 13, score: 0.85, source: 'gazetteer' }],
        },
      ],
    },
  ),
};
