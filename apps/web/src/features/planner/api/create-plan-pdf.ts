import { type TPlanPdfResponse, ZPlanPdfResponse } from '@sello/shared/planner-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type TCreatePlanPdfInput = { planId: string; email: string };

/** `POST /api/planner/pdf`: renders the stored plan, keeps the email as a 'planner' lead, returns a 15-minute link. */
export const createPlanPdf = (input: TCreatePlanPdfInput): Promise<TPlanPdfResponse> =>
  apiClient.post('/planner/pdf', input, { schema: ZPlanPdfResponse });

export const useCreatePlanPdf = () => useMutation({ mutationFn: createPlanPdf });
