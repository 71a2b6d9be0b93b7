import {
  ZApproveDraftRequest,
  ZDraftAnswerResponse,
  ZOrderDraftResponse,
  ZRequestDraftCorrectionsRequest,
} from '@sello/shared/draft-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { setAttachmentHeaders } from '../http/attachment-headers.ts';
import { recordAudit } from '../services/audit/record-audit.ts';
import { approveDraft, DRAFT_NOT_FOUND, requestDraftCorrections } from '../services/drafts/answer-draft.ts';
import { loadOrderDraft } from '../services/drafts/load-order-draft.ts';
import { draftFilename, draftLinkKey, findDraftFile } from '../services/orders/order-draft-rows.ts';
import { ORDER_NOT_FOUND } from '../services/orders/order-rows.ts';

const ZOrderParams = z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) });

/**
 * The customer's draft approval (issue 30): the order's draft rounds, approving the current one or asking for
 * corrections per document and page. Reach: services/drafts/draft-reach.ts.
 */
export const orderDraftRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, storage } = ctx;

  app.get(
    '/orders/:id/draft',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.tracking },
      schema: {
        operationId: 'getOrderDraft',
        summary: "The order's draft for the customer to check, and its earlier rounds",
        errorCodes: ['FORBIDDEN'],
        tags: ['orders'],
        params: ZOrderParams,
        response: { 200: ZOrderDraftResponse },
      },
    },
    async (request) => loadOrderDraft({ db, storage, orderId: request.params.id, viewer: request.user }),
  );

  // The stamped PDF of a draft document, by the signed link the draft carries (like a delivered file's downloadUrl). A
  // link issued to a staff member names them (`reader`, signed): their opening it goes to the audit trail.
  app.get(
    '/orders/:id/draft/documents/:documentId/file',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }), documentId: z.uuid({ error: DRAFT_NOT_FOUND }) }),
        querystring: z.object({
          expires: z.string().max(20),
          signature: z.string().max(100),
          reader: z.uuid({ error: 'This link is not valid.' }).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id: orderId, documentId } = request.params;
      const { expires, signature, reader } = request.query;
      storage.verifySignature('draft', draftLinkKey(orderId, documentId, reader), expires, signature);
      const file = await findDraftFile(db, { orderId, documentId });
      if (!file?.storage_key) throw new AppError('NOT_FOUND', DRAFT_NOT_FOUND);
      if (reader) {
        await recordAudit(db, {
          orderId,
          actor: { userId: reader },
          action: 'document_opened',
          detail: { draftId: file.draft_id, round: file.round, documentId },
        });
      }
      setAttachmentHeaders(reply, { filename: draftFilename(file.name, file.round), contentType: 'application/pdf' });
      return reply.send(await storage.openRead(file.storage_key));
    },
  );

  app.post(
    '/orders/:id/draft/approve',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'approveOrderDraft',
        summary: 'Approve the draft: the translation is finalised as it is',
        errorCodes: ['FORBIDDEN', 'CONFLICT'],
        tags: ['orders'],
        params: ZOrderParams,
        body: ZApproveDraftRequest,
        response: { 200: ZDraftAnswerResponse },
      },
    },
    async (request) => ({
      draft: await approveDraft({
        db,
        storage,
        orderId: request.params.id,
        draftId: request.body.draftId,
        viewer: request.user,
        mailer: ctx.mailer,
        jobs: ctx.jobs,
        env: ctx.env,
        readSettings: ctx.readSettings,
      }),
    }),
  );

  app.post(
    '/orders/:id/draft/corrections',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'requestOrderDraftCorrections',
        summary: 'Ask for corrections of the draft, per document and page',
        errorCodes: ['FORBIDDEN', 'CONFLICT'],
        tags: ['orders'],
        params: ZOrderParams,
        body: ZRequestDraftCorrectionsRequest,
        response: { 200: ZDraftAnswerResponse },
      },
    },
    async (request) => ({
      draft: await requestDraftCorrections({
        db,
        storage,
        orderId: request.params.id,
        draftId: request.body.draftId,
        input: request.body,
        viewer: request.user,
        mail: { mailer: ctx.mailer, env: ctx.env },
        readSettings: ctx.readSettings,
      }),
    }),
  );
};
