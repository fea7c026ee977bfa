import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { PlatformError } from '../../errors/platform-error.js';
import type { PrivacyService } from '../../privacy/privacy-service.js';
import type { FoldMode } from '../../privacy/recognizers/dictionary-text.js';
import { termKey, type DictionaryTerm } from '../../privacy/recognizers/dictionary.js';
import { DEFAULT_ORGANIZATION_ID, TermBudgetError, type DictionaryRecord, type DictionaryStore } from '../../store/types.js';
import { errorResponses } from '../schemas/common.js';
import { DictionaryRequest, DictionarySchema } from '../schemas/gate.js';

const organizationOf = (request: FastifyRequest) => request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;

function describe(record: DictionaryRecord, withTerms: boolean) {
  return {
    id: record.id,
    name: record.name,
    entity_type: record.entityType,
    kind: record.kind,
    case_sensitive: record.caseSensitive,
    diacritic_sensitive: record.diacriticSensitive,
    term_count: record.terms.length,
    ...(withTerms
      ? { terms: record.terms.map((term) => ({ term: term.term, ...(term.canonicalId === undefined ? {} : { canonical_id: term.canonicalId }) })) }
      : {}),
    version: record.version,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

const security = [{ bearerAuth: [] }];
const IdParams = Type.Object({ id: Type.String({ minLength: 1 }) });
const ListQuery = Type.Object({
  cursor: Type.Optional(Type.String({ description: 'From `next_cursor` of the previous page.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

/** The dictionary name a `next_cursor` holds; anything this API did not hand out is a 422. */
function nameInCursor(cursor: string): string {
  const name = Buffer.from(cursor, 'base64url').toString('utf8');
  if (name === '' || Buffer.from(name).toString('base64url') !== cursor) {
    throw new PlatformError('validation_error', 'Invalid cursor.', { param: 'cursor' });
  }
  return name;
}

type RequestTerm = Static<typeof DictionaryRequest>['terms'][number];

/**
 * The terms as stored: one per matching key (the first kept, as the recognizer would keep it),
 * so `term_count` counts what can match. The same term with two canonical IDs is refused: only
 * the first could ever be reported.
 */
function distinctTerms(terms: readonly RequestTerm[], mode: FoldMode): DictionaryTerm[] {
  const byKey = new Map<string, { index: number; canonicalId: string | undefined }>();
  const kept: DictionaryTerm[] = [];
  terms.forEach((item, index) => {
    const term = typeof item === 'string' ? { term: item } : { term: item.term, ...(item.canonical_id === undefined ? {} : { canonicalId: item.canonical_id }) };
    const key = termKey(term.term, mode) ?? term.term;
    const first = byKey.get(key);
    if (first === undefined) {
      byKey.set(key, { index, canonicalId: term.canonicalId });
      kept.push(term);
    } else if (term.canonicalId !== undefined && term.canonicalId !== first.canonicalId) {
      throw new PlatformError('validation_error', `Term ${index} is the same term as term ${first.index} (with this dictionary's case and diacritic settings) under another canonical ID.`, {
        param: `terms[${index}].canonical_id`,
      });
    }
  });
  return kept;
}

/** The 422 of a change that would take the organisation's dictionaries past `privacy.maxDictionaryTerms` in all. */
function budgetExceeded(error: TermBudgetError): PlatformError {
  return new PlatformError(
    'validation_error',
    `The organisation's dictionaries would hold ${error.total} terms; at most ${error.budget} are allowed (privacy.maxDictionaryTerms). Delete or shorten a dictionary first.`,
    { param: 'terms' },
  );
}

/**
 * The submitted terms that a dictionary of the other kind also names (the same key under the
 * looser of the two dictionaries' case and diacritic settings): there, the allow list wins and the term is never
 * anonymized, which an organisation listing it for both is unlikely to mean. Reported by index,
 * never by the term itself, so a response or log never repeats what the term names.
 */
function conflictsOf(
  terms: readonly RequestTerm[],
  submitted: FoldMode,
  others: readonly DictionaryRecord[],
): Array<{ term_index: number; dictionary: string; kind: string }> {
  const conflicts: Array<{ term_index: number; dictionary: string; kind: string }> = [];
  for (const other of others) {
    // Two texts both lists match exist whenever either list folds case (or accents): compare as the looser one.
    const mode = { caseSensitive: submitted.caseSensitive && other.caseSensitive, diacriticSensitive: submitted.diacriticSensitive && other.diacriticSensitive };
    const keys = new Set(other.terms.map((term) => termKey(term.term, mode) ?? term.term));
    terms.forEach((item, index) => {
      const term = typeof item === 'string' ? item : item.term;
      if (keys.has(termKey(term, mode) ?? term)) conflicts.push({ term_index: index, dictionary: other.name, kind: other.kind });
    });
  }
  return conflicts.sort((a, b) => a.term_index - b.term_index);
}

/** Custom dictionaries: deny-lists that are always anonymized and allow-lists that never are. */
export async function dictionaryRoutes(app: FastifyInstance, options: { store: DictionaryStore; privacy: PrivacyService }): Promise<void> {
  const { store, privacy } = options;

  app.post(
    '/v1/gate/dictionaries',
    {
      config: { scope: 'dictionaries' },
      schema: {
        summary: 'Create or update a dictionary',
        description:
          'Posting a name that exists replaces its terms and options (201 on create, 200 on update). Takes effect on the next request. `conflicts` lists the submitted terms a dictionary of the other kind also names (by index): there the allow list wins.',
        tags: ['Privacy gateway'],
        security,
        body: DictionaryRequest,
        response: { 200: DictionarySchema, 201: DictionarySchema, ...errorResponses(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body as Static<typeof DictionaryRequest>;
      const organizationId = organizationOf(request);
      const mode = { caseSensitive: body.case_sensitive ?? false, diacriticSensitive: body.diacritic_sensitive ?? false };
      const terms = distinctTerms(body.terms, mode);
      const { record, created } = await store
        .upsert(
          {
            id: `dict_${randomBytes(9).toString('base64url')}`,
            organizationId,
            name: body.name,
            entityType: body.entity_type,
            kind: body.kind ?? 'deny',
            terms,
            ...mode,
          },
          { maxTerms: privacy.config.maxDictionaryTerms },
        )
        .catch((error: unknown) => {
          throw error instanceof TermBudgetError ? budgetExceeded(error) : error;
        });
      privacy.invalidateDictionaries(organizationId);
      const otherKind = (await store.list(organizationId)).filter((other) => other.kind !== record.kind);
      const conflicts = otherKind.length === 0 ? [] : conflictsOf(body.terms, mode, otherKind);
      return reply.code(created ? 201 : 200).send({ ...describe(record, false), ...(conflicts.length === 0 ? {} : { conflicts }) });
    },
  );

  app.get(
    '/v1/gate/dictionaries',
    {
      config: { scope: 'dictionaries' },
      schema: {
        summary: 'List dictionaries',
        tags: ['Privacy gateway'],
        security,
        querystring: ListQuery,
        response: {
          200: Type.Object({ data: Type.Array(DictionarySchema), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const query = request.query as Static<typeof ListQuery>;
      const limit = query.limit ?? 50;
      // Dictionaries are few and ordered by name; the cursor is the last name seen.
      const after = query.cursor === undefined ? '' : nameInCursor(query.cursor);
      const all = (await store.list(organizationOf(request))).filter((record) => record.name > after);
      const page = all.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((record) => describe(record, false)),
        next_cursor: all.length > limit && last !== undefined ? Buffer.from(last.name).toString('base64url') : null,
      };
    },
  );

  app.get(
    '/v1/gate/dictionaries/:id',
    {
      config: { scope: 'dictionaries' },
      schema: { summary: 'Get a dictionary with its terms', tags: ['Privacy gateway'], security, params: IdParams, response: { 200: DictionarySchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const { id } = request.params as Static<typeof IdParams>;
      const record = await store.get(id, organizationOf(request));
      if (record === undefined) throw new PlatformError('not_found', 'No dictionary with this id for your organisation.');
      return describe(record, true);
    },
  );

  app.delete(
    '/v1/gate/dictionaries/:id',
    {
      config: { scope: 'dictionaries' },
      schema: {
        summary: 'Delete a dictionary',
        tags: ['Privacy gateway'],
        security,
        params: IdParams,
        response: { 200: Type.Object({ id: Type.String(), deleted: Type.Boolean() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as Static<typeof IdParams>;
      const organizationId = organizationOf(request);
      if (!(await store.delete(id, organizationId))) throw new PlatformError('not_found', 'No dictionary with this id for your organisation.');
      privacy.invalidateDictionaries(organizationId);
      return { id, deleted: true };
    },
  );
}
