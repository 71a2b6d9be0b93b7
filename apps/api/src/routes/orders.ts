import { ZFileDownloadQuery, ZFileDownloadResponse } from '@sello/shared/admin-order-schemas';
import { ZOrderInstructionsResponse, ZUpdateOrderInstructionsRequest } from '@sello/shared/order-instructions-schemas';
import {
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZCustomerOrdersResponse,
  ZDeleteOrderDocumentsResponse,
  ZOrderResponse,
  ZTrackOrderQuery,
  ZTrackOrderResponse,
} from '@sello/shared/order-schemas';
import {
  ZApproveOfficialQuoteRequest,
  ZApproveOfficialQuoteResponse,
  ZDeclineOfficialQuoteRequest,
  ZQuoteQuestionRequest,
  ZQuoteQuestionResponse,
} from '@sello/shared/payment-schemas';
import { ZFileKey } from '@sello/shared/upload-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { safeFilename, setAttachmentHeaders } from '../http/attachment-headers.ts';
import { askQuoteQuestion } from '../services/official-quotes/ask-quote-question.ts';
import { declineOfficialQuote } from '../services/official-quotes/decline-official-quote.ts';
import { authorizeFileDownload } from '../services/orders/authorize-file-download.ts';
import { createOrder } from '../services/orders/create-order.ts';
import { streamOrderArchive } from '../services/orders/create-order-archive.ts';
import { deleteOrderDocuments } from '../services/orders/delete-order-documents.ts';
import { listCustomerOrders } from '../services/orders/list-customer-orders.ts';
import { loadOrder } from '../services/orders/load-order.ts';
import { ORDER_NOT_FOUND } from '../services/orders/order-rows.ts';
import { trackOrder } from '../services/orders/track-order.ts';
import { updateOrderInstructions } from '../services/orders/update-order-instructions.ts';
import { approveOfficialQuote } from '../services/payments/approve-official-quote.ts';
import { loadPaymentDocument, PAYMENT_NOT_FOUND } from '../services/payments/load-payment-document.ts';

export const orderRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const payment = { cardPayments: ctx.stripe !== null };

  app.post(
    '/orders',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'createOrder',
        summary: 'Submit an order for a quote with a selected service',
        errorCodes: ['NOT_FOUND', 'CONFLICT'],
        tags: ['orders'],
        body: ZCreateOrderRequest,
        response: { 201: ZCreateOrderResponse },
      },
    },
    async (request, reply) => {
      const result = await createOrder({
        db,
        mailer: ctx.mailer,
        jobs: ctx.jobs,
        storage: ctx.storage,
        keys: ctx.keys,
        input: request.body,
        viewer: request.user,
        env: ctx.env,
        readSettings: ctx.readSettings,
        payment,
      });
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  // The signed-in customer's orders (dashboard cards).
  app.get(
    '/orders',
    {
      onRequest: ctx.auth.requireUser,
      schema: {
        operationId: 'listMyOrders',
        summary: "List the signed-in customer's orders",
        tags: ['orders'],
        response: { 200: ZCustomerOrdersResponse },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireUser guarantees a user');
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        orders: await listCustomerOrders(db, ctx.storage, user),
        emailVerified: user.email_verified_at !== null,
      };
    },
  );

  app.get(
    '/orders/track',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.tracking },
      schema: {
        operationId: 'trackOrder',
        summary: 'Track an order by its number or id',
        errorCodes: ['NOT_FOUND'],
        tags: ['orders'],
        querystring: ZTrackOrderQuery,
        response: { 200: ZTrackOrderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await trackOrder({ db, storage: ctx.storage, query: request.query.q, viewer: request.user, payment })),
    }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: ctx.auth.identify,
      schema: {
        operationId: 'getOrder',
        summary: 'Read an order',
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        response: { 200: ZOrderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await loadOrder(db, ctx.storage, { id: request.params.id }, request.user, payment),
    }),
  );

  app.put(
    '/orders/:id/instructions',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'updateOrderInstructions',
        summary: 'Change how names must be written and the instructions, until the translation starts',
        errorCodes: ['FORBIDDEN', 'CONFLICT'],
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        body: ZUpdateOrderInstructionsRequest,
        response: { 200: ZOrderInstructionsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      instructions: await updateOrderInstructions({
        db,
        orderId: request.params.id,
        input: request.body,
        viewer: request.user,
      }),
    }),
  );

  app.delete(
    '/orders/:id/documents',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'deleteOrderDocuments',
        summary: "Delete a delivered or cancelled order's documents now; the order and receipts stay",
        errorCodes: ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        response: { 200: ZDeleteOrderDocumentsResponse },
      },
    },
    async (request) =>
      deleteOrderDocuments({
        db,
        storage: ctx.storage,
        mailer: ctx.mailer,
        orderId: request.params.id,
        viewer: request.user,
        env: ctx.env,
        readSettings: ctx.readSettings,
      }),
  );

  app.post(
    '/orders/:id/approve',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'approveOfficialQuote',
        summary: "Approve the order's official quote and get a way to pay",
        errorCodes: ['CONFLICT', 'UNAVAILABLE'],
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        body: ZApproveOfficialQuoteRequest,
        response: { 200: ZApproveOfficialQuoteResponse },
      },
    },
    async (request) =>
      approveOfficialQuote({
        db,
        storage: ctx.storage,
        mailer: ctx.mailer,
        stripe: ctx.stripe,
        orderId: request.params.id,
        officialQuoteId: request.body.officialQuoteId,
        viewer: request.user,
        env: ctx.env,
        readSettings: ctx.readSettings,
      }),
  );

  app.post(
    '/orders/:id/decline',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: {
        operationId: 'declineOfficialQuote',
        summary: "Decline the order's official quote awaiting approval: the order is cancelled",
        errorCodes: ['FORBIDDEN', 'CONFLICT'],
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        body: ZDeclineOfficialQuoteRequest,
        response: { 200: ZOrderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await declineOfficialQuote({
        db,
        storage: ctx.storage,
        mailer: ctx.mailer,
        orderId: request.params.id,
        officialQuoteId: request.body.officialQuoteId,
        reason: request.body.reason,
        viewer: request.user,
        env: ctx.env,
        readSettings: ctx.readSettings,
        payment,
      }),
    }),
  );

  app.post(
    '/orders/:id/questions',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.contact },
      schema: {
        operationId: 'askQuoteQuestion',
        summary: "Send the agency a question about the order's official quote",
        errorCodes: ['FORBIDDEN'],
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        body: ZQuoteQuestionRequest,
        response: { 201: ZQuoteQuestionResponse },
      },
    },
    async (request, reply) => {
      const { id } = await askQuoteQuestion({
        db,
        mailer: ctx.mailer,
        orderId: request.params.id,
        officialQuoteId: request.body.officialQuoteId,
        message: request.body.message,
        viewer: request.user,
        env: ctx.env,
        readSettings: ctx.readSettings,
      });
      return reply.code(201).send({ success: true as const, id });
    },
  );

  // A 302 to a short-lived signed link (or, with ?format=json, the link itself for callers sending a token).
  app.get(
    '/orders/:id/files/:fileKey/download',
    {
      onRequest: ctx.auth.identify,
      schema: {
        operationId: 'getFileDownloadLink',
        summary: "Get a short-lived download link for one of the order's files",
        errorCodes: ['FORBIDDEN', 'GONE', 'UNAVAILABLE'],
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }), fileKey: ZFileKey }),
        querystring: ZFileDownloadQuery,
        response: { 200: ZFileDownloadResponse },
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      // A signed link (an order's downloadUrl) was given to someone who could reach the order, for this file only.
      const signedLink = expires !== undefined || signature !== undefined;
      if (signedLink) {
        ctx.storage.verifySignature(
          'deliver',
          `${request.params.id}/${request.params.fileKey}`,
          expires ?? '',
          signature ?? '',
        );
      }
      const link = await authorizeFileDownload({
        db,
        storage: ctx.storage,
        orderId: request.params.id,
        fileKey: request.params.fileKey,
        viewer: request.user,
        signedLink,
      });
      if (request.query.format === 'json') return link;
      return reply.header('Cache-Control', 'no-store').redirect(link.downloadUrl, 302);
    },
  );

  // A payment's receipt or a refund's credit note (PDF), opened in a new tab: by the order's signed `documentUrl`, or
  // without a signature by whoever may reach the order (owner, a guest order's link holder, staff).
  app.get(
    '/orders/:id/payments/:paymentId/receipt',
    {
      onRequest: ctx.auth.identify,
      schema: {
        operationId: 'getPaymentReceipt',
        summary: "Download a payment's receipt or refund note as PDF",
        tags: ['orders'],
        params: z.object({
          id: z.uuid({ error: PAYMENT_NOT_FOUND }),
          paymentId: z.uuid({ error: PAYMENT_NOT_FOUND }),
        }),
        querystring: z.object({
          expires: z.string({ error: 'This link is not valid.' }).max(20).optional(),
          signature: z.string({ error: 'This link is not valid.' }).max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id, paymentId } = request.params;
      const { expires, signature } = request.query;
      const signedLink = expires !== undefined || signature !== undefined;
      if (signedLink) ctx.storage.verifySignature('receipt', `${id}/${paymentId}`, expires ?? '', signature ?? '');
      const document = await loadPaymentDocument({
        db,
        orderId: id,
        paymentId,
        viewer: request.user,
        signedLink,
        brandName: ctx.env.BRAND_NAME,
        readSettings: ctx.readSettings,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${safeFilename(document.filename, 'receipt.pdf')}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(document.pdf);
    },
  );

  // "Download All" for admins: the signed link from POST /api/admin/orders/:id/zip, streamed as it is zipped.
  app.get(
    '/orders/:id/source-files.zip',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        querystring: z.object({
          expires: z.string({ error: 'This link is not valid.' }).max(20),
          signature: z.string({ error: 'This link is not valid.' }).max(100),
        }),
      },
    },
    async (request, reply) => {
      ctx.storage.verifySignature('zip', request.params.id, request.query.expires, request.query.signature);
      const archive = await streamOrderArchive({ db, storage: ctx.storage, orderId: request.params.id });
      setAttachmentHeaders(reply, { filename: archive.filename, contentType: 'application/zip' });
      return reply.send(archive.stream);
    },
  );
};
