import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliCompress, createDeflate, createDeflateRaw, createGzip, type Gzip } from 'node:zlib';

/**
 * A real OpenAI-compatible HTTP server for tests. Behaviour is chosen by the request's `model`, so
 * tests drive failures through the public API exactly as a client would:
 *   fail-<status>      answers that status with an OpenAI error body whose message quotes the last
 *                      user message, as providers' validation errors often quote the input
 *   slow-headers       answers after 2 s (for header timeouts)
 *   die-mid-stream     sends two chunks, then destroys the socket
 *   endless-stream     sends a chunk every 20 ms until the client goes away
 *   slow-stream        sends five chunks 100 ms apart, then [DONE]
 *   no-usage           a normal answer without any `usage` (stream or not)
 *   reasoning-model    reasons first ("Thinking about: <last user message>" in `reasoning_content`)
 *   thinking-parts     reasons the same way in Mistral's shape: `content` is a list of `thinking` parts
 *                      (their text nested in a list of text parts), then `text` parts, streamed in
 *                      4-character pieces so placeholders are cut, or whole
 *   mislabelled-json   a non-stream answer labelled text/plain
 *   mislabelled-stream a stream labelled text/plain
 *   trickle-stream     the same, its first byte alone, the rest 20 ms later
 *   held-open-stream   the same, kept open after [DONE] (streamClosed resolves when the gateway lets go)
 *   json-labelled-stream a stream labelled application/json
 *   compressed-<coding> a normal answer (stream or not) compressed with gzip, deflate or br whatever the
 *                      request's Accept-Encoding, flushed after every write; `compressed-compress` is
 *                      labelled with a coding Node cannot undo, `compressed-corrupt` says gzip and is not,
 *                      `compressed-rawdeflate` says deflate and sends raw deflate (no zlib header)
 * With `logprobs: true`, answers carry `logprobs.content`: the text in 3-character tokens, so
 * placeholders are cut over several of them, streamed with each chunk's text or whole; legacy
 * completions with `logprobs: <n>` carry the legacy lists (`tokens`, `text_offset`, ...) alike.
 * Anything else gets a well-formed answer that echoes the last user message: as the JSON text
 * `{"echo": ...}` under `response_format` json_object, as a legacy `function_call` with
 * `{"text": ...}` arguments when the request lists `functions`.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeUpstream {
  /** Base URL ending in /v1, as VEIL_UPSTREAM_URL expects. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Resolves when an endless stream's client connection closed (the gateway aborted it). */
  streamClosed: Promise<void>;
  /** TCP connections accepted so far: a gateway that keeps its connections alive opens few. */
  connections(): number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

function lastUserText(body: Json): string {
  const messages = (body.messages as Array<{ role: string; content: unknown }> | undefined) ?? [];
  const last = [...messages].reverse().find((message) => message.role === 'user');
  if (typeof last?.content === 'string') return last.content;
  if (Array.isArray(last?.content)) return last.content.map((part: { text?: string }) => part.text ?? '').join('');
  return typeof body.prompt === 'string' ? body.prompt : 'hello';
}

const reasoningOf = (text: string): string => `Thinking about: ${text}`;
const thinkingPart = (text: string): Json => ({ type: 'thinking', thinking: [{ type: 'text', text }] });

/** The answer's content: JSON text when the request asks for a JSON object. */
/** The legacy completions' `logprobs` lists for a text from `offset`: 3-character tokens, each its own top alternative. */
function legacyLogprobsOf(text: string, offset: number): Json {
  const tokens = text.match(/[^]{1,3}/gu) ?? [];
  let at = offset;
  return {
    tokens,
    token_logprobs: tokens.map(() => -0.25),
    top_logprobs: tokens.map((token) => ({ [token]: -0.25 })),
    text_offset: tokens.map((token) => {
      const start = at;
      at += [...token].length;
      return start;
    }),
  };
}

/** `logprobs.content` for a text: 3-character tokens, so a placeholder spans several. */
function logprobsOf(text: string): Json[] {
  return (text.match(/[^]{1,3}/gu) ?? []).map((token) => ({ token, logprob: -0.25, bytes: [...Buffer.from(token, 'utf8')], top_logprobs: [] }));
}

function contentOf(body: Json): string {
  const format = body.response_format as Json | undefined;
  if (format?.type === 'json_object') return JSON.stringify({ echo: lastUserText(body) });
  return `Echo: ${lastUserText(body)}`;
}

/** The name of the first legacy `functions` entry, when the request lists any. */
function legacyFunctionOf(body: Json): string | undefined {
  const functions = body.functions as Array<{ name?: string }> | undefined;
  return Array.isArray(functions) && functions.length > 0 ? (functions[0]?.name ?? 'f') : undefined;
}

function sse(res: { write(text: string): unknown }, data: unknown): void {
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

function chunk(choices: unknown[], extra: Json = {}): Json {
  return { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model', choices, ...extra };
}

function streamChat(response: ServerResponse, body: Json, markClosed: () => void): void {
  const n = typeof body.n === 'number' ? body.n : 1;
  const text = lastUserText(body);
  const content = contentOf(body);
  // JSON content goes in 6-character pieces, so placeholders are cut inside the string literals.
  const words = (content.startsWith('{') ? content.match(/[^]{1,6}/g) : content.match(/\S+\s*/g)) ?? [];
  const withTools = Array.isArray(body.tools) && body.tools.length > 0;
  const legacyFunction = legacyFunctionOf(body);
  const delivery = body.model === 'trickle-stream' || body.model === 'held-open-stream' || body.model === 'late-end-stream' ? body.model : 'at-once';
  const contentType =
    body.model === 'json-labelled-stream' ? 'application/json'
    : body.model === 'mislabelled-stream' || delivery === 'trickle-stream' || delivery === 'held-open-stream' ? 'text/plain'
    : 'text/event-stream';
  response.writeHead(200, { 'content-type': contentType, 'x-request-id': 'upstream-req-1' });
  let events = '';
  const res = delivery === 'at-once' ? response : { write: (text: string) => (events += text) };
  for (let index = 0; index < n; index++) sse(res, chunk([{ index, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
  if (body.model === 'thinking-parts') {
    for (const piece of reasoningOf(text).match(/[^]{1,4}/g) ?? []) sse(res, chunk([{ index: 0, delta: { content: [thinkingPart(piece)] }, finish_reason: null }]));
    for (const piece of content.match(/[^]{1,4}/g) ?? []) sse(res, chunk([{ index: 0, delta: { content: [{ type: 'text', text: piece }] }, finish_reason: null }]));
    sse(res, chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
    sse(res, '[DONE]');
    response.end();
    return;
  }
  if (body.model === 'reasoning-model') {
    for (const word of reasoningOf(text).match(/\S+\s*/g) ?? []) sse(res, chunk([{ index: 0, delta: { reasoning_content: word }, finish_reason: null }]));
  }
  if (withTools) {
    const args = JSON.stringify({ city: text });
    const pieces = [args.slice(0, 5), args.slice(5, 12), args.slice(12)];
    sse(res, chunk([{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '' } }] }, finish_reason: null }]));
    for (const piece of pieces) sse(res, chunk([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: piece } }] }, finish_reason: null }]));
    sse(res, chunk([{ index: 0, delta: {}, finish_reason: 'tool_calls' }]));
  } else if (legacyFunction !== undefined) {
    const args = JSON.stringify({ text });
    sse(res, chunk([{ index: 0, delta: { function_call: { name: legacyFunction, arguments: '' } }, finish_reason: null }]));
    for (const piece of args.match(/[^]{1,5}/g) ?? []) sse(res, chunk([{ index: 0, delta: { function_call: { arguments: piece } }, finish_reason: null }]));
    sse(res, chunk([{ index: 0, delta: {}, finish_reason: 'function_call' }]));
  } else {
    // Interleave the choices word by word, as real upstreams do with n > 1.
    const withLogprobs = body.logprobs === true;
    for (const word of words) {
      for (let index = 0; index < n; index++) {
        sse(res, chunk([{ index, delta: { content: `${word}` }, ...(withLogprobs ? { logprobs: { content: logprobsOf(word) } } : {}), finish_reason: null }]));
      }
    }
    for (let index = 0; index < n; index++) sse(res, chunk([{ index, delta: {}, finish_reason: 'stop' }]));
  }
  const options = body.stream_options as Json | undefined;
  if (options?.include_usage === true && body.model !== 'no-usage') sse(res, chunk([], { usage: { prompt_tokens: 7, completion_tokens: words.length, total_tokens: 7 + words.length } }));
  sse(res, '[DONE]');
  if (delivery === 'trickle-stream') {
    response.write(events.slice(0, 1));
    setTimeout(() => response.end(events.slice(1)), 20).unref();
  } else if (delivery === 'held-open-stream') {
    response.write(events);
    response.on('close', markClosed);
  } else if (delivery === 'late-end-stream') {
    // `[DONE]` at once, the end of the body a little later, in its own packet.
    response.write(events);
    setTimeout(() => response.end(), 30).unref();
  } else {
    response.end();
  }
}

const ENCODERS: Record<string, () => Gzip> = { gzip: createGzip, deflate: createDeflate, br: createBrotliCompress };

/** Makes everything written to `res` go out compressed (or, for a coding Node lacks, labelled only). */
function compressAnswer(res: ServerResponse, model: string): void {
  const coding = model === 'compressed-corrupt' ? 'gzip' : model === 'compressed-rawdeflate' ? 'deflate' : model.slice('compressed-'.length);
  const writeHead = res.writeHead.bind(res) as (status: number, headers: Record<string, string>) => ServerResponse;
  res.writeHead = ((status: number, headers: Record<string, string> = {}) =>
    writeHead(status, { ...headers, 'content-encoding': coding })) as typeof res.writeHead;
  const makeEncoder = model === 'compressed-corrupt' ? undefined : model === 'compressed-rawdeflate' ? createDeflateRaw : ENCODERS[coding];
  if (makeEncoder === undefined) return;
  const encoder = makeEncoder();
  const write = res.write.bind(res) as (bytes: Buffer) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  encoder.on('data', (bytes: Buffer) => write(bytes));
  encoder.on('end', () => end());
  res.write = ((text: string | Buffer) => {
    encoder.write(text);
    encoder.flush();
    return true;
  }) as typeof res.write;
  res.end = ((text?: string | Buffer) => {
    if (text !== undefined) encoder.write(text);
    encoder.end();
    return res;
  }) as typeof res.end;
}

function json(res: ServerResponse, status: number, payload: unknown, contentType = 'application/json'): void {
  res.writeHead(status, { 'content-type': contentType, 'x-request-id': 'upstream-req-1' });
  res.end(JSON.stringify(payload));
}

function embedding(index: number, dimensions: number, base64: boolean): Json {
  const values = Float32Array.from({ length: dimensions }, (_, i) => (index + 1) / (i + 2));
  return {
    object: 'embedding',
    index,
    embedding: base64 ? Buffer.from(values.buffer).toString('base64') : Array.from(values),
  };
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  let markClosed: () => void = () => undefined;
  const streamClosed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw });
      const body: Json = raw !== '' && (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw) as Json) : {};
      const model = typeof body.model === 'string' ? body.model : '';
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (model.startsWith('compressed-')) compressAnswer(res, model);

      const failure = /^fail-(\d{3})$/.exec(model);
      if (failure) {
        json(res, Number(failure[1]), { error: { message: `The fake upstream was told to fail (input: ${lastUserText(body)}).`, type: 'invalid_request_error', code: 'fake_failure', param: 'model' } });
        return;
      }
      if (model === 'slow-headers') {
        setTimeout(() => json(res, 200, {}), 2_000).unref();
        return;
      }
      if (model === 'die-mid-stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        sse(res, chunk([{ index: 0, delta: { role: 'assistant', content: 'partial ' }, finish_reason: null }]));
        sse(res, chunk([{ index: 0, delta: { content: 'answer' }, finish_reason: null }]));
        setTimeout(() => res.socket?.destroy(), 20).unref();
        return;
      }
      if (model === 'error-event-stream') {
        // The provider's own error event mid-stream, the body still open for a while after it.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        sse(res, chunk([{ index: 0, delta: { role: 'assistant', content: 'partial ' }, finish_reason: null }]));
        res.write(`event: error\ndata: ${JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } })}\n\n`);
        setTimeout(() => res.end(), 200).unref();
        return;
      }
      if (model === 'endless-stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const timer = setInterval(() => sse(res, chunk([{ index: 0, delta: { content: 'more ' }, finish_reason: null }])), 20);
        res.on('close', () => {
          clearInterval(timer);
          markClosed();
        });
        return;
      }

      if (model === 'slow-stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let sent = 0;
        const timer = setInterval(() => {
          if (sent++ < 5) {
            sse(res, chunk([{ index: 0, delta: { content: `part${sent} ` }, finish_reason: null }]));
            return;
          }
          clearInterval(timer);
          sse(res, '[DONE]');
          res.end();
        }, 100);
        return;
      }

      if (path === '/v1/models') {
        json(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 1_700_000_000, owned_by: 'fake' }] });
      } else if (path.startsWith('/v1/models/')) {
        json(res, 200, { id: decodeURIComponent(path.slice('/v1/models/'.length)), object: 'model', created: 1_700_000_000, owned_by: 'fake' });
      } else if (path === '/v1/chat/completions') {
        if (body.stream === true) {
          streamChat(res, body, markClosed);
          return;
        }
        const n = typeof body.n === 'number' ? body.n : 1;
        const legacyFunction = legacyFunctionOf(body);
        json(res, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'fake-model',
          choices: Array.from({ length: n }, (_, index) => ({
            index,
            message: {
              role: 'assistant',
              content:
                legacyFunction !== undefined ? null
                : model === 'thinking-parts' ? [thinkingPart(reasoningOf(lastUserText(body))), { type: 'text', text: contentOf(body) }]
                : contentOf(body),
              refusal: null,
              ...(legacyFunction === undefined ? {} : { function_call: { name: legacyFunction, arguments: JSON.stringify({ text: lastUserText(body) }) } }),
              ...(model === 'reasoning-model' ? { reasoning_content: reasoningOf(lastUserText(body)) } : {}),
            },
            logprobs: body.logprobs === true && legacyFunction === undefined && model !== 'thinking-parts' ? { content: logprobsOf(contentOf(body)), refusal: null } : null,
            finish_reason: legacyFunction === undefined ? 'stop' : 'function_call',
          })),
          ...(model === 'no-usage' ? {} : { usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 } }),
        }, model === 'mislabelled-json' ? 'text/plain' : 'application/json');
      } else if (path === '/v1/completions') {
        if (body.stream === true) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          let offset = 0;
          for (const word of `Echo: ${lastUserText(body)}`.match(/\S+\s*/g) ?? []) {
            const logprobs = typeof body.logprobs === 'number' ? legacyLogprobsOf(word, offset) : null;
            offset += [...word].length;
            sse(res, { id: 'cmpl-fake', object: 'text_completion', created: 1_700_000_000, model: 'fake-model', choices: [{ index: 0, text: word, finish_reason: null, logprobs }] });
          }
          sse(res, '[DONE]');
          res.end();
          return;
        }
        json(res, 200, {
          id: 'cmpl-fake',
          object: 'text_completion',
          created: 1_700_000_000,
          model: 'fake-model',
          choices: [{ index: 0, text: `Echo: ${lastUserText(body)}`, finish_reason: 'stop', logprobs: typeof body.logprobs === 'number' ? legacyLogprobsOf(`Echo: ${lastUserText(body)}`, 0) : null }],
          usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
        });
      } else if (path === '/v1/embeddings') {
        const inputs = Array.isArray(body.input) ? body.input : [body.input];
        const dimensions = typeof body.dimensions === 'number' ? body.dimensions : 8;
        json(res, 200, {
          object: 'list',
          data: inputs.map((_, index) => embedding(index, dimensions, body.encoding_format === 'base64')),
          model: 'fake-embedding',
          usage: { prompt_tokens: 4, total_tokens: 4 },
        });
      } else if (path === '/v1/moderations') {
        json(res, 200, { id: 'modr-fake', model: 'fake-moderation', results: [{ flagged: false }] });
      } else {
        json(res, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error', code: null, param: null } });
      }
    });
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    streamClosed,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
