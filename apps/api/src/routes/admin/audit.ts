import { ZAuditExportQuery, ZAuditPage, ZAuditPageQuery } from '@sello/shared/audit-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { setAttachmentHeaders } from '../../http/attachment-headers.ts';
import { exportAudit } from '../../services/audit/export-audit.ts';
import { listOrderAudit } from '../../services/audit/list-order-audit.ts';

/** The audit trail: an order's for the back office, the export for the owner alone (the staff changes: staff.ts). */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  app.get(
    '/orders/:id/audit',
    {
      schema: {
        operationId: 'listOrderAudit',
        summary: "Read an order's audit trail, newest first",
        tags: ['admin'],
        params: z.object({ id: z.uuid({ error: 'Order not found' }) }),
        querystring: ZAuditPageQuery,
        response: { 200: ZAuditPage },
      },
    },
    async (request) => listOrderAudit({ db: ctx.db, orderId: request.params.id, page: request.query.page }),
  );

  app.get(
    '/audit/export',
    {
      onRequest: ctx.auth.requireOwner,
      schema: {
        operationId: 'exportAudit',
        summary: 'Download the audit trail of a date range as CSV (owner)',
        tags: ['admin'],
        querystring: ZAuditExportQuery,
      },
    },
    async (request, reply) => {
      const { filename, stream } = exportAudit({ db: ctx.db, ...request.query });
      setAttachmentHeaders(reply, { filename, contentType: 'text/csv; charset=utf-8' });
      return reply.send(stream);
    },
  );
};
