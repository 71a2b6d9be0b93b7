import {
  FORGOT_PASSWORD_MESSAGE,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '@sello/shared/account-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { signInClient, trustDeviceOnSession } from '../auth/device-cookie.ts';
import { requestPasswordReset } from '../services/auth/request-password-reset.ts';
import { resetPassword } from '../services/auth/reset-password.ts';

/** POST /api/auth/forgot-password and POST /api/auth/reset-password (kept apart from routes/auth.ts). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: ctx.rateLimits.passwordReset },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Email a password reset link, if the account exists',
        tags: ['auth'],
        body: ZForgotPasswordRequest,
        response: { 202: ZForgotPasswordResponse },
      },
    },
    async (request, reply) => {
      await requestPasswordReset({
        db: ctx.db,
        mailer: ctx.mailer,
        brandName: ctx.env.BRAND_NAME,
        publicUrl: ctx.env.PUBLIC_URL,
        readSettings: ctx.readSettings,
        input: request.body,
      });
      return reply.code(202).send({ success: true as const, message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: ctx.rateLimits.passwordReset },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the emailed reset token and sign in',
        tags: ['auth'],
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordResponse },
      },
    },
    async (request, reply) => {
      const signedIn = await resetPassword({
        db: ctx.db,
        keys: ctx.keys,
        input: request.body,
        client: signInClient(request, ctx.keys, ctx.signInSlowdown),
      });
      trustDeviceOnSession(request, reply, signedIn, { keys: ctx.keys, publicUrl: ctx.env.PUBLIC_URL });
      return { success: true as const, ...signedIn };
    },
  );
};
