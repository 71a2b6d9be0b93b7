import {
  ORDER_NUMBER_PATTERN,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZOrderResponse,
  ZTrackOrderQuery,
} from '@sello/shared/order-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { createOrder } from '../services/orders/create-order.ts';
import { loadOrder, ORDER_NOT_FOUND } from '../services/orders/load-order.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRACK_NOT_FOUND = 'Order not found. Please check the order ID or number and try again.';

export const orderRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/orders',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.uploads },
      schema: { tags: ['orders'], body: ZCreateOrderRequest, response: { 201: ZCreateOrderResponse } },
    },
    async (request, reply) => {
      const result = await createOrder({
        db,
        mailer: ctx.mailer,
        keys: ctx.keys,
        input: request.body,
        viewer: request.user,
        env: ctx.env,
      });
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.get(
    '/orders/track',
    {
      onRequest: ctx.auth.identify,
      config: { rateLimit: ctx.rateLimits.tracking },
      schema: { tags: ['orders'], querystring: ZTrackOrderQuery, response: { 200: ZOrderResponse } },
    },
    async (request) => {
      const q = request.query.q.trim();
      const where = UUID_PATTERN.test(q)
        ? { id: q.toLowerCase() }
        : ORDER_NUMBER_PATTERN.test(q.toUpperCase())
          ? { orderNumber: q.toUpperCase() }
          : null;
      if (!where) throw new AppError('NOT_FOUND', TRACK_NOT_FOUND);
      try {
        return { success: true as const, order: await loadOrder(db, where, request.user) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', TRACK_NOT_FOUND);
        throw error;
      }
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: ctx.auth.identify,
      schema: {
        tags: ['orders'],
        params: z.object({ id: z.uuid({ error: ORDER_NOT_FOUND }) }),
        response: { 200: ZOrderResponse },
      },
    },
    async (request) => ({
      success: true as const,
      order: await loadOrder(db, { id: request.params.id }, request.user),
    }),
  );
};
