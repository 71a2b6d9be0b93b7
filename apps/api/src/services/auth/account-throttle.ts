import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { type RawBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';

/** Failed attempts one client (address or /64, or a trusted device) may make on one account before backing off. */
export const MAX_FAILURES_BEFORE_BACKOFF = 5;
const FIRST_BACKOFF_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 60 * 60;
/** Failed attempts on one account, from everywhere, beyond which each check from an unknown device is slowed. */
export const ACCOUNT_FAILURE_CEILING = 20;
export const ACCOUNT_SLOWDOWN_MS = 3000;
/** Wrong two-factor codes on one account from clients without its device cookie, per TWO_FACTOR_WINDOW_MS. */
export const TWO_FACTOR_FAILURE_CAP = 10;
export const TWO_FACTOR_WINDOW_MS = 15 * 60 * 1000;
/** A day without attempts starts a count afresh; the sweep deletes rows that old. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Who is attempting: built per request by the route (`signInClient` in `auth/device-cookie.ts`). */
export type TSignInClient = {
  /** request.ip (TRUST_PROXY applied). */
  address: string;
  /** The device id of a valid device cookie issued to this account, or null. */
  trustedDeviceFor: (userId: string) => string | null;
  /** Waits the account's slowdown (a timer in production; tests record the decision instead of waiting). */
  slowDown: (milliseconds: number) => Promise<void>;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const accountHash = (email: string) => sha256(email.trim().toLowerCase());

/** IPv4 as is; IPv6 by its /64 (one customer's whole allocation), IPv4-mapped IPv6 as the IPv4 address. */
export const addressGroup = (address: string): string => {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

/**
 * Who a sign-in attempt on `userId` comes from: a device that signed in to the account before (its valid cookie,
 * `trusted`), else the address or IPv6 /64.
 */
export const signInClientKey = (client: TSignInClient, userId: string | null): { key: string; trusted: boolean } => {
  const deviceId = userId ? client.trustedDeviceFor(userId) : null;
  return deviceId
    ? { key: `device:${deviceId}`, trusted: true }
    : { key: `address:${addressGroup(client.address)}`, trusted: false };
};

const keysFor = (email: string, clientKey: string) => {
  const account = accountHash(email);
  return {
    account: `a:${account}`,
    client: `c:${account}:${sha256(clientKey)}`,
    clientPrefix: `c:${account}:`,
    // Not under the account's `a:`/`c:` keys: a password reset leaves it (see forgetAllSignInAttempts).
    twoFactor: `t:${account}`,
  };
};

/** An attempt on an account that exists, by the client making it. */
type TKnownAccountAttempt = { db: TDb; email: string; userId: string; client: TSignInClient };

const describeWait = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** 429 with `retryAfter`, the whole seconds (at least 1) from `now` to `untilMs`; `message` is given the wait in words. */
const rateLimitedUntil = (untilMs: number, now: number, message: (wait: string) => string) => {
  const retryAfter = Math.max(1, Math.ceil((untilMs - now) / 1000));
  return new AppError(
    'RATE_LIMITED',
    message(describeWait(retryAfter)),
    { reason: 'sign-in-throttled', retryAfter },
    { retryAfterSeconds: retryAfter },
  );
};

const backedOffError = (until: Date, now: number) =>
  rateLimitedUntil(
    until.getTime(),
    now,
    (wait) =>
      `Too many failed sign-in attempts from this connection. Please try again in ${wait}, or reset your password.`,
  );

const countAfresh = (now: number) =>
  sql<number>`case when auth_throttles.updated_at < ${new Date(now - FORGET_AFTER_MS)} then 1 else auth_throttles.failures + 1 end`;

/**
 * Counts one attempt (password or two-factor code) on the account behind `email`, known or not, before it is
 * checked; `clearSignInAttempts` takes it back on success. Two counts:
 * - per account and client (the address, an IPv6 /64, or a device that signed in to this account before): from
 *   the MAX_FAILURES_BEFORE_BACKOFF-th attempt each one backs that client off (1 minute, doubling, at most an
 *   hour); its attempts meanwhile get 429 + `retryAfter`. Counting first, in one statement, means parallel
 *   requests cannot all slip in before the backoff is written. Nobody else's failures back a client off;
 * - per account, from everywhere: beyond ACCOUNT_FAILURE_CEILING each check from a device that has not signed in
 *   to the account before waits ACCOUNT_SLOWDOWN_MS, but is still made, so the right password gets in.
 * The state is in the database: every instance shares it.
 */
export const registerSignInAttempt = async ({
  db,
  email,
  userId,
  client,
}: {
  db: TDb;
  email: string;
  /** The account's id when it exists (its device cookie is only checked then). */
  userId: string | null;
  client: TSignInClient;
}): Promise<void> => {
  const { key, trusted } = signInClientKey(client, userId);
  const keys = keysFor(email, key);
  const now = Date.now();
  const nowDate = new Date(now);
  const failures = countAfresh(now);
  const backoffSeconds = (count: RawBuilder<number>) =>
    sql`least(${MAX_BACKOFF_SECONDS}, ${FIRST_BACKOFF_SECONDS} * power(2, least(${count} - ${MAX_FAILURES_BEFORE_BACKOFF}, 10)))`;
  const counted = await db
    .insertInto('auth_throttles')
    .values({ key: keys.client, failures: 1, locked_until: null, updated_at: nowDate })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures,
          locked_until: sql<Date | null>`case when ${failures} >= ${MAX_FAILURES_BEFORE_BACKOFF}
            then ${nowDate}::timestamptz + make_interval(secs => ${backoffSeconds(failures)}) end`,
          updated_at: nowDate,
        })
        .where((eb) =>
          eb.or([eb('auth_throttles.locked_until', 'is', null), eb('auth_throttles.locked_until', '<=', nowDate)]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (!counted) {
    const row = await db
      .selectFrom('auth_throttles')
      .select('locked_until')
      .where('key', '=', keys.client)
      .executeTakeFirst();
    throw backedOffError(row?.locked_until ?? new Date(now + 1000), now);
  }
  const account = await db
    .insertInto('auth_throttles')
    .values({ key: keys.account, failures: 1, locked_until: null, updated_at: nowDate })
    .onConflict((oc) => oc.column('key').doUpdateSet({ failures, updated_at: nowDate }))
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (!trusted && account.failures > ACCOUNT_FAILURE_CEILING) await client.slowDown(ACCOUNT_SLOWDOWN_MS);
};

/** A successful attempt: the client's count and backoff go, and the account's count no longer includes it. */
export const clearSignInAttempts = async ({ db, email, userId, client }: TKnownAccountAttempt): Promise<void> => {
  const keys = keysFor(email, signInClientKey(client, userId).key);
  await db.deleteFrom('auth_throttles').where('key', '=', keys.client).execute();
  await db
    .updateTable('auth_throttles')
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where('key', '=', keys.account)
    .execute();
};

/**
 * Counts one two-factor code from a client without the account's device cookie, before it is checked: beyond
 * TWO_FACTOR_FAILURE_CAP of them within TWO_FACTOR_WINDOW_MS of each other (from any address), such clients get 429
 * + `retryAfter` until the window has passed, the right code included. The owner's device is never counted nor
 * refused. `clearTwoFactorFailures` forgets the count once a code is right; a password reset does not.
 */
export const registerTwoFactorAttempt = async ({ db, email, userId, client }: TKnownAccountAttempt): Promise<void> => {
  if (signInClientKey(client, userId).trusted) return;
  const key = keysFor(email, '').twoFactor;
  const now = Date.now();
  const windowStart = new Date(now - TWO_FACTOR_WINDOW_MS);
  const counted = await db
    .insertInto('auth_throttles')
    .values({ key, failures: 1, locked_until: null, updated_at: new Date(now) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql<number>`case when auth_throttles.updated_at < ${windowStart} then 1 else auth_throttles.failures + 1 end`,
          updated_at: new Date(now),
        })
        .where((eb) =>
          eb.or([
            eb('auth_throttles.failures', '<', TWO_FACTOR_FAILURE_CAP),
            eb('auth_throttles.updated_at', '<', windowStart),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (counted) return;
  const row = await db.selectFrom('auth_throttles').select('updated_at').where('key', '=', key).executeTakeFirst();
  throw rateLimitedUntil(
    (row?.updated_at.getTime() ?? now) + TWO_FACTOR_WINDOW_MS,
    now,
    (wait) =>
      `Too many wrong authentication codes for this account. Please try again in ${wait}, or sign in from a device you have signed in with before.`,
  );
};

/** A right two-factor code: the account's count of wrong codes starts again. */
export const clearTwoFactorFailures = async ({ db, email }: { db: TDb; email: string }): Promise<void> => {
  await db.deleteFrom('auth_throttles').where('key', '=', keysFor(email, '').twoFactor).execute();
};

/**
 * A completed password reset: whoever reads the account's email starts clean, from every client. The count of wrong
 * two-factor codes stays: a reset link does not vouch for the code.
 */
export const forgetAllSignInAttempts = async ({ db, email }: { db: TDb; email: string }): Promise<void> => {
  const keys = keysFor(email, '');
  await db
    .deleteFrom('auth_throttles')
    .where((eb) => eb.or([eb('key', '=', keys.account), eb('key', 'like', `${keys.clientPrefix}%`)]))
    .execute();
};

/** Forgets counts nobody has added to for FORGET_AFTER_MS (they would start afresh anyway; backoffs are shorter). */
export const sweepAuthThrottles = async (db: TDb): Promise<number> => {
  const result = await db
    .deleteFrom('auth_throttles')
    .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${FORGET_AFTER_MS / 1000})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
