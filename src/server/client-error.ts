import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { PlatformError, errorBody } from '../errors/platform-error.js';

/** Request ids have one shape everywhere, including requests too malformed to reach a route. */
export const newRequestId = (): string => `req_${randomUUID().replaceAll('-', '')}`;

/**
 * Requests Node's HTTP parser refuses (a malformed header line, both Content-Length and
 * Transfer-Encoding, headers over the size limit, a timeout) never reach Fastify's routes or error
 * handler; its default answer is a body of its own shape without `x-request-id`. This one answers
 * with the standard error body and a request id, then closes the connection as Node does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way on this connection (a 401 to a body still arriving) is the
  // answer; another would be read as the answer to the client's next request.
  if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true) {
    socket.destroy();
    return;
  }
  const platformError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new PlatformError('invalid_request', 'The request headers (or the URL) are larger than the server accepts.', { status: 431 })
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new PlatformError('invalid_request', 'The request was not received in time.', { status: 408 })
        : new PlatformError('invalid_request', 'The request is not valid HTTP/1.1 (malformed request line or headers).');
  const requestId = newRequestId();
  const body = JSON.stringify(errorBody(platformError, requestId));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${platformError.status} ${STATUS_CODES[platformError.status] ?? ''}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * A request whose `Expect` header asks for anything but `100-continue`: Node answers 417 itself,
 * before any route, with an empty body and no request id. This answer has both; the header's
 * value is not echoed.
 */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const requestId = newRequestId();
  const error = new PlatformError('invalid_request', 'The Expect header asks for something this server does not do; only "100-continue" is supported.', {
    status: 417,
  });
  const body = JSON.stringify(errorBody(error, requestId));
  response.writeHead(417, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId, connection: 'close' });
  response.end(body);
}
