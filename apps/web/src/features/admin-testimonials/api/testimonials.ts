import {
  type TTestimonial,
  type TTestimonialInput,
  type TTestimonialUpdate,
  ZListTestimonialsResponse,
  ZTestimonialResponse,
} from '@sello/shared/testimonial-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/testimonials`: all of them, drafts included, in display order. */
export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'testimonials'],
    queryFn: ({ signal }) => apiClient.get('/admin/testimonials', { schema: ZListTestimonialsResponse, signal }),
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());

const useInvalidateTestimonials = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: testimonialsQueryOptions().queryKey });
};

/** `POST /api/admin/testimonials`. */
export const useCreateTestimonial = () => {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (input: TTestimonialInput) =>
      apiClient.post('/admin/testimonials', input, { schema: ZTestimonialResponse }),
    onSuccess: invalidate,
  });
};

/** `PUT /api/admin/testimonials/:id`: only the fields given change. */
export const useUpdateTestimonial = () => {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TTestimonialUpdate }) =>
      apiClient.put(`/admin/testimonials/${encodeURIComponent(id)}`, changes, { schema: ZTestimonialResponse }),
    onSuccess: invalidate,
  });
};

/** `DELETE /api/admin/testimonials/:id`. */
export const useDeleteTestimonial = () => {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (testimonial: TTestimonial) =>
      apiClient.delete<void>(`/admin/testimonials/${encodeURIComponent(testimonial.testimonialId)}`),
    onSuccess: invalidate,
  });
};
