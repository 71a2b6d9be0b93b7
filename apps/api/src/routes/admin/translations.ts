import {
  ZOrderTranslationsParams,
  ZOrderTranslationsResponse,
  ZRetryTranslationParams,
  ZRetryTranslationResponse,
} from '@sello/shared/translation-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { listOrderTranslations } from '../../services/translations/list-order-translations.ts';
import { retryTranslation } from '../../services/translations/retry-translation.ts';

/** The auto-translation of an order's files (the admin order page polls it while open). */
export const adminTranslationRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/orders/:id/translations',
    {
      schema: {
        operationId: 'listOrderTranslations',
        summary: "List an order's machine translations",
        tags: ['admin'],
        params: ZOrderTranslationsParams,
        response: { 200: ZOrderTranslationsResponse },
      },
    },
    async (request, reply) => {
      // Polled every few seconds with text that changes: never served from a cache.
      reply.header('Cache-Control', 'no-store');
      return listOrderTranslations({
        db: ctx.db,
        orderId: request.params.id,
        configuredProvider: ctx.env.MT_PROVIDER,
      });
    },
  );

  /** Runs a failed, skipped or not-configured file's translation again (202: the job does the work). */
  app.post(
    '/orders/:id/translations/:translationId/retry',
    {
      schema: {
        operationId: 'retryTranslation',
        summary: 'Retry a failed machine translation',
        errorCodes: ['CONFLICT', 'GONE'],
        tags: ['admin'],
        params: ZRetryTranslationParams,
        response: { 202: ZRetryTranslationResponse },
      },
    },
    async (request, reply) => {
      const translation = await retryTranslation({
        db: ctx.db,
        jobs: ctx.jobs,
        logger: request.log,
        orderId: request.params.id,
        translationId: request.params.translationId,
        providerConfigured: ctx.env.MT_PROVIDER !== 'none',
      });
      return reply.status(202).send({ translation });
    },
  );
};
