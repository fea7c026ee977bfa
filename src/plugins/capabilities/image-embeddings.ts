import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';

export const imageEmbeddings: CapabilityDefinition = {
  capability: 'image-embeddings',
  method: 'POST',
  url: '/v1/image-embeddings',
  summary: 'Create image embeddings',
  description: 'CLIP-style image embeddings, OpenAI-embeddings-like. Images as data URIs (or URLs where the plugin allows). Without an installed model: 503.',
  body: Type.Object(
    {
      model: Type.Optional(Type.String()),
      input: Type.Union([Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 64 })]),
      encoding_format: Type.Optional(Type.Union([Type.Literal('float'), Type.Literal('base64')])),
    },
    { additionalProperties: false, examples: [{ input: 'data:image/png;base64,iVBORw0KGgo...' }] },
  ),
  response: Type.Object(
    {
      object: Type.Literal('list'),
      model: Type.String(),
      data: Type.Array(
        Type.Object({ object: Type.Literal('embedding'), index: Type.Integer(), embedding: Type.Union([Type.Array(Type.Number()), Type.String()]) }),
      ),
      usage: Type.Object({ prompt_tokens: Type.Integer(), total_tokens: Type.Integer() }),
    },
    { examples: [{ object: 'list', model: 'clip-vit-base-patch32', data: [{ object: 'embedding', index: 0, embedding: [0.01, -0.02] }], usage: { prompt_tokens: 0, total_tokens: 0 } }] },
  ),
};
