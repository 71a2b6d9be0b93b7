import { ZLeadResponse, ZListLeadsQuery, ZListLeadsResponse, ZUpdateLeadRequest } from '@sello/shared/lead-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { LEAD_NOT_FOUND } from '../../services/leads/lead-rows.ts';
import { listLeads } from '../../services/leads/list-leads.ts';
import { updateLead } from '../../services/leads/update-lead.ts';

export const adminLeadRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/leads',
    {
      schema: {
        operationId: 'listLeads',
        summary: 'List the leads',
        tags: ['admin'],
        querystring: ZListLeadsQuery,
        response: { 200: ZListLeadsResponse },
      },
    },
    async (request) => ({ leads: await listLeads({ db: ctx.db, ...request.query }) }),
  );

  app.put(
    '/leads/:id',
    {
      schema: {
        operationId: 'updateLead',
        summary: "Change a lead's status or notes",
        tags: ['admin'],
        params: z.object({ id: z.uuid({ error: LEAD_NOT_FOUND }) }),
        body: ZUpdateLeadRequest,
        response: { 200: ZLeadResponse },
      },
    },
    async (request) => ({ lead: await updateLead({ db: ctx.db, id: request.params.id, input: request.body }) }),
  );
};
