import type { TLocale } from '@sello/shared/i18n/locales';
import type { TGeneratePlanResponse } from '@sello/shared/planner-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';

/** The response schema (the plan model and zod) loads with the first request, not with the upload page. */
const planResponseSchema = () => import('@sello/shared/planner-schemas').then((module) => module.ZGeneratePlanResponse);

/**
 * `GET /api/planner/plans/:planId`: the visa plan the planner's "Get a quote for these documents" came from. An
 * unknown plan, one of another account or a malformed id is an ApiError (404 or 400), one stored under an older
 * plan model 410. The plan comes written in `locale` (the page's language), whatever language it was made in.
 */
export const getPlan = (
  planId: string,
  locale: TLocale,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TGeneratePlanResponse> =>
  apiClient.get(`/planner/plans/${encodeURIComponent(planId)}?locale=${locale}`, {
    schema: planResponseSchema,
    signal,
  });

/** The plan with this id; disabled while `planId` is empty. A plan does not change: read once per visit. */
export const usePlan = (planId: string | null, locale: TLocale) =>
  useQuery({
    queryKey: ['plans', planId ?? '', locale] as const,
    queryFn: ({ signal }) => getPlan(planId ?? '', locale, { signal }),
    enabled: Boolean(planId),
    retry: retryUnlessClientError,
    staleTime: Number.POSITIVE_INFINITY,
  });
