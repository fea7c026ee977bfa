import type { FastifyRequest } from 'fastify';
import type { ChunkRewriter } from '../streaming/chunk-rewriter.js';
import { serializeKeepingLongIntegers } from './long-integers.js';

/** Rewrites an upstream answer on its way back (the privacy gateway's restore step plugs in here). */
export interface ResponseRewriter {
  /** Rewrites a complete JSON answer. */
  rewriteJson(body: unknown): unknown;
  /** A fresh stateful rewriter for one SSE stream. */
  createChunkRewriter(): ChunkRewriter;
  /** True when `rewriteJson` only reads: the upstream's bytes can then be sent unchanged. */
  inspectsOnly?: boolean;
}

/**
 * One model call travelling through the pipeline: steps (anonymize, limits, ...) read and change it
 * in request order before it is forwarded.
 */
export interface Exchange {
  readonly request: FastifyRequest;
  readonly kind: 'chat' | 'completion' | 'embedding';
  readonly model: string;
  readonly stream: boolean;
  /** The parsed body; a step that changes it must set `bodyChanged`. */
  body: Record<string, unknown>;
  bodyChanged: boolean;
  readonly responseRewriters: ResponseRewriter[];
  /** Extra headers for the client's response (e.g. `x-veil-map-id`). */
  readonly responseHeaders: Record<string, string>;
  /**
   * Work that may run while the upstream answers but must be done before the client sees the
   * answer (a new map is stored in the background; its id must not reach the client before).
   */
  readonly beforeResponse: Array<() => Promise<void>>;
  /** Work to start once the request is on its way upstream (a new map's commit), so it overlaps the upstream's work. */
  readonly afterDispatch: Array<() => void>;
}

export type ExchangeStep = (exchange: Exchange) => void | Promise<void>;

export function createExchange(request: FastifyRequest, kind: Exchange['kind']): Exchange {
  const body = request.body as Record<string, unknown>;
  return {
    request,
    kind,
    model: body.model as string,
    stream: body.stream === true,
    body,
    bodyChanged: false,
    responseRewriters: [],
    responseHeaders: {},
    beforeResponse: [],
    afterDispatch: [],
  };
}

/** The bytes to send upstream: the client's own bytes unless a step rewrote the body. */
export function outgoingBody(exchange: Exchange): Buffer | string {
  const raw = exchange.request.rawBody;
  if (raw === null) return JSON.stringify(exchange.body);
  if (!exchange.bodyChanged) return raw;
  return serializeKeepingLongIntegers(exchange.body, raw.toString('utf8'));
}
