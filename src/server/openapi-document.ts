import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

/** The static part of the OpenAPI 3.1 document; paths come from the route schemas. */
export function openapiDocument(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Veil API',
        version: '1.0.0',
        description:
          'Veil is a privacy-first AI gateway. It speaks the OpenAI wire format: point an OpenAI client at `{base_url}/v1`. Every error has the body `ErrorBody`; every response has an `x-request-id` header. Other OpenAI paths (moderations, audio, images, files, uploads, batches, fine_tuning, vector_stores, assistants, threads, responses) are passed to the default provider unchanged.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      servers: [{ url: '/', description: 'This gateway' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A Veil API key: `veil keys create`.' },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`),
    },
  };
}
