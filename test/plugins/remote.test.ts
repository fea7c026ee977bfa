import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';
import { closedPort, startFakeBackend } from './remote-backend.js';

interface ErrorAnswer {
  error?: { code: string; message: string; param: string | null };
}

const backend = await startFakeBackend();
t.teardown(() => backend.close());
process.env.VEIL_TEST_REMOTE_KEY = 'backend-secret';

const veil = await startTestGateway(t, {
  adjust: (config) => {
    config.plugins.endpoints = { rerank: 'remote', ner: 'remote' };
    config.plugins.options = {
      remote: {
        baseURL: `${backend.baseURL}/`,
        apiKeyEnv: 'VEIL_TEST_REMOTE_KEY',
        timeoutMs: 500,
        endpoints: { rerank: { path: '/v1/rerank', model: 'bge-reranker-base' }, ner: { path: '/v1/ner' } },
      },
    };
  },
});

async function post(base: string, path: string, body: unknown, key = veil.key) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & ErrorAnswer };
}

const documents = ['Berlin is the capital of Germany.', 'Paris is the capital of France.', 'Bananas are yellow.'];

t.test('rerank through a Cohere-style backend: results, model, key and configured model sent', async (t) => {
  const { status, body } = await post(veil.url, '/v1/rerank', { query: 'capital of France', documents, top_n: 2, return_documents: true });
  t.equal(status, 200);
  t.same(body, {
    model: 'bge-reranker-base',
    results: [
      { index: 1, relevance_score: 1, document: { text: documents[1] } },
      { index: 0, relevance_score: 0.667, document: { text: documents[0] } },
    ],
  }, "the backend's extra fields are not passed on");
  const sent = backend.requests.at(-1);
  t.equal(sent?.url, '/v1/rerank');
  t.equal(sent?.headers.authorization, 'Bearer backend-secret', 'key from apiKeyEnv');
  t.equal(sent?.body.model, 'bge-reranker-base', 'the configured model fills a missing one');
  t.notOk(JSON.stringify(sent?.headers).includes(veil.key), "the client's key is not forwarded");
  const own = await post(veil.url, '/v1/rerank', { query: 'capital of France', documents, model: 'my-reranker' });
  t.equal(own.body.model, 'my-reranker', "the backend's model name wins");
});

t.test('one backend serves several capabilities', async (t) => {
  const { status, body } = await post(veil.url, '/v1/ner', { text: 'Ask Ada about it.' });
  t.equal(status, 200);
  t.same(body, { model: 'fake-ner', entities: [{ type: 'PERSON', text: 'Ada', start: 4, end: 7, score: 0.99, source: 'fake' }] });
  t.notOk('model' in (backend.requests.at(-1)?.body ?? {}), 'no model is added to a request without one');
});

t.test('failures map like upstream failures: 4xx passed on, 503, other 5xx 502, timeout 504', async (t) => {
  const rejected = await post(veil.url, '/v1/rerank', { query: 'fail-400', documents });
  t.equal(rejected.status, 400);
  t.match(rejected.body.error, { code: 'bad_query', message: 'query too short for this model', param: 'query' });
  const overloaded = await post(veil.url, '/v1/rerank', { query: 'fail-503', documents });
  t.equal(overloaded.status, 503);
  t.equal(overloaded.headers.get('retry-after'), '7');
  t.equal((await post(veil.url, '/v1/rerank', { query: 'fail-500', documents })).status, 502);
  const started = Date.now();
  const slow = await post(veil.url, '/v1/rerank', { query: 'slow', documents });
  t.equal(slow.status, 504);
  t.equal(slow.body.error?.code, 'upstream_timeout');
  t.ok(Date.now() - started < 1800, 'gave up after timeoutMs');
});

t.test('answers that are not JSON, or not the endpoint shape, are 502', async (t) => {
  const text = await post(veil.url, '/v1/rerank', { query: 'not-json', documents });
  t.equal(text.status, 502);
  t.match(text.body.error?.message, /not JSON/);
  const shape = await post(veil.url, '/v1/rerank', { query: 'wrong-shape', documents });
  t.equal(shape.status, 502);
  t.match(shape.body.error?.message, /schema/);
});

t.test('a TEI backend: texts sent, a bare [{index, score}] translated; model from config or path', async (t) => {
  const tei = await startTestGateway(t, {
    adjust: (config) => {
      config.plugins.endpoints = { rerank: 'remote' };
      config.plugins.options = {
        remote: { baseURL: backend.baseURL, endpoints: { rerank: { path: '/tei/rerank', model: 'BAAI/bge-reranker-base', format: 'tei' } } },
      };
    },
  });
  const { status, body } = await post(tei.url, '/v1/rerank', { query: 'capital of Germany', documents: [{ text: documents[2] as string }, documents[0]], top_n: 1, return_documents: true }, tei.key);
  t.equal(status, 200);
  t.same(body, { model: 'BAAI/bge-reranker-base', results: [{ index: 1, relevance_score: 1, document: { text: documents[0] } }] });
  t.same(backend.requests.at(-1)?.body, { query: 'capital of Germany', texts: [documents[2], documents[0]], raw_scores: false });

  const plain = await startTestGateway(t, {
    adjust: (config) => {
      config.plugins.endpoints = { rerank: 'remote' };
      config.plugins.options = { remote: { baseURL: backend.baseURL, endpoints: { rerank: { path: '/plain/rerank' } } } };
    },
  });
  const unnamed = await post(plain.url, '/v1/rerank', { query: 'capital', documents }, plain.key);
  t.equal(unnamed.body.model, 'remote/plain/rerank', 'neither the backend nor the config names a model');
});

t.test('a client that goes away cancels the backend call', async (t) => {
  const patient = await startTestGateway(t, {
    adjust: (config) => {
      config.plugins.endpoints = { rerank: 'remote' };
      config.plugins.options = { remote: { baseURL: `${backend.baseURL}/v1`, timeoutMs: 10_000, endpoints: { rerank: { path: '/rerank' } } } };
    },
  });
  const before = backend.abandoned;
  await t.rejects(
    fetch(`${patient.url}/v1/rerank`, {
      method: 'POST',
      headers: { authorization: `Bearer ${patient.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'slow', documents }),
      signal: AbortSignal.timeout(200),
    }),
  );
  // The backend answers after 2 s; its connection must close well before that.
  for (let waited = 0; waited < 1500 && backend.abandoned === before; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  t.equal(backend.abandoned, before + 1);
});

t.test('a backend that refuses connections is 502', async (t) => {
  const port = await closedPort();
  const refused = await startTestGateway(t, {
    adjust: (config) => {
      config.plugins.endpoints = { rerank: 'remote' };
      config.plugins.options = { remote: { baseURL: `http://127.0.0.1:${port}`, endpoints: { rerank: { path: '/rerank' } } } };
    },
  });
  const { status, body } = await post(refused.url, '/v1/rerank', { query: 'capital', documents }, refused.key);
  t.equal(status, 502);
  t.equal(body.error?.code, 'upstream_unavailable');
  t.notOk(body.error?.message.includes(String(port)) && body.error.message.includes('http://'), 'no URL in the message');
});

t.test('configuration mistakes stop start-up with a message naming the setting', async (t) => {
  await t.rejects(
    startTestGateway(t, {
      adjust: (config) => {
        config.plugins.endpoints = { rerank: 'remote', lemmatize: 'remote' };
        config.plugins.options = { remote: { baseURL: backend.baseURL, endpoints: { rerank: { path: '/rerank' } } } };
      },
    }),
    /plugins\.options\.remote\.endpoints\.lemmatize/,
  );
  await t.rejects(
    startTestGateway(t, {
      adjust: (config) => {
        config.plugins.endpoints = { rerank: 'remote' };
        config.plugins.options = { remote: { baseURL: backend.baseURL, apiKeyEnv: 'VEIL_TEST_UNSET_KEY', endpoints: { rerank: { path: '/rerank' } } } };
      },
    }),
    /VEIL_TEST_UNSET_KEY/,
  );
});
