import { ZListAdminQuotesQuery, ZListAdminQuotesResponse } from '@sello/shared/admin-quote-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { countQuoteStats } from '../../services/quotes/count-quote-stats.ts';
import { listAdminQuotes } from '../../services/quotes/list-admin-quotes.ts';

export const adminQuoteRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/quotes',
    {
      schema: {
        operationId: 'listAdminQuotes',
        summary: 'List quotes (staff)',
        tags: ['admin'],
        querystring: ZListAdminQuotesQuery,
        response: { 200: ZListAdminQuotesResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // One clock for the list and the cards, so a quote expiring meanwhile is counted the same in both.
      const now = new Date();
      const [list, stats] = await Promise.all([
        listAdminQuotes({ db: ctx.db, now, ...request.query }),
        countQuoteStats({ db: ctx.db, now }),
      ]);
      return { ...list, stats };
    },
  );
};
