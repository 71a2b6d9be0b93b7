import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@sello/shared/unstorable-text';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Far deeper than any request of ours nests (the planner's plan, the deepest, has seven levels), far shallower
 * than the call stack: the checks after this one recurse, and a 1 MB body of `[[[…]]]` nests half a million deep.
 */
export const MAX_NESTING_DEPTH = 64;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/** Whether `value` has arrays or objects nested more than `limit` levels; a loop, so any depth is safe to look at. */
const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const pending: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.item !== 'object' || next.item === null) continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.item)) pending.push({ item: child, depth: next.depth + 1 });
  }
  return false;
};

/** A plain error with its status: Fastify stamps its validation context on it, which AppError's getter refuses. */
const refusal = (message: string) => ({ error: Object.assign(new Error(message), { statusCode: 400 }) });

/**
 * The zod validator compiler, refusing first (400) any body nested deeper than MAX_NESTING_DEPTH, then (400, naming
 * the field) any body, query string or path parameter whose text or keys hold a NUL character, which PostgreSQL
 * cannot store: one check for every route instead of one per schema.
 */
export const unstorableTextValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    if (nestsDeeperThan(data, MAX_NESTING_DEPTH)) return refusal(TOO_DEEP_MESSAGE);
    const field = findUnstorableText(data);
    if (field === null) return validate(data);
    return refusal(field ? `${field}: ${UNSTORABLE_TEXT_MESSAGE}` : UNSTORABLE_TEXT_MESSAGE);
  };
};
