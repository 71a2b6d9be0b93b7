import type { TAdminUser } from '@sello/shared/customer-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

export const USER_NOT_FOUND = 'User not found';

const usersWithOrderCount = (db: TDb) =>
  db.selectFrom('users').select([
    'users.id',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.is_admin',
    'users.email_verified_at',
    'users.created_at',
    // Orders placed signed in, plus guest orders under the account's email.
    sql<number>`(select count(*)::int from orders o
        where o.user_id = users.id or (o.user_id is null and lower(o.customer_email) = lower(users.email)))`.as(
      'order_count',
    ),
  ]);

const toAdminUser = (row: Awaited<ReturnType<ReturnType<typeof usersWithOrderCount>['executeTakeFirstOrThrow']>>) => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: row.is_admin,
  emailVerified: row.email_verified_at !== null,
  createdAt: row.created_at.toISOString(),
  orderCount: Number(row.order_count),
});

/** Accounts, newest first (never password hashes or tokens), and how many there are in all. */
export const listUsers = async ({
  db,
  limit,
}: {
  db: TDb;
  limit: number;
}): Promise<{ users: TAdminUser[]; count: number }> => {
  const [rows, total] = await Promise.all([
    usersWithOrderCount(db).orderBy('users.created_at', 'desc').orderBy('users.id').limit(limit).execute(),
    db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map(toAdminUser), count: Number(total.n) };
};

export const loadUser = async ({ db, id }: { db: TDb; id: string }): Promise<TAdminUser> => {
  const row = await usersWithOrderCount(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return toAdminUser(row);
};
