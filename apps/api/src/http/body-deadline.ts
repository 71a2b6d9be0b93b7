import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route streams its (upload) body itself: the server's whole-request limit applies, not the body deadline. */
    streamsBody?: boolean;
  }
}

export const BODY_TIMEOUT_MESSAGE = 'The request body did not arrive in time. Please try again.';

/**
 * JSON bodies are small: a route's body must have arrived within `timeoutMs` of the route starting to read it, or the
 * request ends with 408 and its connection is closed. The server's requestTimeout is sized for the largest upload
 * at a slow uplink; without this a body trickled to any JSON route would hold its socket that long.
 */
export const enforceBodyDeadline = (app: FastifyInstance, timeoutMs: number): void => {
  app.addHook('preParsing', async (request, reply, payload) => {
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return payload;
    // The client hung up while the request's hooks ran (a rate-limit lookup on a busy database): its body was
    // destroyed before anyone listened, so no 'error' or 'end' will ever come; without this the request waited out
    // the deadline (20 s) before it ended.
    if (payload.destroyed || request.raw.aborted) {
      throw new AppError('BAD_REQUEST', 'The request was cut off before it was complete.');
    }
    if (request.routeOptions.config.streamsBody) return payload;
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      reply.header('Connection', 'close');
      payload.unpipe(guarded);
      // Fastify's body reader answers with the error's status (408) through the error handler.
      guarded.destroy(new AppError('REQUEST_TIMEOUT', BODY_TIMEOUT_MESSAGE));
    }, timeoutMs);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    // A route may answer without reading its body (415, 413, a GET with a Content-Length): the deadline then has no
    // reader to fail, and an unheard 'error' would take the process down.
    reply.raw.once('finish', stop);
    reply.raw.once('close', stop);
    guarded.on('error', () => undefined);
    payload.once('error', (error) => {
      stop();
      guarded.destroy(error);
    });
    payload.pipe(guarded);
    return guarded;
  });
};
