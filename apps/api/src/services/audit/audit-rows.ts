import type { TAuditEvent } from '@sello/shared/audit-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * The audit entries with what staff read beside them: the order's number (none for a staff change), the actor's name,
 * the file's name.
 */
export const selectAuditEvents = (db: TDb) =>
  db
    .selectFrom('audit_events')
    .leftJoin('orders', 'orders.id', 'audit_events.order_id')
    .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
    .leftJoin('files', 'files.id', 'audit_events.file_id')
    .select([
      'audit_events.id',
      'audit_events.order_id',
      'orders.order_number',
      'audit_events.action',
      'audit_events.actor_role',
      sql<string | null>`nullif(trim(users.first_name || ' ' || users.last_name), '')`.as('actor_name'),
      'audit_events.file_id',
      'files.original_name as file_name',
      'audit_events.detail',
      'audit_events.created_at',
    ]);

type TAuditRow = Awaited<ReturnType<ReturnType<typeof selectAuditEvents>['executeTakeFirstOrThrow']>>;

export const toAuditEvent = (row: TAuditRow): TAuditEvent => ({
  id: row.id,
  orderId: row.order_id,
  orderNumber: row.order_number,
  action: row.action,
  actorRole: row.actor_role,
  actorName: row.actor_name,
  fileId: row.file_id,
  fileName: row.file_name,
  detail: row.detail,
  createdAt: new Date(row.created_at).toISOString(),
});
