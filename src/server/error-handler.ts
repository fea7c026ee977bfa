import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError, errorBody } from '../errors/platform-error.js';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** `/messages/0/role` + missing `content` -> `messages[0].role.content`. */
function fieldName(issue: ValidationIssue): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') segments.push(missing);
  const extra = issue.params.additionalProperty;
  if (typeof extra === 'string') segments.push(extra);
  return segments.reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

function fromValidation(error: FastifyError): PlatformError {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  const field = first === undefined ? '' : fieldName(first);
  const where = error.validationContext ?? 'body';
  const message =
    first === undefined
      ? `The ${where} failed validation.`
      : `Invalid ${where}${field ? ` field "${field}"` : ''}: ${first.message ?? 'is invalid'}.`;
  return new PlatformError('validation_error', message, { param: field || null });
}

/** Maps framework errors (by their Fastify code or status) to platform errors. */
function toPlatformError(error: FastifyError | Error): PlatformError {
  if (error instanceof PlatformError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return fromValidation(fastifyError);
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PlatformError('payload_too_large', 'The request body is larger than the server accepts (server.bodyLimitBytes).');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new PlatformError('unsupported_media_type', 'Unsupported Content-Type; send application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new PlatformError('invalid_json', 'The request body is empty; send a JSON object.');
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (status === 413) return new PlatformError('payload_too_large', 'The request body is too large.');
  if (status !== undefined && status >= 400 && status < 500) {
    return new PlatformError('invalid_request', fastifyError.message, { status });
  }
  return new PlatformError('internal_error', 'Internal server error; report the request id if it persists.');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: PlatformError): FastifyReply {
  if (request.veil !== null) request.veil.errorCode = error.code;
  return reply.code(error.status).headers(error.headers).send(errorBody(error, request.id));
}

/** Every error, from routes or from Fastify itself, leaves with the standard error body. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const platformError = toPlatformError(error);
    if (request.veil !== null) request.veil.errorCode = platformError.code;
    if (platformError.status >= 500) {
      // Log what went wrong without the message of foreign errors, which may quote request data.
      request.log.error(
        { err: error instanceof PlatformError ? error : { type: error.name, code: error.code, stack: error.stack?.split('\n').slice(1).join('\n') } },
        'request failed',
      );
    }
    if (reply.sent || reply.raw.headersSent) return;
    return sendError(request, reply, platformError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new PlatformError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
