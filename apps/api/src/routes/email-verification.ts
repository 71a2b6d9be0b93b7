import {
  ZResendVerificationRequest,
  ZResendVerificationResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@sello/shared/email-verification-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { signInClient } from '../auth/device-cookie.ts';
import { resendVerificationEmail } from '../services/auth/resend-verification-email.ts';
import { verifyEmail } from '../services/auth/verify-email.ts';

/**
 * Email verification: the emailed link (signed in to its account, or setting the account's password — behind the
 * two-factor code when the account has one) and "Resend email".
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/verify-email',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'verifyEmail',
        summary: 'Confirm an email address with the emailed token',
        errorCodes: ['FORBIDDEN'],
        tags: ['auth'],
        body: ZVerifyEmailRequest,
        response: { 200: ZVerifyEmailResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await verifyEmail({
        db: ctx.db,
        keys: ctx.keys,
        token: request.body.token,
        viewer: request.user,
        newPassword: request.body.newPassword,
        client: signInClient(request, ctx.keys, ctx.signInSlowdown),
      });
      // An account with two-factor on gets the sign-in challenge; the code step completes the verification.
      return 'twoFactorRequired' in result ? result : { success: true as const, ...result };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: ctx.auth.requireUser,
      // Per IP here; the service adds a one-a-minute limit per account.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Send the signed-in user a new verification email',
        tags: ['auth'],
        body: ZResendVerificationRequest,
        response: { 200: ZResendVerificationResponse },
      },
    },
    async (request) => {
      if (!request.user) throw new Error('requireUser guarantees a user');
      const result = await resendVerificationEmail({
        db: ctx.db,
        mailer: ctx.mailer,
        env: ctx.env,
        readSettings: ctx.readSettings,
        user: request.user,
        locale: request.body?.locale ?? 'en',
      });
      return { success: true as const, ...result };
    },
  );
};
