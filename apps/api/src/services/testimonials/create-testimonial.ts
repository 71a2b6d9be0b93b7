import type { TTestimonial, ZTestimonialInput } from '@sello/shared/testimonial-schemas';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { toTestimonial } from './testimonial-rows.ts';

export const createTestimonial = async ({
  db,
  input,
}: {
  db: TDb;
  input: z.output<typeof ZTestimonialInput>;
}): Promise<TTestimonial> => {
  const row = await db
    .insertInto('testimonials')
    .values({
      author_name: input.name,
      author_detail: input.detail,
      content: input.quote,
      rating: input.rating,
      avatar_url: input.avatarUrl,
      service_type: input.serviceType,
      published: input.published,
      position: input.position,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTestimonial(row);
};
