import { UNSTORABLE_TEXT_MESSAGE } from '@sello/shared/unstorable-text';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors.ts';
import { AppError } from '../errors/app-error.ts';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Request body is empty; send a JSON object',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid Content-Length header' },
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Seconds a client is told to wait when the database is unreachable: about as long as a restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

type TValidationIssue = { instancePath: string; message?: string | undefined; keyword: string };

/** Turns zod issues into one readable sentence: `email: Please enter a valid email address`. */
const describeValidation = (issues: TValidationIssue[], context: string | undefined): string => {
  // One message per field (the first problem is the one to fix first), at most three fields.
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (byField.has(field)) continue;
    if (!field && issue.keyword === 'invalid_type') {
      byField.set(field, context === 'body' ? 'Request body must be a JSON object' : `Invalid ${context ?? 'request'}`);
    } else {
      byField.set(field, field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'Invalid request'));
    }
  }
  return [...byField.values()].slice(0, 3).join('; ');
};

/**
 * The client hung up before its request was complete (a closed tab, an upload cut off): the reset its socket raises
 * looks like an unreachable service, but nothing is wrong on our side and there is no one left to answer. Logged at
 * debug as a client's doing, never as an outage (a visitor must not be able to raise outage alerts).
 * Told by the connection, not by `request.raw.aborted`: a body we stop reading ourselves (a full disk, a file past
 * the limit; the stream pipeline destroys it) is marked aborted too, while its client still waits for our answer.
 */
const clientWentAway = (request: FastifyRequest, reply: FastifyReply) =>
  !request.raw.complete && (reply.raw.socket === null || reply.raw.socket.destroyed);

/** The one place errors become HTTP answers: `{ error, code }`, with no stack traces or internals for 5xx. */
export const handleError = (error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
  if (clientWentAway(request, reply)) {
    request.log.debug({ cause: error.message }, 'the client closed the connection before its request was complete');
    return reply.status(400).send({ error: 'The request was cut off before it was complete.', code: 'BAD_REQUEST' });
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    // A busy service that tells the client when to come back is shedding load, not failing.
    if (error.statusCode >= 500 && error.retryAfterSeconds === undefined) {
      request.log.error({ err: error }, 'request failed');
    } else if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
    return reply.status(error.statusCode).send({ ...error.details, error: error.message, code: error.code });
  }
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
    // A malformed id in the path is simply an unknown resource.
    const message = error.validation[0]?.message ?? 'Not found';
    return reply.status(404).send({ error: message, code: 'NOT_FOUND' });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send({
      error: describeValidation(error.validation, error.validationContext),
      code: 'BAD_REQUEST',
      reason: 'validation',
    });
  }
  // Input checks refuse NUL before validation (app.ts); this catches text that reaches the database another way.
  if (isUnstorableText(error)) return reply.status(400).send({ error: UNSTORABLE_TEXT_MESSAGE, code: 'BAD_REQUEST' });
  // The database stopped, restarting or out of reach: the request may succeed in a moment, so a 503 that says when
  // to retry (a load balancer or client may), logged as a warning without a stack: an outage is not a bug. A socket
  // error from another service a route calls (refused, reset) is the same kind of failure and lands here too.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ cause: error.message }, 'database (or another service) unreachable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return reply.status(known.status).send({ error: known.message, code: known.code });

  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ error: fastifyError.message, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST' });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
};
