import { ZContactRequest, ZContactResponse } from '@sello/shared/contact-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { sendContactMessage } from '../services/contact/send-contact-message.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: ctx.rateLimits.contact },
      schema: {
        operationId: 'sendContactMessage',
        summary: 'Send a message to support',
        tags: ['contact'],
        body: ZContactRequest,
        response: { 201: ZContactResponse },
      },
    },
    async (request, reply) => {
      const { id } = await sendContactMessage({
        db: ctx.db,
        mailer: ctx.mailer,
        brandName: ctx.env.BRAND_NAME,
        readSettings: ctx.readSettings,
        input: request.body,
      });
      return reply.code(201).send({ success: true as const, id });
    },
  );
};
