import { ZListOutboxQuery, ZListOutboxResponse, ZOutboxMessageResponse } from '@sello/shared/outbox-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { guardEveryRoute } from '../../auth/authenticate.ts';
import { listOutbox } from '../../services/mail/list-outbox.ts';
import { OUTBOX_MESSAGE_NOT_FOUND, retryOutboxMessage } from '../../services/mail/retry-outbox-message.ts';

/** The owner's alone: the stored emails carry invitation, reset and verification links until they are sent. */
export const adminOutboxRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireOwner);
  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'listOutbox',
        summary: 'List the emails in the outbox',
        tags: ['admin'],
        querystring: ZListOutboxQuery,
        response: { 200: ZListOutboxResponse },
      },
    },
    async (request) => ({ messages: await listOutbox({ db: ctx.db, ...request.query }) }),
  );

  app.post(
    '/outbox/:id/retry',
    {
      schema: {
        operationId: 'retryOutboxMessage',
        summary: 'Send a failed email again',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: z.object({ id: z.uuid({ error: OUTBOX_MESSAGE_NOT_FOUND }) }),
        response: { 200: ZOutboxMessageResponse },
      },
    },
    async (request) => ({
      message: await retryOutboxMessage({ db: ctx.db, mailer: ctx.mailer, id: request.params.id }),
    }),
  );
};
