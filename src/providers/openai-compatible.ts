import { Pool } from 'undici';
import type { ProviderConfig } from '../config/schema.js';
import { decodeBody } from './decode-body.js';
import type { Provider, UpstreamRequest, UpstreamResponse } from './types.js';

/**
 * Adapter for every upstream that speaks the OpenAI wire format (OpenAI, Azure OpenAI's v1 API,
 * Mistral, vLLM, Ollama, llama.cpp server, TGI). One keep-alive pool per upstream origin.
 */
export function openaiCompatible(config: ProviderConfig): Provider {
  const base = new URL(config.baseURL);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: config.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    connect: { timeout: config.timeouts.connectMs },
    headersTimeout: config.timeouts.headersMs,
    bodyTimeout: config.timeouts.bodyMs,
  });
  const fixedHeaders: Record<string, string> = { ...config.headers };
  if (config.apiKey !== undefined && config.apiKey !== '') fixedHeaders.authorization = `Bearer ${config.apiKey}`;

  return {
    id: config.id,
    maxAnswerBytes: config.maxAnswerBytes,
    async request(request: UpstreamRequest): Promise<UpstreamResponse> {
      const path = `${basePath}${request.path}${request.query ? `?${request.query}` : ''}`;
      const response = await pool.request({
        method: request.method,
        path,
        // Uncompressed answers: a compressor holds SSE events back, and restoring needs the plain
        // text. Without Accept-Encoding any coding would be allowed (RFC 9110, 12.5.3).
        headers: { ...request.headers, 'accept-encoding': 'identity', ...fixedHeaders },
        body: request.body ?? null,
        signal: request.signal,
      });
      const answer: UpstreamResponse = { status: response.statusCode, headers: response.headers, body: response.body };
      answer.body = decodeBody(answer, config.id);
      return answer;
    },
    async close() {
      await pool.close();
    },
  };
}
