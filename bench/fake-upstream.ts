import { createServer } from 'node:http';

/**
 * The benchmark's own OpenAI-compatible upstream: a fixed chat completion, or an SSE stream of
 * CHUNKS chunks (CHUNK_DELAY_MS apart), answered RESPONSE_DELAY_MS after the request (default 0;
 * a real model takes hundreds of ms). Run as a child process so it does not share the event
 * loop with what is measured. Prints its port on stdout.
 */
const chunks = Number(process.env.CHUNKS ?? 20);
const delayMs = Number(process.env.CHUNK_DELAY_MS ?? 0);
const responseDelayMs = Number(process.env.RESPONSE_DELAY_MS ?? 0);

const completion = JSON.stringify({
  id: 'chatcmpl-bench',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'bench-model',
  choices: [{ index: 0, message: { role: 'assistant', content: 'A fixed answer from the benchmark upstream. '.repeat(4) }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 250, completion_tokens: 40, total_tokens: 290 },
});

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

const server = createServer((req, res) => {
  let size = 0;
  let streaming = false;
  req.on('data', (part: Buffer) => {
    // Cheap check instead of JSON.parse: the upstream must not be the bottleneck.
    if (size === 0 && part.includes('"stream":true')) streaming = true;
    size += part.length;
  });
  const answer = () => {
    if (!streaming) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(completion) });
      res.end(completion);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    const next = () => {
      if (sent === chunks) {
        res.end('data: [DONE]\n\n');
        return;
      }
      res.write(chunk(`token${sent++} `));
      if (delayMs > 0) setTimeout(next, delayMs);
      else setImmediate(next);
    };
    next();
  };
  req.on('end', () => (responseDelayMs > 0 ? setTimeout(answer, responseDelayMs) : answer()));
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : 0}\n`);
});
