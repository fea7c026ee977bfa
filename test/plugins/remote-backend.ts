import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP backend for the remote plugin's tests, on port 0. Behaviour is chosen by the
 * request's `query` (rerank) so tests drive failures through the public API:
 *   fail-400    400 with an error body      fail-503   503 with retry-after
 *   fail-500    500                          slow       answers after 2 s
 *   not-json    200 text/plain               wrong-shape 200 JSON that is not a rerank answer
 * Routes: POST /v1/rerank (Cohere-style, names its model), /plain/rerank (Cohere-style without
 * a model), /tei/rerank (text-embeddings-inference: a bare [{index, score}]), /v1/ner.
 */
export interface FakeBackend {
  baseURL: string;
  requests: Array<{ url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }>;
  /** How many `slow` requests lost their connection before the answer. */
  readonly abandoned: number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** Word overlap: enough to rank "capital of France" documents predictably. */
function overlap(query: string, document: string): number {
  const words = new Set(query.toLowerCase().split(/\W+/).filter(Boolean));
  const hits = document.toLowerCase().split(/\W+/).filter((word) => words.has(word)).length;
  return Math.round((hits / Math.max(words.size, 1)) * 1000) / 1000;
}

const texts = (documents: unknown[]) => documents.map((document) => (typeof document === 'string' ? document : String((document as Json).text)));

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
  response.end(text);
}

export async function startFakeBackend(): Promise<FakeBackend> {
  const requests: FakeBackend['requests'] = [];
  let abandoned = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Json;
      requests.push({ url: request.url ?? '', headers: request.headers, body });
      const query = typeof body.query === 'string' ? body.query : '';
      if (query === 'fail-400') return send(response, 400, { error: { message: 'query too short for this model', code: 'bad_query', param: 'query' } });
      if (query === 'fail-503') return send(response, 503, { error: { message: 'warming up' } }, { 'retry-after': '7' });
      if (query === 'fail-500') return send(response, 500, { error: { message: 'boom' } });
      if (query === 'not-json') return send(response, 200, 'OK, I ranked them');
      if (query === 'wrong-shape') return send(response, 200, { results: 'all good' });
      if (query === 'slow') {
        const timer = setTimeout(() => send(response, 200, { results: [] }), 2000);
        response.on('close', () => {
          clearTimeout(timer);
          if (!response.writableFinished) abandoned++;
        });
        return;
      }
      switch (request.url) {
        case '/v1/rerank':
        case '/plain/rerank': {
          const documents = texts(body.documents as unknown[]);
          const results = documents
            .map((document, index) => ({ index, relevance_score: overlap(query, document), ...(body.return_documents === true ? { document: { text: document } } : {}) }))
            .sort((a, b) => b.relevance_score - a.relevance_score)
            .slice(0, typeof body.top_n === 'number' ? body.top_n : undefined);
          return send(response, 200, request.url === '/v1/rerank' ? { id: 'rr-1', model: typeof body.model === 'string' ? body.model : 'fake-reranker-v1', results, meta: { billed_units: 1 } } : { results });
        }
        case '/tei/rerank': {
          const scores = (body.texts as string[]).map((text, index) => ({ index, score: overlap(query, text) }));
          return send(response, 200, scores.sort((a, b) => b.score - a.score));
        }
        case '/v1/ner': {
          const text = String(body.text);
          const start = text.indexOf('Ada');
          return send(response, 200, { model: 'fake-ner', entities: start === -1 ? [] : [{ type: 'PERSON', text: 'Ada', start, end: start + 3, score: 0.99, source: 'fake' }] });
        }
        default:
          return send(response, 404, { error: { message: `no route ${request.url ?? ''}` } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    get abandoned() {
      return abandoned;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
