import type { FastifyInstance } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Bodies are validated exactly as sent: no type coercion and no defaults, because the gateway
 * forwards the client's own bytes and the two must never disagree. Query strings and path
 * parameters are text, so there numbers and booleans are coerced.
 */
export function registerValidatorCompiler(app: FastifyInstance): void {
  const common: Options = { allErrors: false, strict: false, removeAdditional: false };
  const bodies = new Ajv({ ...common, coerceTypes: false, useDefaults: false });
  const parameters = new Ajv({ ...common, coerceTypes: true, useDefaults: true });
  addFormats(bodies);
  addFormats(parameters);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : parameters).compile(schema as object),
  );
}
