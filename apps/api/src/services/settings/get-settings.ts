import { DEFAULT_LEGIBILITY_THRESHOLD } from '@sello/shared/analysis-schemas';
import { defaultSettings, type TSettings, ZSettings } from '@sello/shared/settings';
import { sql, type Transaction } from 'kysely';
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

/** A stored legibility threshold, or the default when it is unset or unreadable. */
export const parseLegibilityThreshold = (value: unknown): number => {
  const parsed = ZSettings.shape.legibilityThreshold.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LEGIBILITY_THRESHOLD;
};

/** The legibility setting's stored value as a scalar subquery, for reads that fetch everything in one statement. */
export const legibilityThresholdSetting = sql<unknown>`(select settings.value from settings where settings.key = 'legibilityThreshold')`;

/** The one setting a quote or order read needs (flagging hard-to-read pages), without reading them all. */
export const getLegibilityThreshold = async (db: TDb | Transaction<Database>): Promise<number> => {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'legibilityThreshold')
    .executeTakeFirst();
  return parseLegibilityThreshold(row?.value);
};
