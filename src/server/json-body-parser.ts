import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../errors/platform-error.js';

/**
 * JSON bodies are decoded strictly: invalid UTF-8 is a 400, not silently replaced characters that
 * would then be forwarded upstream. The raw bytes are kept so an unmodified body is forwarded as is.
 * Bodies of other content types (multipart uploads to pass-through paths) stay unread streams.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    if (!isUtf8(bytes)) {
      done(new PlatformError('invalid_json', 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    const text = bytes.toString('utf8');
    if (text.trim() === '') {
      done(new PlatformError('invalid_json', 'The request body is empty; send a JSON object.'), undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new PlatformError('validation_error', `The request body nests JSON deeper than ${MAX_JSON_DEPTH} levels.`, { param: 'body' }), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      // The parser's own message may quote the body; ours says what to fix without echoing it.
      if (error) done(new PlatformError('invalid_json', isValidJson(text) ? FORBIDDEN_KEY_MESSAGE : 'The request body is not valid JSON.'), undefined);
      else done(null, parsed);
    });
  });
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/**
 * How deep a request body may nest. Real bodies (messages, tool schemas, metadata) stay far below;
 * thousands of levels parse, but overflow the stack of every walk and of JSON.stringify after.
 */
export const MAX_JSON_DEPTH = 128;

/** Whether the JSON text opens more than `max` objects or arrays inside each other (strings skipped). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (inString) {
      if (unit === 92) index++; // a backslash escapes the next character
      else if (unit === 34) inString = false;
    } else if (unit === 34) {
      inString = true;
    } else if (unit === 123 || unit === 91) {
      if (++depth > max) return true;
    } else if (unit === 125 || unit === 93) {
      depth--;
    }
  }
  return false;
}

const FORBIDDEN_KEY_MESSAGE = 'The request body uses a key that is refused for safety ("__proto__", or "constructor" holding "prototype").';

/**
 * The parser refuses prototype-poisoning keys in otherwise valid JSON with the same error as broken
 * JSON; on that (rare) path, plain JSON.parse tells the two apart so the message can say which.
 */
function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
