import type {
  TPublicTestimonial,
  TTestimonial,
  TTestimonialUpdate,
  ZTestimonialInput,
} from '@sello/shared/testimonial-schemas';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import type { TestimonialsTable } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';

const toPublicTestimonial = (
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

const toTestimonial = (row: Selectable<TestimonialsTable>): TTestimonial => ({
  ...toPublicTestimonial(row),
  serviceType: row.service_type,
  published: row.published,
  position: row.position,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

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

export const deleteTestimonial = async ({ db, id }: { db: TDb; id: string }): Promise<void> => {
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
};

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
