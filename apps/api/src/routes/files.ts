import { ZFileKey } from '@sello/shared/upload-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { setAttachmentHeaders } from '../http/attachment-headers.ts';
import { renderSourceImagePreview } from '../services/orders/preview-source-image.ts';
import { openStoredFile } from '../services/uploads/open-stored-file.ts';

const ZSignedQuery = z.object({
  expires: z.string({ error: 'This link is not valid.' }).max(20),
  signature: z.string({ error: 'This link is not valid.' }).max(100),
});

/**
 * `GET /api/files/:fileKey?expires&signature`: the short-lived signed links that download routes redirect to;
 * `…/preview`: staff's JPEG view of an order's source photo or scan (browsers cannot show a HEIC), by the link the
 * admin and task routes sign — for the file key alone, so that a translator's link carries no order id.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/files/:fileKey',
    { schema: { hide: true, params: z.object({ fileKey: ZFileKey }), querystring: ZSignedQuery } },
    async (request, reply) => {
      ctx.storage.verifySignature('get', request.params.fileKey, request.query.expires, request.query.signature);
      const file = await openStoredFile({ db: ctx.db, storage: ctx.storage, fileKey: request.params.fileKey });
      setAttachmentHeaders(reply, file);
      return reply.send(file.stream);
    },
  );

  app.get(
    '/files/:fileKey/preview',
    { schema: { hide: true, params: z.object({ fileKey: ZFileKey }), querystring: ZSignedQuery } },
    async (request, reply) => {
      const { fileKey } = request.params;
      ctx.storage.verifySignature('preview', fileKey, request.query.expires, request.query.signature);
      const jpeg = await renderSourceImagePreview({
        db: ctx.db,
        storage: ctx.storage,
        analyzer: ctx.analyzer,
        fileKey,
      });
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'private, max-age=600')
        .send(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
    },
  );
};
