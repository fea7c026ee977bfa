import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { PluginRegistration } from '../../src/plugins/types.js';
import { DEFAULT_ORGANIZATION_ID } from '../../src/store/types.js';

interface Body {
  text: string;
  language?: string;
  entities?: string[];
}

/** The analyzer behind anonymisation, and what this endpoint reports as `model`. */
const MODEL = 'veil-recognizers';

/**
 * /v1/ner answers with exactly what the privacy gateway would anonymise: the same analyzer,
 * thresholds, allow-lists and the caller's organisation dictionaries, through `privacy.analyze`.
 */
export async function register(_app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const { privacy } = registration.context;
  registration.serve('ner', async (raw, request) => {
    const body = raw as Body;
    if (body.text.trim() === '') throw new PlatformError('validation_error', '"text" is blank.', { param: 'text' });
    if (body.entities !== undefined && body.entities.length === 0) {
      throw new PlatformError('validation_error', '"entities" is empty; leave it out for every type.', { param: 'entities' });
    }
    const spans = await privacy.analyze(body.text, {
      organizationId: request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID,
      language: body.language,
      entities: body.entities,
    });
    return {
      model: MODEL,
      entities: spans.map((span) => ({
        type: span.type,
        text: body.text.slice(span.start, span.end),
        start: span.start,
        end: span.end,
        score: span.score,
        source: span.source,
      })),
    };
  });
}
