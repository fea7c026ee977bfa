import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError, errorBody } from '../errors/platform-error.js';
import { FieldNames } from './field-names.js';

interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * How an array index reads. Six digits at most: no list of a request is longer, and a longer run
 * of digits is an object key that is data (a card or phone number the client used as a key).
 */
const INDEX = /^\d{1,6}$/;

/**
 * A key is named only when it is a field of the API (field-names.ts), never when it may be data;
 * a path segment of a few digits is an index. A missing or unknown property is always a key.
 */
const nameable = (segment: string, isKey: boolean, fields: FieldNames): string =>
  fields.isField(segment) || (!isKey && INDEX.test(segment)) ? segment : '(unnamed)';

/** "; did you mean "language"?" for an unknown key that is a typo of a field; the key itself is never quoted. */
function suggestion(issue: ValidationIssue, fields: FieldNames): string {
  const extra = issue.params.additionalProperty;
  if (typeof extra !== 'string' || fields.isField(extra)) return '';
  const field = fields.suggestionFor(extra);
  return field === undefined ? '' : `; did you mean "${field}"?`;
}

/** `/messages/0/role` + missing `content` -> `messages[0].role.content`. */
function fieldName(issue: ValidationIssue, fields: FieldNames): string {
  const segments = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => nameable(segment, false, fields));
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') segments.push(nameable(missing, true, fields));
  const extra = issue.params.additionalProperty;
  if (typeof extra === 'string') segments.push(nameable(extra, true, fields));
  return segments
    .reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

/**
 * The path of an unknown route, for its error message, with every segment that is not a fixed
 * segment of some route masked: "/v1/chat/{…}" shows where a mistyped path leaves the API, and
 * no id, e-mail address or name slug ("/v1/customers/jane-doe") is echoed.
 */
function routeShape(url: string, known: ReadonlySet<string>): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (segment === '' || known.has(segment) ? segment : '{…}'))
    .join('/');
}

const isJson = (contentType: string | undefined): boolean => contentType !== undefined && /^application\/json\s*(?:;|$)/i.test(contentType);

/**
 * Ajv's message for the first issue, except for a choice between constants (`style`, `kind`),
 * where "must be equal to constant" says nothing: the allowed values of that field are listed.
 */
function describe(first: ValidationIssue, issues: readonly ValidationIssue[]): string {
  if (first.keyword !== 'const') return first.message ?? 'is invalid';
  const allowed = issues
    .filter((issue) => issue.keyword === 'const' && issue.instancePath === first.instancePath)
    .map((issue) => JSON.stringify(issue.params.allowedValue));
  return `must be one of ${allowed.join(', ')}`;
}

/** How deep the named field is: a missing or unknown property names one level below its object. */
const depth = (issue: ValidationIssue): number =>
  issue.instancePath.split('/').length + (typeof issue.params.missingProperty === 'string' || typeof issue.params.additionalProperty === 'string' ? 1 : 0);

/**
 * The issue to report. Ajv stops at the first issue, except inside a union (`anyOf`), where it
 * reports every branch: there the deepest issue names the field the client got wrong
 * (`terms[0].canonical_id` rather than "terms[0] must be a string").
 */
function primaryIssue(issues: readonly ValidationIssue[]): ValidationIssue | undefined {
  const first = issues[0];
  if (first === undefined) return undefined;
  return issues.reduce((best, issue) => (depth(issue) > depth(best) ? issue : best), first);
}

function fromValidation(error: FastifyError, request: FastifyRequest, fields: FieldNames): PlatformError {
  // A body that is not JSON reached the schema as a raw stream (pass-through routes accept any type).
  if (error.validationContext === 'body' && request.body !== undefined && !isJson(request.headers['content-type'])) {
    return new PlatformError('unsupported_media_type', 'Unsupported Content-Type; send application/json.');
  }
  const issues = (error.validation ?? []) as ValidationIssue[];
  const first = primaryIssue(issues);
  const field = first === undefined ? '' : fieldName(first, fields);
  const where = error.validationContext ?? 'body';
  const message =
    first === undefined
      ? `The ${where} failed validation.`
      : `Invalid ${where}${field ? ` field "${field}"` : ''}: ${describe(first, issues)}${suggestion(first, fields)}.`;
  return new PlatformError('validation_error', message, { param: field || null });
}

/** Maps framework errors (by their Fastify code or status) to platform errors. */
function toPlatformError(error: FastifyError | Error, request: FastifyRequest, fields: FieldNames): PlatformError {
  if (error instanceof PlatformError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return fromValidation(fastifyError, request, fields);
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

/**
 * Errors Fastify raises before routing (a malformed %-escape in the path, an over-long path
 * parameter): no hook runs for them, so the request id header, the audit entry and the standard
 * body are given here. The path is never echoed: it may hold an id or an e-mail address.
 */
export function createFrameworkErrorHandler(onRequest: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.veil = {};
    reply.header('x-request-id', request.id);
    onRequest(request, reply);
    const platformError =
      error.code === 'FST_ERR_BAD_URL'
        ? new PlatformError('invalid_request', 'The request path holds a malformed %-escape.')
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new PlatformError('invalid_request', 'A segment of the request path is longer than the server accepts.', { status: 414 })
          : new PlatformError('internal_error', 'Internal server error; report the request id if it persists.');
    void sendError(request, reply, platformError);
  };
}

/** Every error, from routes or from Fastify itself, leaves with the standard error body. */
export function registerErrorHandlers(app: FastifyInstance): void {
  // The request schemas' property names, as routes are added: the keys a validation message may quote.
  const fields = new FieldNames();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const platformError = toPlatformError(error, request, fields);
    if (reply.raw.destroyed && !reply.raw.writableFinished && platformError.code !== 'internal_error') {
      // The client left before its answer, and its leaving cut the upstream call short: that is no
      // upstream failure (nor one for the metrics). The audit entry records client_disconnected.
      request.log.info({ code: platformError.code }, 'client disconnected before the answer');
      return;
    }
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
  // The fixed segments of every route ("v1", "chat", "completions"; not ":id"), as routes are added.
  const knownSegments = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const segment of route.url.split('/')) if (segment !== '' && !/[:*]/.test(segment)) knownSegments.add(segment);
    fields.addRoute(route.schema as Parameters<FieldNames['addRoute']>[0]);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new PlatformError('not_found', `No route for ${request.method} ${routeShape(request.url, knownSegments)}.`)),
  );
}
