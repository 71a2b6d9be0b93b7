import { ZPlan, ZPlannerAnswers } from '@sello/planner/plan-model';
import { z } from 'zod';

/** `POST /api/planner/generate`: the top-level fields win over the same ones inside `answers`. */
export const ZGeneratePlanRequest = z
  .object({
    country: ZPlannerAnswers.shape.country,
    visa_type: ZPlannerAnswers.shape.visa_type,
    consulate: ZPlannerAnswers.shape.consulate,
    answers: ZPlannerAnswers.partial().omit({ country: true, visa_type: true, consulate: true }).default({}),
  })
  .strict();
export type TGeneratePlanRequest = z.input<typeof ZGeneratePlanRequest>;

export const ZGeneratePlanResponse = z.object({ planId: z.uuid(), plan: ZPlan });
export type TGeneratePlanResponse = z.infer<typeof ZGeneratePlanResponse>;

/** `POST /api/planner/pdf`: a stored plan by id, or a whole plan (validated strictly); an email becomes a lead. */
export const ZPlanPdfRequest = z
  .object({
    planId: z.uuid({ error: 'planId must be a plan id' }).optional(),
    plan: ZPlan.optional(),
    email: z
      .string()
      .trim()
      .max(254, { error: 'Email must be at most 254 characters' })
      .pipe(z.email({ error: 'Please enter a valid email address.' }))
      .optional(),
  })
  .strict()
  .refine((body) => Boolean(body.planId) !== Boolean(body.plan), { error: 'Send either planId or plan' });
export type TPlanPdfRequest = z.input<typeof ZPlanPdfRequest>;

export const ZPlanPdfResponse = z.object({ pdfUrl: z.string(), expiresAt: z.iso.datetime() });
export type TPlanPdfResponse = z.infer<typeof ZPlanPdfResponse>;
