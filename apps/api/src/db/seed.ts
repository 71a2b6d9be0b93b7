import { defaultSettings } from '@sello/shared/settings';
import type { TDb } from './database.ts';

/** Inserts default settings that are missing; never overwrites what an admin has changed. */
export const seedDatabase = async (db: TDb, env: { SUPPORT_EMAIL: string }): Promise<void> => {
  const defaults = defaultSettings(env.SUPPORT_EMAIL);
  await db
    .insertInto('settings')
    .values(Object.entries(defaults).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
};
