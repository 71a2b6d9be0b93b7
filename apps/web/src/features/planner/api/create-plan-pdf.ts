import type { TPlan } from '@sello/planner/plan-model';
import type { TLocale } from '@sello/shared/i18n/locales';
import { type TPlanPdfResponse, ZPlanPdfResponse } from '@sello/shared/planner-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The plan exactly as `generate` returned it, with its id: the API prints the stored copy when it can, else one it rebuilds from these answers. */
export type TCreatePlanPdfInput = { planId: string; plan: TPlan; email: string; locale: TLocale };

/**
 * `POST /api/planner/pdf` with `{plan, planId, email}`, as the specification's client sends it: renders the stored plan
 * (or one rebuilt from the sent plan's answers, once the stored one is gone or out of reach), keeps the email as a 'planner' lead, returns a
 * 15-minute link.
 */
export const createPlanPdf = (input: TCreatePlanPdfInput): Promise<TPlanPdfResponse> =>
  apiClient.post('/planner/pdf', input, { schema: ZPlanPdfResponse });

export const useCreatePlanPdf = () => useMutation({ mutationFn: createPlanPdf });
