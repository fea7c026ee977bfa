import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { VeilConfig } from '../config/schema.js';
import type { PrivacyService } from '../privacy/privacy-service.js';
import type { ValueCipher } from '../privacy/vault/encryption.js';
import type { Stores } from '../store/types.js';

/** The endpoints a backend plugin can serve. */
export const CAPABILITIES = ['ocr', 'detect-language', 'ner', 'entity-linking', 'lemmatize', 'rerank', 'image-embeddings', 'embeddings'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** `plugins/<name>/manifest.json`. */
export interface PluginManifest {
  id: string;
  description: string;
  /** Capabilities this plugin can serve. */
  endpoints: Capability[];
  /** JSON Schema of the plugin's options (validated at start-up). */
  options?: Record<string, unknown>;
  /** Entry module, relative to the compiled plugin folder; default `index.js`. */
  entry?: string;
}

/** What the host gives every plugin. */
export interface PluginContext {
  config: VeilConfig;
  stores: Stores;
  privacy: PrivacyService;
  /** Where operators put local models (transformers.js hub layout). */
  modelsDir: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Seals results that may hold personal data (AES-256-GCM, the vault's key). */
  cipher: ValueCipher;
  /** Publishes a platform event (webhooks), e.g. `ocr.job.completed`. */
  publish(organizationId: string, type: string, data: Record<string, unknown>): void;
}

/** A capability's request handler: the validated body in, the response body out. */
export type CapabilityHandler = (body: unknown, request: FastifyRequest) => Promise<unknown>;

/** Given to a plugin's `register`: its validated options, the context, and `serve` to claim endpoints. */
export interface PluginRegistration<Options = unknown> {
  options: Options;
  context: PluginContext;
  /** The capabilities config routes to this plugin; it must `serve` each of them. */
  capabilities: readonly Capability[];
  /** Serves a capability at its standard route, with the host's schemas, scope and error handling. */
  serve(capability: Capability, handler: CapabilityHandler, describe?: { model: string }): void;
}

/** The entry module of a plugin. `app` is an encapsulated Fastify context for extra routes. */
export interface BackendPluginModule {
  register(app: FastifyInstance, registration: PluginRegistration): Promise<void>;
}

/** How the host exposes one capability over HTTP. */
export interface CapabilityDefinition {
  capability: Capability;
  method: 'POST';
  url: string;
  summary: string;
  description: string;
  body: TSchema;
  response: TSchema;
  /** Extra success statuses (e.g. 202 for asynchronous OCR jobs). */
  extraResponses?: Record<number, TSchema>;
}
