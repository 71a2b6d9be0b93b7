import { ZListUsersQuery, ZListUsersResponse, ZUserResponse } from '@sello/shared/customer-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { guardEveryRoute } from '../auth/authenticate.ts';
import { listUsers, loadUser, USER_NOT_FOUND } from '../services/users/list-users.ts';

/** `/api/users`: accounts, for admins only (the same hook as /api/admin, before validation). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listUsers',
        summary: 'List user accounts (staff)',
        tags: ['admin'],
        querystring: ZListUsersQuery,
        response: { 200: ZListUsersResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await listUsers({ db: ctx.db, limit: request.query.limit })) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getUser',
        summary: 'Read a user account (staff)',
        tags: ['admin'],
        params: z.object({ id: z.uuid({ error: USER_NOT_FOUND }) }),
        response: { 200: ZUserResponse },
      },
    },
    async (request) => ({ success: true as const, user: await loadUser({ db: ctx.db, id: request.params.id }) }),
  );
};
