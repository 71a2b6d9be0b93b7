import { ZCustomerDetailResponse, ZListCustomersQuery, ZListCustomersResponse } from '@sello/shared/customer-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { listCustomers } from '../../services/customers/list-customers.ts';
import { CUSTOMER_NOT_FOUND, loadCustomer } from '../../services/customers/load-customer.ts';

export const adminCustomerRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/customers',
    {
      schema: {
        operationId: 'listCustomers',
        summary: 'List customers (staff)',
        tags: ['admin'],
        querystring: ZListCustomersQuery,
        response: { 200: ZListCustomersResponse },
      },
    },
    async (request) => listCustomers({ db: ctx.db, ...request.query }),
  );

  app.get(
    '/customers/:key',
    {
      schema: {
        operationId: 'getCustomer',
        summary: 'Read a customer with their orders (staff)',
        tags: ['admin'],
        // An account id or a guest's email.
        params: z.object({ key: z.string().trim().min(1).max(320, { error: CUSTOMER_NOT_FOUND }) }),
        response: { 200: ZCustomerDetailResponse },
      },
    },
    async (request) => ({ customer: await loadCustomer({ db: ctx.db, key: request.params.key }) }),
  );
};
