/** Validators and response serializers built on a route's first use behave as built at start. */
import t from 'tap';
import Fastify from 'fastify';
import { Ajv } from 'ajv';
import { serializersOnFirstUse } from '../../src/server/serializer-compiler.js';
import { compileOnFirstUse, registerValidatorCompiler } from '../../src/server/validator-compiler.js';

t.test('a validator is compiled on its first call, passes the data context on and reports its errors', async (t) => {
  const ajv = new Ajv();
  let compiled = 0;
  const validate = compileOnFirstUse(() => {
    compiled++;
    return ajv.compile({ type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] });
  });
  t.equal(compiled, 0, 'nothing compiled before the first request');
  t.equal(validate({ n: 1 }), true);
  t.equal(validate.errors, null);
  t.equal(validate({ n: 'x' }), false);
  t.match(validate.errors, [{ instancePath: '/n', keyword: 'type' }]);
  t.equal(validate({}), false);
  t.match(validate.errors, [{ keyword: 'required' }]);
  t.equal(compiled, 1, 'compiled once');
  // Fastify validates each parameter with its place in the request as the data context.
  const parent = { id: 'x' };
  const withContext = validate as unknown as (data: unknown, context: object) => boolean;
  t.equal(withContext({ n: 'y' }, { instancePath: '/params', parentData: parent, parentDataProperty: 'id', rootData: parent }), false);
  t.match(validate.errors, [{ instancePath: '/params/n' }]);
});

t.test('a Fastify app with both: bad input gets its validation error, answers keep only the schema\'s properties', async (t) => {
  const app = Fastify({ schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse() } } });
  t.teardown(() => app.close());
  registerValidatorCompiler(app);
  app.post(
    '/items/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        body: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false },
        response: { 200: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } },
      },
    },
    async (request) => ({ ...(request.body as object), id: (request.params as { id: number }).id, secret: 'internal' }),
  );
  const ok = await app.inject({ method: 'POST', url: '/items/7', payload: { name: 'a' } });
  t.equal(ok.statusCode, 200);
  t.same(JSON.parse(ok.body), { name: 'a', id: 7 }, 'the path parameter is coerced and the unnamed property is dropped');
  const badBody = await app.inject({ method: 'POST', url: '/items/7', payload: { name: 1 } });
  t.equal(badBody.statusCode, 400);
  t.match(JSON.parse(badBody.body), { message: /body\/name must be string/ });
  const badParam = await app.inject({ method: 'POST', url: '/items/x', payload: { name: 'a' } });
  t.equal(badParam.statusCode, 400);
  t.match(JSON.parse(badParam.body), { message: /params\/id must be integer/ });
});
