import { type TLead, type TLeadStatus, type TUpdateLeadRequest, ZStoredLeadDetails } from '@sello/shared/lead-schemas';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { LeadsTable } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export const LEAD_NOT_FOUND = 'Lead not found';

const toLead = (row: Selectable<LeadsTable>): TLead => {
  // details is free-form jsonb: show only what parses.
  const details = ZStoredLeadDetails.safeParse(row.details ?? {}).data;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    source: row.source,
    totalPages: details?.totalPages ?? null,
    documentDescription: row.message,
    targetLanguages: details?.targetLanguages ?? [],
    destinationCountry: details?.destinationCountry ?? null,
    planId: details?.planId ?? null,
    status: row.status,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
};

/** Newest first, optionally one status only. */
export const listLeads = async ({
  db,
  status,
  limit,
}: {
  db: TDb;
  status?: TLeadStatus | undefined;
  limit: number;
}): Promise<TLead[]> => {
  let query = db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
  if (status) query = query.where('status', '=', status);
  return (await query.execute()).map(toLead);
};

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
