import type { Readable } from 'node:stream';

/** A request to an upstream, relative to the provider's base URL (e.g. path `/chat/completions`). */
export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Raw query string without the leading `?`, passed on unchanged. */
  query?: string;
  /** Headers to send; the provider adds its own authorization. */
  headers: Record<string, string>;
  body?: Buffer | string | Readable;
  /** Aborted when the client goes away; the upstream request is cancelled with it. */
  signal: AbortSignal;
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The response body; must be consumed or destroyed by the caller. */
  body: Readable;
}

/**
 * A configured upstream. Shared code never branches on the kind of provider: adapters that speak
 * another wire format translate inside `request`.
 */
export interface Provider {
  readonly id: string;
  /** Largest answer read whole (a non-stream completion, the model list); a larger one is a 502. */
  readonly maxAnswerBytes: number;
  request(request: UpstreamRequest): Promise<UpstreamResponse>;
  close(): Promise<void>;
}
