import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

/** Failed attempts an account may have before it is locked. */
export const MAX_FAILURES_BEFORE_LOCK = 5;
const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 60 * 60;
/** A day without attempts starts the count afresh. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const throttleKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const describeWait = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const lockedError = (lockedUntil: Date, now: number) => {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000));
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts for this account. Please try again in ${describeWait(retryAfter)}, or reset your password.`,
    { retryAfter },
    { retryAfterSeconds: retryAfter },
  );
};

/**
 * Counts one sign-in attempt (password or two-factor code) for the account behind `email`, known or not, before
 * it is checked; `clearAccountAttempts` forgets them on success. From the MAX_FAILURES_BEFORE_LOCK-th attempt on
 * each attempt locks the account for a while (1 minute, doubling, at most an hour) and attempts while it is locked
 * are refused with a 429 carrying `retryAfter` seconds. Counting first, in one statement, means parallel requests
 * cannot all slip in before the lock is written; the state is in the database so every instance shares it.
 */
export const registerAccountAttempt = async ({ db, email }: { db: TDb; email: string }): Promise<void> => {
  const key = throttleKey(email);
  const now = Date.now();
  const nowDate = new Date(now);
  const failures = sql<number>`case when auth_throttles.updated_at < ${new Date(now - FORGET_AFTER_MS)} then 1 else auth_throttles.failures + 1 end`;
  const lockSeconds = (count: ReturnType<typeof sql<number>>) =>
    sql`least(${MAX_LOCK_SECONDS}, ${FIRST_LOCK_SECONDS} * power(2, least(${count} - ${MAX_FAILURES_BEFORE_LOCK}, 10)))`;
  const counted = await db
    .insertInto('auth_throttles')
    .values({ key, failures: 1, locked_until: null, updated_at: nowDate })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures,
          locked_until: sql<Date | null>`case when ${failures} >= ${MAX_FAILURES_BEFORE_LOCK}
            then ${nowDate}::timestamptz + make_interval(secs => ${lockSeconds(failures)}) end`,
          updated_at: nowDate,
        })
        .where((eb) =>
          eb.or([eb('auth_throttles.locked_until', 'is', null), eb('auth_throttles.locked_until', '<=', nowDate)]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (counted) return;
  const row = await db.selectFrom('auth_throttles').select('locked_until').where('key', '=', key).executeTakeFirst();
  throw lockedError(row?.locked_until ?? new Date(now + 1000), now);
};

/** A successful sign-in (or a password reset) forgets the account's failed attempts and any lock. */
export const clearAccountAttempts = async ({ db, email }: { db: TDb; email: string }): Promise<void> => {
  await db.deleteFrom('auth_throttles').where('key', '=', throttleKey(email)).execute();
};
