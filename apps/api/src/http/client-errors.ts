import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers to requests that never reach a route, in the API's `{ error, code }` like every other: Fastify's own
 * bodies for these carry `message` and `statusCode` instead of `code` (or a code of its own, `FST_ERR_BAD_URL`).
 */

/** The router's refusals: a path that does not decode, a path parameter longer than Fastify's 100 characters. */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  // Longer than any id of ours: an unknown resource, as a malformed id in the path is (error-handler.ts).
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  }
  return reply.status(400).send({ error: 'Malformed URL', code: 'BAD_REQUEST' });
};

const CLIENT_ERRORS: Record<string, { status: number; error: string; code: string }> = {
  // The whole request (an upload's body included) did not arrive within the server's requestTimeout.
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'The request did not arrive in time. Please try again.',
    code: 'REQUEST_TIMEOUT',
  },
  HPE_HEADER_OVERFLOW: { status: 431, error: 'Request headers or URL are too large', code: 'BAD_REQUEST' },
};
const MALFORMED = { status: 400, error: 'Malformed HTTP request', code: 'BAD_REQUEST' };

/** Node's `clientError`: a request the HTTP parser refused, or one the server timed out; the connection then ends. */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  const body = JSON.stringify({ error: answer.error, code: answer.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Node's `checkExpectation`: an `Expect` header other than `100-continue`. Without a listener Node answers 417 itself,
 * with an empty body.
 */
export const answerUnmetExpectation = (_request: IncomingMessage, response: ServerResponse) => {
  const body = JSON.stringify({ error: 'Unsupported Expect header', code: 'BAD_REQUEST' });
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
};
