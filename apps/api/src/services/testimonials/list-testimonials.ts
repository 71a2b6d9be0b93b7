import type { TTestimonial } from '@sello/shared/testimonial-schemas';
import type { TDb } from '../../db/database.ts';
import { toTestimonial } from './testimonial-rows.ts';

/** Every testimonial in display order (lowest position first), drafts included. */
export const listTestimonials = async (db: TDb): Promise<TTestimonial[]> => {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
};
