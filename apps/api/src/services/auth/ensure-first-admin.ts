import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.ts';
import type { TDb } from '../../db/database.ts';

type TEnsureFirstAdminOptions = {
  db: TDb;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  fallbackDomain: string;
};

/**
 * Makes sure an administrator exists. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created (or promoted);
 * otherwise, if there is no admin at all, one is created with a random password that is returned to be shown once.
 */
export const ensureFirstAdmin = async ({
  db,
  adminEmail,
  adminPassword,
  fallbackDomain,
}: TEnsureFirstAdminOptions): Promise<{ email: string; password: string } | null> => {
  if (adminEmail && adminPassword) {
    const email = adminEmail.trim().toLowerCase();
    const existing = await db
      .selectFrom('users')
      .select(['id', 'is_admin'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) {
      if (!existing.is_admin)
        await db.updateTable('users').set({ is_admin: true }).where('id', '=', existing.id).execute();
      return null;
    }
    await db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(adminPassword),
        first_name: 'Admin',
        last_name: '',
        is_admin: true,
        email_verified_at: new Date(),
      })
      .execute();
    return null;
  }

  const anyAdmin = await db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirst();
  if (anyAdmin) return null;
  const email = `admin@${fallbackDomain}`;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ is_admin: true, password_hash: passwordHash })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        first_name: 'Admin',
        last_name: '',
        is_admin: true,
        email_verified_at: new Date(),
      })
      .execute();
  }
  return { email, password };
};
