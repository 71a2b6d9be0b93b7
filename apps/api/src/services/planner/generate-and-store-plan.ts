import { generatePlan } from '@sello/planner/generate-plan';
import { type TPlan, type TPlanLocale, type TPlannerAnswersInput, ZPlan } from '@sello/planner/plan-model';
import type { ZGeneratePlanRequest } from '@sello/shared/planner-schemas';
import { ZodError, type z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

type TGenerateAndStorePlanOptions = {
  db: TDb;
  /** The request as the route's schema parsed it. */
  input: z.output<typeof ZGeneratePlanRequest>;
  userId: string | null;
  today?: Date;
};

/** `path: message` for the first problems of a zod error, like the HTTP layer's validation messages. */
export const describeZodError = (error: ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

/**
 * The plan for the answers as of `today` in `locale`, checked against its own contract: the one way the API makes a plan (stored
 * by `generate`, rebuilt for a PDF from the answers a posted plan carries). The planner's refusal of the answers
 * (dates, combinations) is a 400 for the visitor to fix.
 */
export const buildPlan = (answers: TPlannerAnswersInput, today: Date, locale: TPlanLocale = 'en'): TPlan => {
  let plan: TPlan;
  try {
    plan = generatePlan(answers, today, { locale });
  } catch (error) {
    if (error instanceof ZodError) throw new AppError('BAD_REQUEST', describeZodError(error));
    throw error;
  }
  // A plan that breaks its own contract is our bug: it is never stored, sent or printed.
  return ZPlan.parse(plan);
};

/**
 * The plan in the language asked for: the same answers on the same day give the same documents and dates, so a plan
 * made in English prints in Spanish from a Spanish page (and the other way round), and the upload page names its
 * documents in the page's language.
 */
export const planInLanguage = (plan: TPlan, locale: TPlanLocale | undefined): TPlan =>
  locale === undefined || locale === plan.locale
    ? plan
    : buildPlan(plan.answers, new Date(plan.web.header.generated_at), locale);

/**
 * Generates the plan for the answers, in the language asked for (the top-level country, visa type and consulate, already checked to agree
 * with the same fields inside `answers`, fill them in; omitted everywhere, the planner's defaults apply) and
 * stores it with the answers it was made from and the dataset version.
 */
export const generateAndStorePlan = async ({
  db,
  input,
  userId,
  today = new Date(),
}: TGenerateAndStorePlanOptions): Promise<{ planId: string; plan: TPlan }> => {
  const answers: TPlannerAnswersInput = {
    ...input.answers,
    ...(input.country ? { country: input.country } : {}),
    ...(input.visa_type ? { visa_type: input.visa_type } : {}),
    ...(input.consulate ? { consulate: input.consulate } : {}),
  };
  const checked = buildPlan(answers, today, input.locale);
  const row = await db
    .insertInto('plans')
    .values({
      answers: JSON.stringify(checked.answers),
      plan: JSON.stringify(checked),
      dataset_version: checked.dataset_version,
      user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { planId: row.id, plan: checked };
};
