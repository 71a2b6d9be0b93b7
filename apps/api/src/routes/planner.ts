import {
  ZGeneratePlanRequest,
  ZGeneratePlanResponse,
  ZPlanParams,
  ZPlanPdfRequest,
  ZPlanPdfResponse,
  ZPlanQuery,
} from '@sello/shared/planner-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { createPlanPdf } from '../services/planner/create-plan-pdf.ts';
import { generateAndStorePlan, planInLanguage } from '../services/planner/generate-and-store-plan.ts';
import { loadPlan } from '../services/planner/load-plan.ts';

/** The visa planner: anyone may generate a plan and get it as a PDF (rate limited; signed-in plans keep their user). */
export const plannerRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.post(
    '/planner/generate',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.plannerGenerate },
      schema: {
        operationId: 'generatePlan',
        summary: 'Generate a visa document plan from the answers',
        tags: ['planner'],
        body: ZGeneratePlanRequest,
        response: { 201: ZGeneratePlanResponse },
      },
    },
    async (request, reply) => {
      const result = await generateAndStorePlan({ db: ctx.db, input: request.body, userId: request.user?.id ?? null });
      return reply.code(201).send(result);
    },
  );

  // The plan a visitor made, read again: the upload page's slots for its documents ("Get a quote for these documents").
  app.get(
    '/planner/plans/:planId',
    {
      onRequest: ctx.auth.identify,
      schema: {
        operationId: 'getPlan',
        summary: 'Read a generated plan by its id',
        errorCodes: ['NOT_FOUND', 'GONE'],
        tags: ['planner'],
        params: ZPlanParams,
        querystring: ZPlanQuery,
        response: { 200: ZGeneratePlanResponse },
      },
    },
    async (request, reply) => {
      const { planId } = request.params;
      const plan = await loadPlan({ db: ctx.db, planId, viewer: request.user });
      return reply
        .header('Cache-Control', 'no-store')
        .send({ planId, plan: planInLanguage(plan, request.query.locale) });
    },
  );

  app.post(
    '/planner/pdf',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.plannerPdf },
      schema: {
        operationId: 'createPlanPdf',
        summary: "Get a download link for a generated plan's PDF",
        errorCodes: ['NOT_FOUND', 'GONE'],
        tags: ['planner'],
        body: ZPlanPdfRequest,
        response: { 200: ZPlanPdfResponse },
      },
    },
    async (request, reply) => {
      const result = await createPlanPdf({
        db: ctx.db,
        storage: ctx.storage,
        mailer: ctx.mailer,
        brandName: ctx.env.BRAND_NAME,
        readSettings: ctx.readSettings,
        publicUrl: ctx.env.PUBLIC_URL,
        input: request.body,
        viewer: request.user,
      });
      return reply.header('Cache-Control', 'no-store').send(result);
    },
  );
};
