import { DEFAULT_LEGIBILITY_THRESHOLD } from '@sello/shared/analysis-schemas';
import { defaultSettings, type TSettings, ZSettings } from '@sello/shared/settings';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Current settings; a key missing from the table (or unreadable) falls back to its default. */
export const getSettings = async (db: TDb, fallbackSupportEmail: string): Promise<TSettings> => {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const defaults = defaultSettings(fallbackSupportEmail);
  const merged: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    if (row.key in defaults) merged[row.key] = row.value;
  }
  const parsed = ZSettings.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
};

/** The one setting a quote or order read needs (flagging hard-to-read pages), without reading them all. */
export const getLegibilityThreshold = async (db: TDb | Transaction<Database>): Promise<number> => {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'legibilityThreshold')
    .executeTakeFirst();
  const parsed = ZSettings.shape.legibilityThreshold.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_LEGIBILITY_THRESHOLD;
};
