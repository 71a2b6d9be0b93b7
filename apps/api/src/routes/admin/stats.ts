import { ZAdminStatsResponse } from '@sello/shared/admin-dashboard-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { getAdminStats } from '../../services/analytics/get-admin-stats.ts';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/stats',
    {
      schema: {
        operationId: 'getStats',
        summary: 'Read the dashboard counts',
        tags: ['admin'],
        response: { 200: ZAdminStatsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getAdminStats({ db: ctx.db });
    },
  );
};
