import {
  STAFF_IMAGE_TYPES,
  type TStaffImageName,
  ZStaffImageName,
  ZStaffProfileResponse,
  ZUpdateStaffProfileRequest,
  ZUploadSigningCertificateRequest,
} from '@sello/shared/staff-profile-schemas';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSignedInUser, type TAppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { setAttachmentHeaders } from '../http/attachment-headers.ts';
import { openStaffImage } from '../services/staff-profiles/open-staff-image.ts';
import { removeSigningCertificate } from '../services/staff-profiles/remove-signing-certificate.ts';
import { removeStaffImage } from '../services/staff-profiles/remove-staff-image.ts';
import { loadStaffProfile } from '../services/staff-profiles/staff-profiles.ts';
import { storeSigningCertificate } from '../services/staff-profiles/store-signing-certificate.ts';
import { storeStaffImage } from '../services/staff-profiles/store-staff-image.ts';
import { updateStaffProfile } from '../services/staff-profiles/update-staff-profile.ts';

/** The options of the routes that change a profile's images and signing certificate, for one of the two paths. */
type TImageRouteOptions = {
  ctx: TAppContext;
  /** Whose images the route changes: the path's staff member (back office) or the signed-in person. */
  userIdOf: (request: FastifyRequest) => string;
  canEditCredentials: boolean;
  /** The auth hook, in the route's own options (where the OpenAPI document reads it). */
  guard?: onRequestHookHandler;
  path: string;
  operationIds: { put: string; remove: string };
  paramsSchema: z.ZodObject;
};

/** What the image and certificate routes answer: the profile as it now is. */
const profileAnswer = async ({ ctx, userIdOf, canEditCredentials }: TImageRouteOptions, request: FastifyRequest) => ({
  profile: await loadStaffProfile({ db: ctx.db, storage: ctx.storage, userId: userIdOf(request), canEditCredentials }),
});

const isStaffImageType = (value: string): value is (typeof STAFF_IMAGE_TYPES)[number] =>
  (STAFF_IMAGE_TYPES as readonly string[]).includes(value);

/**
 * PUT <path>/images/:image (the image is the body, `Content-Type: image/png` or `image/jpeg`, streamed to storage) and
 * DELETE it; both answer the profile as it now is. Shared by the back office's and the person's own routes.
 */
export const staffImageRoutes: FastifyPluginAsync<TImageRouteOptions> = async (app, options) => {
  const { ctx } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = options.paramsSchema.extend({ image: ZStaffImageName });
  const imageOf = (request: FastifyRequest) => (request.params as { image: TStaffImageName }).image;
  const answer = (request: FastifyRequest) => profileAnswer(options, request);

  typed.put(
    `${options.path}/images/:image`,
    {
      ...(options.guard ? { onRequest: options.guard } : {}),
      config: { streamsBody: true, rateLimit: perSignedInUser(ctx.rateLimits.staffWork) },
      schema: {
        operationId: options.operationIds.put,
        summary: 'Upload a seal or signature image (PNG or JPEG, at most 2 MB, as the request body)',
        errorCodes: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
        tags: ['staff'],
        params,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      const image = imageOf(request);
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!isStaffImageType(contentType)) {
        request.raw.resume();
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the ${image} as a PNG or JPEG image (Content-Type image/png or image/jpeg).`,
        );
      }
      const length = request.headers['content-length'];
      await storeStaffImage({
        db: ctx.db,
        storage: ctx.storage,
        userId: options.userIdOf(request),
        image,
        contentType,
        body: request.raw,
        declaredLength: length === undefined ? null : Number(length),
        actorUserId: signedInUserId(request),
      });
      return answer(request);
    },
  );

  typed.delete(
    `${options.path}/images/:image`,
    {
      ...(options.guard ? { onRequest: options.guard } : {}),
      schema: {
        operationId: options.operationIds.remove,
        summary: 'Remove a seal or signature image',
        errorCodes: ['NOT_FOUND'],
        tags: ['staff'],
        params,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      await removeStaffImage({
        db: ctx.db,
        storage: ctx.storage,
        userId: options.userIdOf(request),
        image: imageOf(request),
        actorUserId: signedInUserId(request),
      });
      return answer(request);
    },
  );
};

/**
 * PUT <path>/signing-certificate (JSON: the PKCS#12 file base64 and its passphrase) and DELETE it; both answer the
 * profile as it now is. The same people as the images: the owner for anyone, each staff member for themselves.
 */
export const signingCertificateRoutes: FastifyPluginAsync<TImageRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = (request: FastifyRequest) => profileAnswer(options, request);

  typed.put(
    `${options.path}/signing-certificate`,
    {
      ...(options.guard ? { onRequest: options.guard } : {}),
      config: { rateLimit: perSignedInUser(ctx.rateLimits.staffWork) },
      schema: {
        operationId: options.operationIds.put,
        summary: 'Upload a digital signing certificate (PKCS#12, at most 100 KB) and its passphrase',
        errorCodes: ['NOT_FOUND'],
        tags: ['staff'],
        params: options.paramsSchema,
        body: ZUploadSigningCertificateRequest,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      await storeSigningCertificate({
        db: ctx.db,
        storage: ctx.storage,
        keys: ctx.keys,
        userId: options.userIdOf(request),
        file: Buffer.from(request.body.certificate, 'base64'),
        passphrase: request.body.passphrase,
        actorUserId: signedInUserId(request),
      });
      return answer(request);
    },
  );

  typed.delete(
    `${options.path}/signing-certificate`,
    {
      ...(options.guard ? { onRequest: options.guard } : {}),
      schema: {
        operationId: options.operationIds.remove,
        summary: 'Remove the digital signing certificate',
        errorCodes: ['NOT_FOUND'],
        tags: ['staff'],
        params: options.paramsSchema,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      await removeSigningCertificate({
        db: ctx.db,
        storage: ctx.storage,
        userId: options.userIdOf(request),
        actorUserId: signedInUserId(request),
      });
      return answer(request);
    },
  );
};

export const signedInUserId = (request: FastifyRequest): string => {
  // The route's auth hook ran first: the user is set.
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Admin authentication required');
  return request.user.id;
};

/** /api/staff/me/profile: a staff member's own profile (any role); /api/staff/profile-images: the signed links. */
export const staffProfileRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, storage } = ctx;

  app.get(
    '/me/profile',
    {
      onRequest: ctx.auth.requireStaff,
      schema: {
        operationId: 'getMyStaffProfile',
        summary: 'Read my translator profile, credentials and images',
        errorCodes: ['NOT_FOUND'],
        tags: ['staff'],
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => ({
      profile: await loadStaffProfile({ db, storage, userId: signedInUserId(request), canEditCredentials: false }),
    }),
  );

  app.put(
    '/me/profile',
    {
      onRequest: ctx.auth.requireStaff,
      schema: {
        operationId: 'updateMyStaffProfile',
        summary: 'Change my display name and language pairs',
        errorCodes: ['NOT_FOUND'],
        tags: ['staff'],
        body: ZUpdateStaffProfileRequest,
        response: { 200: ZStaffProfileResponse },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      await updateStaffProfile({ db, userId, input: request.body });
      return { profile: await loadStaffProfile({ db, storage, userId, canEditCredentials: false }) };
    },
  );

  await app.register(staffImageRoutes, {
    ctx,
    userIdOf: signedInUserId,
    canEditCredentials: false,
    guard: ctx.auth.requireStaff,
    path: '/me/profile',
    operationIds: { put: 'uploadMyStaffImage', remove: 'removeMyStaffImage' },
    paramsSchema: z.object({}),
  });
  await app.register(signingCertificateRoutes, {
    ctx,
    userIdOf: signedInUserId,
    canEditCredentials: false,
    guard: ctx.auth.requireStaff,
    path: '/me/profile',
    operationIds: { put: 'uploadMySigningCertificate', remove: 'removeMySigningCertificate' },
    paramsSchema: z.object({}),
  });

  // The link a profile answer carries for each image (5 minutes, issued only to the person and the back office).
  app.get(
    '/profile-images/:userId/:image',
    {
      schema: {
        hide: true,
        params: z.object({ userId: z.uuid({ error: 'This link is not valid.' }), image: ZStaffImageName }),
        querystring: z.object({
          expires: z.string({ error: 'This link is not valid.' }).max(20),
          signature: z.string({ error: 'This link is not valid.' }).max(100),
        }),
      },
    },
    async (request, reply) => {
      const { userId, image } = request.params;
      storage.verifySignature('staff-image', `${userId}/${image}`, request.query.expires, request.query.signature);
      const stored = await openStaffImage({ db, storage, userId, image });
      setAttachmentHeaders(reply, {
        filename: `${image}.${stored.contentType === 'image/png' ? 'png' : 'jpg'}`,
        contentType: stored.contentType,
      });
      return reply.send(stored.body);
    },
  );
};
