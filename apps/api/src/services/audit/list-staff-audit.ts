import { AUDIT_PAGE_SIZE, type TAuditPage } from '@sello/shared/audit-schemas';
import type { TDb } from '../../db/database.ts';
import { selectAuditEvents, toAuditEvent } from './audit-rows.ts';

/** `GET /api/admin/staff/activity`: the owner's staff activity (the entries without an order), newest first. */
export const listStaffAudit = async ({ db, page }: { db: TDb; page: number }): Promise<TAuditPage> => {
  const [rows, count] = await Promise.all([
    selectAuditEvents(db)
      .where('audit_events.order_id', 'is', null)
      .orderBy('audit_events.created_at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('order_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { events: rows.map(toAuditEvent), total: Number(count.n), page, pageSize: AUDIT_PAGE_SIZE };
};
