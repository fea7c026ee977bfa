import t from 'tap';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestGateway } from '../helpers/gateway.js';

t.test('/v1/openapi.json is a valid OpenAPI 3.1 document generated from the route schemas', async (t) => {
  const veil = await startTestGateway(t);
  const response = await fetch(`${veil.url}/v1/openapi.json`);
  t.equal(response.status, 200);
  const document = (await response.json()) as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>>;
    components: { schemas: Record<string, unknown> };
  };
  t.equal(document.openapi, '3.1.0');

  const validator = new Validator();
  const result = await validator.validate(document as unknown as Parameters<Validator["validate"]>[0]);
  t.same(result.errors ?? [], [], 'no validation errors');
  t.ok(result.valid, 'valid OpenAPI 3.1');

  for (const path of ['/v1/chat/completions', '/v1/completions', '/v1/embeddings', '/v1/models', '/v1/models/{model}', '/healthz', '/readyz']) {
    t.ok(document.paths[path], `${path} is documented`);
  }
  const chatBody = document.paths['/v1/chat/completions']?.post?.requestBody?.content['application/json']?.schema;
  t.same(chatBody?.required, ['model', 'messages'], 'the documented schema is the validating one');
  t.ok(document.components.schemas.ErrorBody, 'the error body is a named component');

  // What every route of a kind may answer is documented on each (not only where a route lists it).
  type Operation = { responses?: Record<string, unknown> };
  const answers = (path: string, method: string) => Object.keys((document.paths[path]?.[method] as Operation | undefined)?.responses ?? {});
  for (const path of ['/v1/gate/anonymize', '/v1/gate/dictionaries', '/v1/chat/completions']) {
    for (const status of ['409', '415', '429', '500']) t.ok(answers(path, 'post').includes(status), `${path} documents ${status}`);
  }
  t.notOk(answers('/v1/gate/maps/{map_id}', 'get').includes('415'), 'no 415 without a body');
  t.ok(answers('/v1/gate/maps/{map_id}', 'get').includes('429'));
  t.notOk(answers('/healthz', 'get').includes('429'), 'no rate limit on an unauthenticated route');
});
