import type { Capability, CapabilityDefinition } from '../types.js';
import { detectLanguage } from './detect-language.js';
import { entityLinking } from './entity-linking.js';
import { imageEmbeddings } from './image-embeddings.js';
import { lemmatize } from './lemmatize.js';
import { ner } from './ner.js';
import { ocr } from './ocr.js';
import { rerank } from './rerank.js';

/**
 * The HTTP face of each capability: one route, one schema, whichever plugin serves it. `embeddings`
 * has none here: local embedding models answer on /v1/embeddings (model `local/...`).
 */
export const CAPABILITY_ROUTES: Partial<Record<Capability, CapabilityDefinition>> = {
  ocr,
  'detect-language': detectLanguage,
  ner,
  'entity-linking': entityLinking,
  lemmatize,
  rerank,
  'image-embeddings': imageEmbeddings,
};
