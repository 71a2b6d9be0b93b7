import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@sello/shared/unstorable-text';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod validator compiler, refusing first (400, naming the field) any body, query string or path parameter whose
 * text or keys hold a NUL character, which PostgreSQL cannot store: one check for every route instead of one per schema.
 */
export const unstorableTextValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const field = findUnstorableText(data);
    if (field === null) return validate(data);
    const message = field ? `${field}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE;
    // A plain error with its status: Fastify stamps its validation context on it, which AppError's getter refuses.
    return { error: Object.assign(new Error(message), { statusCode: 400 }) };
  };
};
