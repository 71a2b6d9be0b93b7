import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.ts';
import type { TDb } from '../../db/database.ts';
import { retireVerificationTokens } from './verification-tokens.ts';

type TOutcomeLogger = { info: (message: string) => void; warn: (message: string) => void };

type TEnsureFirstAdminOptions = {
  db: TDb;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** ADMIN_PROMOTE_EXISTING: an existing, verified account with ADMIN_EMAIL may be made admin, once. */
  promoteExisting?: boolean;
  fallbackDomain: string;
  /** Where the outcome is told; messages never carry the email address. */
  logger?: TOutcomeLogger;
};

const silent: TOutcomeLogger = { info: () => {}, warn: () => {} };

/**
 * Makes sure an administrator exists. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created when the email has
 * none. An existing account is never promoted on the strength of the email alone (anyone may have signed up with
 * it): only with ADMIN_PROMOTE_EXISTING, only once its email is verified, and only once ever (`admin_promoted_at`),
 * so an admin taken back by hand is not made admin again at the next boot. Without ADMIN_EMAIL, if there is no
 * admin at all, one is created with a random password that is returned to be shown once.
 */
export const ensureFirstAdmin = async ({
  db,
  adminEmail,
  adminPassword,
  promoteExisting = false,
  fallbackDomain,
  logger = silent,
}: TEnsureFirstAdminOptions): Promise<{ email: string; password: string } | null> => {
  if (adminEmail && adminPassword) {
    const email = adminEmail.trim().toLowerCase();
    const existing = await db
      .selectFrom('users')
      .select(['id', 'is_admin', 'email_verified_at', 'admin_promoted_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(adminPassword),
          first_name: 'Admin',
          last_name: '',
          staff_role: 'owner',
          email_verified_at: new Date(),
        })
        // Instances starting together: the first one creates the account, the others find it made.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst()
        .then((created) => created && logger.info('ADMIN_EMAIL: administrator account created'));
      return null;
    }
    if (existing.is_admin) return null;
    if (!promoteExisting) {
      logger.warn(
        'ADMIN_EMAIL: an account with this email already exists and is not an administrator; it was not promoted ' +
          '(set ADMIN_PROMOTE_EXISTING=true to promote it once its email is verified)',
      );
    } else if (existing.admin_promoted_at) {
      logger.warn(
        'ADMIN_EMAIL: this account was promoted once before and is no longer an administrator; not promoted again',
      );
    } else if (!existing.email_verified_at) {
      logger.warn('ADMIN_EMAIL: the existing account is not verified yet; it was not promoted');
    } else {
      await db
        .updateTable('users')
        .set({ staff_role: 'owner', admin_promoted_at: new Date() })
        .where('id', '=', existing.id)
        .where('admin_promoted_at', 'is', null)
        .execute();
      logger.info('ADMIN_EMAIL: existing verified account promoted to administrator (ADMIN_PROMOTE_EXISTING)');
    }
    return null;
  }

  const anyAdmin = await db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirst();
  if (anyAdmin) return null;
  const email = `admin@${fallbackDomain}`;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    const promoted = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ staff_role: 'owner', password_hash: passwordHash })
        .where('id', '=', existing.id)
        // Not one another instance has just made admin (with the password it showed).
        .where('is_admin', '=', false)
        .executeTakeFirst();
      const promotedNow = Number(updated.numUpdatedRows) > 0;
      // A new password: links sent with the old one stop working.
      if (promotedNow) await retireVerificationTokens(trx, existing.id);
      return promotedNow;
    });
    if (!promoted) return null;
  } else {
    const created = await db
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        first_name: 'Admin',
        last_name: '',
        staff_role: 'owner',
        email_verified_at: new Date(),
      })
      // Another instance starting at the same moment made the account (and showed its password): not this one's.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return null;
  }
  return { email, password };
};
