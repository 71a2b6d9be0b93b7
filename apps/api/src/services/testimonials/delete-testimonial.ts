import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TESTIMONIAL_NOT_FOUND } from './testimonial-rows.ts';

export const deleteTestimonial = async ({ db, id }: { db: TDb; id: string }): Promise<void> => {
  const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
};
