import { defaultSettings, type TSettings, ZSettings } from '@sello/shared/settings';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type TExecutor = TDb | Transaction<Database>;

/** Settings whose default does not depend on the deployment (the support address falls back to SUPPORT_EMAIL). */
export type TFixedDefaultKey = Exclude<keyof TSettings, 'supportEmail'>;

/** Reads every setting; built once with the app context, which binds the support-address fallback. */
export type TSettingsReader = (executor?: TExecutor) => Promise<TSettings>;

// Only the support address varies by deployment, so any address gives the other keys' defaults.
const FIXED_DEFAULTS = defaultSettings('support@sello.example');

/** The reader of all settings: a key missing from the table falls back to its default (all defaults if unreadable). */
export const createSettingsReader =
  (db: TDb, fallbackSupportEmail: string): TSettingsReader =>
  async (executor = db) => {
    const rows = await executor.selectFrom('settings').select(['key', 'value']).execute();
    const defaults = defaultSettings(fallbackSupportEmail);
    const merged: Record<string, unknown> = { ...defaults };
    for (const row of rows) {
      if (row.key in defaults) merged[row.key] = row.value;
    }
    const parsed = ZSettings.safeParse(merged);
    return parsed.success ? parsed.data : defaults;
  };

/** A stored value of one setting, or its default when it is unset or unreadable. */
export const parseSetting = <K extends TFixedDefaultKey>(key: K, value: unknown): TSettings[K] => {
  const parsed = ZSettings.shape[key].safeParse(value);
  return (parsed.success ? parsed.data : structuredClone(FIXED_DEFAULTS[key])) as TSettings[K];
};

/** One setting's stored value as a scalar subquery (parse it with parseSetting), for reads in one statement. */
export const settingSubquery = (key: TFixedDefaultKey): RawBuilder<unknown> =>
  sql<unknown>`(select settings.value from settings where settings.key = ${key})`;

/** One setting, without reading them all. */
export const readSetting = async <K extends TFixedDefaultKey>(db: TExecutor, key: K): Promise<TSettings[K]> => {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return parseSetting(key, row?.value);
};
