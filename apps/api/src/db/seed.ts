import { DEFAULT_RETENTION, defaultSettings } from '@sello/shared/settings';
import type { TDb } from './database.ts';

type TSeedEnv = { SUPPORT_EMAIL: string; RETENTION_UNCONVERTED_HOURS?: number; RETENTION_DELIVERED_DAYS?: number };

/** Inserts default settings that are missing; never overwrites what an admin has changed. */
export const seedDatabase = async (db: TDb, env: TSeedEnv): Promise<void> => {
  const defaults = defaultSettings(env.SUPPORT_EMAIL, {
    unconvertedHours: env.RETENTION_UNCONVERTED_HOURS ?? DEFAULT_RETENTION.unconvertedHours,
    deliveredDays: env.RETENTION_DELIVERED_DAYS ?? DEFAULT_RETENTION.deliveredDays,
    sentEmailDays: DEFAULT_RETENTION.sentEmailDays,
  });
  await db
    .insertInto('settings')
    .values(Object.entries(defaults).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
};
