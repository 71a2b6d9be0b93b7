import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@sello/shared/account-schemas';
import { ZAuthResponse } from '@sello/shared/auth-schemas';
import {
  ZRegenerateRecoveryCodesRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorRecoveryCodes,
  ZTwoFactorSetup,
  ZTwoFactorSetupRequest,
  ZTwoFactorStatus,
} from '@sello/shared/two-factor-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { guardEveryRoute } from '../auth/authenticate.ts';
import { signInClient } from '../auth/device-cookie.ts';
import type { TUserRow } from '../db/schema.ts';
import { changePassword } from '../services/account/change-password.ts';
import { deleteAccount } from '../services/account/delete-account.ts';
import { disableTwoFactor } from '../services/account/disable-two-factor.ts';
import { enableTwoFactor } from '../services/account/enable-two-factor.ts';
import { regenerateRecoveryCodes } from '../services/account/regenerate-recovery-codes.ts';
import { startTwoFactorSetup } from '../services/account/start-two-factor-setup.ts';
import { updateProfile } from '../services/account/update-profile.ts';
import { countRecoveryCodesLeft, replaceRecoveryCodes } from '../services/auth/recovery-codes.ts';

const signedInUser = (user: TUserRow | null): TUserRow => {
  if (!user) throw new Error('requireUser guarantees a user');
  return user;
};

/**
 * The signed-in user's own account: PUT /api/account/profile, PUT /api/account/password,
 * POST /api/account/delete (POST because the confirmation password travels in the body), and two-factor:
 * GET /api/account/two-factor, POST …/setup and …/enable (staff), POST …/recovery-codes and …/disable
 * {password, code}.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireUser);
  // Password and code checks here count toward the sign-in throttle like a sign-in.
  const client = (request: FastifyRequest) => signInClient(request, ctx.keys, ctx.signInSlowdown);

  app.put(
    '/profile',
    {
      schema: {
        operationId: 'updateProfile',
        summary: "Change the signed-in user's name",
        tags: ['account'],
        body: ZUpdateProfileRequest,
        response: { 200: ZUpdateProfileResponse },
      },
    },
    async (request) => ({
      user: await updateProfile({ db: ctx.db, userId: signedInUser(request.user).id, input: request.body }),
    }),
  );

  app.put(
    '/password',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'changePassword',
        summary: "Change the signed-in user's password",
        errorCodes: ['RATE_LIMITED'],
        tags: ['account'],
        body: ZChangePasswordRequest,
        response: { 200: ZAuthResponse },
      },
    },
    async (request) =>
      changePassword({
        db: ctx.db,
        keys: ctx.keys,
        user: signedInUser(request.user),
        input: request.body,
        client: client(request),
      }),
  );

  app.post(
    '/delete',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'deleteAccount',
        summary: "Delete the signed-in user's account",
        errorCodes: ['CONFLICT', 'RATE_LIMITED'],
        tags: ['account'],
        body: ZDeleteAccountRequest,
      },
    },
    async (request, reply) => {
      await deleteAccount({
        db: ctx.db,
        storage: ctx.storage,
        user: signedInUser(request.user),
        input: request.body,
        client: client(request),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/two-factor',
    {
      schema: {
        operationId: 'getTwoFactorStatus',
        summary: 'Tell whether two-factor sign-in is on',
        tags: ['account'],
        response: { 200: ZTwoFactorStatus },
      },
    },
    async (request) => {
      const user = signedInUser(request.user);
      const enabled = user.totp_secret !== null;
      return {
        enabled,
        recoveryCodesLeft: enabled ? await countRecoveryCodesLeft({ db: ctx.db, userId: user.id }) : 0,
      };
    },
  );

  app.post(
    '/two-factor/setup',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'startTwoFactorSetup',
        summary: 'Start two-factor setup: a new secret and its otpauth URL',
        errorCodes: ['CONFLICT', 'FORBIDDEN', 'RATE_LIMITED'],
        tags: ['account'],
        body: ZTwoFactorSetupRequest,
        response: { 200: ZTwoFactorSetup },
      },
    },
    async (request) =>
      startTwoFactorSetup({
        db: ctx.db,
        totpKey: ctx.keys.totpKey,
        issuer: ctx.env.BRAND_NAME,
        user: signedInUser(request.user),
        input: request.body,
        client: client(request),
      }),
  );

  app.post(
    '/two-factor/enable',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'enableTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code; answers the ten one-time recovery codes, shown once',
        errorCodes: ['CONFLICT', 'FORBIDDEN'],
        tags: ['account'],
        body: ZTwoFactorEnableRequest,
        response: { 200: ZTwoFactorRecoveryCodes },
      },
    },
    async (request) => {
      const user = signedInUser(request.user);
      const recoveryCodes = await ctx.db.transaction().execute(async (trx) => {
        await enableTwoFactor({ db: trx, totpKey: ctx.keys.totpKey, user, input: request.body });
        return replaceRecoveryCodes({ db: trx, userId: user.id });
      });
      return { enabled: true, recoveryCodesLeft: recoveryCodes.length, recoveryCodes };
    },
  );

  app.post(
    '/two-factor/recovery-codes',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'regenerateRecoveryCodes',
        summary: 'Replace the two-factor recovery codes (the old ones stop working) with the password and a code',
        errorCodes: ['CONFLICT', 'RATE_LIMITED'],
        tags: ['account'],
        body: ZRegenerateRecoveryCodesRequest,
        response: { 200: ZTwoFactorRecoveryCodes },
      },
    },
    async (request) =>
      regenerateRecoveryCodes({
        db: ctx.db,
        totpKey: ctx.keys.totpKey,
        user: signedInUser(request.user),
        input: request.body,
        client: client(request),
      }),
  );

  app.post(
    '/two-factor/disable',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off with the password and a code',
        errorCodes: ['RATE_LIMITED'],
        tags: ['account'],
        body: ZTwoFactorDisableRequest,
        response: { 200: ZTwoFactorStatus },
      },
    },
    async (request) => {
      await disableTwoFactor({
        db: ctx.db,
        totpKey: ctx.keys.totpKey,
        user: signedInUser(request.user),
        input: request.body,
        client: client(request),
      });
      return { enabled: false, recoveryCodesLeft: 0 };
    },
  );
};
