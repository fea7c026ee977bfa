import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import { restoreText } from '../../privacy/operators/restore-text.js';
import type { PrivacyService } from '../../privacy/privacy-service.js';
import { DEFAULT_ORGANIZATION_ID } from '../../store/types.js';
import { errorResponses } from '../schemas/common.js';
import { AnonymizeRequest, AnonymizeResponse, DeanonymizeRequest, DeanonymizeResponse, MapInfo, MAX_BATCH_TEXTS, MAX_TEXT_CHARS } from '../schemas/gate.js';

const organizationOf = (request: FastifyRequest) => request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;

/**
 * Exactly one of `text` and `texts`, which JSON Schema cannot say in a way SDK generators like.
 * A batch holds as much as one text may (MAX_TEXT_CHARS): the analysis runs in a thread, but
 * numbering, replacing and the answer's entity list run on the event loop; a 9 MB batch dense
 * with personal data held it for ~3 s, this bound for ~0.3 s.
 */
function textsOf(body: { text?: string | undefined; texts?: string[] | undefined }): { texts: string[]; single: boolean } {
  if ((body.text === undefined) === (body.texts === undefined)) {
    throw new PlatformError('validation_error', 'Send exactly one of "text" and "texts".', { param: 'text' });
  }
  const single = body.text !== undefined;
  const texts = body.text !== undefined ? [body.text] : (body.texts ?? []);
  if (texts.length > MAX_BATCH_TEXTS) {
    throw new PlatformError('payload_too_large', `The batch holds ${texts.length} texts; one call takes at most ${MAX_BATCH_TEXTS}. Send them in several calls.`, { param: 'texts' });
  }
  // Counted in UTF-16 code units, as offsets are, for one text as for a batch (schemas/gate.ts).
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total > MAX_TEXT_CHARS) {
    const holds = single ? `The text holds ${total} characters` : `The texts hold ${total} characters together`;
    throw new PlatformError('payload_too_large', `${holds}; one call takes at most ${MAX_TEXT_CHARS}. Send them in several calls.`, {
      param: single ? 'text' : 'texts',
    });
  }
  return { texts, single };
}

const security = [{ bearerAuth: [] }];

/** Mode 2: anonymize and deanonymize as an API of their own; nothing is forwarded anywhere. */
export async function gateRoutes(app: FastifyInstance, options: { privacy: PrivacyService }): Promise<void> {
  const { privacy } = options;

  app.post(
    '/v1/gate/anonymize',
    {
      config: { scope: 'gate' },
      schema: {
        summary: 'Anonymize text',
        description: 'Detects personal data and replaces it with placeholders stored in a map (new, or extended with `map_id`).',
        tags: ['Privacy gateway'],
        security,
        body: AnonymizeRequest,
        response: { 200: AnonymizeResponse, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof AnonymizeRequest>;
      const { texts, single } = textsOf(body);
      if (body.entities !== undefined) {
        // A mistyped type would silently anonymize nothing of it: refused instead.
        const known = await privacy.knownEntityTypes(organizationOf(request));
        // Named by position, not by value: what a client sent there may be personal data.
        const unknown = body.entities.findIndex((type) => !known.has(type));
        if (unknown !== -1) {
          const field = `entities[${unknown}]`;
          throw new PlatformError('validation_error', `Invalid body field "${field}": not a known entity type (neither built in nor a type of your dictionaries).`, { param: field });
        }
      }
      if (body.map_id !== undefined && body.style !== undefined) {
        // A map keeps the style it was created with; a different one asked for would be ignored unseen.
        const existing = await privacy.vault.open(organizationOf(request), body.map_id, body.style);
        if (existing.map.style !== body.style) {
          throw new PlatformError('validation_error', `Invalid body field "style": the map uses "${existing.map.style}"; a map keeps the style it was created with.`, { param: 'style' });
        }
      }
      const { session, results } = await privacy.anonymize(texts, {
        organizationId: organizationOf(request),
        mapId: body.map_id,
        language: body.language,
        entities: body.entities,
        style: body.style,
      });
      const mapId = session.map.id;
      const counts: Record<string, number> = {};
      for (const result of results) for (const entity of result.entities) counts[entity.type] = (counts[entity.type] ?? 0) + 1;
      request.veil.privacy = { mapId, entityCounts: counts };
      return single
        ? { map_id: mapId, text: results[0]?.text ?? '', entities: results[0]?.entities ?? [] }
        : { map_id: mapId, texts: results.map((result) => result.text), entities: results.map((result) => result.entities) };
    },
  );

  app.post(
    '/v1/gate/deanonymize',
    {
      config: { scope: 'gate' },
      schema: {
        summary: 'Restore anonymized text',
        description: 'Replaces the placeholders (also as models mangle them: `[person_1]`, `PERSON_1`, `[PERSON 1]`) of the map with the original values.',
        tags: ['Privacy gateway'],
        security,
        body: DeanonymizeRequest,
        response: { 200: DeanonymizeResponse, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof DeanonymizeRequest>;
      const { texts, single } = textsOf(body);
      const session = await privacy.vault.open(organizationOf(request), body.map_id, privacy.config.style);
      // The audit log names the map read, and a recorded answer (Idempotency-Key) goes with the map.
      request.veil.privacy = { mapId: session.map.id, entityCounts: null };
      const table = session.restoreTable();
      const restored = texts.map((text) => restoreText(text, table));
      return single ? { text: restored[0] ?? '' } : { texts: restored };
    },
  );

  const MapParams = Type.Object({ map_id: Type.String({ minLength: 1 }) });

  app.get(
    '/v1/gate/maps/:map_id',
    {
      config: { scope: 'gate' },
      schema: {
        summary: 'Describe a map',
        description: 'Metadata and entry counts per type; never the values.',
        tags: ['Privacy gateway'],
        security,
        params: MapParams,
        response: { 200: MapInfo, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { map_id: mapId } = request.params as Static<typeof MapParams>;
      const session = await privacy.vault.open(organizationOf(request), mapId, privacy.config.style);
      request.veil.privacy = { mapId, entityCounts: null };
      const counts: Record<string, number> = {};
      for (const entry of session.entries()) counts[entry.type] = (counts[entry.type] ?? 0) + 1;
      const { map } = session;
      return { id: map.id, style: map.style, created_at: map.createdAt, expires_at: map.expiresAt, entity_counts: counts };
    },
  );

  app.delete(
    '/v1/gate/maps/:map_id',
    {
      config: { scope: 'gate' },
      schema: {
        summary: 'Delete a map',
        description: 'Deletes the map and its encrypted values at once; its placeholders can no longer be restored.',
        tags: ['Privacy gateway'],
        security,
        params: MapParams,
        response: { 200: Type.Object({ id: Type.String(), deleted: Type.Boolean() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { map_id: mapId } = request.params as Static<typeof MapParams>;
      if (!(await privacy.vault.delete(mapId, organizationOf(request)))) {
        throw new PlatformError('map_not_found', 'No anonymization map with this id for your organisation.', { param: 'map_id' });
      }
      request.veil.privacy = { mapId, entityCounts: null };
      return { id: mapId, deleted: true };
    },
  );
}
