import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError, errorBody } from '../errors/platform-error.js';
import { upstreamCutOff, upstreamFailure, upstreamHttpError } from '../errors/upstream-errors.js';
import type { Provider, UpstreamResponse } from '../providers/types.js';
import { MAX_ERROR_BODY_BYTES, peekBody, readAnswer, readBody } from '../providers/read-body.js';
import { relaySse } from '../streaming/relay-sse.js';
import type { ResponseRewriter } from './exchange.js';

export interface ForwardOptions {
  provider: Provider;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the provider's base URL, e.g. `/chat/completions`. */
  path: string;
  query?: string;
  body?: Buffer | string | Readable;
  contentType?: string;
  responseRewriters?: readonly ResponseRewriter[];
  responseHeaders?: Record<string, string>;
  /** Awaited once the upstream has answered, before anything is sent to the client. */
  beforeResponse?: ReadonlyArray<() => Promise<void>>;
  /** Run as soon as the request has been handed to the provider, while it goes out and is answered. */
  afterDispatch?: ReadonlyArray<() => void>;
  /** The client asked for a stream: an answer labelled JSON is then checked for SSE too. */
  streamRequested?: boolean;
}

/** Client headers worth passing on; everything else (the client's Veil key, SDK telemetry) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'openai-beta', 'content-type'] as const;
/** Upstream headers worth passing back; our own x-request-id and rate-limit headers are not overwritten. */
const RETURNED_RESPONSE_HEADERS = ['content-type', 'openai-processing-ms', 'openai-version', 'openai-model'] as const;
/** How an SSE body starts: a field (`data:`, `event:`, `id:`, `retry:`) or a `:` comment line. */
const SSE_STARTS = ['data:', 'event:', 'id:', 'retry:', ':'];

/** Whether a body's first bytes are SSE; undefined while they could still become an SSE start. */
function startsLikeSse(head: Buffer): boolean | undefined {
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (text === '') return undefined;
  if (SSE_STARTS.some((start) => text.startsWith(start))) return true;
  return SSE_STARTS.some((start) => start.startsWith(text)) ? undefined : false;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Sends one request upstream and relays the answer: JSON read whole (and rewritten if asked),
 * SSE relayed chunk by chunk through the stream chain. All upstream failures are mapped here.
 * One AbortController per request: the client closing its connection cancels the upstream call.
 */
export async function forwardUpstream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ForwardOptions,
): Promise<FastifyReply> {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = firstHeader(request.headers[name]);
    if (value !== undefined) headers[name] = value;
  }
  if (options.contentType !== undefined) headers['content-type'] = options.contentType;

  let upstream: UpstreamResponse;
  try {
    const answer = options.provider.request({
      method: options.method,
      path: options.path,
      ...(options.query === undefined ? {} : { query: options.query }),
      headers,
      ...(options.body === undefined ? {} : { body: options.body }),
      signal: controller.signal,
    });
    for (const task of options.afterDispatch ?? []) task();
    upstream = await answer;
  } catch (error) {
    throw upstreamFailure(error, options.provider.id);
  }

  if (upstream.status >= 400) {
    let text = '';
    try {
      text = (await readBody(upstream.body, MAX_ERROR_BODY_BYTES)).toString('utf8');
    } catch {
      // The error body is a courtesy; the status is what matters.
    }
    throw upstreamHttpError(upstream.status, text, options.provider.id, firstHeader(upstream.headers['retry-after']));
  }

  try {
    for (const task of options.beforeResponse ?? []) await task();
  } catch (error) {
    // The answer is dropped unread; undici reports that as an 'error' on the body, expected here.
    upstream.body.on('error', () => undefined);
    upstream.body.destroy();
    throw error;
  }

  reply.code(upstream.status);
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = firstHeader(upstream.headers[name]);
    if (value !== undefined) reply.header(name, value);
  }
  const upstreamRequestId = firstHeader(upstream.headers['x-request-id']);
  if (upstreamRequestId !== undefined) reply.header('x-upstream-request-id', upstreamRequestId);
  if (options.responseHeaders !== undefined) reply.headers(options.responseHeaders);

  const rewriters = options.responseRewriters ?? [];
  const contentType = firstHeader(upstream.headers['content-type']) ?? '';
  let body = upstream.body;
  let isSse = contentType.startsWith('text/event-stream');
  // A stream the provider labels otherwise (text/plain, none, JSON when a stream was asked for) still
  // goes through the restore step: placeholders must not reach the client because of a label. The
  // first bytes tell.
  if (!isSse && rewriters.length > 0 && (!contentType.includes('json') || options.streamRequested === true)) {
    try {
      const peeked = await peekBody(upstream.body, startsLikeSse);
      body = peeked.body;
      isSse = peeked.verdict;
    } catch (error) {
      throw upstreamCutOff(error, options.provider.id);
    }
  }
  if (isSse) {
    reply.header('content-type', 'text/event-stream; charset=utf-8');
    reply.header('cache-control', 'no-cache');
    reply.header('x-accel-buffering', 'no');
    const relay = relaySse({
      body,
      rewriters: rewriters.map((rewriter) => rewriter.createChunkRewriter()),
      errorEvent: (error) => {
        const mapped = error instanceof PlatformError ? error : upstreamCutOff(error, options.provider.id);
        if (controller.signal.aborted) {
          // The client left and its leaving ended the upstream read: the audit says client_disconnected.
          request.log.info({ code: mapped.code }, 'client disconnected mid-stream');
        } else {
          request.log.warn({ code: mapped.code, provider: options.provider.id }, 'upstream failed mid-stream');
          request.veil.errorCode = mapped.code;
        }
        return JSON.stringify(errorBody(mapped, request.id));
      },
    });
    return reply.send(Readable.from(relay, { objectMode: false }));
  }

  let payload: Buffer;
  try {
    payload = await readAnswer(body, options.provider);
  } catch (error) {
    throw upstreamCutOff(error, options.provider.id);
  }
  // A JSON answer labelled otherwise (no content-type, text/plain) is still restored: placeholders
  // must not reach the client because a provider mislabelled its answer.
  const looksJson = !contentType.includes('json') && /^\s*[{[]/.test(payload.subarray(0, 64).toString('utf8'));
  if (rewriters.length > 0 && (contentType.includes('json') || looksJson)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch (error) {
      if (looksJson) return reply.send(payload);
      throw new PlatformError('upstream_error', `Provider "${options.provider.id}" sent invalid JSON.`, { cause: error });
    }
    for (const rewriter of rewriters) parsed = rewriter.rewriteJson(parsed);
    // Readers only (usage metering): the provider's own bytes go out, no re-serialisation.
    if (rewriters.every((rewriter) => rewriter.inspectsOnly === true)) return reply.send(payload);
    return reply.send(JSON.stringify(parsed));
  }
  return reply.send(payload);
}
