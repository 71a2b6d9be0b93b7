import type { TAuditDetail } from '@sello/shared/audit-schemas';
import {
  allowedStageTransitions,
  findStageTransition,
  isOpen,
  ORDER_STAGE_LABELS,
  type TOrderStage,
  type TStageActor,
  type TStageTransition,
} from '@sello/shared/order-lifecycle';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit, type TAuditActor } from '../audit/record-audit.ts';
import { beginFinalDelivery } from './begin-final-delivery.ts';
import { lockOrder, orderClosedMessage } from './lock-order.ts';

/** How the audit trail names the stage of an order that had none yet. */
export const NO_STAGE = 'not_started';

type TChangeOrderStageOptions = {
  trx: Transaction<Database>;
  orderId: string;
  to: TOrderStage;
  /** Who moves it: the table's actor, and the person (null: a guest customer or Sello itself). */
  actor: { kind: TStageActor; userId: string | null };
  /**
   * Records the table's audit event for the change (default). A caller that records its own event for the same
   * action (a task's acceptance, upload or review, with the stage change in its detail) passes false.
   */
  recordEvent?: boolean;
  /** Added to the audit event's detail (ids and names staff already see). */
  detail?: TAuditDetail;
  fileId?: string | null;
};

export type TStageChange = { changed: boolean; from: TOrderStage | null; transition: TStageTransition | null };

const stageName = (stage: string | null) =>
  stage ? ORDER_STAGE_LABELS[stage as TOrderStage].toLowerCase() : 'not started';

/** 409 with the stages this actor may move the order to instead. */
export const illegalStageChange = (from: string | null, to: TOrderStage, actor: TStageActor) => {
  const allowed = allowedStageTransitions(from, actor);
  const instead = allowed.length > 0 ? ` It can be moved to ${allowed.map(stageName).join(' or ')}.` : '';
  return new AppError(
    'CONFLICT',
    `An order whose production stage is ${stageName(from)} cannot be moved to ${stageName(to)} this way.${instead}`,
    { allowed },
  );
};

/**
 * The one way an order's production stage changes (beside changeOrderStatus, the one way its status changes), inside
 * the caller's transaction: locks the order (lock-order.ts), refuses a closed order (409), checks the stage table (packages/shared order-lifecycle.ts ›
 * STAGE_TRANSITIONS), updates it and records the table's audit event; final ready starts the delivery
 * (begin-final-delivery.ts). Setting the stage the order already has changes nothing.
 */
export const changeOrderStage = async ({
  trx,
  orderId,
  to,
  actor,
  recordEvent = true,
  detail,
  fileId,
}: TChangeOrderStageOptions): Promise<TStageChange> => {
  const order = await lockOrder(trx, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (!isOpen(order.status)) {
    throw new AppError('CONFLICT', orderClosedMessage(order.status, 'its production stage no longer changes.'));
  }
  if (order.stage === to) return { changed: false, from: order.stage, transition: null };
  const transition = findStageTransition(order.stage, to, actor.kind);
  if (!transition) throw illegalStageChange(order.stage, to, actor.kind);
  await trx.updateTable('orders').set({ stage: to, updated_at: new Date() }).where('id', '=', order.id).execute();
  const auditActor: TAuditActor = actor.userId
    ? { userId: actor.userId }
    : { userId: null, role: actor.kind === 'customer' ? 'customer' : 'system' };
  if (to === 'final_ready') await beginFinalDelivery(trx, { orderId: order.id, actor: auditActor });
  if (recordEvent) {
    await recordAudit(trx, {
      orderId: order.id,
      actor: auditActor,
      action: transition.event,
      fileId: fileId ?? null,
      detail: { ...detail, stageFrom: order.stage ?? NO_STAGE, stageTo: to },
    });
  }
  return { changed: true, from: order.stage, transition };
};
