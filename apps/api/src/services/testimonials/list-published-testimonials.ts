import type { TPublicTestimonial } from '@sello/shared/testimonial-schemas';
import type { TDb } from '../../db/database.ts';
import { toPublicTestimonial } from './testimonial-rows.ts';

/** What the public site shows: published testimonials in display order, at most `limit`. */
export const listPublishedTestimonials = async ({
  db,
  limit,
}: {
  db: TDb;
  limit: number;
}): Promise<TPublicTestimonial[]> => {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'author_name', 'author_detail', 'content', 'rating', 'avatar_url'])
    .where('published', '=', true)
    .orderBy('position')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toPublicTestimonial);
};
