import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** The validation function Fastify calls; it reads the last failure from its `errors`. */
type FastifyValidationResult = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * A validator compiled on its route's first request: compiling every route's schemas when the
 * server starts cost ~1 MB of heap and several of resident memory for routes most gateways never
 * call. Fastify reads `errors` off the function it was given, so they are copied onto it.
 */
export function compileOnFirstUse(compile: () => ValidateFunction): FastifyValidationResult {
  let validate: ValidateFunction | undefined;
  const lazy: FastifyValidationResult = (data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    validate ??= compile();
    const result = validate(data, context);
    lazy.errors = (validate.errors ?? null) as NonNullable<FastifyValidationResult['errors']> | null;
    return result;
  };
  return lazy;
}

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
    compileOnFirstUse(() => (httpPart === 'body' ? bodies : parameters).compile(schema as object)),
  );
}
