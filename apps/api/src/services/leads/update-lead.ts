import type { TLead, TUpdateLeadRequest } from '@sello/shared/lead-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { LEAD_NOT_FOUND, toLead } from './lead-rows.ts';

/** Sets the follow-up status (and the admin's note, when given). */
export const updateLead = async ({
  db,
  id,
  input,
}: {
  db: TDb;
  id: string;
  input: TUpdateLeadRequest;
}): Promise<TLead> => {
  const row = await db
    .updateTable('leads')
    .set({
      status: input.status,
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND);
  return toLead(row);
};
