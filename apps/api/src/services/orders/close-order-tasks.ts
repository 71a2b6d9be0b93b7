import { OPEN_TASK_STATES } from '@sello/shared/task-schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAudit, type TAuditActor } from '../audit/record-audit.ts';

/**
 * A cancelled, completed or delivered order closes its tasks still under way (offered, accepted, submitted,
 * returned): they are cancelled in the status change's transaction, each with its audit entry, so that nobody keeps
 * working on, or reading, a closed order. Approved tasks stay approved: their translation is done. Kept in orders/
 * (not tasks/) because the one status writer calls it, and tasks/ builds on orders/.
 */
export const closeOpenTasks = async (
  trx: Transaction<Database>,
  { orderId, status, actor }: { orderId: string; status: 'CANCELLED' | 'COMPLETED' | 'DELIVERED'; actor: TAuditActor },
): Promise<void> => {
  const closed = await trx
    .updateTable('order_tasks')
    .set({ state: 'cancelled', updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('state', 'in', OPEN_TASK_STATES)
    .returning(['id', 'file_id'])
    .execute();
  const reason = `The order was ${status === 'CANCELLED' ? 'cancelled' : status.toLowerCase()}.`;
  for (const task of closed) {
    await recordAudit(trx, {
      orderId,
      actor,
      action: 'task_unassigned',
      fileId: task.file_id,
      detail: { taskId: task.id, reason },
    });
  }
};

/**
 * A cancelled, completed or delivered order's draft round waiting for the customer loses its auto-approval date, in
 * the status change's transaction and before its tasks (lock-order.ts), so the sweep never approves it or emails the
 * customer. The customer's answers, the sweep, the prepare job and its re-sending also refuse a closed order
 * themselves (a round still preparing is simply never offered).
 */
export const closeLiveDrafts = async (trx: Transaction<Database>, orderId: string): Promise<void> => {
  await trx
    .updateTable('order_drafts')
    .set({ auto_approve_at: null, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('state', '=', 'awaiting_customer')
    .execute();
};
