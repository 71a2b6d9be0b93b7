import type { TPublicTestimonial, TTestimonial } from '@sello/shared/testimonial-schemas';
import type { Selectable } from 'kysely';
import type { TestimonialsTable } from '../../db/schema.ts';

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';

export const toPublicTestimonial = (
  row: Pick<
    Selectable<TestimonialsTable>,
    'id' | 'author_name' | 'author_detail' | 'content' | 'rating' | 'avatar_url'
  >,
): TPublicTestimonial => ({
  testimonialId: row.id,
  name: row.author_name,
  detail: row.author_detail,
  quote: row.content,
  rating: row.rating,
  avatarUrl: row.avatar_url,
});

export const toTestimonial = (row: Selectable<TestimonialsTable>): TTestimonial => ({
  ...toPublicTestimonial(row),
  serviceType: row.service_type,
  published: row.published,
  position: row.position,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
