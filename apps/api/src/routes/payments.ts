import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { handleStripeWebhook } from '../services/payments/handle-stripe-webhook.ts';

/**
 * Stripe's webhook. Its own plugin scope: JSON bodies stay raw bytes here, because the signature covers the exact
 * body Stripe sent.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        hide: true,
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) =>
      handleStripeWebhook({
        db: ctx.db,
        mailer: ctx.mailer,
        stripe: ctx.stripe,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        signature: request.headers['stripe-signature']?.toString(),
        env: ctx.env,
        readSettings: ctx.readSettings,
        log: request.log,
      }),
  );
};
