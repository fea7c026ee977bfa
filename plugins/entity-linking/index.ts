import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../src/errors/platform-error.js';
import type { PluginRegistration } from '../../src/plugins/types.js';
import type { DictionarySpan } from '../../src/privacy/recognizers/dictionary.js';
import { DEFAULT_ORGANIZATION_ID } from '../../src/store/types.js';
import { createDictionaryLinker } from './dictionary-links.js';
import { loadLanguages } from './languages.js';
import { knowledgeBaseCandidates, rankCandidates, type KnowledgeBases } from './link.js';
import { loadLocations } from './locations.js';
import type { Candidate } from './name-index.js';
import { loadOrganizations } from './organizations.js';

interface Options {
  maxCandidates: number;
  minScore: number;
}

interface Body {
  text: string;
  mentions?: Array<{ start: number; end: number; type?: string }>;
  language?: string;
}

interface Mention {
  start: number;
  end: number;
  type: string | null;
  /** Set when a dictionary found the mention and its term carries a canonical id. */
  canonical?: { id: string; source: string };
}

/** Types the analyzer is asked for when no mentions are given (plus the organisation's dictionary types). */
const LINKED_TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'];

const MODEL = 'veil-kb';

function buildKnowledgeBases(): { bases: KnowledgeBases; stats: Record<string, number | string> } {
  const started = performance.now();
  const rssBefore = process.memoryUsage().rss;
  const organizations = loadOrganizations();
  const bases: KnowledgeBases = { organizations: organizations.index, locations: loadLocations(), languages: loadLanguages() };
  return {
    bases,
    stats: {
      ms: Math.round(performance.now() - started),
      rssAddedMiB: Math.round((process.memoryUsage().rss - rssBefore) / 2 ** 20),
      nsiVersion: organizations.version,
      organizations: bases.organizations.entityCount,
      locations: bases.locations.entityCount,
      languages: bases.languages.entityCount,
    },
  };
}

function checkedMentions(body: Body): Mention[] | undefined {
  return body.mentions?.map((mention, index) => {
    if (mention.end <= mention.start || mention.end > body.text.length) {
      throw new PlatformError('validation_error', `mentions[${index}]: need start < end <= the text's length (${body.text.length}).`, { param: `mentions[${index}]` });
    }
    return { start: mention.start, end: mention.end, type: mention.type ?? null };
  });
}

/**
 * Entity linking against local knowledge bases, built once on the first request (~1 s, see
 * docs/nlp.md for memory; a gateway that never links pays nothing), and the organisation's dictionaries. Mentions are the client's, or
 * the privacy analyzer's (the /v1/ner entities); people stay unlinked unless a dictionary names them.
 */
export async function register(_app: FastifyInstance, registration: PluginRegistration): Promise<void> {
  const options = registration.options as Options;
  const { privacy, stores, log } = registration.context;
  let loaded: KnowledgeBases | undefined;
  const knowledgeBases = (): KnowledgeBases => {
    if (loaded === undefined) {
      const { bases, stats } = buildKnowledgeBases();
      log.info({ plugin: 'entity-linking', ...stats }, 'entity-linking knowledge bases loaded');
      loaded = bases;
    }
    return loaded;
  };
  const dictionariesOf = createDictionaryLinker(stores.dictionaries);

  registration.serve('entity-linking', async (raw, request) => {
    const body = raw as Body;
    if (body.text.trim() === '') throw new PlatformError('validation_error', '"text" is blank.', { param: 'text' });
    const organizationId = request.apiKey?.organizationId ?? DEFAULT_ORGANIZATION_ID;
    const dictionaries = await dictionariesOf(organizationId);
    let mentions = checkedMentions(body);
    if (mentions === undefined) {
      const spans = await privacy.analyze(body.text, {
        organizationId,
        language: body.language,
        entities: [...new Set([...LINKED_TYPES, ...dictionaries.entityTypes])],
      });
      mentions = spans.map((span: DictionarySpan) => ({
        start: span.start,
        end: span.end,
        type: span.type,
        ...(span.canonicalId === undefined ? {} : { canonical: { id: span.canonicalId, source: span.source } }),
      }));
    }
    return {
      model: MODEL,
      entities: mentions.map((mention) => {
        const text = body.text.slice(mention.start, mention.end);
        const found: Candidate[] = [...dictionaries.lookup(text, mention.type), ...knowledgeBaseCandidates(knowledgeBases(), text, mention.type)];
        if (mention.canonical !== undefined) {
          const label = dictionaries.labelOf(mention.canonical.source, mention.canonical.id) ?? text;
          found.push({ ...mention.canonical, label, score: 1, prior: Number.MAX_SAFE_INTEGER });
        }
        const candidates = rankCandidates(
          found.filter((candidate) => candidate.score >= options.minScore),
          options.maxCandidates,
        ).map(({ id, source, label, score }) => ({ id, source, label, score: Math.round(score * 1e4) / 1e4 }));
        return { text, start: mention.start, end: mention.end, type: mention.type, id: candidates[0]?.id ?? null, candidates };
      }),
    };
  });
}
