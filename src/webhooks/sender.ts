import { Agent, request } from 'undici';
import { createSafeConnector, type LookupFunction } from './safe-connector.js';
import { signatureHeader } from './signature.js';

/** One signed POST of an event body to an endpoint. */
export interface OutgoingDelivery {
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  /** The exact JSON body; it is signed and sent byte for byte. */
  body: string;
}

/** What one attempt came to. Never includes the response body. */
export interface AttemptOutcome {
  /** A 2xx answer. */
  ok: boolean;
  /** The receiver's HTTP status; null when it did not answer. */
  statusCode: number | null;
  /** Error class when there was no answer: timeout, connection_refused, blocked_address, ... */
  error: string | null;
  durationMs: number;
}

export interface WebhookSender {
  send(delivery: OutgoingDelivery, signal?: AbortSignal): Promise<AttemptOutcome>;
  close(): Promise<void>;
}

export interface SenderOptions {
  allowPrivateNetworks: boolean;
  requestTimeoutMs: number;
  /** Replaces DNS resolution (tests simulate a host name that resolves to a private address). */
  lookup?: LookupFunction;
  /** Unix milliseconds, for the signature timestamp. */
  now?: () => number;
}

/** Error codes found on the error or its causes, mapped to the classes stored in the delivery log. */
const ERROR_CLASSES: ReadonlyArray<[RegExp, string]> = [
  [/^VEIL_BLOCKED_ADDRESS$/, 'blocked_address'],
  [/^(UND_ERR_(CONNECT|HEADERS|BODY)_TIMEOUT|ETIMEDOUT|TimeoutError)$/, 'timeout'],
  [/^ECONNREFUSED$/, 'connection_refused'],
  [/^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/, 'connection_reset'],
  [/^(ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NONAME|ENODATA)$/, 'dns_error'],
  [/^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/, 'tls_error'],
  [/^(EHOSTUNREACH|ENETUNREACH)$/, 'unreachable'],
  [/^AbortError$/, 'aborted'],
];

/** Classifies a failed request by the codes and names on the error and its causes. */
export function classifyError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    for (const key of [(current as Error & { code?: unknown }).code, current.name]) {
      if (typeof key !== 'string') continue;
      const match = ERROR_CLASSES.find(([pattern]) => pattern.test(key));
      if (match !== undefined) return match[1];
    }
    current = current.cause;
  }
  return 'network_error';
}

/**
 * Sends deliveries through one undici Agent (keep-alive per receiver origin) whose connector
 * refuses non-public addresses unless `allowPrivateNetworks`. Redirects are not followed: a 3xx is
 * a failed attempt, so a receiver cannot bounce deliveries elsewhere.
 */
export function createWebhookSender(options: SenderOptions): WebhookSender {
  const now = options.now ?? Date.now;
  const connect = options.allowPrivateNetworks
    ? { timeout: options.requestTimeoutMs, ...(options.lookup === undefined ? {} : { lookup: options.lookup }) }
    : createSafeConnector({ connectTimeoutMs: options.requestTimeoutMs, ...(options.lookup === undefined ? {} : { lookup: options.lookup }) });
  const agent = new Agent({
    connect,
    connections: 4,
    keepAliveTimeout: 10_000,
    headersTimeout: options.requestTimeoutMs,
    bodyTimeout: options.requestTimeoutMs,
  });

  return {
    async send(delivery, signal) {
      const started = performance.now();
      const timeout = AbortSignal.timeout(options.requestTimeoutMs);
      const timestamp = Math.floor(now() / 1000);
      try {
        const response = await request(delivery.url, {
          method: 'POST',
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Veil-Webhooks/1',
            'veil-event-id': delivery.eventId,
            'veil-event-type': delivery.eventType,
            'veil-signature': signatureHeader(delivery.secret, timestamp, delivery.body),
          },
          body: delivery.body,
          signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
        });
        // Read and drop the answer (up to a limit) so the connection can be reused; it is never stored.
        await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        return { ok, statusCode: response.statusCode, error: null, durationMs: Math.round(performance.now() - started) };
      } catch (error) {
        const reason = timeout.aborted ? 'timeout' : classifyError(error);
        return { ok: false, statusCode: null, error: reason, durationMs: Math.round(performance.now() - started) };
      }
    },
    async close() {
      // Callers abort their deliveries first; what is left are idle keep-alive sockets.
      await agent.destroy();
    },
  };
}
