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
    parseJson(request, text, (error, parsed) => {
      // The parser's own message may quote the body; ours says what to fix without echoing it.
      if (error) done(new PlatformError('invalid_json', 'The request body is not valid JSON.'), undefined);
      else done(null, parsed);
    });
  });
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}
