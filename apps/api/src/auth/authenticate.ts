import { can, type TStaffPermission } from '@sello/shared/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TDb } from '../db/database.ts';
import type { TUserRow } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { parseSetting, settingSubquery } from '../services/settings/settings.ts';
import { readAccessToken, type TTokenKeys } from './tokens.ts';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `identify`; null for anonymous requests. */
    user: TUserRow | null;
    /** A staff member the owner's two-factor rule holds back (on `identify` routes `user` then has no staff role). */
    staffWithoutTwoFactor?: boolean;
  }
}

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
};

/**
 * Hooks that read the bearer token and load the user from the database on every request,
 * so a deleted account or a revoked admin right takes effect immediately.
 */
export const createAuthHooks = ({ db, keys }: { db: TDb; keys: TTokenKeys }) => {
  /** Reads the bearer token and loads its user (refusing an expired or revoked session). */
  const loadUser = async (request: FastifyRequest): Promise<void> => {
    request.user = null;
    request.staffWithoutTwoFactor = false;
    const token = bearerToken(request);
    if (!token) return;
    const access = await readAccessToken(keys, token);
    if (!access) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE, { reason: 'session-expired' });
    // The owner's staff two-factor rule comes in the same statement: every signed-in request pays one query.
    const row = await db
      .selectFrom('users')
      .selectAll()
      .select(settingSubquery('staffSecurity').as('staff_security_setting'))
      .where('id', '=', access.userId)
      .executeTakeFirst();
    // A password reset or change ends every session, including access tokens issued before it.
    const revoked = row?.sessions_valid_after && access.issuedAt < row.sessions_valid_after.getTime();
    if (!row || revoked) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE, { reason: 'session-expired' });
    const { staff_security_setting: staffSecurity, ...user } = row;
    request.user = user;
    request.staffWithoutTwoFactor =
      user.staff_role != null && !user.totp_secret && parseSetting('staffSecurity', staffSecurity).requireTwoFactor;
  };

  /**
   * Optional sign-in (the customer routes). The owner's "require two-factor for staff" holds here too: until they set
   * it up, a staff member is only a customer on these routes (no staff view of orders, files or instructions).
   */
  const identify = async (request: FastifyRequest): Promise<void> => {
    await loadUser(request);
    if (request.user && request.staffWithoutTwoFactor)
      request.user = { ...request.user, staff_role: null, is_admin: false };
  };

  /** A signed-in user, staff role kept: the account routes where a staff member sets up two-factor. */
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await loadUser(request);
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
  };

  /**
   * The owner's "require two-factor for staff": a staff member without it reaches no staff route until they set it
   * up (the account routes that do it are `requireUser`, outside this rule).
   */
  const assertTwoFactorIfRequired = (request: FastifyRequest): void => {
    if (request.staffWithoutTwoFactor) {
      throw new AppError(
        'FORBIDDEN',
        'Please set up two-factor authentication first: the agency requires it for staff.',
        {
          reason: 'two-factor-required',
        },
      );
    }
  };

  /** A hook that lets through staff whose role has `permission` (`@sello/shared/staff-roles`). */
  const requirePermission = (permission: TStaffPermission, refusal: string) => {
    return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      await loadUser(request);
      if (!request.user) throw new AppError('UNAUTHORIZED', 'Admin authentication required');
      assertTwoFactorIfRequired(request);
      if (!can(request.user.staff_role, permission)) throw new AppError('FORBIDDEN', refusal);
    };
  };

  /** The back office (owner and project managers): the specification's admin routes. */
  const requireAdmin = requirePermission('backOffice', 'Admin access required');
  /** Settings, staff and money: the owner alone. */
  const requireOwner = requirePermission('settings', 'Only the owner of the agency can do this');
  /** Any staff member (translators and reviewers reach only their own tasks; services check the assignment). */
  const requireStaff = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await loadUser(request);
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Admin authentication required');
    assertTwoFactorIfRequired(request);
    if (!request.user.staff_role) throw new AppError('FORBIDDEN', 'Staff access required');
  };

  return { identify, requireUser, requireAdmin, requireOwner, requireStaff };
};

export type TAuthHooks = ReturnType<typeof createAuthHooks>;

/** How many guards `guardEveryRoute` put at the front of each route, so a plugin's guard runs after its parent's. */
const guardsPlanted = new WeakMap<object, number>();

/**
 * Runs `hook` (e.g. `requireAdmin`) before anything else on every route the plugin `app` and its children register
 * (after a parent plugin's guard: /api/admin's `requireAdmin`, then the settings plugin's `requireOwner`). Unlike a
 * plugin-wide `addHook('onRequest')`, the hook then sits in each route's own options, where the OpenAPI document reads
 * who may call the route (`http/openapi.ts`).
 */
export const guardEveryRoute = (app: FastifyInstance, hook: TAuthHooks[keyof TAuthHooks]) => {
  app.addHook('onRoute', (route) => {
    const hooks = ([] as onRequestHookHandler[]).concat(route.onRequest ?? []);
    // Fastify passes a GET route's options again for its HEAD twin.
    if (hooks.includes(hook as onRequestHookHandler)) return;
    const planted = guardsPlanted.get(route) ?? 0;
    hooks.splice(planted, 0, hook as onRequestHookHandler);
    guardsPlanted.set(route, planted + 1);
    route.onRequest = hooks;
  });
};
