import t from 'tap';
import { createProviderRegistry } from '../../src/providers/registry.js';

t.test('models route by exact name, then longest prefix, then the catch-all provider', async (t) => {
  const configs = [
    { id: 'catchall', baseURL: 'http://127.0.0.1:1/v1', models: ['*'] },
    { id: 'mistral', baseURL: 'http://127.0.0.1:2/v1', models: ['mistral-*'] },
    { id: 'mistral-large', baseURL: 'http://127.0.0.1:3/v1', models: ['mistral-large-*', 'special'] },
  ].map((provider) => ({ ...provider, type: 'openai-compatible' as const, headers: {}, connections: 1, maxAnswerBytes: 1024, timeouts: { connectMs: 1, headersMs: 1, bodyMs: 1 } }));
  const registry = createProviderRegistry(configs);
  t.teardown(() => registry.close());
  t.equal(registry.resolve('special')?.id, 'mistral-large');
  t.equal(registry.resolve('mistral-large-2411')?.id, 'mistral-large');
  t.equal(registry.resolve('mistral-small')?.id, 'mistral');
  t.equal(registry.resolve('gpt-4o')?.id, 'catchall');
  t.equal(registry.fallback()?.id, 'catchall');
  t.same(registry.configuredModels('mistral-large'), ['special']);
});

t.test('without a catch-all, unknown models have no provider', async (t) => {
  const registry = createProviderRegistry([
    { id: 'only', type: 'openai-compatible', baseURL: 'http://127.0.0.1:1/v1', headers: {}, models: ['gpt-4o'], connections: 1, maxAnswerBytes: 1024, timeouts: { connectMs: 1, headersMs: 1, bodyMs: 1 } },
  ]);
  t.teardown(() => registry.close());
  t.equal(registry.resolve('gpt-4o')?.id, 'only');
  t.equal(registry.resolve('llama3'), undefined);
});
