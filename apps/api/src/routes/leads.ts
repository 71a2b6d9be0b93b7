import { ZCreateLeadRequest, ZCreateLeadResponse } from '@sello/shared/lead-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { createLead } from '../services/leads/create-lead.ts';

/** `POST /api/leads`: the free-quote form (and the planner's email box, through its own route). */
export const leadRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.post(
    '/leads',
    {
      config: { rateLimit: ctx.rateLimits.leads },
      schema: {
        operationId: 'createLead',
        summary: 'Leave contact details for a callback',
        tags: ['leads'],
        body: ZCreateLeadRequest,
        response: { 201: ZCreateLeadResponse },
      },
    },
    async (request, reply) => {
      const { id } = await createLead({
        db: ctx.db,
        mailer: ctx.mailer,
        brandName: ctx.env.BRAND_NAME,
        readSettings: ctx.readSettings,
        publicUrl: ctx.env.PUBLIC_URL,
        input: request.body,
      });
      return reply.code(201).send({ success: true as const, id });
    },
  );
};
