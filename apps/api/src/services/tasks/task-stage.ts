import { findStageTransition, type TOrderStage, type TStageActor } from '@sello/shared/order-lifecycle';
import type { TTaskState } from '@sello/shared/task-schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { changeOrderStage, NO_STAGE } from '../orders/change-order-stage.ts';
import { lockOrder } from '../orders/lock-order.ts';

type TTrx = Transaction<Database>;

/** The states of the order's live tasks (declined and cancelled ones no longer count). */
export const liveTaskStates = async (trx: TTrx, orderId: string): Promise<TTaskState[]> =>
  (
    await trx
      .selectFrom('order_tasks')
      .select('state')
      .where('order_id', '=', orderId)
      .where('state', 'not in', ['declined', 'cancelled'])
      .execute()
  ).map((row) => row.state);

/**
 * Moves the order's stage when the table allows this actor from where the order is now, through changeOrderStage; a
 * task action that does not move the order as a whole (one document of several) leaves it. The caller records the
 * action's audit event, with the change returned here in its detail.
 */
export const moveStageIfAllowed = async (
  trx: TTrx,
  { orderId, to, actor, userId }: { orderId: string; to: TOrderStage; actor: TStageActor; userId: string },
): Promise<{ stageFrom: string; stageTo: string } | null> => {
  const order = await lockOrder(trx, orderId);
  if (!order) throw new Error(`Order ${orderId} not found`);
  if (order.stage === to || !findStageTransition(order.stage, to, actor)) return null;
  const change = await changeOrderStage({ trx, orderId, to, actor: { kind: actor, userId }, recordEvent: false });
  return change.changed ? { stageFrom: change.from ?? NO_STAGE, stageTo: to } : null;
};

/** After the manager took a task back (cancelled, new translator): back to awaiting assignment when no work is under way. */
export const releaseStage = async (
  trx: TTrx,
  { orderId, actor, userId }: { orderId: string; actor: 'manager'; userId: string },
) => {
  const states = await liveTaskStates(trx, orderId);
  if (states.some((state) => state !== 'offered')) return null;
  return moveStageIfAllowed(trx, { orderId, to: 'awaiting_assignment', actor, userId });
};
