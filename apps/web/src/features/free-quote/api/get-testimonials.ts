import type { TPublicTestimonial } from '@sello/shared/testimonial-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const TESTIMONIALS_LIMIT = 6;
export const DEFAULT_RATING = 5;

export type TLandingTestimonial = TPublicTestimonial;

/**
 * Built with the first request, so zod loads with it and not with the landing page. A missing or out-of-range
 * rating shows as five stars rather than hiding every testimonial.
 */
const testimonialsResponseSchema = async () => {
  const [{ z }, { ZPublicTestimonial }] = await Promise.all([
    import('zod'),
    import('@sello/shared/testimonial-schemas'),
  ]);
  return z.object({
    testimonials: z.array(ZPublicTestimonial.extend({ rating: ZPublicTestimonial.shape.rating.catch(DEFAULT_RATING) })),
  });
};

const getTestimonials = async ({ signal }: { signal?: AbortSignal }): Promise<TLandingTestimonial[]> => {
  const response = await apiClient.get(`/testimonials?limit=${TESTIMONIALS_LIMIT}`, {
    schema: testimonialsResponseSchema,
    signal,
    auth: false,
  });
  return response.testimonials.slice(0, TESTIMONIALS_LIMIT);
};

/** `GET /api/testimonials?limit=6`: published testimonials in display order. */
export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials', TESTIMONIALS_LIMIT], queryFn: getTestimonials, staleTime: 5 * 60_000 });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
