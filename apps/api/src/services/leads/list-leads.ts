import type { TLead, TLeadStatus } from '@sello/shared/lead-schemas';
import type { TDb } from '../../db/database.ts';
import { toLead } from './lead-rows.ts';

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
