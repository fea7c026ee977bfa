import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestGateway, type TestGateway } from './gateway.js';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TransformersGateway extends TestGateway {
  modelsDir: string;
  /** POSTs JSON with the gateway key; returns status, headers and the parsed body. */
  post(url: string, body: unknown): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }>;
}

/**
 * A gateway whose rerank, image-embeddings and embeddings endpoints are served by the transformers
 * plugin, with a fresh models folder that `install` fills (e.g. with the tiny ONNX models).
 */
export async function startTransformersGateway(
  t: Teardown,
  setup: { install?: (modelsDir: string) => void; options?: Record<string, unknown>; workerThreads?: number; maxQueuedJobs?: number } = {},
): Promise<TransformersGateway> {
  const modelsDir = mkdtempSync(path.join(tmpdir(), 'veil-models-'));
  t.teardown(() => rmSync(modelsDir, { recursive: true, force: true }));
  setup.install?.(modelsDir);
  const gateway = await startTestGateway(t, {
    adjust: (config) => {
      config.plugins.endpoints = { rerank: 'transformers', embeddings: 'transformers', 'image-embeddings': 'transformers' };
      config.plugins.modelsDir = modelsDir;
      config.plugins.options = { transformers: setup.options ?? {} };
      if (setup.workerThreads !== undefined) config.plugins.workerThreads = setup.workerThreads;
      if (setup.maxQueuedJobs !== undefined) config.plugins.maxQueuedJobs = setup.maxQueuedJobs;
    },
  });
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${gateway.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gateway.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };
  return { ...gateway, modelsDir, post };
}

/** The message of an error body. */
export function errorMessage(body: Record<string, unknown>): string {
  return String((body.error as { message?: unknown } | undefined)?.message ?? '');
}

/** Decodes OpenAI's base64 embedding (little-endian float32). */
export function decodeBase64Floats(text: string): number[] {
  const bytes = Buffer.from(text, 'base64');
  return Array.from({ length: bytes.length / 4 }, (_, index) => bytes.readFloatLE(index * 4));
}
