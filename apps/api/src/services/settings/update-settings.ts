import type { TSettings } from '@sello/shared/settings';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { readSetting } from './settings.ts';

/**
 * Saves every setting in one transaction. Quotes already made keep the pricing snapshot they were created
 * with, so only quotes created after this returns see the new values. Turning the staff two-factor requirement on or
 * off is a staff change recorded in the audit trail, as `actorUserId`'s (Sello's when a script saves).
 */
export const updateSettings = async ({
  db,
  settings,
  actorUserId = null,
}: {
  db: TDb;
  settings: TSettings;
  actorUserId?: string | null;
}): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const { requireTwoFactor } = await readSetting(trx, 'staffSecurity');
    if (settings.staffSecurity.requireTwoFactor !== requireTwoFactor) {
      await recordAudit(trx, {
        orderId: null,
        actor: actorUserId ? { userId: actorUserId } : { userId: null, role: 'system' },
        action: 'staff_two_factor_requirement_changed',
        detail: { required: settings.staffSecurity.requireTwoFactor },
      });
    }
    for (const [key, value] of Object.entries(settings)) {
      const json = JSON.stringify(value);
      await trx
        .insertInto('settings')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
        .execute();
    }
  });
};

/** When the settings were last written (seeded or saved by an admin); null for an empty table. */
export const settingsUpdatedAt = async (db: TDb): Promise<Date | null> => {
  const row = await db
    .selectFrom('settings')
    .select((eb) => eb.fn.max('updated_at').as('updatedAt'))
    .executeTakeFirst();
  return row?.updatedAt ? new Date(row.updatedAt) : null;
};
