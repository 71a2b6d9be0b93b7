import { ZAnalyticsQuery, ZAnalyticsResponse } from '@sello/shared/analytics-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { getAnalytics } from '../../services/analytics/get-analytics.ts';

export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/analytics',
    {
      schema: {
        operationId: 'getAnalytics',
        summary: 'Read the sales and conversion analytics',
        tags: ['admin'],
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsResponse },
      },
    },
    async (request) => getAnalytics({ db: ctx.db, weeks: request.query.weeks }),
  );
};
