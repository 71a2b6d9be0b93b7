import {
  ZAdminOrderResponse,
  ZAttachTranslatedFilesRequest,
  ZCompleteOrderRequest,
  ZCompleteOrderResponse,
  ZFilePreviewResponse,
  ZListAdminOrdersQuery,
  ZListAdminOrdersResponse,
  ZOrderZipResponse,
  ZUpdateOrderStatusRequest,
} from '@sello/shared/admin-order-schemas';
import { ZOfficialQuoteResponse, ZSendOfficialQuoteRequest } from '@sello/shared/official-quote-schemas';
import {
  ZCancelOrderRequest,
  ZPaymentResponse,
  ZRecordPaymentRequest,
  ZRefundRequest,
} from '@sello/shared/payment-schemas';
import { ZFileKey } from '@sello/shared/upload-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import type { TUserRow } from '../../db/schema.ts';
import { regenerateCertifiedDocuments } from '../../services/certified/regenerate-certified-documents.ts';
import { sendOfficialQuote } from '../../services/official-quotes/send-official-quote.ts';
import { attachTranslatedFiles, removeTranslatedFile } from '../../services/orders/attach-translated-files.ts';
import { cancelOrder } from '../../services/orders/cancel-order.ts';
import { completeOrder } from '../../services/orders/complete-order.ts';
import { createOrderArchiveLink } from '../../services/orders/create-order-archive.ts';
import { listAdminOrders } from '../../services/orders/list-admin-orders.ts';
import { loadAdminOrder } from '../../services/orders/load-admin-order.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { createSourceImagePreviewLink } from '../../services/orders/preview-source-image.ts';
import { updateOrderStatus } from '../../services/orders/update-order-status.ts';
import { recordManualPayment } from '../../services/payments/record-manual-payment.ts';
import { refundPayment } from '../../services/payments/refund-payment.ts';

const ZOrderParams = z.object({ id: z.uuid({ error: ADMIN_ORDER_NOT_FOUND }) });
const ZOrderFileParams = ZOrderParams.extend({ fileKey: ZFileKey });

/** The admin orders API; the parent plugin has already checked the admin token (so `request.user` is set). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db, storage } = ctx;
  const admin = (user: TUserRow | null) => user as TUserRow;

  app.get(
    '/orders',
    {
      schema: {
        operationId: 'listAdminOrders',
        summary: 'List and search orders (staff)',
        tags: ['admin'],
        querystring: ZListAdminOrdersQuery,
        response: { 200: ZListAdminOrdersResponse },
      },
    },
    async (request) => listAdminOrders({ db, ...request.query }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        operationId: 'getAdminOrder',
        summary: 'Read an order with everything staff see',
        tags: ['admin'],
        params: ZOrderParams,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) => ({ order: await loadAdminOrder(db, storage, request.params.id, request.user?.id) }),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        operationId: 'updateOrderStatus',
        summary: 'Move an order to another status the lifecycle allows',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZUpdateOrderStatusRequest,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) => ({
      order: await updateOrderStatus({
        db,
        storage,
        mailer: ctx.mailer,
        env: ctx.env,
        readSettings: ctx.readSettings,
        orderId: request.params.id,
        status: request.body.status,
        note: request.body.note,
        admin: admin(request.user),
      }),
    }),
  );

  app.post(
    '/orders/:id/translated-files',
    {
      schema: {
        operationId: 'attachTranslatedFiles',
        summary: 'Attach uploaded translated files to an order',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZAttachTranslatedFilesRequest,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) => ({
      order: await attachTranslatedFiles({
        db,
        storage,
        orderId: request.params.id,
        fileKeys: request.body.files,
        admin: admin(request.user),
      }),
    }),
  );

  app.post(
    '/orders/:id/certified-documents/regenerate',
    {
      schema: {
        operationId: 'regenerateCertifiedDocuments',
        summary: "Regenerate a sworn order's certified translations (the current ones are superseded)",
        errorCodes: ['NOT_FOUND', 'CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) => ({
      order: await regenerateCertifiedDocuments({
        db,
        storage,
        jobs: ctx.jobs,
        orderId: request.params.id,
        user: admin(request.user),
      }),
    }),
  );

  app.delete(
    '/orders/:id/translated-files/:fileKey',
    {
      schema: {
        operationId: 'removeTranslatedFile',
        summary: 'Remove a translated file from an order',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderFileParams,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) => ({
      order: await removeTranslatedFile({
        db,
        storage,
        orderId: request.params.id,
        fileKey: request.params.fileKey,
      }),
    }),
  );

  app.post(
    '/orders/:id/complete',
    {
      schema: {
        operationId: 'completeOrder',
        summary: 'Complete an order and email the customer its translations',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZCompleteOrderRequest,
        response: { 200: ZCompleteOrderResponse },
      },
    },
    async (request) =>
      completeOrder({
        db,
        storage,
        mailer: ctx.mailer,
        orderId: request.params.id,
        translatedFileKeys: request.body.translatedFileKeys,
        message: request.body.message,
        admin: admin(request.user),
        env: ctx.env,
        readSettings: ctx.readSettings,
      }),
  );

  app.post(
    '/orders/:id/official-quote',
    {
      schema: {
        operationId: 'sendOfficialQuote',
        summary: 'Send the customer the official quote for an order',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZSendOfficialQuoteRequest,
        response: { 201: ZOfficialQuoteResponse },
      },
    },
    async (request, reply) => {
      const officialQuote = await sendOfficialQuote({
        db,
        mailer: ctx.mailer,
        orderId: request.params.id,
        input: request.body,
        admin: admin(request.user),
        env: ctx.env,
        readSettings: ctx.readSettings,
      });
      return reply.code(201).send({ officialQuote });
    },
  );

  app.post(
    '/orders/:id/payments',
    {
      // Money is the owner's: project managers see an order's payments but record and refund none.
      onRequest: ctx.auth.requireOwner,
      schema: {
        operationId: 'recordManualPayment',
        summary: 'Record a payment received outside Stripe',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZRecordPaymentRequest,
        response: { 201: ZPaymentResponse },
      },
    },
    async (request, reply) => {
      const payment = await recordManualPayment({
        db,
        storage,
        mailer: ctx.mailer,
        orderId: request.params.id,
        input: request.body,
        admin: admin(request.user),
        env: ctx.env,
        readSettings: ctx.readSettings,
      });
      return reply.code(201).send({ payment });
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      // Money is the owner's: project managers see an order's payments but record and refund none.
      onRequest: ctx.auth.requireOwner,
      schema: {
        operationId: 'refundPayment',
        summary: 'Refund all or part of a payment',
        errorCodes: ['CONFLICT', 'UNAVAILABLE'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZRefundRequest,
        response: { 201: ZPaymentResponse },
      },
    },
    async (request, reply) => {
      const payment = await refundPayment({
        db,
        storage,
        mailer: ctx.mailer,
        stripe: ctx.stripe,
        orderId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        admin: admin(request.user),
        env: ctx.env,
        readSettings: ctx.readSettings,
      });
      return reply.code(201).send({ payment });
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        body: ZCancelOrderRequest,
        response: { 200: ZAdminOrderResponse },
      },
    },
    async (request) => ({
      order: await cancelOrder({
        db,
        storage,
        mailer: ctx.mailer,
        orderId: request.params.id,
        reason: request.body.reason,
        admin: admin(request.user),
        env: ctx.env,
        readSettings: ctx.readSettings,
      }),
    }),
  );

  app.post(
    '/orders/:id/files/:fileKey/preview',
    {
      schema: {
        operationId: 'getSourcePreviewLink',
        summary: "Get a link to a source file's preview image",
        errorCodes: ['UNSUPPORTED_MEDIA_TYPE'],
        tags: ['admin'],
        params: ZOrderFileParams,
        response: { 200: ZFilePreviewResponse },
      },
    },
    async (request) =>
      createSourceImagePreviewLink({
        db,
        storage,
        orderId: request.params.id,
        fileKey: request.params.fileKey,
        viewer: admin(request.user),
      }),
  );

  app.post(
    '/orders/:id/zip',
    {
      schema: {
        operationId: 'getSourceArchiveLink',
        summary: "Get a link to the ZIP of an order's source files",
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZOrderParams,
        response: { 200: ZOrderZipResponse },
      },
    },
    async (request) => createOrderArchiveLink({ db, storage, orderId: request.params.id, viewer: admin(request.user) }),
  );
};
