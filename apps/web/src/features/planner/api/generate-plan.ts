import {
  type TGeneratePlanRequest,
  type TGeneratePlanResponse,
  ZGeneratePlanResponse,
} from '@sello/shared/planner-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/planner/generate` → 201 with the stored plan's id and the plan (kept with the user if signed in). */
export const generatePlan = (input: TGeneratePlanRequest): Promise<TGeneratePlanResponse> =>
  apiClient.post('/planner/generate', input, { schema: ZGeneratePlanResponse });

export const useGeneratePlan = () => useMutation({ mutationFn: generatePlan });
