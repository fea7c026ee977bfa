/** One audit-log entry: who did what, when, with what outcome and cost. Never any content. */
export interface AuditEntry {
  id: number;
  time: string;
  requestId: string;
  organizationId: string | null;
  keyId: string | null;
  method: string;
  /** The route pattern (e.g. `/v1/gate/maps/:map_id`), not the URL. */
  path: string;
  status: number;
  latencyMs: number;
  model: string | null;
  provider: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  tokensEstimated: boolean | null;
  costUsd: number | null;
  entityCounts: Record<string, number> | null;
  mapId: string | null;
  replayed: boolean;
  errorCode: string | null;
}

export interface AuditQuery {
  organizationId: string;
  since?: string | undefined;
  until?: string | undefined;
  keyId?: string | undefined;
  path?: string | undefined;
  status?: number | undefined;
  /** Entries with a smaller id than this (newest first). */
  beforeId?: number | undefined;
  limit: number;
}

export interface AuditStore {
  append(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  query(query: AuditQuery): Promise<AuditEntry[]>;
  /** Deletes entries older than `before`; returns how many. */
  purgeBefore(before: string): Promise<number>;
}
