import { Type } from '@sinclair/typebox';

/** The error body of every non-2xx answer (PRODUCT.md section 3). Registered once as `ErrorBody`. */
export const ErrorBodySchema = Type.Object(
  {
    code: Type.String({ description: 'Machine-readable error code.', examples: ['validation_error'] }),
    message: Type.String({ description: 'Human-readable explanation.' }),
    request_id: Type.String({ description: 'Also sent as the `x-request-id` header.' }),
    error: Type.Object(
      {
        code: Type.String(),
        message: Type.String(),
        type: Type.String({ examples: ['invalid_request_error'] }),
        param: Type.Union([Type.String(), Type.Null()]),
      },
      { description: 'The same error in the shape OpenAI SDKs parse.' },
    ),
  },
  { $id: 'ErrorBody', title: 'ErrorBody' },
);

export const errorRef = Type.Ref('ErrorBody');

/** Standard error responses, added to every authenticated route's schema. */
export function errorResponses(...statuses: number[]): Record<number, unknown> {
  const descriptions: Record<number, string> = {
    400: 'Unparseable JSON or invalid UTF-8.',
    401: 'Missing, unknown, expired or revoked API key.',
    403: 'The key lacks the scope or Base for this resource.',
    404: 'Not found.',
    409: 'A request with the same Idempotency-Key is still running (`x-should-retry: false`).',
    413: 'Request body too large.',
    415: 'The Content-Type is not application/json.',
    422: 'The body failed schema validation; `error.param` names the field.',
    429: 'Rate limit, concurrency limit or daily spending cap exceeded; see `Retry-After`.',
    500: 'An unexpected error; `request_id` finds it in the logs.',
    502: 'The upstream provider could not be reached or failed.',
    503: 'The upstream provider is overloaded, or a capability is not installed.',
    504: 'The upstream provider did not answer in time.',
  };
  return Object.fromEntries(
    statuses.map((status) => [status, { ...errorRef, description: descriptions[status] ?? 'Error.' }]),
  );
}
