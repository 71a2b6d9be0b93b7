import {
  ZAcceptInvitationRequest,
  ZInvitationPreviewResponse,
  ZReadInvitationRequest,
} from '@sello/shared/staff-schemas';
import { ZSigninResponse } from '@sello/shared/two-factor-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { signInClient, trustDeviceOnSession } from '../auth/device-cookie.ts';
import { acceptStaffInvitation } from '../services/staff/accept-staff-invitation.ts';
import { readStaffInvitation } from '../services/staff/read-staff-invitation.ts';

/**
 * The emailed staff invitation (issue 30): read it, accept it. The token travels in the body (never in a logged
 * URL). Throttled like signing in (accepting signs in; neither route sends an email, and a 256-bit token is not
 * guessed): the password-reset limit, 5 a minute per address, turned away an office's staff joining together.
 */
export const staffInvitationRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/staff-invitation',
    {
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'readStaffInvitation',
        summary: 'Read a staff invitation from its emailed token',
        tags: ['auth'],
        body: ZReadInvitationRequest,
        response: { 200: ZInvitationPreviewResponse },
      },
    },
    async (request) => readStaffInvitation({ db: ctx.db, token: request.body.token }),
  );

  app.post(
    '/auth/staff-invitation/accept',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.authentication },
      schema: {
        operationId: 'acceptStaffInvitation',
        summary: 'Accept a staff invitation (a new account, or the signed-in one) and sign in',
        errorCodes: ['CONFLICT'],
        tags: ['auth'],
        body: ZAcceptInvitationRequest,
        response: { 200: ZSigninResponse },
      },
    },
    async (request, reply) => {
      const signedIn = await acceptStaffInvitation({
        db: ctx.db,
        keys: ctx.keys,
        viewer: request.user,
        input: request.body,
        client: signInClient(request, ctx.keys, ctx.signInSlowdown),
      });
      trustDeviceOnSession(request, reply, signedIn, { keys: ctx.keys, publicUrl: ctx.env.PUBLIC_URL });
      return signedIn;
    },
  );
};
