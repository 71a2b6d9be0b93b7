import {
  ZStaffCredentialInput,
  ZStaffCredentialParams,
  ZStaffMemberParams,
  ZStaffProfileResponse,
  ZUpdateStaffProfileRequest,
} from '@sello/shared/staff-profile-schemas';
import { can } from '@sello/shared/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { removeStaffCredential } from '../../services/staff-profiles/remove-staff-credential.ts';
import { saveStaffCredential } from '../../services/staff-profiles/save-staff-credential.ts';
import { loadStaffProfile } from '../../services/staff-profiles/staff-profiles.ts';
import { updateStaffProfile } from '../../services/staff-profiles/update-staff-profile.ts';
import { signedInUserId, signingCertificateRoutes, staffImageRoutes } from '../staff-profile.ts';

/**
 * /api/admin/staff/:userId/profile and …/credentials: the back office (owner and project managers) reads any staff
 * member's profile, to assign work; the owner alone changes it: the credentials sworn work is assigned by, and the
 * seal, signature and signing certificate certified documents carry (docs/decisions.md › Translator profiles).
 */
export const adminStaffProfileRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, storage } = ctx;
  const profileOf = async (request: FastifyRequest, userId: string) => ({
    profile: await loadStaffProfile({
      db,
      storage,
      userId,
      canEditCredentials: can(request.user?.staff_role, 'staff'),
    }),
  });
  const ownerOnly = ctx.auth.requireOwner;

  app.get(
    '/staff/:userId/profile',
    {
      schema: {
        operationId: 'getStaffProfile',
        summary: "Read a staff member's profile, credentials and images",
        errorCodes: ['NOT_FOUND'],
        tags: ['admin'],
        params: ZStaffMemberParams,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => profileOf(request, request.params.userId),
  );

  app.put(
    '/staff/:userId/profile',
    {
      onRequest: ownerOnly,
      schema: {
        operationId: 'updateStaffProfile',
        summary: "Change a staff member's display name and language pairs",
        errorCodes: ['NOT_FOUND'],
        tags: ['admin'],
        params: ZStaffMemberParams,
        body: ZUpdateStaffProfileRequest,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      await updateStaffProfile({ db, userId: request.params.userId, input: request.body });
      return profileOf(request, request.params.userId);
    },
  );

  app.post(
    '/staff/:userId/credentials',
    {
      onRequest: ownerOnly,
      schema: {
        operationId: 'addStaffCredential',
        summary: 'Add a sworn appointment or a professional certification to a staff member',
        errorCodes: ['NOT_FOUND'],
        tags: ['admin'],
        params: ZStaffMemberParams,
        body: ZStaffCredentialInput,
        response: { 201: ZStaffProfileResponse },
      },
    },
    async (request, reply) => {
      await saveStaffCredential({
        db,
        userId: request.params.userId,
        input: request.body,
        actorUserId: signedInUserId(request),
      });
      return reply.code(201).send(await profileOf(request, request.params.userId));
    },
  );

  app.put(
    '/staff/:userId/credentials/:credentialId',
    {
      onRequest: ownerOnly,
      schema: {
        operationId: 'updateStaffCredential',
        summary: "Correct a staff member's credential",
        errorCodes: ['NOT_FOUND'],
        tags: ['admin'],
        params: ZStaffCredentialParams,
        body: ZStaffCredentialInput,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      const { userId, credentialId } = request.params;
      await saveStaffCredential({
        db,
        userId,
        credentialId,
        input: request.body,
        actorUserId: signedInUserId(request),
      });
      return profileOf(request, userId);
    },
  );

  app.delete(
    '/staff/:userId/credentials/:credentialId',
    {
      onRequest: ownerOnly,
      schema: {
        operationId: 'removeStaffCredential',
        summary: "Remove a staff member's credential",
        errorCodes: ['NOT_FOUND'],
        tags: ['admin'],
        params: ZStaffCredentialParams,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      const { userId, credentialId } = request.params;
      await removeStaffCredential({ db, userId, credentialId, actorUserId: signedInUserId(request) });
      return profileOf(request, userId);
    },
  );

  await app.register(staffImageRoutes, {
    ctx,
    userIdOf: (request: FastifyRequest) => (request.params as { userId: string }).userId,
    canEditCredentials: true,
    guard: ownerOnly,
    path: '/staff/:userId/profile',
    operationIds: { put: 'uploadStaffImage', remove: 'removeStaffImage' },
    paramsSchema: ZStaffMemberParams,
  });
  await app.register(signingCertificateRoutes, {
    ctx,
    userIdOf: (request: FastifyRequest) => (request.params as { userId: string }).userId,
    canEditCredentials: true,
    guard: ownerOnly,
    path: '/staff/:userId/profile',
    operationIds: { put: 'uploadStaffSigningCertificate', remove: 'removeStaffSigningCertificate' },
    paramsSchema: ZStaffMemberParams,
  });
};
