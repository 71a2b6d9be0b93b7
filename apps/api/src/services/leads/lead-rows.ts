import { type TLead, ZStoredLeadDetails } from '@sello/shared/lead-schemas';
import type { Selectable } from 'kysely';
import type { LeadsTable } from '../../db/schema.ts';

export const LEAD_NOT_FOUND = 'Lead not found';

export const toLead = (row: Selectable<LeadsTable>): TLead => {
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
    sourceLanguage: details?.sourceLanguage ?? null,
    targetLanguages: details?.targetLanguages ?? [],
    destinationCountry: details?.destinationCountry ?? null,
    planId: details?.planId ?? null,
    status: row.status,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
};
