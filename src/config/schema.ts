import { Type, type Static } from '@sinclair/typebox';
import { DEFINED_ENTITY_TYPE } from '../privacy/types.js';
import { WebhooksConfigSchema } from '../webhooks/config.js';

/**
 * The configuration schema: one source for validation, defaults and the documentation in
 * docs/configuration.md. Every option has a default, so an empty config file is valid.
 */

const Timeouts = Type.Object(
  {
    connectMs: Type.Integer({ minimum: 1, default: 10_000, description: 'TCP/TLS connect timeout.' }),
    headersMs: Type.Integer({
      minimum: 1,
      default: 120_000,
      description: 'Time allowed until the upstream sends response headers (time to first token for streams).',
    }),
    bodyMs: Type.Integer({
      minimum: 1,
      default: 120_000,
      description: 'Largest gap allowed between two reads of the upstream body.',
    }),
  },
  { default: {}, additionalProperties: false },
);

export const ProviderConfigSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', description: 'Provider id used in routes and logs.' }),
    type: Type.Literal('openai-compatible', { default: 'openai-compatible' }),
    baseURL: Type.String({ pattern: '^https?://', description: 'OpenAI-compatible base URL, usually ending in /v1.' }),
    apiKey: Type.Optional(Type.String({ description: 'Upstream API key (prefer apiKeyEnv).' })),
    apiKeyEnv: Type.Optional(Type.String({ description: 'Name of the environment variable holding the upstream key.' })),
    headers: Type.Record(Type.String(), Type.String(), { default: {}, description: 'Extra headers sent upstream.' }),
    models: Type.Array(Type.String(), {
      default: ['*'],
      description: 'Models served: exact names, prefixes ending in "*", or "*" for any model.',
    }),
    connections: Type.Integer({ minimum: 1, default: 128, description: 'Keep-alive connections per upstream.' }),
    maxAnswerBytes: Type.Integer({
      minimum: 1024,
      default: 64 * 1024 * 1024,
      description: 'Largest answer Veil reads whole (non-stream answers, the model list), after decompression; a larger one is a 502.',
    }),
    timeouts: Timeouts,
  },
  { additionalProperties: false },
);

export const PrivacyConfigSchema = Type.Object(
  {
    enabled: Type.Boolean({ default: true, description: 'Anonymize model traffic (Mode 1). Keys allowed to may turn it off per request.' }),
    style: Type.Union([Type.Literal('placeholder'), Type.Literal('surrogate')], {
      default: 'placeholder',
      description: '"placeholder": [PERSON_1]; "surrogate": realistic fake values, deterministic per map.',
    }),
    entities: Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' }), {
      default: [],
      description: 'Entity types to anonymize; empty means every type the pipeline detects.',
    }),
    thresholds: Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1 }), {
      default: {},
      description: 'Minimum score per entity type (default 0.4).',
    }),
    allowList: Type.Array(Type.String(), { default: [], description: 'Values never anonymized (case-insensitive).' }),
    compromise: Type.Boolean({
      default: false,
      description: 'Add the compromise English NER (better recall on unlisted names, ~30x slower).',
    }),
    ner: Type.Object(
      {
        model: Type.String({
          default: '',
          description: 'A token-classification (NER) model in plugins.modelsDir, e.g. "Xenova/bert-base-NER"; empty: none. Runs next to the other recognizers.',
        }),
        dtype: Type.Union([Type.Literal('fp32'), Type.Literal('q8')], { default: 'q8', description: 'fp32 loads onnx/model.onnx, q8 onnx/model_quantized.onnx.' }),
        languages: Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), {
          default: [],
          description: 'Languages (ISO 639-1) the model is used for, chosen per message by language detection; empty: every message.',
        }),
        labels: Type.Record(Type.String(), Type.String({ pattern: DEFINED_ENTITY_TYPE }), {
          default: { PER: 'PERSON', PERSON: 'PERSON', LOC: 'LOCATION', LOCATION: 'LOCATION', GPE: 'LOCATION', ORG: 'ORGANIZATION', ORGANIZATION: 'ORGANIZATION' },
          description: 'Model label (without B-/I-) to Veil entity type; labels not listed (MISC) are ignored.',
        }),
      },
      { default: {}, additionalProperties: false },
    ),
    mapTtlSeconds: Type.Integer({ minimum: 60, default: 604_800, description: 'How long an anonymization map lives after its last use.' }),
    encryptionKey: Type.Optional(
      Type.String({ description: 'Base64 of 32 bytes for AES-256-GCM; prefer VEIL_ENCRYPTION_KEY. Generated into the data dir when absent.' }),
    ),
    embeddings: Type.Union([Type.Literal('anonymize'), Type.Literal('passthrough'), Type.Literal('reject')], {
      default: 'anonymize',
      description: 'What happens to /v1/embeddings input that holds personal data.',
    }),
    passthrough: Type.Union([Type.Literal('block'), Type.Literal('allow')], {
      default: 'block',
      description: 'Other OpenAI paths (responses, files, audio, ...) cannot be anonymized: block them while privacy is on, or allow them.',
    }),
    analysisCacheEntries: Type.Integer({ minimum: 0, default: 10_000, description: 'Cached analyses of message texts.' }),
    maxDictionaryTerms: Type.Integer({
      minimum: 1,
      default: 200_000,
      description: "Terms an organisation's custom dictionaries may hold in all: each change recompiles them, and one tenant must not stall the others.",
    }),
    analysisThreads: Type.Integer({
      minimum: 0,
      maximum: 64,
      default: 1,
      description: 'Worker threads that run detection off the event loop (more for more cores); 0 runs it on the event loop.',
    }),
    dictionaries: Type.Array(Type.String(), {
      default: [],
      description: 'Dictionary files applied to every organisation: names in the shipped dictionaries/ folder (e.g. "health-conditions.deny.json") or paths.',
    }),
  },
  { default: {}, additionalProperties: false },
);

export const LimitsConfigSchema = Type.Object(
  {
    requestsPerSecond: Type.Integer({ minimum: 1, default: 50, description: 'Default requests per second per key (a key may set its own).' }),
    concurrentRequests: Type.Integer({ minimum: 1, default: 100, description: 'Default concurrent requests per key.' }),
  },
  { default: {}, additionalProperties: false },
);

const Price = Type.Object(
  {
    input: Type.Number({ minimum: 0, description: 'USD per million prompt tokens.' }),
    output: Type.Number({ minimum: 0, default: 0, description: 'USD per million completion tokens.' }),
  },
  { additionalProperties: false },
);

export const PricingConfigSchema = Type.Record(Type.String(), Price, {
  default: {},
  description: 'Price per model: exact names or prefixes ending in "*". Models without a price cost 0 (and are logged once).',
});

export const AuditConfigSchema = Type.Object(
  {
    retentionDays: Type.Integer({ minimum: 1, default: 90, description: 'Audit entries older than this are deleted.' }),
  },
  { default: {}, additionalProperties: false },
);

export const MetricsConfigSchema = Type.Object(
  {
    enabled: Type.Boolean({ default: true, description: 'Serve Prometheus metrics at /metrics.' }),
    requireKey: Type.Boolean({ default: false, description: 'Require a key with the admin scope for /metrics.' }),
  },
  { default: {}, additionalProperties: false },
);

export const IdempotencyConfigSchema = Type.Object(
  {
    ttlSeconds: Type.Integer({ minimum: 60, default: 86_400, description: 'How long an Idempotency-Key is remembered, from its first use.' }),
    inProgressTimeoutSeconds: Type.Integer({
      minimum: 10,
      default: 600,
      description: 'After this, a request still marked in progress (a crashed process) may be taken over by a retry.',
    }),
    maxRecordedBytes: Type.Integer({
      minimum: 1024,
      default: 16 * 1024 * 1024,
      description: 'Answers larger than this are relayed but not recorded for replay.',
    }),
  },
  { default: {}, additionalProperties: false },
);

export const PluginsConfigSchema = Type.Object(
  {
    dir: Type.Optional(Type.String({ description: 'An extra folder of plugins (compiled JS with manifest.json), besides the shipped plugins/.' })),
    modelsDir: Type.String({ default: './models', description: 'Local models for transformers.js (hub layout: <model>/config.json, onnx/...).' }),
    endpoints: Type.Record(Type.String(), Type.String(), {
      default: {
        'detect-language': 'language',
        ner: 'ner',
        'entity-linking': 'entity-linking',
        lemmatize: 'lemmatize',
        ocr: 'ocr',
        rerank: 'transformers',
        'image-embeddings': 'transformers',
        embeddings: 'transformers',
      },
      description: 'Which plugin serves each endpoint (detect-language, ner, entity-linking, lemmatize, ocr, rerank, image-embeddings, embeddings).',
    }),
    options: Type.Record(Type.String(), Type.Unknown(), { default: {}, description: 'Options per plugin name, validated by its manifest.' }),
    workerThreads: Type.Integer({ minimum: 1, default: 1, description: 'Worker threads per CPU-heavy plugin (OCR, model inference).' }),
    maxQueuedJobs: Type.Integer({ minimum: 0, default: 16, description: 'Jobs that may wait for a worker before 503.' }),
  },
  { default: {}, additionalProperties: false },
);

export const ConfigSchema = Type.Object(
  {
    dataDir: Type.String({ default: './data', description: 'Folder for the SQLite database and generated secrets.' }),
    server: Type.Object(
      {
        host: Type.String({ default: '127.0.0.1' }),
        port: Type.Integer({ minimum: 0, maximum: 65_535, default: 8080 }),
        bodyLimitBytes: Type.Integer({ minimum: 1024, default: 10 * 1024 * 1024, description: 'Largest request body.' }),
        requestTimeoutMs: Type.Integer({
          minimum: 0,
          default: 60_000,
          description: 'How long a client may take to send a whole request (headers and body); then 408 and the connection is closed. 0: no limit.',
        }),
        shutdownTimeoutMs: Type.Integer({
          minimum: 0,
          default: 10_000,
          description: 'How long in-flight requests and streams may run after SIGTERM before they are cut.',
        }),
        trustProxy: Type.Boolean({ default: false, description: 'Trust X-Forwarded-* headers from a load balancer.' }),
      },
      { default: {}, additionalProperties: false },
    ),
    log: Type.Object(
      {
        level: Type.Union(
          ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
          { default: 'info' },
        ),
        requests: Type.Boolean({ default: false, description: 'Log one line per request (method, path, status, time).' }),
      },
      { default: {}, additionalProperties: false },
    ),
    privacy: PrivacyConfigSchema,
    limits: LimitsConfigSchema,
    pricing: PricingConfigSchema,
    audit: AuditConfigSchema,
    metrics: MetricsConfigSchema,
    idempotency: IdempotencyConfigSchema,
    plugins: PluginsConfigSchema,
    webhooks: WebhooksConfigSchema,
    providers: Type.Array(ProviderConfigSchema, {
      default: [],
      description: 'Upstream providers. VEIL_UPSTREAM_URL adds one with id "default" serving every model.',
    }),
  },
  { additionalProperties: false },
);

export type ProviderConfig = Static<typeof ProviderConfigSchema>;
export type PrivacyConfig = Static<typeof PrivacyConfigSchema>;
export type PricingConfig = Static<typeof PricingConfigSchema>;
export type VeilConfig = Static<typeof ConfigSchema>;
