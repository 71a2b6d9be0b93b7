import type { TTestimonial, TTestimonialUpdate } from '@sello/shared/testimonial-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TESTIMONIAL_NOT_FOUND, toTestimonial } from './testimonial-rows.ts';

/** Changes only the fields given. */
export const updateTestimonial = async ({
  db,
  id,
  input,
}: {
  db: TDb;
  id: string;
  input: TTestimonialUpdate;
}): Promise<TTestimonial> => {
  const row = await db
    .updateTable('testimonials')
    .set({
      ...(input.name !== undefined ? { author_name: input.name } : {}),
      ...(input.detail !== undefined ? { author_detail: input.detail } : {}),
      ...(input.quote !== undefined ? { content: input.quote } : {}),
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      ...(input.avatarUrl !== undefined ? { avatar_url: input.avatarUrl } : {}),
      ...(input.serviceType !== undefined ? { service_type: input.serviceType } : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
  return toTestimonial(row);
};
