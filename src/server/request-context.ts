/**
 * What the pipeline learns about one request, for the audit log, metrics and spending: counts and
 * identifiers only, never content.
 */
export interface RequestContext {
  model?: string;
  provider?: string;
  usage?: { promptTokens: number; completionTokens: number; totalTokens: number; estimated: boolean };
  costUsd?: number;
  /** The map a request anonymized into (with what it found) or read from (`entityCounts` null). */
  privacy?: { mapId: string; entityCounts: Record<string, number> | null };
  /** True when the answer was replayed from an earlier request with the same Idempotency-Key. */
  replayed?: boolean;
  /** The error code of a failed request (also of a failure sent as an SSE error event). */
  errorCode?: string;
}
