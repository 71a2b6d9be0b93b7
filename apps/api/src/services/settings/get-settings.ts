import { defaultSettings, type TSettings, ZSettings } from '@sello/shared/settings';
import type { TDb } from '../../db/database.ts';

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
