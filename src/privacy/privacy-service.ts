import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PrivacyConfig } from '../config/schema.js';
import type { DictionaryStore, MapRecord } from '../store/types.js';
import { createAnalyzer, type Analyzer } from './analyzer.js';
import { replaceSpans, type AnonymizedText } from './anonymize-text.js';
import { createDefaultRecognizers } from './recognizers/index.js';
import { createAllowMatcher, createDictionaryRecognizer } from './recognizers/dictionary.js';
import { createTransformersNer, type ModelRecognizer } from './recognizers/transformers-ner.js';
import { loadDictionaryFiles } from './shipped-dictionaries.js';
import type { Recognizer, Span } from './types.js';
import type { MapSession, Vault } from './vault/vault.js';

export interface AnonymizeOptions {
  organizationId: string;
  /** Continue this map (stable placeholders across calls); a new map otherwise. */
  mapId?: string | undefined;
  language?: string | undefined;
  /** Entity types to anonymize; undefined means the configured default. */
  entities?: readonly string[] | undefined;
  style?: MapRecord['style'] | undefined;
  /**
   * Return as soon as the placeholders are known, with a new map still being written: the caller
   * awaits `session.saved()` before the map id leaves the process (Mode 1 overlaps the write with
   * the upstream call). By default `anonymize` returns once the map is stored.
   */
  saveInBackground?: boolean;
}

export interface AnonymizeResult {
  session: MapSession;
  results: AnonymizedText[];
}

export interface PrivacyService {
  readonly config: PrivacyConfig;
  /** Detects entities without touching any map (NER endpoints, embeddings policy). */
  analyze(text: string, options: Omit<AnonymizeOptions, 'mapId' | 'style'>): Promise<Span[]>;
  /**
   * Detects and replaces entities in every text, all in one map. A caller that has analysed the
   * texts already passes the spans (one list per text) so the work is not done twice.
   */
  anonymize(texts: readonly string[], options: AnonymizeOptions, analysed?: readonly Span[][]): Promise<AnonymizeResult>;
  readonly vault: Vault;
  /** Loads the recognizers' data now instead of on the first request. */
  warmUp(): void;
  /** Loads the configured NER model, if any; rejects with what to install where when it is missing. */
  loadModels(): Promise<void>;
  /** Drops an organisation's compiled dictionaries (after a change through this process). */
  invalidateDictionaries(organizationId: string): void;
}

interface OrganizationMatchers {
  revision: string;
  recognizers: Recognizer[];
  isAllowed: ((text: string) => boolean) | undefined;
}

/**
 * The privacy pipeline behind Mode 1, Mode 2 and the NER endpoint: analyzer (default recognizers
 * plus the organisation's dictionaries), an LRU of analyses so a long conversation pays only for
 * its new message, and the vault.
 */
export function createPrivacyService(
  config: PrivacyConfig,
  vault: Vault,
  dictionaries: DictionaryStore,
  models: { modelsDir: string } = { modelsDir: './models' },
): PrivacyService {
  const ner: ModelRecognizer | undefined =
    config.ner.model === ''
      ? undefined
      : createTransformersNer({ modelsDir: models.modelsDir, model: config.ner.model, dtype: config.ner.dtype, languages: config.ner.languages, labels: config.ner.labels });
  const analyzer: Analyzer = createAnalyzer({
    recognizers: createDefaultRecognizers({ compromise: config.compromise }),
    thresholds: config.thresholds,
    allowList: config.allowList,
    ...(config.entities.length > 0 ? { entities: config.entities } : {}),
  });
  const analyses = new LRUCache<string, Span[]>({ max: Math.max(config.analysisCacheEntries, 1) });
  // Dictionary revisions are re-read at most once a second: another process's changes show within 1 s.
  const revisions = new LRUCache<string, string>({ max: 10_000, ttl: 1_000 });
  const matchers = new Map<string, OrganizationMatchers>();
  const fileDictionaries = loadDictionaryFiles(config.dictionaries);

  async function matchersFor(organizationId: string): Promise<OrganizationMatchers> {
    let revision = revisions.get(organizationId);
    if (revision === undefined) {
      revision = await dictionaries.revision(organizationId);
      revisions.set(organizationId, revision);
    }
    const cached = matchers.get(organizationId);
    if (cached?.revision === revision) return cached;
    const records = await dictionaries.list(organizationId);
    const definitions = [...fileDictionaries, ...records.map((record) => ({
      id: record.id,
      name: record.name,
      entityType: record.entityType,
      kind: record.kind,
      terms: record.terms,
      caseSensitive: record.caseSensitive,
      diacriticSensitive: record.diacriticSensitive,
    }))];
    const deny = definitions.filter((definition) => definition.kind === 'deny');
    const allow = definitions.filter((definition) => definition.kind === 'allow');
    const compiled: OrganizationMatchers = {
      revision,
      recognizers: deny.length === 0 ? [] : [createDictionaryRecognizer(deny)],
      isAllowed: allow.length === 0 ? undefined : createAllowMatcher(allow),
    };
    matchers.set(organizationId, compiled);
    return compiled;
  }

  async function analyze(text: string, options: Omit<AnonymizeOptions, 'mapId' | 'style'>): Promise<Span[]> {
    const organization = await matchersFor(options.organizationId);
    // Only a per-call list is passed: the analyzer applies config.entities itself, and a per-call
    // list is what lets an organisation's dictionary types through.
    const entities = options.entities;
    // Keyed by a digest, not the text: the cache must not hold the personal data it protects.
    const key = createHash('sha256')
      .update(`${options.organizationId}\u0000${organization.revision}\u0000${options.language ?? ''}\u0000${entities?.join(',') ?? '*'}\u0000`)
      .update(text)
      .digest('base64');
    const hit = analyses.get(key);
    if (hit !== undefined) return hit;
    const isAllowed = organization.isAllowed;
    const modelSpans = ner === undefined ? undefined : await ner.detect(text, options.language);
    const spans = analyzer.analyze(text, {
      ...(modelSpans === undefined ? {} : { extraSpans: modelSpans }),
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(entities === undefined ? {} : { entities }),
      ...(organization.recognizers.length === 0 ? {} : { extraRecognizers: organization.recognizers }),
      ...(isAllowed === undefined ? {} : { isAllowed: (spanText: string) => isAllowed(spanText) }),
    });
    analyses.set(key, spans);
    return spans;
  }

  return {
    config,
    vault,
    analyze,
    async anonymize(texts, options, analysed) {
      const spansPerText = analysed ?? (await Promise.all(texts.map((text) => analyze(text, options))));
      const session = await vault.open(options.organizationId, options.mapId, options.style ?? config.style);
      const values = spansPerText.flatMap((spans, index) =>
        spans.map((span) => ({ type: span.type, value: (texts[index] as string).slice(span.start, span.end) })),
      );
      await vault.assign(session, values);
      if (options.saveInBackground !== true) await session.saved();
      const results = spansPerText.map((spans, index) => {
        const text = texts[index] as string;
        return replaceSpans(text, spans, (span) => session.replacementFor(span.type, text.slice(span.start, span.end)) ?? `[${span.type}]`);
      });
      return { session, results };
    },
    warmUp() {
      analyzer.warmUp();
    },
    async loadModels() {
      await ner?.load();
    },
    invalidateDictionaries(organizationId) {
      revisions.delete(organizationId);
    },
  };
}
