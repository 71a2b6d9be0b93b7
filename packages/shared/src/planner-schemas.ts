import {
  DEFAULT_COUNTRY,
  ZConsulate,
  ZPlan,
  ZPlanLocale,
  ZPlannerAnswers,
  ZPlannerCountry,
  ZVisaType,
} from '@sello/planner/plan-model';
import { z } from 'zod';

const SPECIFIED_FIELDS = ['country', 'visa_type', 'consulate'] as const;

/**
 * `POST /api/planner/generate`. `country`, `visa_type` and `consulate` may be given at the top level, inside
 * `answers` (the specification's answers object) or both — both must then name the same value, whatever the
 * spelling (a consulate's name or code, a visa type's code or name). Omitted everywhere, the specification's
 * defaults apply (ES, DNV, Chicago; see ZPlannerAnswers).
 */
export const ZGeneratePlanRequest = z
  .object({
    country: ZPlannerCountry.optional().meta({ default: DEFAULT_COUNTRY }),
    visa_type: ZVisaType.optional(),
    consulate: ZConsulate.optional(),
    // Without their defaults here (zod fills a default even under .partial()), so agreement is checked on what was sent.
    answers: ZPlannerAnswers.partial()
      .extend({
        country: ZPlannerCountry.optional(),
        visa_type: ZVisaType.optional(),
        consulate: ZConsulate.optional(),
      })
      .default({}),
    /** **Extension** (issue 32): the language of the plan's words (the page's); English when omitted. */
    locale: ZPlanLocale.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const field of SPECIFIED_FIELDS) {
      const top = body[field];
      const inner = body.answers[field];
      if (top !== undefined && inner !== undefined && top !== inner) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', field],
          message: `answers.${field} (${inner}) does not match ${field} (${top}); send the same value or only one of them`,
        });
      }
    }
  });
export type TGeneratePlanRequest = z.input<typeof ZGeneratePlanRequest>;

export const ZGeneratePlanResponse = z.object({ planId: z.uuid(), plan: ZPlan });
export type TGeneratePlanResponse = z.infer<typeof ZGeneratePlanResponse>;

/** `GET /api/planner/plans/:planId` (**extension**, issue 32): the stored plan, as `generate` returned it. */
export const ZPlanParams = z.object({ planId: z.uuid({ error: 'planId must be a plan id' }) });
/** The language to read the plan in (the page's); the stored plan's own when omitted. */
export const ZPlanQuery = z.object({ locale: ZPlanLocale.optional() });

/**
 * `POST /api/planner/pdf`: a stored plan by id, a whole plan as `generate` returned it (validated strictly), or
 * both — then the stored plan wins when it exists and the visitor may reach it, else the plan sent is used.
 * An email becomes a lead.
 */
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
    /**
     * **Extension** (issue 32): the language to print the plan in (the page's). Omitted, the plan's own. Another
     * language gives the same plan (same answers and day) in that language's words.
     */
    locale: ZPlanLocale.optional(),
  })
  .strict()
  .refine((body) => Boolean(body.planId) || Boolean(body.plan), { error: 'Send planId, plan or both' });
export type TPlanPdfRequest = z.input<typeof ZPlanPdfRequest>;

export const ZPlanPdfResponse = z.object({ pdfUrl: z.string(), expiresAt: z.iso.datetime() });
export type TPlanPdfResponse = z.infer<typeof ZPlanPdfResponse>;
