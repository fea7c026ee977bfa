import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own response serializers (fast-json-stringify: the same output, and only the
 * properties a response schema names), each built on its route's first answer with that status
 * instead of when the server starts. Built up front, the ~370 of them (every route and status of
 * the API) held ~9 MB of heap and ~10 MB of resident memory, an Ajv instance each, for routes most
 * gateways never call (docs/decisions.md).
 */
export function serializersOnFirstUse(): SerializerSelector.SerializerFactory {
  const buildFactory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildFactory(externalSchemas, options);
    return (route) => {
      let serialize: SerializerSelector.Serializer | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
}
