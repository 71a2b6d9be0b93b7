import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler.ts';

/** `/health`: the process is up (liveness). `/ready`: this instance should get traffic (readiness). */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Tell whether the process is up',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Tell whether this instance takes traffic (database reachable, not draining)',
        errorCodes: ['UNAVAILABLE'],
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready') }) },
      },
    },
    async (request) => {
      if (ctx.lifecycle.draining) throw new AppError('UNAVAILABLE', 'Shutting down');
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (error) {
        // Probed every few seconds through an outage: a line each time, without a stack; a 503 with Retry-After is
        // logged as a warning by the error handler too.
        request.log.warn({ cause: (error as Error).message }, 'readiness check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unreachable', undefined, {
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      try {
        await ctx.storage.check();
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: file storage unavailable');
        throw new AppError('UNAVAILABLE', 'File storage unavailable');
      }
      return { status: 'ready' as const };
    },
  );
};
