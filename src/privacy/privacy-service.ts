import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PrivacyConfig } from '../config/schema.js';
import type { DictionaryStore, MapRecord } from '../store/types.js';
import type { Analyzer } from './analyzer.js';
import { replaceSpans, type AnonymizedText } from './anonymize-text.js';
import { addRepeatedMentions } from './repeated-mentions.js';
import type { DictionaryDefinition } from './recognizers/dictionary.js';
import { sharedAnalysisPool } from './analysis/analysis-pool.js';
import { createAnalyzerFrom, type AnalyzerSettings } from './analysis/analyzer-settings.js';
import { createOffloadPolicy, INLINE_MAX_CHARS } from './analysis/offload-policy.js';
import { compileDictionaries, type CompiledDictionaries } from './analysis/organization-dictionaries.js';
import { DEFAULT_ENTITY_TYPES } from './recognizers/index.js';
import { createTransformersNer, type ModelRecognizer } from './recognizers/transformers-ner.js';
import { loadDictionaryFiles } from './shipped-dictionaries.js';
import type { Span } from './types.js';
import { reservedIn, reservedKey, writtenBareTypes, writtenPlaceholders, type WrittenPlaceholder } from './vault/reserved-numbers.js';
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
  /** The spans of several texts (one list per text), analysed together: cheaper per text than one call each. */
  analyzeAll(texts: readonly string[], options: Omit<AnonymizeOptions, 'mapId' | 'style'>): Promise<Span[][]>;
  /**
   * Detects and replaces entities in every text, all in one map. A caller that has analysed the
   * texts already passes the spans (one list per text) so the work is not done twice.
   */
  anonymize(texts: readonly string[], options: AnonymizeOptions, analysed?: readonly Span[][]): Promise<AnonymizeResult>;
  readonly vault: Vault;
  /** Loads the recognizers' data now (when analysing on the event loop) instead of on the first request. */
  warmUp(): void;
  /** Loads the configured NER model, if any; rejects with what to install where when it is missing. */
  ready(): Promise<void>;
  /** Builds the analyzer in the threads now rather than at the first busy moment (tests, benchmarks). */
  startThreads(): Promise<void>;
  /** Lets the analysis threads go (they end with the last privacy service of the process). */
  close(): Promise<void>;
  /** Drops an organisation's compiled dictionaries (after a change through this process). */
  invalidateDictionaries(organizationId: string): void;
  /** The entity types an organisation's calls can name: the built-in ones and its dictionaries' types. */
  knownEntityTypes(organizationId: string): Promise<Set<string>>;
  /**
   * The types of an organisation's deny dictionaries (shipped ones included) that no built-in
   * recognizer reports: anonymized whatever a key narrows. (A `PERSON` list is left out: adding
   * its type would turn every name the gazetteer finds back on for a key narrowed to e-mails.)
   */
  denyTypes(organizationId: string): Promise<string[]>;
}

/** An organisation's dictionaries at one revision; compiled here only when analysing on the event loop. */
interface OrganizationDictionaries {
  revision: string;
  definitions: DictionaryDefinition[];
  compiled?: CompiledDictionaries;
}

/**
 * The privacy pipeline behind Mode 1, Mode 2 and the NER endpoint: analyzer (default recognizers
 * plus the organisation's dictionaries, and the local NER model if one is configured), an LRU of
 * analyses so a long conversation pays only for its new message, and the vault. The analyzer runs
 * on the event loop while it is idle, and in `privacy.analysisThreads` worker threads (shared by
 * the process) when the loop is busy or a text is long (offload-policy.ts); 0 threads: always inline.
 */
export function createPrivacyService(
  config: PrivacyConfig,
  vault: Vault,
  dictionaries: DictionaryStore,
  options: {
    modelsDir?: string;
    /** Where each analysis runs (true: a thread); the default follows the event loop's load. */
    offload?: (textLength: number) => boolean;
  } = {},
): PrivacyService {
  const ner: ModelRecognizer | undefined =
    config.ner.model === ''
      ? undefined
      : createTransformersNer({ modelsDir: options.modelsDir ?? './models', model: config.ner.model, dtype: config.ner.dtype, languages: config.ner.languages, labels: config.ner.labels });
  const settings: AnalyzerSettings = { compromise: config.compromise, thresholds: config.thresholds, allowList: config.allowList, entities: config.entities };
  const pool = config.analysisThreads > 0 ? sharedAnalysisPool(config.analysisThreads) : undefined;
  const threads = pool === undefined ? undefined : { pool, settingsId: pool.configure(settings) };
  const offload = options.offload ?? createOffloadPolicy();
  // The threads build their analyzer on the first hand-off; until they are ready, analyses stay inline.
  let threadsReady = false;
  let warming: Promise<void> | undefined;
  const startThreads = (): Promise<void> => {
    if (threads === undefined) return Promise.resolve();
    warming ??= threads.pool.ready(threads.settingsId).then(
      () => {
        threadsReady = true;
      },
      () => {
        // A thread that cannot start leaves the work inline; the next busy moment tries again.
        warming = undefined;
      },
    );
    return warming;
  };
  const useThreads = (textLength: number): boolean => {
    if (threads === undefined || !offload(textLength)) return false;
    void startThreads();
    return threadsReady || textLength > INLINE_MAX_CHARS;
  };
  let localAnalyzer: Analyzer | undefined;
  const local = (): Analyzer => (localAnalyzer ??= createAnalyzerFrom(settings));
  const analyses = new LRUCache<string, Span[]>({ max: Math.max(config.analysisCacheEntries, 1) });
  // Dictionary revisions are re-read at most once a second: another process's changes show within 1 s.
  const revisions = new LRUCache<string, string>({ max: 10_000, ttl: 1_000 });
  const organizations = new LRUCache<string, OrganizationDictionaries>({ max: 10_000 });
  const fileDictionaries = loadDictionaryFiles(config.dictionaries);
  // The types the recognizers and the NER model report, whatever the organisation's dictionaries.
  const builtInTypes: ReadonlySet<string> = new Set([...DEFAULT_ENTITY_TYPES, ...Object.values(config.ner.labels)]);

  async function revisionOf(organizationId: string): Promise<string> {
    let revision = revisions.get(organizationId);
    if (revision === undefined) {
      revision = await dictionaries.revision(organizationId);
      revisions.set(organizationId, revision);
    }
    return revision;
  }

  async function dictionariesOf(organizationId: string, revision: string): Promise<OrganizationDictionaries> {
    const cached = organizations.get(organizationId);
    if (cached?.revision === revision) return cached;
    const records = await dictionaries.list(organizationId);
    const state: OrganizationDictionaries = {
      revision,
      definitions: [
        ...fileDictionaries,
        ...records.map((record) => ({
          id: record.id,
          name: record.name,
          entityType: record.entityType,
          kind: record.kind,
          terms: record.terms,
          caseSensitive: record.caseSensitive,
          diacriticSensitive: record.diacriticSensitive,
        })),
      ],
    };
    organizations.set(organizationId, state);
    return state;
  }

  /** The organisation's allowed-term finder, when it has allow dictionaries (compiled here, on first use). */
  async function allowedRangesOf(organizationId: string): Promise<CompiledDictionaries['allowedRanges']> {
    const organization = await dictionariesOf(organizationId, await revisionOf(organizationId));
    if (!organization.definitions.some((definition) => definition.kind === 'allow')) return undefined;
    organization.compiled ??= compileDictionaries(organization.definitions);
    return organization.compiled.allowedRanges;
  }

  type AnalysisOptions = Omit<AnonymizeOptions, 'mapId' | 'style'>;

  /**
   * The spans of every text, from the cache where it has them. The others are analysed together:
   * on the event loop as one batch (analyzer.ts `analyzeBatch`, cheaper per text than one at a
   * time), in the threads as messages sent together, which a thread batches the same way.
   */
  async function analyzeAll(texts: readonly string[], options: AnalysisOptions): Promise<Span[][]> {
    const revision = await revisionOf(options.organizationId);
    // Only a per-call list is passed: the analyzer applies config.entities itself, and a per-call
    // list is what lets an organisation's dictionary types through.
    const entities = options.entities;
    // Keyed by a digest, not the text: the cache must not hold the personal data it protects.
    // One-shot hash: a Hash object per call cost twice as much.
    const prefix = `${options.organizationId}\u0000${revision}\u0000${options.language ?? ''}\u0000${entities?.join(',') ?? '*'}\u0000`;
    const keys = texts.map((text) => hash('sha256', `${prefix}${text}`, 'base64'));
    const results: Array<Span[] | undefined> = keys.map((key) => analyses.get(key));
    const missing = texts.flatMap((text, index) => (results[index] === undefined ? [index] : []));
    if (missing.length === 0) return results as Span[][];
    const modelSpans = new Map<number, Span[]>();
    if (ner !== undefined) for (const index of missing) modelSpans.set(index, await ner.detect(texts[index] as string, options.language));
    const inline: number[] = [];
    const threaded: Array<Promise<void>> = [];
    for (const index of missing) {
      const text = texts[index] as string;
      if (threads === undefined || !useThreads(text.length)) {
        inline.push(index);
        continue;
      }
      const analysis = threads.pool.analyze(threads.settingsId, {
        text,
        language: options.language,
        entities,
        dictionaryKey: `${options.organizationId}\u0000${revision}`,
        definitions: async () => (await dictionariesOf(options.organizationId, revision)).definitions,
        extraSpans: modelSpans.get(index),
      });
      threaded.push(analysis.then((spans) => void (results[index] = spans)));
    }
    // Awaited below; observed now, so a thread's failure while the inline batch throws is no unhandled rejection.
    const threadedDone = Promise.all(threaded);
    threadedDone.catch(() => undefined);
    if (inline.length > 0) {
      const organization = await dictionariesOf(options.organizationId, revision);
      organization.compiled ??= compileDictionaries(organization.definitions);
      const compiled = organization.compiled;
      const batch = local().analyzeBatch(
        inline.map((index) => {
          const extraSpans = modelSpans.get(index);
          return {
            text: texts[index] as string,
            options: {
              ...compiled,
              ...(extraSpans === undefined ? {} : { extraSpans }),
              ...(options.language === undefined ? {} : { language: options.language }),
              ...(entities === undefined ? {} : { entities }),
            },
          };
        }),
      );
      inline.forEach((index, k) => {
        results[index] = batch[k];
      });
    }
    await threadedDone;
    for (const index of missing) analyses.set(keys[index] as string, results[index] as Span[]);
    return results as Span[][];
  }

  async function analyze(text: string, options: AnalysisOptions): Promise<Span[]> {
    return (await analyzeAll([text], options))[0] as Span[];
  }

  return {
    config,
    vault,
    analyze,
    analyzeAll,
    async anonymize(texts, options, analysed) {
      const found = analysed ?? (await analyzeAll(texts, options));
      const session = await vault.open(options.organizationId, options.mapId, options.style ?? config.style);
      // The map's earlier values count too (a later turn that names them bare), within this call's types.
      const wanted = options.entities === undefined ? undefined : new Set(options.entities);
      const earlier = session.entries().filter((entry) => wanted === undefined || wanted.has(entry.type));
      // Placeholders the texts write themselves, read once: kept as written, and their numbers skipped.
      const written = texts.map(writtenPlaceholders);
      const allowedRanges = await allowedRangesOf(options.organizationId);
      const allowed = allowedRanges === undefined ? undefined : texts.map((text) => allowedRanges(text));
      const spansPerText = withWrittenBareTypes(
        texts,
        withWrittenPlaceholders(written, addRepeatedMentions(texts, found, earlier, allowed), session.entries()),
        session.entries(),
      );
      const values = spansPerText.flatMap((spans, index) =>
        spans.map((span) => ({ type: span.type, value: (texts[index] as string).slice(span.start, span.end) })),
      );
      // Only texts with something to replace can be confused with their own placeholders.
      await vault.assign(session, values, values.length === 0 ? undefined : reservedIn(written), texts);
      if (options.saveInBackground !== true) await session.saved();
      const results = spansPerText.map((spans, index) => {
        const text = texts[index] as string;
        return replaceSpans(text, spans, (span) => session.replacementFor(span.type, text.slice(span.start, span.end)) ?? `[${span.type}]`);
      });
      return { session, results };
    },
    warmUp() {
      local().warmUp();
    },
    async ready() {
      await ner?.load();
    },
    startThreads,
    async close() {
      await threads?.pool.release();
    },
    invalidateDictionaries(organizationId) {
      revisions.delete(organizationId);
    },
    async knownEntityTypes(organizationId) {
      const { definitions } = await dictionariesOf(organizationId, await revisionOf(organizationId));
      return new Set([...builtInTypes, ...definitions.map((definition) => definition.entityType)]);
    },
    async denyTypes(organizationId) {
      const { definitions } = await dictionariesOf(organizationId, await revisionOf(organizationId));
      const types = definitions.filter((definition) => definition.kind === 'deny' && !builtInTypes.has(definition.entityType));
      return [...new Set(types.map((definition) => definition.entityType))];
    },
  };
}

/** Type of a placeholder the user wrote that the map already uses: it is replaced like personal data. */
const WRITTEN_PLACEHOLDER_TYPE = 'PLACEHOLDER';

/**
 * Adds a `PLACEHOLDER` span for each range of the text the user wrote as a placeholder, except
 * where a span already is: it goes upstream as `[PLACEHOLDER_n]` and comes back as written.
 */
function withWrittenSpans(spans: Span[], written: readonly { start: number; end: number }[]): Span[] {
  const added = written
    .filter((range) => !spans.some((span) => span.start < range.end && range.start < span.end))
    .map((range): Span => ({ type: WRITTEN_PLACEHOLDER_TYPE, start: range.start, end: range.end, score: 1, source: 'written-placeholder' }));
  return added.length === 0 ? spans : [...spans, ...added].sort((a, b) => a.start - b.start);
}

/**
 * In a map that already has entries, a placeholder the text writes itself ("as [PERSON_1] said")
 * may name one of them; it becomes `[PLACEHOLDER_1]` upstream and comes back as written, instead
 * of being restored to that person's data. (A new map skips such numbers instead: reserved-numbers.ts.)
 */
function withWrittenPlaceholders(
  written: readonly (readonly WrittenPlaceholder[])[],
  spansPerText: Span[][],
  entries: readonly { type: string; n: number }[],
): Span[][] {
  if (entries.length === 0) return spansPerText;
  const taken = new Set(entries.map((entry) => reservedKey(entry.type, entry.n)));
  return spansPerText.map((spans, index) =>
    withWrittenSpans(spans, (written[index] ?? []).filter((placeholder) => placeholder.restorable && placeholder.keys.some((key) => taken.has(key)))),
  );
}

/**
 * A bracketed type without a number that the text writes itself ("Dear [PERSON]") would be
 * restored as the map's one value of that type; where the map has or gets values of that type,
 * it becomes `[PLACEHOLDER_n]` upstream and comes back as written.
 */
function withWrittenBareTypes(texts: readonly string[], spansPerText: Span[][], entries: readonly { type: string }[]): Span[][] {
  const bare = texts.map(writtenBareTypes);
  if (bare.every((found) => found.length === 0)) return spansPerText;
  const types = new Set(entries.map((entry) => entry.type));
  for (const spans of spansPerText) for (const span of spans) types.add(span.type);
  return spansPerText.map((spans, index) => withWrittenSpans(spans, (bare[index] ?? []).filter((written) => types.has(written.type))));
}
