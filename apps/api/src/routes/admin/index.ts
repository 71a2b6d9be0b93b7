import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { adminOutboxRoutes } from './outbox.ts';

/** Everything under /api/admin: one hook checks the admin token on every route, before validation. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.auth.requireAdmin);
  await app.register(adminOutboxRoutes, { ctx });
};
