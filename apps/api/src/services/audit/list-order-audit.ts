import { AUDIT_PAGE_SIZE, type TAuditPage } from '@sello/shared/audit-schemas';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { selectAuditEvents, toAuditEvent } from './audit-rows.ts';

/** `GET /api/admin/orders/:id/audit`: the order's audit trail for staff, newest first, a page at a time. */
export const listOrderAudit = async ({
  db,
  orderId,
  page,
}: {
  db: TDb;
  orderId: string;
  page: number;
}): Promise<TAuditPage> => {
  const order = await db
    .selectFrom('orders')
    .select((eb) => [
      'id',
      eb
        .selectFrom('audit_events')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('order_id', '=', 'orders.id')
        .as('total'),
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const rows = await selectAuditEvents(db)
    .where('audit_events.order_id', '=', order.id)
    .orderBy('audit_events.created_at', 'desc')
    .orderBy('audit_events.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { events: rows.map(toAuditEvent), total: Number(order.total ?? 0), page, pageSize: AUDIT_PAGE_SIZE };
};
