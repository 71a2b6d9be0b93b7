import { ZListOutboxQuery, ZListOutboxResponse } from '@sello/shared/outbox-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { listOutbox } from '../../services/mail/list-outbox.ts';

export const adminOutboxRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/outbox',
    { schema: { tags: ['admin'], querystring: ZListOutboxQuery, response: { 200: ZListOutboxResponse } } },
    async (request) => ({ messages: await listOutbox({ db: ctx.db, ...request.query }) }),
  );
};
