import { ZAnalyzeRequest, ZAnalyzeResponse } from '@sello/shared/analysis-schemas';
import { ZFileKey, ZPresignRequest, ZPresignResponse } from '@sello/shared/upload-schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { ANSWER_WITHIN_MS, analyzeStoredFile } from '../services/analysis/analyze-stored-file.ts';
import { readSetting } from '../services/settings/settings.ts';
import { createUploadUrls } from '../services/uploads/create-upload-urls.ts';
import { storeUpload } from '../services/uploads/store-upload.ts';

export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, storage, env } = ctx;

  app.post(
    '/uploads/presigned-url',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'createUploadUrls',
        summary: 'Get upload URLs for files to PUT before analysis',
        errorCodes: ['FORBIDDEN', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
        tags: ['uploads'],
        body: ZPresignRequest,
        response: { 200: ZPresignResponse },
      },
    },
    async (request) => {
      // Retention is an admin setting: each upload gets the period in force when it was presigned.
      const retention = await readSetting(db, 'retention');
      return createUploadUrls({
        db,
        storage,
        input: request.body,
        user: request.user,
        limits: {
          maxUploadMb: env.MAX_UPLOAD_MB,
          maxFiles: env.MAX_FILES,
          unconvertedHours: retention.unconvertedHours,
        },
      });
    },
  );

  // The presigned PUT: raw bytes of any content type, streamed to storage (never buffered in memory).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    raw.withTypeProvider<ZodTypeProvider>().put(
      '/uploads/:fileKey',
      {
        config: { streamsBody: true },
        schema: {
          hide: true,
          params: z.object({ fileKey: ZFileKey }),
          querystring: z.object({ expires: z.string().max(20), signature: z.string().max(100) }),
        },
      },
      async (request) => {
        storage.verifySignature('put', request.params.fileKey, request.query.expires, request.query.signature);
        const length = request.headers['content-length'];
        const stored = await storeUpload({
          db,
          storage,
          fileKey: request.params.fileKey,
          body: request.raw,
          declaredLength: length === undefined ? null : Number(length),
          maxBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
        });
        return { success: true, ...stored };
      },
    );
  });

  app.post(
    '/analyze/document',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.analysis },
      schema: {
        operationId: 'analyzeDocument',
        summary: "Count an uploaded file's pages and words",
        errorCodes: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNAVAILABLE'],
        tags: ['uploads'],
        body: ZAnalyzeRequest,
        response: { 200: ZAnalyzeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      analysis: await analyzeStoredFile({
        db,
        storage,
        analyzer: ctx.analyzer,
        fileKey: request.body.fileKey,
        language: request.body.sourceLanguage,
        viewer: request.user,
        answerWithinMs: ANSWER_WITHIN_MS,
      }),
    }),
  );
};
