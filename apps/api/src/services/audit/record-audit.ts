import type { TAuditAction, TAuditDetail } from '@sello/shared/audit-schemas';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * Who acted: a user (their role is read as it is now, and kept: staff role, else customer), or without an account a
 * guest customer holding the order's link, or Sello itself (webhooks, jobs).
 */
export type TAuditActor = { userId: string } | { userId: null; role: 'customer' | 'system' };

export type TAuditRecord = {
  /** Null for a staff change (recordStaffAudit): it concerns no order. */
  orderId: string | null;
  actor: TAuditActor;
  action: TAuditAction;
  /** files.id of the document concerned, if any. */
  fileId?: string | null;
  /** Ids, statuses, amounts, names staff already see; never contact details. */
  detail?: TAuditDetail;
};

/**
 * The one way to add to the audit trail. Pass the caller's transaction when there is one, so the entry commits (or
 * not) with what it records.
 */
export const recordAudit = async (db: TDb, record: TAuditRecord): Promise<void> => {
  const { actor } = record;
  await db
    .insertInto('audit_events')
    .values({
      order_id: record.orderId,
      actor_user_id: actor.userId,
      actor_role:
        actor.userId === null
          ? actor.role
          : sql`coalesce((select staff_role from users where id = ${actor.userId}), 'customer')`,
      action: record.action,
      file_id: record.fileId ?? null,
      detail: JSON.stringify(record.detail ?? {}),
      // The moment of the call, not of the transaction's start (now()): entries written by one transaction keep
      // their order (a payment, then the status change it causes).
      created_at: sql`clock_timestamp()`,
    })
    .execute();
};
