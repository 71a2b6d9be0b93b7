import {
  ZAuthResponse,
  ZAuthUser,
  ZRefreshTokenRequest,
  ZSigninRequest,
  ZSignoutRequest,
  ZSignupRequest,
  ZSignupResponse,
} from '@sello/shared/auth-schemas';
import { ZSigninResponse, ZTwoFactorSigninRequest } from '@sello/shared/two-factor-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { setTrustedDeviceCookie, signInClient } from '../auth/device-cookie.ts';
import { toAuthUser } from '../services/auth/auth-user.ts';
import { completeTwoFactorSignIn } from '../services/auth/complete-two-factor-sign-in.ts';
import { refreshSession } from '../services/auth/refresh-session.ts';
import { signIn } from '../services/auth/sign-in.ts';
import { signOut } from '../services/auth/sign-out.ts';
import { signUp } from '../services/auth/sign-up.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, keys, rateLimits, auth } = ctx;
  const client = (request: FastifyRequest) => signInClient(request, keys, ctx.signInSlowdown);
  const trustDevice = (request: FastifyRequest, reply: FastifyReply, userId: string) =>
    setTrustedDeviceCookie(request, reply, { keys, userId, publicUrl: ctx.env.PUBLIC_URL });

  app.post(
    '/auth/signup',
    {
      config: { rateLimit: rateLimits.authentication },
      schema: {
        operationId: 'signUp',
        summary: 'Create a customer account and send the verification email',
        errorCodes: ['CONFLICT'],
        tags: ['auth'],
        body: ZSignupRequest,
        response: { 201: ZSignupResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await signUp({
          db,
          keys,
          mailer: ctx.mailer,
          env: ctx.env,
          readSettings: ctx.readSettings,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/auth/signin',
    {
      config: { rateLimit: rateLimits.authentication },
      // `{ tokens, user }`, or `{ twoFactorRequired, challengeToken, expiresIn }` for an account with two-factor on.
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with email and password (or get a two-factor challenge)',
        errorCodes: ['UNAUTHORIZED'],
        tags: ['auth'],
        body: ZSigninRequest,
        response: { 200: ZSigninResponse },
      },
    },
    async (request, reply) => {
      const result = await signIn({ db, keys, input: request.body, client: client(request) });
      if ('tokens' in result) trustDevice(request, reply, result.user.id);
      return result;
    },
  );

  app.post(
    '/auth/signin/two-factor',
    {
      config: { rateLimit: rateLimits.authentication },
      schema: {
        operationId: 'completeTwoFactorSignIn',
        summary: 'Finish a two-factor sign-in with the authenticator code',
        errorCodes: ['UNAUTHORIZED'],
        tags: ['auth'],
        body: ZTwoFactorSigninRequest,
        response: { 200: ZAuthResponse },
      },
    },
    async (request, reply) => {
      const result = await completeTwoFactorSignIn({ db, keys, input: request.body, client: client(request) });
      trustDevice(request, reply, result.user.id);
      return result;
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: { rateLimit: rateLimits.refreshToken },
      schema: {
        operationId: 'refreshToken',
        summary: 'Exchange a refresh token for a new session',
        errorCodes: ['UNAUTHORIZED'],
        tags: ['auth'],
        body: ZRefreshTokenRequest,
        response: { 200: ZAuthResponse },
      },
    },
    async (request) => refreshSession({ db, keys, input: request.body }),
  );

  app.post(
    '/auth/signout',
    {
      config: { rateLimit: rateLimits.refreshToken },
      schema: { operationId: 'signOut', summary: 'Revoke a refresh token', tags: ['auth'], body: ZSignoutRequest },
    },
    async (request, reply) => {
      await signOut({ db, refreshToken: request.body.refreshToken });
      return reply.code(204).send();
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: auth.requireUser,
      schema: {
        operationId: 'getCurrentUser',
        summary: 'Read the signed-in user',
        tags: ['auth'],
        response: { 200: z.object({ user: ZAuthUser }) },
      },
    },
    async (request) => {
      if (!request.user) throw new Error('requireUser guarantees a user');
      return { user: toAuthUser(request.user) };
    },
  );
};
